import { titleIdentity } from '@reelist/contracts';
import type { ListItem, UserList } from '@reelist/contracts';

/** What a move does to the visitor's lists; nothing changes until it is committed (mergeLists). */
export interface ListsMove {
  /** The other device's lists this device lacks (by id), in their order: added after this device's own. */
  added: UserList[];
  /**
   * For each list both devices have (by id), the other device's titles it lacks, in their order; with the other
   * copy's last change, so the merged list reads as changed no earlier than that.
   */
  titles: Map<string, { items: ListItem[]; updatedAt: string }>;
}

// The same identity the lists store gives a title within a list: a title is in a list at most once.
const keyOf = (item: Pick<ListItem, 'media_type' | 'id'>) => titleIdentity(item.media_type, item.id);

/**
 * Merges by identity, never losing what this device has: lists it lacks are added whole; a list both have keeps
 * this device's name, description and ranking (the visitor may have renamed it here) and gets the other device's
 * titles it lacks appended in their order, so a ranked list keeps its own top places.
 */
export function planLists(mine: readonly UserList[], theirs: readonly UserList[]): ListsMove {
  const own = new Map(mine.map((list) => [list.id, list]));
  const added: UserList[] = [];
  const titles: ListsMove['titles'] = new Map();
  for (const list of theirs) {
    const here = own.get(list.id);
    if (!here) {
      // A second list with an id already taken (a file never holds one) is not added twice.
      if (!added.some((other) => other.id === list.id)) added.push(list);
      continue;
    }
    const held = new Set(here.items.map(keyOf));
    const missing = list.items.filter((item) => !held.has(keyOf(item)) && held.add(keyOf(item)));
    if (missing.length > 0) titles.set(list.id, { items: missing, updatedAt: list.updatedAt });
  }
  return { added, titles };
}

/** How many titles the move appends to lists this device has already. */
export const mergedTitles = ({ titles }: ListsMove): number =>
  [...titles.values()].reduce((sum, { items }) => sum + items.length, 0);

const later = (a: string, b: string) => (Date.parse(b) > Date.parse(a) ? b : a);

/** `lists` (this device's, as stored now) with the move applied: the titles appended, the new lists after them. */
export function mergeLists(lists: readonly UserList[], move: ListsMove): UserList[] {
  const merged = lists.map((list) => {
    const theirs = move.titles.get(list.id);
    if (!theirs) return list;
    const held = new Set(list.items.map(keyOf));
    const items = theirs.items.filter((item) => !held.has(keyOf(item)));
    if (items.length === 0) return list;
    return { ...list, items: [...list.items, ...items], updatedAt: later(list.updatedAt, theirs.updatedAt) };
  });
  const ids = new Set(merged.map((list) => list.id));
  return [...merged, ...move.added.filter((list) => !ids.has(list.id))];
}
