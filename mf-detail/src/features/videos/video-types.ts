import { i18n } from '@reelist/i18n';
import type { MessageDescriptor } from '@reelist/i18n';
import { msg } from '@lingui/core/macro';

// The service's video types (its English names are the keys), as the visitor reads them.
const TYPES: Record<string, MessageDescriptor> = {
  Trailer: msg`Trailer`,
  Teaser: msg`Teaser`,
  Clip: msg`Clip`,
  Featurette: msg`Featurette`,
  'Behind the Scenes': msg`Behind the Scenes`,
  Bloopers: msg`Bloopers`,
  'Opening Credits': msg`Opening Credits`,
};

/**
 * A video's type in the interface's language; one the list does not know is shown as the service named it. A
 * component that shows it translates with `useLingui` too, so it renders again when the language changes.
 */
export const videoTypeName = (type: string): string =>
  Object.hasOwn(TYPES, type) ? i18n._(TYPES[type] as MessageDescriptor) : type;
