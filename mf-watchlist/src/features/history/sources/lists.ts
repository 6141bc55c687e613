import type { ParsedSource } from '../../../lib/source-types';

/**
 * The lists of an export (Letterboxd's lists/*.csv, Trakt's personal lists, an IMDb list), to become the visitor's
 * own lists. A list's titles are records the parser already made (they also go to the watchlist and are matched and
 * reported like every row), named here by their row in the list's file, so each title is matched once.
 */

/** One title of a list: the record of the list's file at `row`, and the note the source keeps for it. */
export interface ImportedListEntry {
  row: number;
  note?: string;
}

export interface ImportedList {
  /** The file holding the list's titles (as the records name it). */
  file: string;
  name: string;
  description: string;
  /** Shown with its positions (1, 2, 3...), as the source showed it. */
  ranked: boolean;
  /** In the list's own order. */
  entries: ImportedListEntry[];
}

/** What a parser gives when its export can hold lists: a ParsedSource, with them. */
export interface ParsedHistory extends ParsedSource {
  lists?: ImportedList[];
}

/** A row of a list as its file gives it: its record's row, its place in the list (if written) and its note. */
export interface ListRow {
  row: number;
  position?: number;
  note?: string;
}

/**
 * The entries in the list's order: by position when every row has one (ties keep the file's order), else as the
 * file has them, since a list whose places are partly missing cannot be put in an order of its own.
 */
export function entriesInOrder(rows: readonly ListRow[]): ImportedListEntry[] {
  const sorted = rows.every((row) => row.position !== undefined)
    ? [...rows].sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    : rows;
  return sorted.map(({ row, note }) => (note ? { row, note } : { row }));
}

/** Text to a note or description: trimmed, and absent when blank. */
export const noteOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** A list's name from its file's slug (`rainy-sunday` -> "Rainy sunday") when the export names it nowhere else. */
export function nameFromSlug(slug: string): string {
  const words = slug.replace(/[-_]+/g, ' ').replace(/\s+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
