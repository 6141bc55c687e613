import { baseName } from './archive';
import { readCsvRows, usableRows } from './csv';
import type { CsvTable } from './csv';
import { entriesInOrder, nameFromSlug, noteOf } from './lists';
import type { ImportedList, ListRow } from './lists';
import type { SourceRecord, TextFile } from '../../../lib/source-types';
import { positiveId } from './values';

/**
 * A Letterboxd list file (`lists/<slug>.csv`) as a list of the visitor's: a metadata block (`Date,Name,Tags,URL,
 * Description` and one row of values) above the film table `Position,Name,Year,URL,Description`, whose Description
 * is the note on each film. The file has no "ranked" flag, so a list counts as ranked when every film's Position is
 * filled and runs 1, 2, 3... down the file; an empty or out-of-step Position makes it an unranked list in the file's
 * order. (Whether Letterboxd leaves Position empty for unranked lists is not confirmed; a list read as ranked by
 * mistake only shows numbers, and the visitor can untick it.)
 */

const cell = (cells: readonly string[] | undefined, index: number): string =>
  index < 0 ? '' : (cells?.[index] ?? '').trim();

/** The list's name and description from the block above the film table (found by its header, not its line). */
function metadataOf(text: string): { name?: string; description: string } {
  const rows = readCsvRows(text);
  for (const [index, cells] of rows.entries()) {
    const first = cell(cells, 0);
    if (first === 'Position') break;
    if (first !== 'Date' || cell(cells, 1) !== 'Name') continue;
    const header = cells.map((name) => name.trim());
    const values = rows[index + 1];
    // A block without its row of values: the next row is already the film table.
    if (cell(values, 0) === 'Position') break;
    return {
      name: noteOf(cell(values, header.indexOf('Name'))),
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a column of Letterboxd's file (data)
      description: cell(values, header.indexOf('Description')),
    };
  }
  return { description: '' };
}

/** One list file's list; its titles are the records the parser made of the table's rows. */
export function letterboxdList(file: TextFile, table: CsvTable, records: readonly SourceRecord[]): ImportedList {
  const kept = new Set(records.filter((record) => record.file === file.path).map((record) => record.row));
  const rows: Array<ListRow & { n: number }> = [];
  // Rows the parser could not read were reported when it read the table: not a second time here.
  for (const { row, n } of usableRows(table, file.path, [])) {
    rows.push({ row: n, n, position: positiveId(row.Position), note: noteOf(row.Description) });
  }
  const ranked = rows.length > 0 && rows.every((row) => row.position === row.n);
  const { name, description } = metadataOf(file.text);
  return {
    file: file.path,
    name: name ?? nameFromSlug(baseName(file.path).replace(/\.csv$/i, '')),
    description,
    ranked,
    entries: entriesInOrder(rows.filter((row) => kept.has(row.row))),
  };
}
