import { t } from '@lingui/core/macro';
import { titleIdentity } from '@reelist/contracts';
import type { ListItem, UserList } from '@reelist/contracts';
import type { MatchedTitle } from '../matching';
import type { SourceRecord } from '../../lib/source-types';
import type { ImportedList } from './sources/lists';
import { spoken } from './sources/said';

/** A list the import makes: the visitor's own from then on, with its items in the source's order. */
export interface ListToCreate {
  name: string;
  description: string;
  ranked: boolean;
  items: ListItem[];
}

/** What confirming the import would do to the visitor's lists. */
export interface ListsPlan {
  /** In the export's order. */
  create: ListToCreate[];
  /** Titles across the lists to create: "3 lists (42 titles)". */
  titles: number;
  /** Lists of the export the visitor has already (a re-import): same name, same titles. */
  present: number;
}

export const NO_LISTS: ListsPlan = { create: [], titles: 0, present: 0 };

/** The lists store cuts a name at this length: a copy's " (2)" must fit within it, or the copies would share a name. */
const NAME_MAX = 100;
const COPY_SUFFIX = / \(\d+\)$/;

const nameKey = (name: string): string => name.trim().toLowerCase();

/** The list's name, or "{name} (2)", "(3)"... when a list of the visitor's (or one made before it) has it. */
function freeName(name: string, taken: ReadonlySet<string>): string {
  const base = name.trim().slice(0, NAME_MAX) || t`Untitled list`;
  if (!taken.has(nameKey(base))) return base;
  for (let copy = 2; ; copy += 1) {
    const suffix = ` (${copy})`;
    const candidate = `${base.slice(0, NAME_MAX - suffix.length).trimEnd()}${suffix}`;
    if (!taken.has(nameKey(candidate))) return candidate;
  }
}

/** A list of the visitor's holding exactly these titles under this name or a copy's name ("Name (2)"). */
function alreadyHeld(name: string, items: readonly ListItem[], held: readonly UserList[]): boolean {
  const titles = new Set(items.map((item) => titleIdentity(item.media_type, item.id)));
  return held.some(
    (list) =>
      (nameKey(list.name) === nameKey(name) || nameKey(list.name.replace(COPY_SUFFIX, '')) === nameKey(name)) &&
      list.items.length === titles.size &&
      list.items.every((item) => titles.has(titleIdentity(item.media_type, item.id))),
  );
}

function itemOf(title: MatchedTitle, record: SourceRecord, note: string | undefined, at: string): ListItem {
  const item: ListItem = {
    media_type: title.media_type,
    id: title.id,
    title: title.title,
    poster_path: title.poster_path,
    addedAt: record.addedAt ?? at,
  };
  if (title.year !== undefined) item.year = title.year;
  if (note) item.note = note;
  return item;
}

/**
 * The export's lists as lists of the visitor's: each title its record's catalogue match (`titleOf`: the same
 * resolution as the rest of the import, so a title skipped or still waiting for a pick is left out, and a title
 * named twice is listed once). A list that ends up empty is not made. Re-importing must not add copies: a list the
 * visitor holds with the same name (or a copy's) and the same titles, in whatever order, is left alone; any other
 * list whose name is taken comes in as "{name} (2)", so neither list is changed or merged.
 */
export function planLists(
  lists: readonly ImportedList[],
  records: readonly SourceRecord[],
  titleOf: (record: SourceRecord) => MatchedTitle | undefined,
  held: readonly UserList[],
  at: string,
): ListsPlan {
  if (lists.length === 0) return NO_LISTS;
  const files = new Set(lists.map((list) => list.file));
  const byRow = new Map(
    records.filter((record) => files.has(record.file)).map((record) => [`${record.file}\n${record.row}`, record]),
  );
  const taken = new Set(held.map((list) => nameKey(list.name)));
  const create: ListToCreate[] = [];
  let present = 0;
  for (const list of lists) {
    // A name the parser gave (an IMDb list named by an id only) is said in the visitor's language.
    const listName = spoken(list.name);
    const items = new Map<string, ListItem>();
    for (const entry of list.entries) {
      const record = byRow.get(`${list.file}\n${entry.row}`);
      const title = record && titleOf(record);
      const identity = title && titleIdentity(title.media_type, title.id);
      if (record && title && identity && !items.has(identity)) {
        items.set(identity, itemOf(title, record, entry.note, at));
      }
    }
    if (items.size === 0) continue;
    if (alreadyHeld(listName, [...items.values()], held)) {
      present += 1;
      continue;
    }
    const name = freeName(listName, taken);
    taken.add(nameKey(name));
    create.push({ name, description: list.description, ranked: list.ranked, items: [...items.values()] });
  }
  return { create, titles: create.reduce((sum, list) => sum + list.items.length, 0), present };
}
