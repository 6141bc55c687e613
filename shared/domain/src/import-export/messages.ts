/** The export and import messages of spec section 8, word for word, plus the few this product adds. */
export const TRANSFER_MESSAGES = {
  noData: 'No watchlist data to export',
  emptyAlert: 'Your watchlist is empty. Add some movies or TV shows first!',
  exportFailed: (reason: string): string => `Export failed: ${reason}`,
  pdfFailed: 'PDF generation failed. Please try CSV export instead.',
  unsupportedFormat: 'Unsupported format',
  notJsonFile: 'Please select a JSON file exported from the product',
  invalidFormat: 'Invalid watchlist format',
  jsonParseFailed: 'Failed to parse JSON file',
  csvParseFailed: 'Failed to parse CSV file',
  parseFailed: (reason: string): string => `Failed to parse watchlist file: ${reason}`,
  readFailed: 'Failed to read file',
  imported: (count: number): string => `Successfully imported ${count} items!`,
  // Beyond the spec: a bound on what we read into memory.
  tooLarge: (maxMb: number): string => `This file is too large to import. The limit is ${maxMb} MB.`,
} as const;

/** An import failure whose message is meant for the user as is. */
export class ImportError extends Error {
  override readonly name = 'ImportError';
}
