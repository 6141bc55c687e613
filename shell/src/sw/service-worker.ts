// The shell's service worker (/sw.js), compiled by Workbox InjectManifest (shell README):
// precache the shell; NetworkFirst for config and remote entries; CacheFirst for hashed chunks and images;
// stale-while-revalidate for movie-service GETs; every navigation opens the precached index.html.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { clickTarget, parsePushMessage } from './push-message';
import { askPagesToCheckArrivals, ARRIVALS_SYNC_TAG } from './periodic-sync';
import {
  isHashedChunk,
  isImage,
  isMovieApi,
  isPersonDetails,
  isRemoteEntry,
  isRuntimeConfig,
  isTitleProviders,
} from './sw-routes';
import type { ServiceWorkerScope, WindowClientLike } from './sw-scope';

const sw = self as unknown as ServiceWorkerScope;
const origin = sw.location.origin;
const DAY_S = 24 * 60 * 60;

// Remote chunks arrive through <script> tags (opaque responses): cache those too, never errors.
const cacheOkOrOpaque = {
  cacheWillUpdate: async ({ response }: { response: Response }) =>
    response.status === 200 || response.type === 'opaque' ? response : null,
};

// The first install takes control at once, so this visit's remotes and data are cached for offline use.
// Later versions wait for the visitor's 'Update' (SKIP_WAITING below).
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// Files opened directly in a tab (/config.json, /sw.js, icons) are not app routes.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/\.[a-z0-9]+$/i] }));

registerRoute(
  ({ url }) => isRuntimeConfig({ url, origin }) || isRemoteEntry({ url, origin }),
  new NetworkFirst({ cacheName: 'reelist-entries', networkTimeoutSeconds: 4, plugins: [cacheOkOrOpaque] }),
);

registerRoute(
  ({ url }) => isHashedChunk({ url, origin }),
  new CacheFirst({
    cacheName: 'reelist-chunks',
    plugins: [
      cacheOkOrOpaque,
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * DAY_S, purgeOnQuotaError: true }),
    ],
  }),
);

registerRoute(
  ({ url }) => isImage({ url, origin }),
  new CacheFirst({
    cacheName: 'reelist-images',
    plugins: [
      cacheOkOrOpaque,
      new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true }),
    ],
  }),
);

// What the daily check compares from day to day: a title's offers and a followed person's credits.
registerRoute(
  ({ url }) => isTitleProviders({ url, origin }) || isPersonDetails({ url, origin }),
  new NetworkFirst({
    cacheName: 'reelist-api-providers',
    networkTimeoutSeconds: 6,
    plugins: [new ExpirationPlugin({ maxEntries: 2_000, maxAgeSeconds: 7 * DAY_S, purgeOnQuotaError: true })],
  }),
);

registerRoute(
  ({ url }) => isMovieApi({ url, origin }),
  new StaleWhileRevalidate({
    cacheName: 'reelist-api',
    plugins: [new ExpirationPlugin({ maxEntries: 500, maxAgeSeconds: 7 * DAY_S, purgeOnQuotaError: true })],
  }),
);

sw.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown } | null;
  if (data?.type === 'SKIP_WAITING') void sw.skipWaiting();
});

sw.addEventListener('push', (event) => {
  const message = parsePushMessage(event.data?.text());
  event.waitUntil(
    sw.registration.showNotification(message.title, {
      body: message.body,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: message.url },
    }),
  );
});

// Periodic Background Sync (granted to installed apps): the watchlist, the services and the known offers live in
// the page's storage, so the worker asks the open pages to run their daily arrivals check.
sw.addEventListener('periodicsync', (event) => {
  if (event.tag === ARRIVALS_SYNC_TAG) event.waitUntil(askPagesToCheckArrivals(sw.clients));
});

async function openPage(url: string): Promise<unknown> {
  const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const exact = windows.find((client) => client.url === url);
  if (exact) return exact.focus();
  const client: WindowClientLike | undefined = windows[0];
  if (client) {
    // navigate() works only on a window this worker controls; otherwise a new window opens.
    const moved = await client.navigate(url).catch(() => null);
    if (moved) return moved.focus();
  }
  return sw.clients.openWindow(url);
}

sw.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  event.waitUntil(openPage(clickTarget(data?.url, origin)));
});
