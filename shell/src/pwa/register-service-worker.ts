import type { Workbox } from 'workbox-window';
import { afterPageSettles } from '@reelist/ui';
import { setPendingUpdate } from './update-store';

/** The part of workbox-window's Workbox the update flow uses (a seam for tests). */
export type WorkboxLike = Pick<Workbox, 'register' | 'addEventListener' | 'messageSkipWaiting'>;

export interface UpdateFlowOptions {
  reload?: () => void;
}

/**
 * Update flow: a new worker installed while one already controls waits; the header shows
 * 'Update'; clicking it tells the waiting worker to skip waiting, and the page reloads once it controls.
 * Only a reload the visitor asked for happens: the first install also takes control (clientsClaim), silently.
 */
export function wireUpdateFlow(wb: WorkboxLike, { reload = () => window.location.reload() }: UpdateFlowOptions = {}) {
  let requested = false;
  wb.addEventListener('controlling', () => {
    if (requested) reload();
  });
  wb.addEventListener('waiting', () => {
    setPendingUpdate(() => {
      requested = true;
      setPendingUpdate(null);
      wb.messageSkipWaiting();
    });
  });
}

/**
 * Registers /sw.js in production builds only (a dev server's worker would serve stale bundles), once the page has
 * settled: workbox-window and the worker's precache downloads never compete with the first screen.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const start = () => {
    import('workbox-window')
      .then(({ Workbox }) => {
        const wb = new Workbox('/sw.js');
        wireUpdateFlow(wb);
        return wb.register();
      })
      // Not fatal: the app works online without a worker (and some test browsers block workers on purpose).
      .catch((error: unknown) => console.warn('[reelist] service worker registration failed', error));
  };
  afterPageSettles(start);
}
