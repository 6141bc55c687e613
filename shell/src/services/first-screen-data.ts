import { applyContentPreferences, getTitleDetails, getTrending, searchMulti } from '@reelist/api';
import type { RequestOptions } from '@reelist/api';
import { preferencesStore } from '@reelist/storage';

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

/**
 * The service call a page's first screen is drawn from, for the pages that have one the server can make: Home's
 * Trending Today, a title's details (/movie/{id}, /tv/{id}) and a plain text search's first page (/search?q=, no
 * filter: a filtered search asks other lists). The server renders exactly these pages, once the answer is in the api
 * cache; `options.keys` collects the answers' cache keys to hand to the browser. The visitor's language and region are
 * applied first, as the providers will (on the server: the defaults), so the calls are the page's own.
 */
export function firstScreenData(path: string, options?: RequestOptions): Promise<unknown> | undefined {
  const call = firstCall(path, options);
  if (!call) return undefined;
  applyContentPreferences(preferencesStore.getSnapshot());
  return call();
}

function firstCall(path: string, options?: RequestOptions): (() => Promise<unknown>) | undefined {
  const { pathname, searchParams } = new URL(path, 'http://page');
  if (pathname === '/') return () => getTrending('all', 'day', 1, options);
  const title = /^\/(movie|tv)\/(\d{1,15})\/?$/.exec(pathname);
  if (title && Number(title[2]) > 0)
    return () => getTitleDetails(title[1] === 'tv' ? 'tv' : 'movie', Number(title[2]), options);
  const query = [...searchParams.keys()].join() === 'q' ? searchParams.get('q')?.trim() : '';
  if (pathname === '/search' && query) return () => searchMulti(query, 1, options);
  return undefined;
}
