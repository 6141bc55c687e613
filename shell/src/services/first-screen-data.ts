import { applyContentPreferences, getTrending } from '@reelist/api';
import { preferencesStore } from '@reelist/storage';

/**
 * Starts the first service call of Home's first screen (Trending Today, mf-discover's first row) with the shell,
 * instead of after mf-discover's code has loaded and rendered: on a phone that wait is most of the Largest
 * Contentful Paint. It goes through the one api cache, so Home's own identical call joins it (never a second
 * request). The visitor's language and region are applied first, as the providers will, so the calls are the same.
 * Not for Detail: a failure there must show as the page's own ("Failed to Load Details" with Try Again), and an early
 * call that failed before the page asked would be retried silently by it.
 */
export function startFirstScreenData(pathname: string): void {
  // A failure is Home's to show (its own call gets it or asks again): nothing to report here.
  firstScreenData(pathname)?.catch(() => undefined);
}

/** The first screen's service call of `pathname`, if it has one (Home's Trending Today); the server's render awaits it. */
export function firstScreenData(pathname: string): Promise<unknown> | undefined {
  if (pathname !== '/') return undefined;
  applyContentPreferences(preferencesStore.getSnapshot());
  return getTrending('all', 'day', 1);
}
