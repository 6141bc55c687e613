import { i18n } from '@reelist/i18n';
import type { MessageDescriptor } from '@reelist/i18n';
import { msg } from '@lingui/core/macro';

// The service's departments (its English names are the keys), as the visitor reads them. Jobs and characters are the
// service's own text and stay as it gives them.
const NAMES: Record<string, MessageDescriptor> = {
  Acting: msg`Acting`,
  Directing: msg`Directing`,
  Writing: msg`Writing`,
  Production: msg`Production`,
  Camera: msg`Camera`,
  Editing: msg`Editing`,
  Sound: msg`Sound`,
  Art: msg`Art`,
  'Costume & Make-Up': msg`Costume & Make-Up`,
  'Visual Effects': msg`Visual Effects`,
  Lighting: msg`Lighting`,
  Creator: msg`Creator`,
  Crew: msg`Crew`,
  Other: msg`Other`,
};

/**
 * A department in the interface's language ('Regie' for Directing in German); one the list does not know is shown as
 * the service named it. A component that shows it translates with `useLingui` too, so it renders again when the
 * language changes.
 */
export const departmentName = (department: string): string =>
  Object.hasOwn(NAMES, department) ? i18n._(NAMES[department] as MessageDescriptor) : department;
