import * as v from 'valibot';
import { titleIdentity } from '@reelist/contracts';
import type { ListItem, UserList } from '@reelist/contracts';
// The rest of the package through its index only: one link between this chunk and the shell's first one.
import { createStorageSlot } from '../../index';
import type { StoreReader } from '../slot-store';
import type { WriteResult } from '../write-result';
import { listsCodec } from './lists-store-codec';
import { queuedSlotStore } from './queued-slot-store';
import { isRecord, LIST_LIMITS, listFields, listItemSchema, listSchema } from './schemas';

export { LIST_LIMITS } from './schemas';

/** Named here rather than in the contracts' STORAGE_KEYS: a key there costs the shell's first chunk bytes. */
export const LISTS_KEY = 'reelist_lists';

/** What can be kept of a stored value that failed the schema: each readable list, with its readable items. */
function recoverLists(decoded: unknown): UserList[] | undefined {
  if (!Array.isArray(decoded)) return undefined;
  const fields = v.object(listFields);
  return decoded.flatMap((list: unknown) => {
    if (!isRecord(list) || !v.is(fields, list)) return [];
    const stored = (list as Record<string, unknown>).items;
    const items = Array.isArray(stored) ? stored.filter((item: unknown) => v.is(listItemSchema, item)) : [];
    return [{ ...(list as unknown as UserList), items: items as ListItem[] }];
  });
}

export const listsSlot = createStorageSlot<UserList[]>({
  key: LISTS_KEY,
  label: 'lists',
  schema: v.array(listSchema),
  defaultValue: () => [],
  recover: recoverLists,
  codec: listsCodec,
});

/** A valid list: a restored backup or a moved-in device's lists are checked list by list with it. */
export const isUserList = (value: unknown): value is UserList => v.is(listSchema, value);

/** An item's key within its list: a title is in a list at most once. */
export const listItemKey = (item: Pick<ListItem, 'media_type' | 'id'>): string =>
  titleIdentity(item.media_type, item.id);

/** A list is never nameless: a blank name would fail the schema on the next read and lose the list. */
const cleanName = (name: string) => name.trim().slice(0, LIST_LIMITS.name) || 'Untitled list';
const cleanDescription = (text: string) => text.trim().slice(0, LIST_LIMITS.description);

/** An item within the schema's bounds (a longer title or note would make the stored value fail on the next read). */
const cleanItem = (item: ListItem): ListItem => {
  const { note, ...rest } = { ...item, title: item.title.slice(0, 500) };
  const text = note?.trim().slice(0, LIST_LIMITS.note);
  return text ? { ...rest, note: text } : rest;
};

/** A new list's id: unique among the lists (two tabs creating lists in the same millisecond still differ). */
const newId = (taken: readonly UserList[]): string => {
  for (;;) {
    const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    if (!taken.some((list) => list.id === id)) return id;
  }
};

export interface NewList {
  name: string;
  description?: string;
  ranked?: boolean;
  /** Its titles from the start, in order (a shared list saved as the visitor's): one write, not one per title. */
  items?: readonly ListItem[];
}

export type ListEdit = Partial<Pick<UserList, 'name' | 'description' | 'ranked'>>;

export interface ListsStore extends StoreReader<readonly UserList[]> {
  /** A new, empty list (first of all), with `first` in it when given; the result names the list's id. */
  create(input: NewList, first?: Omit<ListItem, 'addedAt'>, now?: Date): WriteResult & { id: string };
  edit(id: string, changes: ListEdit, now?: Date): WriteResult;
  /** Delete a list; `restore` puts it back (Undo). */
  remove(id: string): WriteResult;
  /** Put a deleted list back at `index` among the lists (no change when a list with its id exists). */
  restore(list: UserList, index: number): WriteResult;
  /** Add a title at the end of a list (no change when it is there already or the list is gone). */
  add(id: string, item: Omit<ListItem, 'addedAt'>, now?: Date): WriteResult;
  // The changes to one title of a list are shown at once and stored right after the frame that shows them (see
  // queuedSlotStore): each resolves with its write's result, a failure being announced by the store as any other.
  /** Take a title out of a list (its key: `listItemKey`). */
  removeItem(id: string, key: string, now?: Date): Promise<WriteResult>;
  /** Put a removed item back at `index` (Undo; no change when it is there again). */
  restoreItem(id: string, item: ListItem, index: number, now?: Date): Promise<WriteResult>;
  /** Set or clear (empty text) an item's note. */
  setNote(id: string, key: string, note: string, now?: Date): Promise<WriteResult>;
  /** Move an item to `index` (0 is first), the others keeping their order. */
  move(id: string, key: string, index: number, now?: Date): Promise<WriteResult>;
  /** Replace every list (a restored backup or a moved-in device's data). */
  replaceAll(lists: readonly UserList[]): WriteResult;
}

const { reader, update, updateAfterPaint } = queuedSlotStore(listsSlot);

/**
 * `change` applied to one list, marked updated; the other lists stay as they are. Every change is expressed against
 * the stored value, so two tabs' changes (an addition here, a reorder there) both survive. A change that returns the
 * list itself leaves it (and its date) as it was.
 */
const inList =
  (id: string, change: (list: UserList) => UserList, now: Date) =>
  (lists: UserList[]): UserList[] =>
    lists.map((list) => {
      if (list.id !== id) return list;
      const next = change(list);
      return next === list ? list : { ...next, updatedAt: now.toISOString() };
    });

/** Applies a change to one list and stores it at once. */
const changeList = (id: string, change: (list: UserList) => UserList, now: Date): WriteResult =>
  update(inList(id, change, now));

/** Applies a change to one list at once and stores it after the paint. */
const changeListSoon = (id: string, change: (list: UserList) => UserList, now: Date): Promise<WriteResult> =>
  updateAfterPaint(inList(id, change, now));

const clampIndex = (index: number, length: number) => Math.max(0, Math.min(length, Math.trunc(index)));

/**
 * The visitor's own lists (`reelist_lists`): the one owner of the key. Each list keeps its items in the visitor's
 * order; a title is in a list at most once.
 */
export const listsStore: ListsStore = {
  ...reader,
  create: ({ name, description = '', ranked = false, items: given = [] }, first, now = new Date()) => {
    let id = '';
    const at = now.toISOString();
    const result = update((lists) => {
      id = newId(lists);
      const items = first ? [cleanItem({ ...first, addedAt: at })] : given.map(cleanItem);
      const list = {
        id,
        name: cleanName(name),
        description: cleanDescription(description),
        ranked,
        createdAt: at,
        updatedAt: at,
        items,
      };
      return [list, ...lists];
    });
    return { ...result, id };
  },
  edit: (id, changes, now = new Date()) =>
    changeList(
      id,
      (list) => {
        const name = changes.name?.trim() ? cleanName(changes.name) : list.name;
        const description = cleanDescription(changes.description ?? list.description);
        const ranked = changes.ranked ?? list.ranked;
        // Nothing changed (the same values, or fields given as undefined): the list and its date stay as they were.
        if (name === list.name && description === list.description && ranked === list.ranked) return list;
        return { ...list, name, description, ranked };
      },
      now,
    ),
  remove: (id) => update((lists) => lists.filter((list) => list.id !== id)),
  restore: (list, index) =>
    update((lists) =>
      lists.some((other) => other.id === list.id)
        ? lists
        : [...lists.slice(0, clampIndex(index, lists.length)), list, ...lists.slice(clampIndex(index, lists.length))],
    ),
  add: (id, item, now = new Date()) =>
    changeList(
      id,
      (list) =>
        list.items.some((other) => listItemKey(other) === listItemKey(item))
          ? list
          : { ...list, items: [...list.items, cleanItem({ ...item, addedAt: now.toISOString() })] },
      now,
    ),
  removeItem: (id, key, now = new Date()) =>
    changeListSoon(
      id,
      (list) =>
        list.items.some((item) => listItemKey(item) === key)
          ? { ...list, items: list.items.filter((item) => listItemKey(item) !== key) }
          : list,
      now,
    ),
  restoreItem: (id, item, index, now = new Date()) =>
    changeListSoon(
      id,
      (list) => {
        if (list.items.some((other) => listItemKey(other) === listItemKey(item))) return list;
        const at = clampIndex(index, list.items.length);
        return { ...list, items: [...list.items.slice(0, at), item, ...list.items.slice(at)] };
      },
      now,
    ),
  setNote: (id, key, note, now = new Date()) =>
    changeListSoon(
      id,
      (list) => {
        const text = note.trim().slice(0, LIST_LIMITS.note);
        const at = list.items.findIndex((item) => listItemKey(item) === key);
        const item = list.items[at];
        if (!item || (item.note ?? '') === text) return list;
        const { note: _old, ...rest } = item;
        const items = [...list.items];
        items[at] = text ? { ...rest, note: text } : rest;
        return { ...list, items };
      },
      now,
    ),
  move: (id, key, index, now = new Date()) =>
    changeListSoon(
      id,
      (list) => {
        const from = list.items.findIndex((item) => listItemKey(item) === key);
        const to = clampIndex(index, list.items.length - 1);
        if (from < 0 || from === to) return list;
        const items = [...list.items];
        const [item] = items.splice(from, 1);
        items.splice(to, 0, item as ListItem);
        return { ...list, items };
      },
      now,
    ),
  replaceAll: (lists) => update(() => [...lists]),
};
