import { applyContentPreferences, getTitleDetails, getTrending, searchMulti } from '@reelist/api';
import type { RequestOptions } from '@reelist/api';
import { preferencesStore } from '@reelist/storage';
import { ROUTE_TABLE, routeFor } from '../routing/route-table.mjs';
import type { RouteEntry } from '../routing/route-table.mjs';

/**
 * Starts the first service call of Home's first screen (Trending Today, mf-discover's first row) with the shell,
 * instead of after mf-discover's code has loaded and rendered: on a phone that wait is most of the Largest
 * Contentful Paint. It goes through the one api cache, so Home's own identical call joins it (never a second
 * request). Not for Detail: a failure there must show as the page's own ("Failed to Load Details" with Try Again),
 * and an early call that failed before the page asked would be retried silently by it.
 */
export function startFirstScreenData(pathname: string): void {
  // A failure is Home's to show (its own call gets it or asks again): nothing to report here.
  if (pathname === '/') firstScreenData(pathname)?.catch(() => undefined);
}

type FirstCall = (url: URL, options?: RequestOptions) => (() => Promise<unknown>) | undefined;

/** A title's id in its path: a positive whole number, else there is no title to ask for. */
const titleId = (url: URL): number | undefined => {
  const id = Number(/^\/(?:movie|tv)\/(\d{1,15})\/?$/.exec(url.pathname)?.[1]);
  return id > 0 ? id : undefined;
};

const titleCall =
  (type: 'movie' | 'tv'): FirstCall =>
  (url, options) => {
    const id = titleId(url);
    return id ? () => getTitleDetails(type, id, options) : undefined;
  };

/**
 * The service call a page's first screen is drawn from, by route (route-table.mjs), for the pages that have one the
 * server can make: Home's Trending Today, a title's details, a plain text search's first page (/search?q=, no filter:
 * a filtered search asks other lists). The server renders exactly these pages.
 */
const FIRST_CALLS: Record<string, FirstCall> = {
  '/': (_url, options) => () => getTrending('all', 'day', 1, options),
  '/search': (url, options) => {
    const query = [...url.searchParams.keys()].join() === 'q' ? url.searchParams.get('q')?.trim() : '';
    return query ? () => searchMulti(query, 1, options) : undefined;
  },
  '/movie/:id': titleCall('movie'),
  '/tv/:id': titleCall('tv'),
};

/** The routes whose pages the server renders (those with a first call). */
export const serverRenderedRoutes = (): RouteEntry[] => ROUTE_TABLE.filter((route) => route.path in FIRST_CALLS);

/**
 * The first screen's service call of `path` (a pathname with its query), once the answer is in the api cache; undefined
 * when the page has none. `options.keys` collects the answers' cache keys, for the server to hand to the browser. The
 * visitor's language and region are applied first, as the providers will (on the server: the defaults), so the calls
 * are the page's own.
 */
export function firstScreenData(path: string, options?: RequestOptions): Promise<unknown> | undefined {
  const url = new URL(path, 'http://page');
  const route = routeFor(url.pathname);
  const call = route && FIRST_CALLS[route.path]?.(url, options);
  if (!call) return undefined;
  applyContentPreferences(preferencesStore.getSnapshot());
  return call();
}
