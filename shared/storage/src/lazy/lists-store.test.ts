import { backupKeyFor } from '@reelist/contracts';
import type { BusEvents, ListItem, MediaType, UserList } from '@reelist/contracts';
import { bus } from '@reelist/event-bus';
import { freshStorageEachTest, fullStorage } from '@reelist/testing';
import { configureStorage } from '../backend';
import { resetStores } from '../create-store';
import { isUserList, LIST_LIMITS, LISTS_KEY, listItemKey, listsSlot, listsStore } from './lists-store';

const at = new Date('2026-03-01T10:00:00.000Z');
const later = new Date('2026-03-02T18:30:00.000Z');
const iso = at.toISOString();
const laterIso = later.toISOString();
const seconds = (date: Date) => date.getTime() / 1000;
const emptyList = {
  name: 'N',
  description: '',
  ranked: false,
  createdAt: iso,
  updatedAt: iso,
  items: [] as ListItem[],
};

const item = (id: number, extra: Partial<ListItem> = {}): Omit<ListItem, 'addedAt'> => ({
  media_type: 'movie',
  id,
  title: `Title ${id}`,
  poster_path: null,
  ...extra,
});
/** A stored list, compact: `[id, name, description, ranked, createdAt, updatedAt, items]`. */
const listTuple = (id: string, name: unknown, items: unknown[], ranked = 0) => [id, name, '', ranked, iso, iso, items];
const storedValue = (...tuples: unknown[][]) => JSON.stringify({ v: 1, l: tuples });
/** A stored title, compact: `[ref, title, poster_path, year, addedAt seconds, note?]`. */
const titleTuple = (ref: string, title: string, ...rest: unknown[]) => [ref, title, null, 0, seconds(at), ...rest];
const backup = () => localStorage.getItem(backupKeyFor(LISTS_KEY));
const key = (id: number, media_type: MediaType = 'movie') => listItemKey({ media_type, id });
const lists = () => listsStore.getSnapshot();
const only = () => lists()[0] as UserList;
const ids = () => only().items.map((i) => i.id);
const names = () => lists().map((l) => l.name);
const raw = () => localStorage.getItem(LISTS_KEY);
/** A list holding `items`, created at `at`, each title added at `at`. */
const makeList = (items: number[] = [], name = 'Best of 2025') => {
  const { id } = listsStore.create({ name }, undefined, at);
  items.forEach((i) => listsStore.add(id, item(i), at));
  return id;
};
/** Another tab stores `value`; `heard`: this tab has had its storage event (it may come later). */
const otherTabStores = (value: UserList[], heard = true) => {
  const stored = listsSlot.encode(value);
  localStorage.setItem(LISTS_KEY, stored);
  if (heard) window.dispatchEvent(new StorageEvent('storage', { key: LISTS_KEY, newValue: stored }));
};
const withItems = (list: UserList, items: ListItem[]): UserList => ({ ...list, items });

freshStorageEachTest();

describe('listsStore: lists', () => {
  it('has no lists at first', () => {
    expect(lists()).toEqual([]);
    expect(raw()).toBeNull();
  });

  it('creates a list first of all, with its name trimmed, its description and ranking, under the id it returns', () => {
    const first = listsStore.create({ name: 'Old favourites' }, undefined, at);
    const input = { name: '  Top 10 of 2025 ', description: ' Mine ', ranked: true };
    const second = listsStore.create(input, undefined, later);
    expect(second).toEqual({ ok: true, id: second.id });
    expect(lists().map((l) => l.id)).toEqual([second.id, first.id]);
    const made = { createdAt: laterIso, updatedAt: laterIso, ranked: true };
    expect(lists()[0]).toEqual({ ...emptyList, ...made, id: second.id, name: 'Top 10 of 2025', description: 'Mine' });
    expect(lists()[1]).toMatchObject({ id: first.id, name: 'Old favourites', description: '', ranked: false });
  });

  it('creates a list with a first title in it, added when the list was made', () => {
    const { id } = listsStore.create({ name: 'Watch with Sam' }, item(603), at);
    expect(only()).toMatchObject({ id, items: [{ ...item(603), addedAt: iso }] });
  });

  it('renames a list and toggles its ranking; a blank name keeps the old one, a long one is cut', () => {
    const id = makeList();
    expect(listsStore.edit(id, { name: ' Favourites ', ranked: true }, later)).toEqual({ ok: true });
    expect(only()).toMatchObject({ name: 'Favourites', ranked: true, createdAt: iso, updatedAt: laterIso });
    listsStore.edit(id, { name: '   ', ranked: false });
    expect(only()).toMatchObject({ name: 'Favourites', ranked: false });
    listsStore.edit(id, { name: 'x'.repeat(LIST_LIMITS.name + 50) });
    expect(only().name).toBe('x'.repeat(LIST_LIMITS.name));
  });

  it('leaves a list and its date as they were after an edit that changes nothing', () => {
    const id = makeList([1]);
    const before = only();
    listsStore.edit(id, { name: 'Best of 2025 ', description: '', ranked: undefined }, later);
    expect(only()).toEqual(before);
    expect(only().ranked).toBe(false);
  });

  it('deletes a list and puts it back at its place on Undo; putting back a list that exists changes nothing', () => {
    makeList([], 'C');
    const b = makeList([1, 2], 'B');
    makeList([], 'A');
    const removed = lists()[1] as UserList;
    expect(listsStore.remove(b)).toEqual({ ok: true });
    expect(names()).toEqual(['A', 'C']);
    listsStore.restore(removed, 1);
    expect(names()).toEqual(['A', 'B', 'C']);
    expect(lists()[1]).toEqual(removed);
    listsStore.restore({ ...removed, name: 'B again' }, 0);
    expect(names()).toEqual(['A', 'B', 'C']);
  });
});

describe('listsStore: titles in a list', () => {
  it('adds titles at the end with the time of the addition, once each, and only to a list that exists', () => {
    const id = makeList();
    listsStore.add(id, item(1), at);
    listsStore.add(id, item(1, { media_type: 'tv' }), later);
    listsStore.add(id, item(1, { title: 'Added twice' }), later);
    listsStore.add('no-such-list', item(2), later);
    expect(lists()).toHaveLength(1);
    expect(only().items).toEqual([
      { ...item(1), addedAt: iso },
      { ...item(1, { media_type: 'tv' }), addedAt: laterIso },
    ]);
  });

  it('removes a title and puts it back at its place on Undo, only once', () => {
    const id = makeList([1, 2, 3]);
    const before = only().items;
    const second = before[1] as ListItem;
    listsStore.removeItem(id, key(2), later);
    expect(ids()).toEqual([1, 3]);
    listsStore.restoreItem(id, second, 1, later);
    expect(only().items).toEqual(before);
    listsStore.restoreItem(id, second, 0, later);
    expect(ids()).toEqual([1, 2, 3]);
  });

  it('sets, changes and clears a note, trimmed and cut to the longest kept', async () => {
    const id = makeList([1, 2]);
    listsStore.setNote(id, key(1), '  Rewatch in winter ');
    expect(only().items[0]).toEqual({ ...item(1), addedAt: iso, note: 'Rewatch in winter' });
    listsStore.setNote(id, key(1), 'Better the second time');
    expect(only().items[0]?.note).toBe('Better the second time');
    listsStore.setNote(id, key(1), '  ');
    expect(only().items[0]).toStrictEqual({ ...item(1), addedAt: iso });
    await listsStore.setNote(id, key(2), 'n'.repeat(LIST_LIMITS.note + 100));
    resetStores();
    expect(only().items[1]?.note).toBe('n'.repeat(LIST_LIMITS.note));
  });

  it('moves a title first, last or between others, the others keeping their order', () => {
    const id = makeList([1, 2, 3, 4]);
    const move = (title: number, index: number) => (listsStore.move(id, key(title), index), ids());
    expect(move(3, 0)).toEqual([3, 1, 2, 4]);
    expect(move(3, 3)).toEqual([1, 2, 4, 3]);
    expect(move(1, 2)).toEqual([2, 4, 1, 3]);
    expect(move(2, 99)).toEqual([4, 1, 3, 2]);
    expect(move(2, -5)).toEqual([2, 4, 1, 3]);
    expect(move(9, 0)).toEqual([2, 4, 1, 3]);
  });

  it('marks only the changed list updated, and not when a change does nothing', () => {
    const other = makeList([], 'Other');
    const id = makeList([1, 2]);
    const added = only().items[1] as ListItem;
    listsStore.add(id, item(1), later);
    listsStore.move(id, key(1), 0, later);
    listsStore.move(id, key(9), 1, later);
    listsStore.removeItem(id, key(9), later);
    listsStore.setNote(id, key(1), '', later);
    listsStore.restoreItem(id, added, 0, later);
    expect(only().updatedAt).toBe(iso);
    listsStore.move(id, key(2), 0, later);
    expect(only().updatedAt).toBe(laterIso);
    expect(lists().find((l) => l.id === other)?.updatedAt).toBe(iso);
  });
});

describe('listsStore: storage', () => {
  it('keeps every field through a reload, stored in its compact form', async () => {
    const first = { media_type: 'movie', id: 603, title: 'The Matrix', poster_path: '/m.jpg', year: 1999 } as const;
    const { id } = listsStore.create({ name: 'Best', description: 'Mine', ranked: true }, first, at);
    listsStore.add(id, { media_type: 'tv', id: 1399, title: 'Game of "Thrones"', poster_path: null }, later);
    await listsStore.setNote(id, key(603), 'Still holds up', later);
    const before = lists();
    const items = [
      ['m603', 'The Matrix', '/m.jpg', 1999, seconds(at), 'Still holds up'],
      ['t1399', 'Game of "Thrones"', null, 0, seconds(later)],
    ];
    expect(raw()).toBe(JSON.stringify({ v: 1, l: [[id, 'Best', 'Mine', 1, iso, laterIso, items]] }));
    resetStores();
    expect(lists()).not.toBe(before);
    expect(lists()).toStrictEqual(before);
  });

  it('stores each change of a list written before, moves and notes included, exactly as a fresh encoding would', async () => {
    const id = makeList([1, 2, 3]);
    const other = makeList([9], 'Other');
    const tuples = () =>
      lists().map((list) => [
        list.id,
        list.name,
        list.description,
        list.ranked ? 1 : 0,
        list.createdAt,
        list.updatedAt,
        list.items.map((one) => [`m${one.id}`, one.title, null, 0, seconds(at), ...(one.note ? [one.note] : [])]),
      ]);
    await listsStore.move(id, key(3), 0, later);
    expect(raw()).toBe(JSON.stringify({ v: 1, l: tuples() }));
    listsStore.setNote(id, key(2), 'Watch "twice"', later);
    listsStore.edit(other, { name: 'Renamed' }, later);
    expect(raw()).toBe(JSON.stringify({ v: 1, l: tuples() }));
    expect(only().items).toHaveLength(1);
    expect(lists()[1]?.items.map((one) => [one.id, one.note])).toEqual([
      [3, undefined],
      [1, undefined],
      [2, 'Watch "twice"'],
    ]);
  });

  it('takes under 90 characters of storage for a typical title', () => {
    const typical = (i: number): ListItem => ({
      media_type: 'movie',
      id: 100_000 + i,
      title: `A Typical Title ${String(i).padStart(4, '0')}`,
      poster_path: `/${'p'.repeat(23)}${String(i).padStart(4, '0')}.jpg`,
      year: 2000 + (i % 25),
      addedAt: iso,
    });
    const storedLength = (count: number) => {
      const items = Array.from({ length: count }, (_, i) => typical(i));
      listsStore.replaceAll([{ ...emptyList, id: 'k1', items }]);
      return raw()?.length ?? 0;
    };
    expect(typical(7).title).toHaveLength(20);
    expect(typical(7).poster_path).toHaveLength(32);
    const perItem = (storedLength(1100) - storedLength(100)) / 1000;
    expect(perItem).toBeLessThan(90);
  });

  it('starts with no lists on a value that is not JSON, keeping it as a backup', () => {
    localStorage.setItem(LISTS_KEY, '{not json');
    expect(lists()).toEqual([]);
    expect(backup()).toBe('{not json');
  });

  it('keeps the readable titles of a list with bad ones, backs the value up and stores only what it kept', () => {
    const good = (id: number) => titleTuple(`m${id}`, `Title ${id}`);
    const bad = [titleTuple('m-1', 'Bad id'), titleTuple('p5', 'A person')];
    const value = storedValue(listTuple('a1', 'Kept', [good(1), ...bad, good(2)]));
    localStorage.setItem(LISTS_KEY, value);
    expect(ids()).toEqual([1, 2]);
    expect(only().items[0]).toStrictEqual({ ...item(1), addedAt: iso });
    expect(backup()).toBe(value);
    listsStore.add('a1', item(3), at);
    expect(raw()).toBe(storedValue(listTuple('a1', 'Kept', [good(1), good(2), good(3)])));
  });

  it('drops a list without a name and keeps the others, backing the value up', () => {
    const value = storedValue(listTuple('a1', null, []), listTuple('b2', 'Named', [titleTuple('t7', 'Seven')], 1));
    localStorage.setItem(LISTS_KEY, value);
    const seven = { ...item(7, { media_type: 'tv', title: 'Seven' }), addedAt: iso };
    expect(lists()).toEqual([{ ...emptyList, id: 'b2', name: 'Named', ranked: true, items: [seven] }]);
    expect(backup()).toBe(value);
  });

  it('refuses a title whose stored note is too long rather than failing to read the list', () => {
    const note = 'n'.repeat(LIST_LIMITS.note + 1);
    const value = storedValue(listTuple('a1', 'Notes', [titleTuple('m1', 'One', note), titleTuple('m2', 'Two', 'ok')]));
    localStorage.setItem(LISTS_KEY, value);
    expect(only().items).toEqual([{ ...item(2, { title: 'Two' }), addedAt: iso, note: 'ok' }]);
    expect(backup()).toBe(value);
  });
});

describe('listsStore: two tabs', () => {
  it('keeps a title another tab added when this tab then reorders the list', async () => {
    const id = makeList([1, 2, 3]);
    otherTabStores([withItems(only(), [...only().items, { ...item(4), addedAt: iso }])]);
    expect(ids()).toEqual([1, 2, 3, 4]);
    await listsStore.move(id, key(3), 0, later);
    resetStores();
    expect(ids()).toEqual([3, 1, 2, 4]);
  });

  it('keeps an order another tab chose, before this tab has heard of it, when this tab then adds a title', () => {
    const id = makeList([1, 2, 3]);
    const [one, two, three] = only().items as [ListItem, ListItem, ListItem];
    otherTabStores([withItems(only(), [three, one, two])], false);
    listsStore.add(id, item(4), later);
    expect(ids()).toEqual([3, 1, 2, 4]);
    resetStores();
    expect(ids()).toEqual([3, 1, 2, 4]);
  });

  it("keeps both tabs' additions to the same list", () => {
    const id = makeList([1]);
    otherTabStores([withItems(only(), [...only().items, { ...item(2), addedAt: iso }])], false);
    listsStore.add(id, item(3), later);
    resetStores();
    expect(ids()).toEqual([1, 2, 3]);
  });
});

describe('listsStore: a change to a title, stored right after the frame that shows it', () => {
  /** The order of the first list as storage holds it. */
  const storedIds = () => (listsSlot.read()[0] as UserList).items.map((i) => i.id);

  it('shows a move at once, stores it after the paint, and a reload has it', async () => {
    const id = makeList([1, 2, 3]);
    const written = listsStore.move(id, key(3), 0, later);
    expect(ids()).toEqual([3, 1, 2]);
    expect(storedIds()).toEqual([1, 2, 3]);
    await expect(written).resolves.toEqual({ ok: true });
    expect(storedIds()).toEqual([3, 1, 2]);
    resetStores();
    expect(ids()).toEqual([3, 1, 2]);
  });

  it('stores the last order after two quick moves, in one write', async () => {
    const id = makeList([1, 2, 3, 4]);
    const writes: unknown[] = [];
    const unsubscribe = listsStore.subscribeWrites((result) => writes.push(result));
    const first = listsStore.move(id, key(1), 1, later);
    const second = listsStore.move(id, key(4), 0, later);
    expect(ids()).toEqual([4, 2, 1, 3]);
    await expect(Promise.all([first, second])).resolves.toEqual([{ ok: true }, { ok: true }]);
    unsubscribe();
    expect(writes).toEqual([{ ok: true }]);
    resetStores();
    expect(ids()).toEqual([4, 2, 1, 3]);
  });

  it('stores a waiting move at once when the page is left', () => {
    const id = makeList([1, 2, 3]);
    void listsStore.move(id, key(2), 2, later);
    window.dispatchEvent(new Event('pagehide'));
    expect(storedIds()).toEqual([1, 3, 2]);
  });

  it('reports a move storage refused, and memory keeps it', async () => {
    const id = makeList([1, 2, 3]);
    const failed: Array<BusEvents['storage:write-failed']> = [];
    const subscription = bus.on('storage:write-failed').subscribe((event) => failed.push(event));
    configureStorage({ local: fullStorage((name) => localStorage.getItem(name)) });
    const written = listsStore.move(id, key(3), 0, later);
    await expect(written).resolves.toEqual({ ok: false, reason: 'quota' });
    subscription.unsubscribe();
    expect(failed).toEqual([{ key: LISTS_KEY, label: 'lists', reason: 'quota', kept: true }]);
    expect(ids()).toEqual([3, 1, 2]);
  });

  it("keeps a title another tab added before the paint, unheard of, beside this tab's waiting move", async () => {
    const id = makeList([1, 2, 3]);
    const before = only();
    const written = listsStore.move(id, key(3), 0, later);
    otherTabStores([withItems(before, [...before.items, { ...item(4), addedAt: iso }])], false);
    await written;
    expect(ids()).toEqual([3, 1, 2, 4]);
    resetStores();
    expect(ids()).toEqual([3, 1, 2, 4]);
  });

  it("keeps this tab's waiting note when another tab's change is heard before the paint", () => {
    const id = makeList([1, 2]);
    void listsStore.setNote(id, key(2), 'Later', later);
    otherTabStores([
      withItems(only(), [...only().items.map(({ note: _n, ...rest }) => rest), { ...item(5), addedAt: iso }]),
    ]);
    expect(only().items.map((i) => [i.id, i.note])).toEqual([
      [1, undefined],
      [2, 'Later'],
      [5, undefined],
    ]);
    resetStores();
    expect(ids()).toEqual([1, 2, 5]);
    expect(only().items[1]?.note).toBe('Later');
  });
});

describe('isUserList', () => {
  const valid: UserList = { ...emptyList, id: 'a1', items: [{ ...item(1), addedAt: iso, year: 1999, note: 'Yes' }] };

  it('accepts a valid list, empty or with titles', () => {
    expect(isUserList(valid)).toBe(true);
    expect(isUserList({ ...valid, items: [] })).toBe(true);
  });

  it('refuses a list with a blank name, a bad title, a bad ranking or no titles array', () => {
    const title = valid.items[0] as ListItem;
    expect(isUserList({ ...valid, name: '  ' })).toBe(false);
    expect(isUserList({ ...valid, items: [{ ...title, id: -1 }] })).toBe(false);
    expect(isUserList({ ...valid, items: [{ ...title, media_type: 'person' }] })).toBe(false);
    expect(isUserList({ ...valid, items: [{ ...title, note: 'n'.repeat(LIST_LIMITS.note + 1) }] })).toBe(false);
    expect(isUserList({ ...valid, ranked: 'yes' })).toBe(false);
    expect(isUserList({ ...valid, items: undefined })).toBe(false);
    expect(isUserList(null)).toBe(false);
  });
});

describe('listsStore: what it keeps within bounds', () => {
  it('names a list made with a blank name "Untitled list", so it stays readable', () => {
    listsStore.create({ name: '   ' }, undefined, at);
    resetStores();
    expect(names()).toEqual(['Untitled list']);
    expect(backup()).toBeNull();
  });

  it('cuts an added title’s over-long note, so the stored lists stay readable', () => {
    const { id } = listsStore.create({ name: 'Notes' }, undefined, at);
    listsStore.add(id, { ...item(7), note: ` ${'n'.repeat(LIST_LIMITS.note + 20)} ` }, at);
    resetStores();
    expect(only().items[0]?.note).toHaveLength(LIST_LIMITS.note);
    expect(backup()).toBeNull();
  });
});
