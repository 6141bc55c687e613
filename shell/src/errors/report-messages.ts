/** The spec's alerts for Report Error (section 8). */
export const REPORT_COPIED = 'Error report copied to clipboard';
export const REPORT_COPY_FAILED = 'Failed to copy error report';
