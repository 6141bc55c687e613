import { C } from '@reelist/contracts';
import type { WatchlistItem } from '@reelist/contracts';

type Genred = Pick<WatchlistItem, 'genre_ids'>;

/** The watchlist's most frequent genre ids, most frequent first (ties keep first-seen order). */
export function topWatchlistGenres(items: readonly Genred[], limit: number = C.RECO_TOP_GENRES): number[] {
  const counts = new Map<number, number>();
  for (const item of items) for (const id of item.genre_ids ?? []) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([id]) => id);
}
