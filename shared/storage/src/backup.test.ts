import { DEFAULT_PREFERENCES } from '@reelist/contracts';
import { bus } from '@reelist/event-bus';
import { configureStorage } from './backend';
import { parseBackup, restoreBackup } from './backup';
import type { UserBackup } from './backup';
import { ratingsStore, reviewsStore } from './feedback-store';
import { searchHistoryStore, viewHistoryStore } from './history-store';
import { freshStorageEachTest } from '@reelist/testing';
import { preferencesStore, themeStore } from './settings-store';
import { tombstoneSlot, watchlistStore } from './watchlist-store';

const item = { id: 5, title: 'Five', media_type: 'movie', addedAt: '2024-01-01T00:00:00.000Z', status: 'watched' };
const envelope = () => ({
  exportedAt: '2024-06-15T12:00:00.000Z',
  version: '1.0',
  analytics: {
    viewingStats: {},
    searchStats: {},
    viewHistory: [{ id: 5, title: 'Five', mediaType: 'movie', viewedAt: '2024-06-01T00:00:00.000Z' }],
    searchHistory: [{ query: 'five', resultsCount: 2, searchedAt: '2024-06-01T00:00:00.000Z' }],
  },
  userData: {
    watchlist: [item],
    reviews: {
      movie_5: [
        {
          id: 'r1',
          movieId: 5,
          mediaType: 'movie',
          rating: 4,
          content: 'Good',
          author: 'current-user',
          createdAt: '2024-06-01T00:00:00.000Z',
        },
      ],
    },
    ratings: { movie_5: [{ user: 'current-user', rating: 4, createdAt: '2024-06-01T00:00:00.000Z' }] },
    preferences: { ...DEFAULT_PREFERENCES, defaultView: 'list' },
    theme: { theme: 'dark', autoTheme: false },
  },
});

const parsed = (value: unknown): UserBackup => {
  const result = parseBackup(value);
  if (!result.ok) throw new Error(result.reason);
  return result.backup;
};

freshStorageEachTest();

describe('parseBackup', () => {
  it('accepts a complete-data export and fills defaults like stored values', () => {
    const backup = parsed(envelope());
    expect(backup.watchlist[0]).toMatchObject({ id: 5, title: 'Five', overview: '', vote_average: 0 });
    expect(backup.viewHistory[0]).toMatchObject({ genres: [], rating: 0, posterPath: null });
    expect(backup.theme).toEqual({ theme: 'dark', autoTheme: false });
  });

  it.each([
    ['no userData', { ...envelope(), userData: undefined }, 'userData'],
    [
      'a bad watchlist item',
      { ...envelope(), userData: { ...envelope().userData, watchlist: [{ id: 'x' }] } },
      'userData.watchlist.0',
    ],
    [
      'a bad rating',
      {
        ...envelope(),
        userData: { ...envelope().userData, ratings: { a: [{ user: 'u', rating: 9, createdAt: '' }] } },
      },
      'userData.ratings.a.0.rating',
    ],
    ['another version', { ...envelope(), version: '2.0' }, 'version'],
    ['not an object', 'hello', ''],
  ])('refuses %s', (_name, value, path) => {
    const result = parseBackup(value);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toContain(path);
  });
});

describe('restoreBackup', () => {
  it('replaces every piece of user data, records deletions of the items it drops and drops those of restored items', () => {
    localStorage.setItem('reelist_watchlist', JSON.stringify([{ ...item, id: 9, title: 'Nine' }]));
    localStorage.setItem(
      'reelist_watchlist_tombstones',
      JSON.stringify([
        { id: 5, media_type: 'movie', deletedAt: '2025-01-01T00:00:00.000Z' },
        { id: 7, media_type: 'movie', deletedAt: '2025-01-01T00:00:00.000Z' },
      ]),
    );
    expect(watchlistStore.getSnapshot().map((i) => i.id)).toEqual([9]);
    // Loaded before the restore: each store must show what the restore wrote, not what it held.
    expect(reviewsStore.getSnapshot()).toEqual({});
    expect(viewHistoryStore.getSnapshot()).toEqual([]);
    expect(restoreBackup(parsed(envelope()))).toEqual({ ok: true });
    // The stores show the backup at once (no second write), and storage holds it.
    expect(watchlistStore.getSnapshot().map((i) => i.id)).toEqual([5]);
    expect(JSON.parse(localStorage.getItem('reelist_watchlist') ?? '[]')).toEqual(watchlistStore.getSnapshot());
    expect(tombstoneSlot.read().map((t) => t.id)).toEqual([7, 9]);
    expect(Object.keys(reviewsStore.getSnapshot())).toEqual(['movie_5']);
    expect(ratingsStore.getSnapshot().movie_5).toHaveLength(1);
    expect(preferencesStore.getSnapshot().defaultView).toBe('list');
    expect(themeStore.getSnapshot()).toEqual({ theme: 'dark', autoTheme: false });
    expect(viewHistoryStore.getSnapshot()).toHaveLength(1);
    expect(searchHistoryStore.getSnapshot()[0]?.query).toBe('five');
  });

  it('stores the deletion records before the list, so a tab that hears of the list already sees them', () => {
    localStorage.setItem('reelist_watchlist', JSON.stringify([{ ...item, id: 9, title: 'Nine' }]));
    const order: string[] = [];
    const original = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      order.push(key);
      original.call(this, key, value);
    };
    try {
      expect(restoreBackup(parsed(envelope()))).toEqual({ ok: true });
    } finally {
      Storage.prototype.setItem = original;
    }
    expect(order.indexOf('reelist_watchlist_tombstones')).toBeLessThan(order.indexOf('reelist_watchlist'));
    expect(order.indexOf('reelist_watchlist_tombstones')).toBeGreaterThanOrEqual(0);
  });

  it('puts everything back when a write fails, and memory keeps its value', () => {
    const store = new Map<string, string>([
      ['reelist_watchlist', '[]'],
      ['reelist_theme', 'light'],
    ]);
    configureStorage({
      local: {
        getItem: (key) => store.get(key) ?? null,
        setItem: (key, value) => {
          if (key === 'reelist_view_history') throw Object.assign(new Error('full'), { name: 'QuotaExceededError' });
          store.set(key, value);
        },
        removeItem: (key) => store.delete(key),
      },
    });
    const failed: unknown[] = [];
    const subscription = bus.on('storage:write-failed').subscribe((event) => failed.push(event));
    expect(themeStore.getSnapshot().theme).toBe('light');
    expect(restoreBackup(parsed(envelope()))).toEqual({ ok: false, reason: 'quota' });
    subscription.unsubscribe();
    expect(Object.fromEntries(store)).toEqual({ reelist_watchlist: '[]', reelist_theme: 'light' });
    expect(watchlistStore.getSnapshot()).toEqual([]);
    expect(themeStore.getSnapshot().theme).toBe('light');
    // The restore screen says so itself: nothing is announced for a second message.
    expect(failed).toEqual([]);
  });
});
