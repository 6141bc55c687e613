import { i18n } from '@reelist/i18n';
import type { MessageDescriptor } from '@reelist/i18n';
import { msg } from '@lingui/core/macro';

// Why @reelist/storage refuses a row (its reasons are English data, also logged): the preview says them in the
// visitor's language. A reason this list does not know is shown as storage gave it.
const REASONS: Readonly<Record<string, MessageDescriptor>> = {
  'not an object': msg`not an object`,
  'missing or invalid id': msg`missing or invalid id`,
  'missing title': msg`missing title`,
  'unknown media type': msg`unknown media type`,
  'unknown status': msg`unknown status`,
};

/** A refused row's reason, in the interface's language. */
export const rowReason = (reason: string): string => {
  const descriptor = Object.hasOwn(REASONS, reason) ? REASONS[reason] : undefined;
  return descriptor ? i18n._(descriptor) : reason;
};
