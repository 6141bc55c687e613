/** Builders for this package's tests. */
import type { WatchlistItem } from '@reelist/contracts';

export const item = (over: Partial<WatchlistItem> & { id: number }): WatchlistItem => ({
  title: `Title ${over.id}`,
  poster_path: null,
  release_date: '2020-01-01',
  vote_average: 5,
  media_type: 'movie',
  overview: '',
  addedAt: '2024-01-01T00:00:00.000Z',
  status: 'want_to_watch',
  ...over,
});
