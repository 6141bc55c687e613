import { useCallback, useMemo } from 'react';
import type { ViewMode, WatchlistFilter, WatchlistSort } from '@reelist/contracts';
import { usePreferences, useRoute } from '@reelist/state';
import { WATCHLIST_FILTERS, WATCHLIST_SORT_OPTIONS } from './constants';

export interface WatchlistView {
  filter: WatchlistFilter;
  sort: WatchlistSort;
  view: ViewMode;
  setFilter: (filter: WatchlistFilter) => void;
  setSort: (sort: WatchlistSort) => void;
  setView: (view: ViewMode) => void;
  /** "Available to me": only titles one of my services offers (?available=1). */
  available: boolean;
  setAvailable: (on: boolean) => void;
  /** The tag filter (?tag=), as written in the URL; null for all tags. The page checks it is still in use. */
  tag: string | null;
  setTag: (tag: string | null) => void;
}

const SORTS = WATCHLIST_SORT_OPTIONS.map((option) => option.value);
const VIEWS: readonly ViewMode[] = ['grid', 'list'];

const pick = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/**
 * Filter, sort, view and tag live in the URL (?filter=&sort=&view=&tag=), so a reload or a shared link keeps them.
 * Defaults (all, added, the preferred view) are left out of the URL; unknown values fall back to them.
 */
export function useWatchlistView(): WatchlistView {
  const { searchParams, setSearchParams } = useRoute();
  const defaultView = usePreferences().preferences.defaultView;
  const filter = pick(searchParams.get('filter'), WATCHLIST_FILTERS, 'all');
  const sort = pick(searchParams.get('sort'), SORTS, 'added');
  const view = pick(searchParams.get('view'), VIEWS, defaultView);
  const available = searchParams.get('available') === '1';
  const tag = searchParams.get('tag') || null;

  const update = useCallback(
    (key: 'filter' | 'sort' | 'view' | 'available' | 'tag', value: string, fallback: string) => {
      const next = new URLSearchParams(searchParams);
      if (value === fallback) next.delete(key);
      else next.set(key, value);
      setSearchParams(next, { replace: true });
    },
    [searchParams, setSearchParams],
  );

  return useMemo(
    () => ({
      filter,
      sort,
      view,
      setFilter: (value) => update('filter', value, 'all'),
      setSort: (value) => update('sort', value, 'added'),
      setView: (value) => update('view', value, defaultView),
      available,
      setAvailable: (on) => update('available', on ? '1' : '', ''),
      tag,
      setTag: (value) => update('tag', value ?? '', ''),
    }),
    [filter, sort, view, available, tag, update, defaultView],
  );
}
