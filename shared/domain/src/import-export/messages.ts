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
  // Refused before anything is written: the browser could not keep the list (issue 19, item 2).
  doesNotFit: (maxItems: number, wanted: number): string =>
    `Nothing was imported: this browser can keep about ${maxItems.toLocaleString('en-US')} watchlist items, and ` +
    `the import would make ${wanted.toLocaleString('en-US')}. Import a smaller file or remove items first.`,
  storageFull: 'Nothing was imported: browser storage is full. Free some space and try again.',
  storageUnavailable: 'Nothing was imported: browser storage is unavailable (private mode or blocked).',
} as const;
