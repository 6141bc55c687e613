import { getTrending, prefetchTitle } from '@reelist/api';
import { applyContentPreferences } from '@reelist/state';
import { preferencesStore } from '@reelist/storage';

const DETAIL = /^\/(movie|tv)\/([1-9]\d{0,9})\/?$/;

/**
 * Starts the first service call of a route's first screen with the shell, instead of after the remote's code has
 * loaded and rendered: on a phone that wait is most of the Largest Contentful Paint. Home's is Trending Today
 * (mf-discover's first row); Detail's is the title's details (the call a card's hover warms). Each goes through the
 * one api cache, so the remote's own identical call joins it: never a second request. The visitor's language and
 * region are applied first, as the providers will, so the calls are the same.
 */
export function startFirstScreenData(pathname: string): void {
  const detail = DETAIL.exec(pathname);
  if (pathname !== '/' && !detail) return;
  applyContentPreferences(preferencesStore.getSnapshot());
  if (detail) prefetchTitle(detail[1] as 'movie' | 'tv', Number(detail[2]));
  // A failure is the page's to show (its own call gets it or asks again): nothing to report here.
  else getTrending('all', 'day', 1).catch(() => undefined);
}
