import { useMemo } from 'react';
import type { WatchlistFilter, WatchlistItem, WatchlistSort } from '@reelist/contracts';
import { filterWatchlist, sortWatchlist } from './sort-and-filter';

/** The filtered, sorted items; recomputed only when the list, the filter or the sort changes. */
export function useVisibleItems(items: WatchlistItem[], filter: WatchlistFilter, sort: WatchlistSort): WatchlistItem[] {
  const filtered = useMemo(() => filterWatchlist(items, filter), [items, filter]);
  return useMemo(() => sortWatchlist(filtered, sort), [filtered, sort]);
}
