import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { PORTS } from '@reelist/testing/e2e';

// The service worker itself: these tests must let it run (the rest of the suite blocks workers).
test.use({ serviceWorkers: 'allow' });

const welcome = (page: Page) => page.getByRole('heading', { level: 1, name: /Welcome to Reelist/ });

/** Whether any cache holds a response from `origin` whose path matches `pattern`. */
function cached(page: Page, origin: string, pattern: string) {
  return page.evaluate(
    async ([o, p]) => {
      for (const name of await caches.keys()) {
        const keys = await (await caches.open(name)).keys();
        if (keys.some((r) => r.url.startsWith(o) && new RegExp(p).test(r.url))) return true;
      }
      return false;
    },
    [origin, pattern] as const,
  );
}

test('the manifest and the worker make the app installable', async ({ page, request }) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: Array<{ sizes: string; purpose?: string }>;
  };
  expect(manifest).toMatchObject({ name: 'Reelist', start_url: '/', display: 'standalone' });
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
  const sw = await request.get('/sw.js');
  expect(sw.ok()).toBe(true);
  expect(sw.headers()['cache-control']).toBe('no-cache');

  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope);
  expect(scope).toBe(`http://localhost:${PORTS.shell}/`);
});

test('after one visit, the shell, the watchlist page and pages seen before open offline', async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await expect(welcome(page)).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // Once controlled, everything the app loads passes through the worker and its caches.
  await page.reload();
  await expect(welcome(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Trending Today' })).toBeVisible();
  await page.goto('/analytics');
  await expect(page.getByRole('heading', { level: 1, name: /Analytics/ })).toBeVisible();
  await page.goto('/');
  await expect(welcome(page)).toBeVisible();
  // The watchlist remote was never opened: the shell warms it once the page has settled and the visitor has used it
  // (here a scroll), and the worker keeps its entry and chunks. (The first page's warm-up may run before the worker
  // controls it; a controlled page's warm-up stores the entry.)
  await page.mouse.wheel(0, 400);
  const watchlistOrigin = `http://localhost:${PORTS.mf_watchlist}`;
  await expect
    .poll(
      async () =>
        (await cached(page, watchlistOrigin, '/remoteEntry\\.js$')) &&
        (await cached(page, watchlistOrigin, '\\.[0-9a-f]{8}\\.js$')),
      { timeout: 20_000 },
    )
    .toBe(true);

  await context.setOffline(true);
  // Guard: the network really is gone, for the page and for the worker's own fetches.
  const reachable = await page.evaluate(
    (url) =>
      fetch(url).then(
        () => true,
        () => false,
      ),
    `http://localhost:${PORTS.catalog}/omdb/?i=tt0000001&apikey=x&nocache=${Date.now()}`,
  );
  expect(reachable).toBe(false);
  await page.reload();
  await expect(welcome(page)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /Watchlist/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Watchlist' })).toBeVisible();

  await page.goto('/watchlist');
  await expect(page.getByRole('heading', { level: 1, name: 'My Watchlist' })).toBeVisible();
  await page.goto('/analytics');
  await expect(page.getByRole('heading', { level: 1, name: /Analytics/ })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
  await context.setOffline(false);
});
