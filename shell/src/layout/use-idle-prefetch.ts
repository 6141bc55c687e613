import { useEffect } from 'react';
import { preloadRemotePage } from '../remotes/remote-registry';

const IDLE_PREFETCH_DELAY_MS = 2_000;

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
    // A moment after the load event, so the warm-up never competes with the first screen's scripts and data.
    const whenIdle = () =>
      setTimeout(() => {
        if (win.requestIdleCallback) win.requestIdleCallback(warm, { timeout: 5_000 });
        else warm();
      }, IDLE_PREFETCH_DELAY_MS);
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      cancelled = true;
    };
  }, [remote, module]);
}
