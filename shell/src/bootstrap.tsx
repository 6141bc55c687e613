import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { RuntimeConfig } from '@reelist/contracts';
import { bus } from '@reelist/event-bus';
import { loadWatchLog } from '@reelist/storage';
import { installGlobalStyles } from '@reelist/ui';
import { checkConnectivityLater } from './pwa/connectivity-check';
import { startInstallPrompt } from './pwa/install-prompt';
import { startNotificationsLater } from './pwa/start-notifications-later';
import { registerServiceWorker } from './pwa/register-service-worker';
import { watchReleases } from './remotes/remote-page';
import { stopKeepingClicks } from './services/early-clicks';
import type { ToastQueue } from './services/toast-queue';
import type { RouteEntry } from './routing/route-table.mjs';
import { App } from './app';

/** The longest the shell waits for the first route's page and data before it renders without them. */
const FIRST_PAGE_WAIT_MS = 2_000;

/**
 * Starts the shell's services that need React (the entry started the others: `toasts` is theirs), and renders the app
 * when the first route's page (`firstPage`, loading since the entry found `route`) and the watch log it shows, if
 * any, are here: the page shows with the shell and complete, with no "Loading..." between (after which React would
 * hold it back up to 300 ms, its throttle for revealing Suspense content) and no section arriving after it
 * (Analytics' TV and year figures moved its charts down). Something slower than FIRST_PAGE_WAIT_MS is not waited
 * for: the shell shows, and the page loads in it.
 */
export async function bootstrap(
  config: RuntimeConfig,
  route: RouteEntry | undefined,
  firstPage: Promise<void>,
  toasts: ToastQueue,
): Promise<void> {
  installGlobalStyles();
  startInstallPrompt(bus);
  startNotificationsLater(bus, config.push.publicKey);
  registerServiceWorker();
  checkConnectivityLater(bus);
  watchReleases();
  const watchLog = route?.watchLog ? loadWatchLog().catch(() => undefined) : undefined;
  const waited = new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS));
  await Promise.race([Promise.all([firstPage, watchLog]), waited]);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  const app = <App config={config} toasts={toasts} />;
  // A first visit to a page the server rendered takes its markup over, keeping what is painted, in slices as below.
  // A visitor with anything of their own in this browser (a watchlist, preferences, a theme; public/theme-init.js
  // says) would render differently from the server's defaults: their render replaces the markup.
  const serverRendered = root.dataset.serverRendered !== undefined;
  if (serverRendered && !document.documentElement.hasAttribute('data-returning')) {
    startTransition(() => {
      hydrateRoot(root, app);
    });
    return;
  }
  // The app's own render: what was pressed on a server's page goes with that page.
  stopKeepingClicks();
  if (serverRendered) {
    // Hidden under the header so far (a returning visitor's): the server's page goes, the header stays until the app's
    // replaces it.
    root.querySelector('main')?.replaceChildren();
    delete root.dataset.serverRendered;
  }
  // As a transition: the shell and the first page render in slices the browser can paint and answer input between,
  // not in one long task (about 160 ms on a phone's CPU for Home).
  const fresh = createRoot(root);
  startTransition(() => fresh.render(app));
}
