import { bus } from '@reelist/event-bus';
import type { WatchlistItem } from '@reelist/contracts';
import { configureStorage } from './backend';
import { resetStorageMemory } from './reset';
import { readWatchlist, readWatchlistTombstones, writeWatchlist } from './watchlist-store';

const KEY = 'reelist_watchlist';
const item = (id: number, addedAt: string, extra: Partial<WatchlistItem> = {}): WatchlistItem => ({
  id,
  title: `T${id}`,
  poster_path: null,
  release_date: '2020-01-01',
  vote_average: 7,
  media_type: 'movie',
  overview: '',
  addedAt,
  ...extra,
});
const T1 = '2024-01-01T00:00:00.000Z';
const T2 = '2024-01-02T00:00:00.000Z';
const store = (value: unknown) => localStorage.setItem(KEY, JSON.stringify(value));
const stored = (): WatchlistItem[] => JSON.parse(localStorage.getItem(KEY) ?? 'null');

let warnSpy: jest.SpyInstance;
let persist: jest.Mock;
beforeEach(() => {
  localStorage.clear();
  resetStorageMemory();
  warnSpy = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  persist = jest.fn().mockResolvedValue(true);
  Object.defineProperty(navigator, 'storage', { configurable: true, value: { persist } });
  jest.useFakeTimers({ now: new Date('2024-03-01T00:00:00.000Z') });
});
afterEach(() => {
  warnSpy.mockRestore();
  jest.useRealTimers();
});

describe('readWatchlist', () => {
  it('is empty when nothing is stored', () => {
    expect(readWatchlist()).toEqual([]);
  });

  it('accepts legacy data leniently and keeps unknown fields', () => {
    store([
      { id: 1, title: 'No status', media_type: 'movie', addedAt: T1 },
      { id: 2, name: 'A show', first_air_date: '2019-05-01', media_type: 'tv', status: 'on_hold', custom: 'x' },
      { id: 3, title: 'Dropped', status: 'dropped', vote_average: null, overview: null },
    ]);
    const items = readWatchlist();
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
    expect(readWatchlist().map((i) => i.id)).toEqual([1]);
    expect(localStorage.getItem(`${KEY}__backup`)).toBe(JSON.stringify(raw));
    expect(events).toEqual([{ key: KEY, backupKey: `${KEY}__backup` }]);
  });

  it('asks for persistent storage once the list is non-empty, only once', async () => {
    readWatchlist();
    expect(persist).not.toHaveBeenCalled();
    store([item(1, T1)]);
    readWatchlist();
    writeWatchlist([item(1, T1), item(2, T1)]);
    await Promise.resolve();
    expect(persist).toHaveBeenCalledTimes(1);
  });
});

describe('writeWatchlist', () => {
  it('writes the list and returns it', () => {
    const result = writeWatchlist([item(1, T1)]);
    expect(result).toEqual({ ok: true, items: [item(1, T1)] });
    expect(stored()).toEqual([item(1, T1)]);
  });

  it('keeps an item another tab added meanwhile (read-merge-write)', () => {
    const mine = readWatchlist();
    store([item(9, T1)]); // the other tab's write
    const result = writeWatchlist([...mine, item(1, T2)]);
    expect(result.items.map((i) => i.id)).toEqual([1, 9]);
    expect(stored().map((i) => i.id)).toEqual([1, 9]);
  });

  it('records a removal so a stale tab cannot bring the item back', () => {
    writeWatchlist([item(1, T1), item(2, T1)]);
    writeWatchlist([item(2, T1)]);
    expect(readWatchlistTombstones()).toEqual([{ id: 1, media_type: 'movie', deletedAt: '2024-03-01T00:00:00.000Z' }]);
    // The other tab still holds item 1 and writes an unrelated change.
    const staleTab = writeWatchlist([item(1, T1), item(2, T1), item(3, T2)], [item(1, T1), item(2, T1)]);
    expect(staleTab.items.map((i) => i.id)).toEqual([2, 3]);
  });

  it('measures removals against the given previous list', () => {
    store([item(1, T1), item(2, T1)]);
    const result = writeWatchlist([], [item(1, T1)]);
    expect(result.items.map((i) => i.id)).toEqual([2]);
  });

  it('clears the whole list when every item is removed', () => {
    writeWatchlist([item(1, T1), item(2, T1)]);
    expect(writeWatchlist([]).items).toEqual([]);
    expect(stored()).toEqual([]);
  });

  it('reports a full storage but returns the merged list for memory', () => {
    const events: unknown[] = [];
    bus.on('storage:write-failed').subscribe((p) => events.push(p));
    configureStorage({
      local: {
        getItem: (key) => (key === KEY ? JSON.stringify([item(9, T1)]) : null),
        setItem: () => {
          throw new DOMException('full', 'QuotaExceededError');
        },
        removeItem: () => undefined,
      },
    });
    const result = writeWatchlist([item(1, T2)]);
    expect(result.ok).toBe(false);
    expect(result.items.map((i) => i.id)).toEqual([1, 9]);
    expect(events).toEqual([{ key: KEY, reason: 'quota' }]);
  });
});

describe('writeWatchlist additions', () => {
  it('restores items on undo even though their deletion is newer than their stamps', () => {
    const list = [item(1, T1), item(2, T1)];
    writeWatchlist(list);
    writeWatchlist([]);
    const undone = writeWatchlist(list, []);
    expect(undone.items.map((i) => i.id)).toEqual([1, 2]);
    expect(readWatchlistTombstones()).toEqual([]);
  });
});
