import { plural, t } from '@lingui/core/macro';
import { formatNumber } from '../format/number';

/** Browser storage counts characters; a megabyte of them, to one decimal ('6.2', '5'), in the interface's language. */
const megabytes = (chars: number): string => formatNumber(Number((chars / (1024 * 1024)).toFixed(1)));

/**
 * The product's fixed import messages, word for word, plus the one this product adds: one set for every file a
 * user imports (the watchlist in mf-watchlist, the complete-data backup in mf-insights). Each is read when it is
 * shown, so it is in the interface's language of that moment.
 */
export const IMPORT_MESSAGES = {
  get notJsonFile(): string {
    return t`Please select a JSON file exported from the product`;
  },
  get invalidFormat(): string {
    return t`Invalid watchlist format`;
  },
  get jsonParseFailed(): string {
    return t`Failed to parse JSON file`;
  },
  get csvParseFailed(): string {
    return t`Failed to parse CSV file`;
  },
  parseFailed: (reason: string): string => t`Failed to parse watchlist file: ${reason}`,
  get readFailed(): string {
    return t`Failed to read file`;
  },
  // The product's wording, with the singular for one.
  // The count as the spec's {n}: digits alone, as before the texts were translated ('20000', not '20,000').
  imported: (count: number): string => {
    const n = String(count);
    return t`Successfully imported ${plural(count, { one: `${n} item`, other: `${n} items` })}!`;
  },
  // Beyond the spec: a bound on what we read into memory.
  tooLarge: (limitMb: number): string => {
    const maxMb = formatNumber(limitMb);
    return t`This file is too large to import. The limit is ${maxMb} MB.`;
  },
  // Refused before anything is written: the browser could not keep the list (storage quota).
  doesNotFit: (maxCount: number, wantedCount: number): string => {
    const maxItems = formatNumber(maxCount);
    const wanted = formatNumber(wantedCount);
    return t`Nothing was imported: this browser can keep about ${maxItems} watchlist items, and the import would make ${wanted}. Import a smaller file or remove items first.`;
  },
  get storageFull(): string {
    return t`Nothing was imported: browser storage is full. Free some space and try again.`;
  },
  // Freeing space cannot help an import larger than all the browser keeps: say so, and by how much.
  tooBigForBrowser: (neededChars: number, quotaChars: number): string => {
    const needed = megabytes(neededChars);
    const kept = megabytes(quotaChars);
    return t`Nothing was imported: this import is too big for this browser. It needs about ${needed} MB; this browser keeps about ${kept} MB. Import a part of it instead, such as one file of the export.`;
  },
  get storageUnavailable(): string {
    return t`Nothing was imported: browser storage is unavailable (private mode or blocked).`;
  },
  // After "Undo import": what the visitor changed since the import stays, and they are told so.
  undoKept: (count: number): string =>
    t`Import undone. Your changes to ${plural(count, { one: '# title', other: '# titles' })} since the import were kept.`,
  undoFailed: (reason: 'quota' | 'unavailable'): string =>
    reason === 'quota'
      ? t`Part of the import could not be undone: browser storage is full.`
      : t`Part of the import could not be undone: browser storage is unavailable (private mode or blocked).`,
} as const;
