import { t } from '@lingui/core/macro';

/**
 * The product's fixed export messages, word for word in English. Each is read when it is shown, so it is in the
 * interface's language of that moment.
 */
export const EXPORT_MESSAGES = {
  get noData(): string {
    return t`No watchlist data to export`;
  },
  get emptyAlert(): string {
    return t`Your watchlist is empty. Add some movies or TV shows first!`;
  },
  exportFailed: (reason: string): string => t`Export failed: ${reason}`,
  get pdfFailed(): string {
    return t`PDF generation failed. Please try CSV export instead.`;
  },
  get unsupportedFormat(): string {
    return t`Unsupported format`;
  },
};
