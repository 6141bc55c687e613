import type { WatchlistItem, WatchlistStats, WatchlistStatus } from '@reelist/contracts';

/** A missing status counts as want_to_watch (older data). */
export const effectiveStatus = (item: Pick<WatchlistItem, 'status'>): WatchlistStatus => item.status ?? 'want_to_watch';

/** Counts per status; legacy on_hold/dropped items count only in the total. */
export function computeStats(items: readonly WatchlistItem[]): WatchlistStats {
  const stats: WatchlistStats = { total: items.length, wantToWatch: 0, watching: 0, watched: 0 };
  for (const item of items) {
    const status = effectiveStatus(item);
    if (status === 'want_to_watch') stats.wantToWatch += 1;
    else if (status === 'watching') stats.watching += 1;
    else if (status === 'watched') stats.watched += 1;
  }
  return stats;
}
