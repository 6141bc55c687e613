/** The fixed alerts for Report Error (copied / failed). */
export const REPORT_COPIED = 'Error report copied to clipboard';
export const REPORT_COPY_FAILED = 'Failed to copy error report';
