import type { WatchlistItem } from '@reelist/contracts';

/** An entry of a file that could not become a watchlist item, and why (shown in the import preview). */
export interface InvalidEntry {
  /** 1-based position among the file's entries (CSV: data rows, JSON: watchlist array). */
  row: number;
  reason: string;
}

/** What a file held: the items it could read, the entries it could not, and whether ids were generated (CSV). */
export interface ParsedImport {
  items: WatchlistItem[];
  invalid: InvalidEntry[];
  generatedIds: boolean;
}
