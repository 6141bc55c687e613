import { useMemo } from 'react';
import type { WatchlistFilter, WatchlistItem, WatchlistSort } from '@reelist/contracts';
import { filterByTag, filterWatchlist, sortWatchlist } from './sort-and-filter';

/**
 * The filtered (status and tag: both must match), sorted items; recomputed only when the list, a filter or the sort
 * changes.
 */
export function useVisibleItems(
  items: WatchlistItem[],
  filter: WatchlistFilter,
  sort: WatchlistSort,
  tag: string | null = null,
): WatchlistItem[] {
  const filtered = useMemo(() => filterWatchlist(filterByTag(items, tag), filter), [items, filter, tag]);
  return useMemo(() => sortWatchlist(filtered, sort), [filtered, sort]);
}
