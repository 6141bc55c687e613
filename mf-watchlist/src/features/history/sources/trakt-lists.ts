import { msg } from '@lingui/core/macro';
import { arrayOf, baseName, objectOf, readJson, scalarOf, textOf } from './archive';
import type { JsonObject } from './archive';
import { entriesInOrder, nameFromSlug, noteOf } from './lists';
import type { ImportedList } from './lists';
import type { SourceRecord, TextFile } from '../../../lib/source-types';
import { say } from './said';
import { positiveId } from './values';

/**
 * Trakt's personal lists as lists of the visitor's. `lists-lists.json` describes each list (name, description,
 * `sort_by`, `ids.trakt`); `lists-list-<traktId>-<slug>.json` holds its items, each with its `rank` and `notes`. A
 * list is ranked when it says so (`ranked`, where an export has it), else when it is sorted by rank, as Trakt then
 * shows its numbers. A list that `lists-lists.json` does not describe takes its name from its file's slug.
 */

/** `lists-list-123-rainy-sunday.json` (or `lists/list-123-rainy-sunday.json`): the list's Trakt id and slug. */
const LIST_FILE = /list-(\d+)(?:-(.+?))?\.json$/i;

function descriptions(file: TextFile | undefined): Map<number, JsonObject> {
  const byId = new Map<number, JsonObject>();
  for (const entry of arrayOf(file && readJson(file))) {
    const list = objectOf(entry);
    const id = positiveId(scalarOf(objectOf(list?.ids)?.trakt));
    if (list && id !== undefined) byId.set(id, list);
  }
  return byId;
}

function rankedOf(list: JsonObject | undefined): boolean {
  if (typeof list?.ranked === 'boolean') return list.ranked;
  return textOf(list?.sort_by) === 'rank';
}

/**
 * The lists of an export: one per list file, its titles the records the parser made of the file's items (items it
 * skipped, such as people or seasons, are left out).
 */
export function traktLists(
  listFiles: readonly TextFile[],
  listsFile: TextFile | undefined,
  records: readonly SourceRecord[],
): ImportedList[] {
  const about = descriptions(listsFile);
  return listFiles.flatMap((file) => {
    const items = readJson(file);
    if (!Array.isArray(items)) return [];
    const [, id = '', slug] = LIST_FILE.exec(baseName(file.path)) ?? [];
    const list = about.get(Number(id));
    const kept = new Set(records.filter((record) => record.file === file.path).map((record) => record.row));
    const rows = items.flatMap((entry: unknown, index) => {
      const item = objectOf(entry);
      const row = index + 1;
      return item && kept.has(row)
        ? [{ row, position: positiveId(scalarOf(item.rank)), note: noteOf(item.notes) }]
        : [];
    });
    return [
      {
        file: file.path,
        name: textOf(list?.name) ?? (slug ? nameFromSlug(slug) : say(msg`List ${id}`)),
        description: textOf(list?.description) ?? '',
        ranked: rankedOf(list),
        entries: entriesInOrder(rows),
      },
    ];
  });
}
