import { plural } from '../format/plural';

/** Browser storage counts characters; a megabyte of them, to one decimal ('6.2 MB', '5 MB'). */
const megabytes = (chars: number): string => `${Number((chars / (1024 * 1024)).toFixed(1))} MB`;

/**
 * The product's fixed import messages, word for word, plus the one this product adds: one set for every file a
 * user imports (the watchlist in mf-watchlist, the complete-data backup in mf-insights).
 */
export const IMPORT_MESSAGES = {
  notJsonFile: 'Please select a JSON file exported from the product',
  invalidFormat: 'Invalid watchlist format',
  jsonParseFailed: 'Failed to parse JSON file',
  csvParseFailed: 'Failed to parse CSV file',
  parseFailed: (reason: string): string => `Failed to parse watchlist file: ${reason}`,
  readFailed: 'Failed to read file',
  // The product's wording, with the singular for one.
  imported: (count: number): string => `Successfully imported ${plural(count, 'item')}!`,
  // Beyond the spec: a bound on what we read into memory.
  tooLarge: (maxMb: number): string => `This file is too large to import. The limit is ${maxMb} MB.`,
  // Refused before anything is written: the browser could not keep the list (storage quota).
  doesNotFit: (maxItems: number, wanted: number): string =>
    `Nothing was imported: this browser can keep about ${maxItems.toLocaleString('en-US')} watchlist items, and ` +
    `the import would make ${wanted.toLocaleString('en-US')}. Import a smaller file or remove items first.`,
  storageFull: 'Nothing was imported: browser storage is full. Free some space and try again.',
  // Freeing space cannot help an import larger than all the browser keeps: say so, and by how much.
  tooBigForBrowser: (neededChars: number, quotaChars: number): string =>
    `Nothing was imported: this import is too big for this browser. It needs about ${megabytes(neededChars)}; ` +
    `this browser keeps about ${megabytes(quotaChars)}. Import a part of it instead, such as one file of the export.`,
  storageUnavailable: 'Nothing was imported: browser storage is unavailable (private mode or blocked).',
  // After "Undo import": what the visitor changed since the import stays, and they are told so.
  undoKept: (count: number): string =>
    `Import undone. Your changes to ${plural(count, 'title')} ` + 'since the import were kept.',
  undoFailed: (reason: 'quota' | 'unavailable'): string =>
    `Part of the import could not be undone: browser storage is ${
      reason === 'quota' ? 'full' : 'unavailable (private mode or blocked)'
    }.`,
} as const;
