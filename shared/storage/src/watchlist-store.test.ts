import { bus } from '@reelist/event-bus';
import type { WatchlistItem } from '@reelist/contracts';
import { watchlistItem } from '@reelist/testing';
import { configureStorage } from './backend';
import { freshStorageEachTest, fullStorage } from '@reelist/testing';
import { resetStorageMemory } from './reset';
import { tombstoneSlot, watchlistStore } from './watchlist-store';

const KEY = 'reelist_watchlist';
const item = (id: number, addedAt: string, extra: Partial<WatchlistItem> = {}): WatchlistItem =>
  watchlistItem({ id, title: `T${id}`, vote_average: 7, addedAt, status: undefined, ...extra });
const T1 = '2024-01-01T00:00:00.000Z';
const T2 = '2024-01-02T00:00:00.000Z';
const store = (value: unknown) => localStorage.setItem(KEY, JSON.stringify(value));
const stored = (): WatchlistItem[] => JSON.parse(localStorage.getItem(KEY) ?? 'null');
const ids = (items: readonly WatchlistItem[] | null) => (items ?? []).map((i) => i.id);
/** Commits and stores at once (what the frame after the change does). */
const save = (items: WatchlistItem[]) => {
  void watchlistStore.commit(items);
  return watchlistStore.flush();
};
/** Another tab stores `items`; this tab hears of it. */
const otherTabStores = (items: WatchlistItem[]) => {
  store(items);
  window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: JSON.stringify(items) }));
};
const full = (getItem: (key: string) => string | null = () => null) =>
  configureStorage({
    local: fullStorage(getItem),
  });

freshStorageEachTest();
let persist: jest.Mock;
beforeEach(() => {
  persist = jest.fn().mockResolvedValue(true);
  Object.defineProperty(navigator, 'storage', { configurable: true, value: { persist } });
  jest.useFakeTimers({ now: new Date('2024-03-01T00:00:00.000Z') });
});
afterEach(() => jest.useRealTimers());

describe('watchlistStore: loading', () => {
  it('is empty when nothing is stored', () => {
    expect(watchlistStore.getSnapshot()).toEqual([]);
  });

  it('accepts legacy data leniently and keeps unknown fields', () => {
    store([
      { id: 1, title: 'No status', media_type: 'movie', addedAt: T1 },
      { id: 2, name: 'A show', first_air_date: '2019-05-01', media_type: 'tv', status: 'on_hold', custom: 'x' },
      { id: 3, title: 'Dropped', status: 'dropped', vote_average: null, overview: null },
    ]);
    const items = watchlistStore.getSnapshot();
    expect(items).toHaveLength(3);
    expect(items[0]?.status).toBeUndefined();
    expect(items[1]).toMatchObject({ title: 'A show', release_date: '2019-05-01', status: 'on_hold', custom: 'x' });
    expect(items[2]).toMatchObject({ media_type: 'movie', vote_average: 0, overview: '', poster_path: null });
    expect(localStorage.getItem(`${KEY}__backup`)).toBeNull();
  });

  it('keeps the valid items of a partly bad list, backs up the raw value and says so', () => {
    const events: unknown[] = [];
    bus.on('storage:recovered').subscribe((p) => events.push(p));
    const raw = [item(1, T1), { id: 'x' }, { id: 4 }, item(5, T1, { status: 'bogus' as never })];
    store(raw);
    expect(ids(watchlistStore.getSnapshot())).toEqual([1]);
    expect(localStorage.getItem(`${KEY}__backup`)).toBe(JSON.stringify(raw));
    expect(events).toEqual([{ key: KEY, backupKey: `${KEY}__backup` }]);
  });

  it('asks for persistent storage once the list is non-empty, only once', async () => {
    watchlistStore.getSnapshot();
    expect(persist).not.toHaveBeenCalled();
    resetStorageMemory();
    store([item(1, T1)]);
    watchlistStore.getSnapshot();
    save([item(1, T1), item(2, T1)]);
    await Promise.resolve();
    expect(persist).toHaveBeenCalledTimes(1);
  });
});

describe('watchlistStore: commit and flush', () => {
  it('shows a commit at once, tells subscribers, and stores it after the frame that shows it', async () => {
    const listener = jest.fn();
    const unsubscribe = watchlistStore.subscribe(listener);
    const list = [item(1, T1)];
    const write = watchlistStore.commit(list);
    expect(watchlistStore.getSnapshot()).toBe(list);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(KEY)).toBeNull();
    jest.advanceTimersByTime(250);
    expect(stored()).toEqual(list);
    await expect(write).resolves.toEqual({ ok: true });
    // Nothing changed elsewhere: memory keeps the same array.
    expect(watchlistStore.getSnapshot()).toBe(list);
    unsubscribe();
  });

  it('shares one write among the commits before it, and stores at once when the page is hidden', () => {
    const first = watchlistStore.commit([item(1, T1)]);
    const second = watchlistStore.commit([item(1, T1), item(2, T1)]);
    expect(second).toBe(first);
    window.dispatchEvent(new Event('pagehide'));
    expect(ids(stored())).toEqual([1, 2]);
    expect(watchlistStore.flush()).toEqual({ ok: true });
  });

  it('keeps an item another tab added meanwhile (read-merge-write) and shows it', () => {
    watchlistStore.getSnapshot();
    store([item(9, T1)]); // the other tab's write, not heard of yet
    expect(save([item(1, T2)])).toEqual({ ok: true });
    expect(ids(watchlistStore.getSnapshot())).toEqual([1, 9]);
    expect(ids(stored())).toEqual([1, 9]);
  });

  it('measures removals against what storage last held', () => {
    store([item(1, T1)]);
    watchlistStore.getSnapshot();
    store([item(1, T1), item(2, T1)]); // another tab added 2
    save([]);
    expect(ids(stored())).toEqual([2]);
  });

  it('clears the whole list when every item is removed', () => {
    save([item(1, T1), item(2, T1)]);
    save([]);
    expect(stored()).toEqual([]);
  });

  it('stores the deletion records before the list, so a tab that hears of the list already sees them', () => {
    save([item(1, T1), item(2, T1)]);
    const original = Storage.prototype.setItem;
    const heardWithList: unknown[] = [];
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key, value) {
      original.call(this, key, value);
      // Another tab merging the list the moment it is stored reads the deletion records as they are now.
      if (key === KEY) heardWithList.push(tombstoneSlot.read());
    });
    save([item(2, T1)]);
    setItem.mockRestore();
    expect(heardWithList).toEqual([[{ id: 1, media_type: 'movie', deletedAt: '2024-03-01T00:00:00.000Z' }]]);
  });

  it('restores items on undo even though their deletion is newer than their stamps', () => {
    const list = [item(1, T1), item(2, T1)];
    save(list);
    save([]);
    save(list);
    expect(ids(stored())).toEqual([1, 2]);
    expect(tombstoneSlot.read()).toEqual([]);
  });
});

describe('watchlistStore: failed writes', () => {
  it('returns quota, keeps the merged list in memory, and announces it as kept for this session', async () => {
    const events: unknown[] = [];
    bus.on('storage:write-failed').subscribe((p) => events.push(p));
    full((key) => (key === KEY ? JSON.stringify([item(9, T1)]) : null));
    const write = watchlistStore.commit([item(1, T2)]);
    jest.advanceTimersByTime(250);
    await expect(write).resolves.toEqual({ ok: false, reason: 'quota' });
    expect(ids(watchlistStore.getSnapshot())).toEqual([1, 9]);
    expect(events).toEqual([{ key: KEY, label: 'watchlist', reason: 'quota', kept: true }]);
  });

  it('returns unavailable when there is no storage', () => {
    configureStorage({ local: null });
    expect(save([item(1, T1)])).toEqual({ ok: false, reason: 'unavailable' });
    expect(ids(watchlistStore.getSnapshot())).toEqual([1]);
  });

  it('records a removal that failed to save once a later write succeeds', () => {
    save([item(1, T1), item(2, T1)]);
    configureStorage({ local: null });
    save([item(2, T1)]);
    configureStorage({});
    save([item(2, T2, { status: 'watching' })]);
    expect(ids(stored())).toEqual([2]);
  });
});

describe('watchlistStore: its edits', () => {
  const NOW = new Date('2024-02-01T00:00:00.000Z');
  const list = () => [item(1, T1), item(1, T1, { media_type: 'tv' }), item(2, T1)];
  const pairs = () => watchlistStore.getSnapshot().map((i) => [i.id, i.media_type, i.status]);

  // Each edit shows at once; the write follows after the frame (see 'commit and flush').
  it('adds a title once, identified by id plus media type, without mutating the list', () => {
    save(list());
    const before = watchlistStore.getSnapshot();
    void watchlistStore.add(item(3, T2));
    void watchlistStore.add(item(1, T2));
    expect(ids(watchlistStore.getSnapshot())).toEqual([1, 1, 2, 3]);
    expect(before).toHaveLength(3);
  });

  it('removes by id and media type only', () => {
    save(list());
    void watchlistStore.remove(1, 'movie');
    expect(pairs()).toEqual([
      [1, 'tv', undefined],
      [2, 'movie', undefined],
    ]);
  });

  it('sets the status and updatedAt of the matching item only; the others keep their identity', () => {
    save(list());
    const [first] = watchlistStore.getSnapshot();
    void watchlistStore.setStatus(1, 'tv', 'watched', NOW);
    expect(watchlistStore.getSnapshot()[1]).toMatchObject({ status: 'watched', updatedAt: NOW.toISOString() });
    expect(watchlistStore.getSnapshot()[0]).toBe(first);
    void watchlistStore.setStatus(9, 'movie', 'watched', NOW);
    expect(ids(watchlistStore.getSnapshot())).toEqual([1, 1, 2]);
  });

  it('sets cleaned tags with updatedAt on the matching item, removes the field when none, skips no-op edits', () => {
    save(list());
    const [first] = watchlistStore.getSnapshot();
    void watchlistStore.setTags(1, 'tv', [' with  kids ', 'Cinema', 'cinema'], NOW);
    expect(watchlistStore.getSnapshot()[1]).toMatchObject({
      tags: ['with kids', 'Cinema'],
      updatedAt: NOW.toISOString(),
    });
    expect(watchlistStore.getSnapshot()[0]).toBe(first);
    const tagged = watchlistStore.getSnapshot();
    void watchlistStore.setTags(1, 'tv', ['with kids', 'Cinema'], new Date('2024-02-02T00:00:00.000Z'));
    expect(watchlistStore.getSnapshot()).toBe(tagged);
    void watchlistStore.setTags(1, 'tv', [], new Date('2024-02-03T00:00:00.000Z'));
    expect(watchlistStore.getSnapshot()[1]).not.toHaveProperty('tags');
    expect(watchlistStore.getSnapshot()[1]?.updatedAt).toBe('2024-02-03T00:00:00.000Z');
    jest.advanceTimersByTime(250);
    expect(stored()[1]).not.toHaveProperty('tags');
  });

  it("keeps this tab's newer tags when another tab stores an older copy of the item", () => {
    save([item(1, T1)]);
    void watchlistStore.setTags(1, 'movie', ['cinema'], new Date(T2));
    watchlistStore.flush();
    otherTabStores([item(1, T1), item(7, T1)]);
    jest.advanceTimersByTime(250);
    expect(stored().map((i) => [i.id, i.tags])).toEqual([
      [1, ['cinema']],
      [7, undefined],
    ]);
  });

  it('puts an item in place of its title, or at the end, and replaces the whole list', () => {
    save(list());
    void watchlistStore.put(item(2, T2, { status: 'dropped' }));
    void watchlistStore.put(item(5, T2));
    expect(pairs()).toEqual([
      [1, 'movie', undefined],
      [1, 'tv', undefined],
      [2, 'movie', 'dropped'],
      [5, 'movie', undefined],
    ]);
    void watchlistStore.replaceAll([item(7, T1)]);
    jest.advanceTimersByTime(250);
    expect(ids(stored())).toEqual([7]);
  });
});

describe("watchlistStore: other tabs' changes", () => {
  it('merges them into memory live', () => {
    save([item(1, T1)]);
    otherTabStores([item(1, T1), item(7, T1)]);
    expect(ids(watchlistStore.getSnapshot())).toEqual([1, 7]);
  });

  it('records a removal so a stale tab cannot bring the item back, and writes back what it knows', () => {
    save([item(1, T1), item(2, T1)]);
    save([item(2, T1)]);
    expect(tombstoneSlot.read()).toEqual([{ id: 1, media_type: 'movie', deletedAt: '2024-03-01T00:00:00.000Z' }]);
    // The other tab still holds item 1 and stores an unrelated addition.
    otherTabStores([item(1, T1), item(2, T1), item(3, T2)]);
    expect(ids(watchlistStore.getSnapshot())).toEqual([2, 3]);
    jest.advanceTimersByTime(250);
    expect(ids(stored())).toEqual([2, 3]);
  });

  it('writes back a newer status when another tab saved from a stale copy, so every tab converges', () => {
    save([item(1, T1)]);
    save([item(1, T1, { status: 'watched', updatedAt: T2 })]);
    otherTabStores([item(1, T1, { status: 'want_to_watch' }), item(7, T1)]);
    jest.advanceTimersByTime(250);
    expect(stored().map((i) => [i.id, i.status])).toEqual([
      [1, 'watched'],
      [7, undefined],
    ]);
  });

  it("stores this tab's unsaved removal before merging another tab's change, so the removal holds", () => {
    store([item(1, T1)]);
    watchlistStore.getSnapshot();
    void watchlistStore.commit([]);
    otherTabStores([item(1, T1), item(7, T1)]);
    jest.advanceTimersByTime(250);
    expect(ids(watchlistStore.getSnapshot())).toEqual([7]);
    expect(ids(stored())).toEqual([7]);
  });

  it("keeps the list another tab stored while this tab's own write still shows in its reads", () => {
    // Two tabs write at once: the browser lets this tab read its own list until its write lands after the other's.
    // The other tab has gone (it navigated away), so only this tab can carry its addition on.
    save([item(1, T1, { status: 'watched', updatedAt: T2 }), item(2, T1)]);
    const theirs = [item(1, T1), item(2, T1), item(3, T2)];
    window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: JSON.stringify(theirs) }));
    expect(ids(watchlistStore.getSnapshot())).toEqual([1, 2, 3]);
    jest.advanceTimersByTime(250);
    expect(stored().map((i) => [i.id, i.status])).toEqual([
      [1, 'watched'],
      [2, undefined],
      [3, undefined],
    ]);
  });

  it('ignores them while nothing is loaded: the first read sees storage', () => {
    otherTabStores([item(4, T1)]);
    expect(localStorage.getItem(`${KEY}_tombstones`)).toBeNull();
    expect(ids(watchlistStore.getSnapshot())).toEqual([4]);
  });
});
