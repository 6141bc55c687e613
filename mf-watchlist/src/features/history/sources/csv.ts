import Papa from 'papaparse';
import type { ParseResult } from 'papaparse';
import { RAGGED_ROW_REASON, SKIP_REASONS } from './messages';
import type { SkippedRow } from '../../../lib/source-types';

/** A CSV table read by header name: the header as written (BOM and surrounding spaces removed) and the rows. */
export interface CsvTable {
  header: string[];
  /** Data rows keyed by header name; cells missing from a short row are absent, never shifted. */
  rows: Array<Record<string, string>>;
  /** 1-based data-row numbers (within `rows`) that had a different number of cells than the header. */
  ragged: Set<number>;
  /**
   * 1-based data-row numbers (within `rows`) of rows a broken quote ran on past their line, each with how many of
   * the file's rows ran into it: those rows are not in `rows`, so the file's own numbering moves on by as many.
   */
  broken: Map<number, number>;
}

/**
 * Rows that a broken quote ran on past their line (the quote is never closed, or closed only on a later line), with
 * how many of the file's rows they swallowed. Kept by row array, so a table built from the rows (after slicing or
 * trimming them) still knows.
 */
const swallowedRows = new WeakMap<readonly string[], number>();

/** The lines a row holds past its first one: rows of the file that a broken quote read into this row. */
const linesInside = (cells: readonly string[]): number =>
  cells.reduce(
    (count, cell) => count + cell.split(/\r\n|\r|\n/).filter((line, index) => index > 0 && line.trim()).length,
    0,
  );

// What PapaParse's 'greedy' option skips: rows of nothing but blanks.
const isBlank = (cells: readonly string[]): boolean => cells.join('').trim() === '';

/**
 * Marks the rows of `parsed` that a quote error ran on past their line. The errors' row numbers count the blank
 * lines the parse skipped, so the text is read once more without skipping them (with the delimiter found the first
 * time) to find which rows those are. Only files with a quote error pay for it.
 */
function markSwallowingRows(text: string, parsed: ParseResult<string[]>): void {
  const all = Papa.parse<string[]>(text, { delimiter: parsed.meta.delimiter });
  const broken = new Set(all.errors.filter((error) => error.type === 'Quotes').map((error) => error.row));
  let kept = -1;
  all.data.forEach((cells, index) => {
    if (isBlank(cells)) return;
    kept += 1;
    const row = parsed.data[kept];
    const lost = broken.has(index) ? linesInside(cells) : 0;
    if (row && lost > 0) swallowedRows.set(row, lost);
  });
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
export function readCsvRows(text: string): string[][] {
  const input = text.replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(input, { skipEmptyLines: 'greedy' });
  if (parsed.errors.some((error) => error.type === 'Quotes')) markSwallowingRows(input, parsed);
  return parsed.data;
}

/** Rows to a table whose header is the first row given. */
export function tableOf(rowsWithHeader: readonly string[][]): CsvTable {
  const [first = [], ...data] = rowsWithHeader;
  const header = first.map(clean);
  const ragged = new Set<number>();
  const broken = new Map<number, number>();
  const rows = data.map((cells, index) => {
    const swallowed = swallowedRows.get(cells);
    if (swallowed) broken.set(index + 1, swallowed);
    if (cells.length !== header.length) ragged.add(index + 1);
    const row: Record<string, string> = {};
    header.forEach((name, column) => {
      const value = cells[column];
      if (value !== undefined && name && !(name in row)) row[name] = value;
    });
    return row;
  });
  return { header, rows, ragged, broken };
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
  const cut = (cells: string[]): string[] => {
    if (cells.length <= width || cells.slice(width).some((cell) => cell.trim() !== '')) return cells;
    const trimmed = cells.slice(0, width);
    const swallowed = swallowedRows.get(cells);
    if (swallowed) swallowedRows.set(trimmed, swallowed);
    return trimmed;
  };
  return [first.slice(0, width), ...data.map(cut)];
}

/** Like readCsv, but tolerant of padded rows (see trimPadding). */
export const readPaddedCsv = (text: string): CsvTable => tableOf(trimPadding(readCsvRows(text)));

/** The reason a row whose cells do not line up with the header is skipped with (the row, not the file). */
export { RAGGED_ROW_REASON };

/**
 * The table's data rows with their 1-based numbers in the file, leaving out ragged rows and rows a broken quote ran
 * on past their line: each is reported into `skipped` as it is reached (a row that does not line up with the header
 * could put a rating in the wrong field, so none of it is used). So is every row that ran into a broken one, so the
 * count of what was lost is true.
 */
export function* usableRows(
  table: CsvTable,
  file: string,
  skipped: SkippedRow[],
): Generator<{ row: Record<string, string>; n: number }> {
  let shift = 0;
  for (const [index, row] of table.rows.entries()) {
    const n = index + 1 + shift;
    const swallowed = table.broken.get(index + 1) ?? 0;
    if (swallowed > 0) {
      skipped.push({ file, row: n, reason: SKIP_REASONS.unclosedQuote(swallowed) });
      for (let next = n + 1; next <= n + swallowed; next += 1) {
        skipped.push({ file, row: next, reason: SKIP_REASONS.ranIntoRow(n) });
      }
      shift += swallowed;
    } else if (table.ragged.has(index + 1)) skipped.push({ file, row: n, reason: RAGGED_ROW_REASON });
    else yield { row, n };
  }
}
