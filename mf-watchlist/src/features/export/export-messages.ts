/** The product's fixed export messages, word for word. */
export const EXPORT_MESSAGES = {
  noData: 'No watchlist data to export',
  emptyAlert: 'Your watchlist is empty. Add some movies or TV shows first!',
  exportFailed: (reason: string): string => `Export failed: ${reason}`,
  pdfFailed: 'PDF generation failed. Please try CSV export instead.',
  unsupportedFormat: 'Unsupported format',
} as const;
