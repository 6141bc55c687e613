import { DEFAULT_PREFERENCES } from '@reelist/contracts';
import { configureStorage } from './backend';
import { parseBackup, restoreBackup } from './backup';
import type { UserBackup } from './backup';
import { readAllRatings, readAllReviews } from './feedback-store';
import { readSearchHistory, readViewHistory } from './history-store';
import { resetStorageMemory } from './reset';
import { readPreferences, readThemeSettings } from './settings-store';
import { readWatchlist, readWatchlistTombstones } from './watchlist-store';

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

let warnSpy: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  resetStorageMemory();
  warnSpy = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warnSpy.mockRestore());

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
  it('replaces every piece of user data and drops deletion records of restored items', () => {
    localStorage.setItem('reelist_watchlist', JSON.stringify([{ ...item, id: 9, title: 'Nine' }]));
    localStorage.setItem(
      'reelist_watchlist_tombstones',
      JSON.stringify([
        { id: 5, media_type: 'movie', deletedAt: '2025-01-01T00:00:00.000Z' },
        { id: 7, media_type: 'movie', deletedAt: '2025-01-01T00:00:00.000Z' },
      ]),
    );
    expect(restoreBackup(parsed(envelope()))).toBe(true);
    expect(readWatchlist().map((i) => i.id)).toEqual([5]);
    expect(readWatchlistTombstones().map((t) => t.id)).toEqual([7]);
    expect(Object.keys(readAllReviews())).toEqual(['movie_5']);
    expect(readAllRatings().movie_5).toHaveLength(1);
    expect(readPreferences().defaultView).toBe('list');
    expect(readThemeSettings()).toEqual({ theme: 'dark', autoTheme: false });
    expect(readViewHistory()).toHaveLength(1);
    expect(readSearchHistory()[0]?.query).toBe('five');
  });

  it('puts everything back when a write fails', () => {
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
    expect(restoreBackup(parsed(envelope()))).toBe(false);
    expect(Object.fromEntries(store)).toEqual({ reelist_watchlist: '[]', reelist_theme: 'light' });
  });
});
