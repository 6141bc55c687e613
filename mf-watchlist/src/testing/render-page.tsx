/** Test helper: renders a page inside the app's providers with a test config and an in-memory navigation. */
import { useMemo, useState } from 'react';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import type { UserPreferences, WatchlistItem } from '@reelist/contracts';
import { DEFAULT_PREFERENCES, STORAGE_KEYS } from '@reelist/contracts';
import type { NavigationApi } from '@reelist/state';
import { resetStorageMemory, TestProviders } from '@reelist/testing';

export interface RenderPageOptions {
  items?: WatchlistItem[];
  preferences?: Partial<UserPreferences>;
  search?: string;
  /** Other stored values (key to value) the page starts with. */
  storage?: Record<string, unknown>;
  /** The route the page is on (default /watchlist) and its parameters. */
  pathname?: string;
  params?: Record<string, string>;
}

/** What the fake router did, for assertions: the current query and every navigate call. */
export interface FakeRouter {
  search: () => string;
  navigations: string[];
}

export function renderPage(
  page: ReactElement,
  { items = [], preferences, search = '', storage = {}, pathname = '/watchlist', params = {} }: RenderPageOptions = {},
) {
  // jsdom has no scrolling; the virtualizer scrolls to its initial offset on mount.
  window.scrollTo = () => undefined;
  localStorage.clear();
  // The stores keep the last test's list in memory (and may still write it): each page starts from storage.
  resetStorageMemory();
  localStorage.setItem(STORAGE_KEYS.watchlist, JSON.stringify(items));
  if (preferences) {
    localStorage.setItem(STORAGE_KEYS.preferences, JSON.stringify({ ...DEFAULT_PREFERENCES, ...preferences }));
  }
  for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, JSON.stringify(value));
  const router: FakeRouter = { search: () => current, navigations: [] };
  let current = search;

  function Host() {
    const [query, setQuery] = useState(search);
    current = query;
    const navigation = useMemo<NavigationApi>(
      () => ({
        pathname,
        params,
        searchParams: new URLSearchParams(query),
        navigate: (to) => router.navigations.push(to),
        setSearchParams: (next) => setQuery(new URLSearchParams(next).toString()),
      }),
      [query],
    );
    return <TestProviders navigation={navigation}>{page}</TestProviders>;
  }

  return { ...render(<Host />), router };
}
