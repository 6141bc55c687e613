import { useEffect } from 'react';
import { afterPageSettles } from '../pwa/after-page-settles';
import { preloadRemotePage } from '../remotes/remote-registry';

/**
 * Once the first page has settled, warm the watchlist remote: it is the page most likely to be opened next, and
 * warming it also lets the service worker keep it for offline use.
 */
export function useIdlePrefetch(remote = 'mf_watchlist', module = 'WatchlistPage'): void {
  useEffect(() => afterPageSettles(() => preloadRemotePage(remote, module)), [remote, module]);
}
