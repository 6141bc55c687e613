import type { WatchlistItem } from '@reelist/contracts';

/** A stored watchlist item for tests: a dated, rated movie wanted to watch, titled by its id unless overridden. */
export const watchlistItem = (overrides: Partial<WatchlistItem> = {}): WatchlistItem => {
  const id = overrides.id ?? 1;
  return {
    id,
    title: `Title ${id}`,
    poster_path: null,
    release_date: '2020-01-01',
    vote_average: 5,
    media_type: 'movie',
    overview: '',
    addedAt: '2024-01-01T00:00:00.000Z',
    status: 'want_to_watch',
    ...overrides,
  };
};
