import type { WatchlistItem } from '@reelist/contracts';
import type { StoredMatch } from '@reelist/storage';

/** An entry of a file that could not become a watchlist item, and why (shown in the import preview). */
export interface InvalidEntry {
  /** 1-based position among the file's entries (CSV: data rows, JSON: watchlist array). */
  row: number;
  reason: string;
}

/**
 * An entry that did import, but not quite as written: a value the import rules replaced by their default (an
 * unknown status became Want to Watch) or kept although it is not what it should be (a negative id). The import
 * preview lists them grouped by note, so nothing is defaulted without a word.
 */
export interface AdjustedEntry {
  /** 1-based, as for InvalidEntry. */
  row: number;
  /** What was done, e.g. 'unknown status set to Want to Watch'. */
  note: string;
}

/** How the CSV rows without a TMDB ID fared when looked up in the catalogue by title and year. */
export interface CatalogueMatching {
  /** Rows without a (usable) TMDB ID: each got a generated id first. */
  rows: number;
  /** Of those, the rows given the catalogue's id (one unambiguous title). */
  matched: number;
  /** Set when the look-up did not run to the end; the rows not reached keep their generated ids. */
  stopped?: { reason: 'skipped' } | { reason: 'failed'; message: string } | { reason: 'too_many'; limit: number };
}

/** One CSV row looked up in the catalogue: the row as the file gave it and the title it matched, if any. */
export interface RowMatch {
  /** The row's place in `ParsedImport.items`. */
  index: number;
  /** The item as read from the file (generated id, its own title and date). */
  item: WatchlistItem;
  /** The catalogue title it matched (by the matcher or the visitor's choice), or null. */
  title: StoredMatch | null;
}

/** What a file held: the items it could read, the entries it could not, and whether ids were generated (CSV). */
export interface ParsedImport {
  items: WatchlistItem[];
  invalid: InvalidEntry[];
  /** Entries imported with a value changed or kept against the rules, in file order. */
  adjusted: AdjustedEntry[];
  /**
   * CSV: rows without a TMDB ID get generated (negative) ids, and a generated id taken by another title moves on.
   * Items with a positive id (from the TMDB ID column or the catalogue) are matched like any real id.
   */
  generatedIds: boolean;
  /** CSV only, once rows without a TMDB ID were looked up in the catalogue (or the look-up was left out). */
  matching?: CatalogueMatching;
  /** Each row looked up, in file order: what the import review lists, and the visitor may change. */
  matches?: RowMatch[];
}
