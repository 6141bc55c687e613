import type { WatchlistItem } from '@reelist/contracts';
import { watchlistItem } from '../watchlist-item';

const STATUSES = ['want_to_watch', 'watching', 'watched'] as const;

/** A stored watchlist item whose rating, type, date and status vary with its id, so long lists are mixed. */
export const storedItem = (id: number, overrides: Partial<WatchlistItem> = {}): WatchlistItem =>
  watchlistItem({
    id,
    title: `Seeded Title ${id}`,
    vote_average: 5 + (id % 50) / 10,
    media_type: id % 3 === 0 ? 'tv' : 'movie',
    overview: `Overview ${id}`,
    addedAt: new Date(Date.UTC(2024, 0, 1) + id * 60_000).toISOString(),
    status: STATUSES[id % 3],
    ...overrides,
  });

export const manyItems = (count: number): WatchlistItem[] => Array.from({ length: count }, (_, i) => storedItem(i + 1));
