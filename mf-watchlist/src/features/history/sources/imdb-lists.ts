import { msg } from '@lingui/core/macro';
import { baseName } from './archive';
import { usableRows } from './csv';
import type { CsvTable } from './csv';
import { entriesInOrder, noteOf } from './lists';
import type { ImportedList } from './lists';
import type { SourceRecord, TextFile } from '../../../lib/source-types';
import { say } from './said';
import { positiveId } from './values';

/**
 * An IMDb list CSV as a list of the visitor's. The watchlist export has the same columns (Position, Const, ...,
 * Description), so only its file name tells it apart: a file named as the watchlist stays the watchlist alone. IMDb
 * writes the list's name nowhere inside the file, so the file's name is the list's, unless it is only an id (IMDb's
 * `ls012345678` or a download's UUID), which says nothing to the visitor. IMDb lists have no ranked flag: unranked,
 * in Position order, with each title's Description as its note.
 */

const ID_NAME = /^(ls\d+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

function nameOf(path: string): string {
  const name = (path.split('/').pop() ?? path).replace(/\.csv$/i, '').trim();
  return !name || ID_NAME.test(name) ? say(msg`IMDb list`) : name;
}

/** The list of one list file (its header lower-cased by the parser), or undefined for the watchlist. */
export function imdbList(file: TextFile, table: CsvTable, records: readonly SourceRecord[]): ImportedList | undefined {
  if (baseName(file.path).includes('watchlist')) return undefined;
  const kept = new Set(records.map((record) => record.row));
  const rows = [];
  // Rows the parser could not read were reported when it read the table: not a second time here.
  for (const { row, n } of usableRows(table, file.path, [])) {
    if (kept.has(n)) rows.push({ row: n, position: positiveId(row.position), note: noteOf(row.description) });
  }
  return { file: file.path, name: nameOf(file.path), description: '', ranked: false, entries: entriesInOrder(rows) };
}
