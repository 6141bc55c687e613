import { t } from '@lingui/core/macro';

/** The fixed alerts for Report Error (copied / failed), in the interface's language when shown. */
export const reportCopied = (): string => t`Error report copied to clipboard`;
export const reportCopyFailed = (): string => t`Failed to copy error report`;
