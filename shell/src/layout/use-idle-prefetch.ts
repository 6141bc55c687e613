import { useEffect } from 'react';
import { preloadRemotePage } from '../remotes/remote-registry';

type IdleWindow = Window & { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number };

/**
 * Once the first page has rendered and the browser is idle, warm the watchlist remote: it is the page most
 * likely to be opened next, and warming it also lets the service worker keep it for offline use.
 */
export function useIdlePrefetch(remote = 'mf_watchlist', module = 'WatchlistPage'): void {
  useEffect(() => {
    const win = window as IdleWindow;
    let cancelled = false;
    const warm = () => {
      if (!cancelled) preloadRemotePage(remote, module);
    };
    if (win.requestIdleCallback) win.requestIdleCallback(warm, { timeout: 5_000 });
    else setTimeout(warm, 2_000);
    return () => {
      cancelled = true;
    };
  }, [remote, module]);
}
