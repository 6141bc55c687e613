/**
 * The import messages of spec section 8, word for word, plus the one this product adds: one set for every file a
 * user imports (the watchlist in mf-watchlist, the complete-data backup in mf-insights).
 */
export const IMPORT_MESSAGES = {
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
