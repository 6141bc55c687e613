import Papa from 'papaparse';
import type { SkippedRow } from './types';

/** A CSV table read by header name: the header as written (BOM and surrounding spaces removed) and the rows. */
export interface CsvTable {
  header: string[];
  /** Data rows keyed by header name; cells missing from a short row are absent, never shifted. */
  rows: Array<Record<string, string>>;
  /** 1-based data-row numbers (within `rows`) that had a different number of cells than the header. */
  ragged: Set<number>;
}

const clean = (name: string): string => name.replace(/^\uFEFF/, '').trim();

/**
 * Parses CSV text with PapaParse (RFC 4180: quoted commas, quotes and newlines), the header row first, blank
 * lines skipped. Ragged rows are kept and flagged, so a parser can report them per row instead of failing.
 */
export function readCsv(text: string): CsvTable {
  return tableOf(readCsvRows(text));
}

/** The raw rows of a CSV text (for files whose table does not start on line 1, like Letterboxd lists). */
export const readCsvRows = (text: string): string[][] =>
  Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' }).data;

/** Rows to a table whose header is the first row given. */
export function tableOf(rowsWithHeader: readonly string[][]): CsvTable {
  const [first = [], ...data] = rowsWithHeader;
  const header = first.map(clean);
  const ragged = new Set<number>();
  const rows = data.map((cells, index) => {
    if (cells.length !== header.length) ragged.add(index + 1);
    const row: Record<string, string> = {};
    header.forEach((name, column) => {
      const value = cells[column];
      if (value !== undefined && name && !(name in row)) row[name] = value;
    });
    return row;
  });
  return { header, rows, ragged };
}

/** The first line of a text (a CSV's header), without a BOM: cheap enough for detection. */
export const firstLine = (text: string): string => {
  const end = text.search(/\r?\n/);
  return clean(end === -1 ? text : text.slice(0, end));
};

/** The cells of a text's first row (its header), cleaned: cheap detection by header names. */
export const headerOf = (text: string): string[] => (readCsvRows(firstLine(text))[0] ?? []).map(clean);

/**
 * Rows without the padding some tools add (`Letterboxd list export v7,,,,`, a trailing comma on every line):
 * empty cells at the end of the header are dropped, and so are empty cells past the header's width on data rows.
 * Rows shorter than the header, or with text past it, stay as they are (ragged).
 */
export function trimPadding(rows: readonly string[][]): string[][] {
  const [first, ...data] = rows;
  if (!first) return [];
  let width = first.length;
  while (width > 0 && first[width - 1]?.trim() === '') width -= 1;
  const cut = (cells: string[]): string[] =>
    cells.length > width && cells.slice(width).every((cell) => cell.trim() === '') ? cells.slice(0, width) : cells;
  return [first.slice(0, width), ...data.map(cut)];
}

/** Like readCsv, but tolerant of padded rows (see trimPadding). */
export const readPaddedCsv = (text: string): CsvTable => tableOf(trimPadding(readCsvRows(text)));

/** What a parser says of a row whose cells do not line up with the header (the row is skipped, not the file). */
export const RAGGED_ROW_REASON = 'The row has a different number of cells than the header, so none of it was read.';

/**
 * The table's data rows with their 1-based numbers, leaving out ragged rows: each is reported into `skipped` as it
 * is reached (a row that does not line up with the header could put a rating in the wrong field, so none of it
 * is used).
 */
export function* usableRows(
  table: CsvTable,
  file: string,
  skipped: SkippedRow[],
): Generator<{ row: Record<string, string>; n: number }> {
  for (const [index, row] of table.rows.entries()) {
    const n = index + 1;
    if (table.ragged.has(n)) skipped.push({ file, row: n, reason: RAGGED_ROW_REASON });
    else yield { row, n };
  }
}
