import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
  CATALOG,
  addFault,
  resetFaults,
  seedStorage,
  watchErrors,
  watchlistItem,
  withoutServerRender,
} from '@reelist/testing/e2e';

// The movie service failing on every screen: the product's error states, a bounded number of
// requests (no endless retry: fake clock run a minute ahead), never a blank page, no console error beyond the
// app's logged failure and the browser's own line about the failed response.

test.afterEach(async ({ request }) => {
  await resetFaults(request);
});

const ALLOWED = [
  /\[reelist\]/,
  /Failed to load resource/,
  /net::ERR_/,
  /Failed to fetch|Network Error|Request failed|timeout of/,
  // The service layer's own logged failure (failed calls are always logged), e.g. a parse error.
  /^Failed to [a-z ]+ \{kind: /,
];
const unexpected = (errors: string[]) => errors.filter((e) => !ALLOWED.some((re) => re.test(e)));

/** Counts API calls whose path matches, then runs the page's clock a minute ahead to expose retry loops. */
function countCalls(page: Page, match: RegExp) {
  let n = 0;
  page.on('request', (r) => {
    if (r.url().startsWith(CATALOG) && match.test(new URL(r.url()).pathname)) n++;
  });
  return {
    count: () => n,
    async settle() {
      const before = n;
      await page.clock.runFor(60_000);
      await page.waitForLoadState('networkidle');
      return n - before;
    },
  };
}

const KINDS = [
  ['500', { status: 500 }],
  ['dropped connection', { drop: true }],
  ['malformed JSON', { malformed: true }],
] as const;

for (const [kind, fault] of KINDS) {
  test.describe(`catalogue ${kind}`, () => {
    test('Home: carousels show the error card with Try Again; the rest of the page stays', async ({
      page,
      request,
    }) => {
      await addFault(request, { pattern: '/3/trending/**', ...fault });
      await page.clock.install();
      const { errors } = watchErrors(page);
      const calls = countCalls(page, /^\/3\/trending\//);
      await withoutServerRender(page);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: /Welcome to Reelist/ })).toBeVisible();
      await expect(page.getByText('Failed to Load Content').first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Try Again' }).first()).toBeVisible();
      await expect(page.getByText('Popular Movies')).toBeVisible();
      expect(calls.count()).toBeLessThanOrEqual(3);
      expect(await calls.settle()).toBe(0);
      expect(unexpected(errors)).toEqual([]);
    });

    test('Search: Search Failed with the message, no retry loop', async ({ page, request }) => {
      await addFault(request, { pattern: '/3/search/**', ...fault });
      await page.clock.install();
      const { errors } = watchErrors(page);
      const calls = countCalls(page, /^\/3\/search\//);
      await withoutServerRender(page, '/search');
      await page.goto('/search?q=star');
      await expect(page.getByText('Search Failed')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      expect(calls.count()).toBeLessThanOrEqual(3);
      expect(await calls.settle()).toBe(0);
      expect(unexpected(errors)).toEqual([]);
    });

    test('Detail: Failed to Load Details with Try Again', async ({ page, request }) => {
      const res = await request.get(`${CATALOG}/3/movie/popular?api_key=e2e`);
      const id = ((await res.json()) as { results: Array<{ id: number }> }).results[0]!.id;
      await addFault(request, { pattern: `/3/movie/${id}`, ...fault });
      await page.clock.install();
      const { errors } = watchErrors(page);
      const calls = countCalls(page, new RegExp(`^/3/movie/${id}$`));
      await withoutServerRender(page, `/movie/${id}`);
      await page.goto(`/movie/${id}`);
      await expect(page.getByText('Failed to Load Details')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      expect(calls.count()).toBeLessThanOrEqual(3);
      expect(await calls.settle()).toBe(0);
      expect(unexpected(errors)).toEqual([]);
    });

    test('Recommendations, Watchlist, Analytics and Preferences still render', async ({ page, request }) => {
      await addFault(request, { pattern: '/3/**', ...fault });
      await seedStorage(page, {
        reelist_watchlist: [
          watchlistItem({
            id: 1001,
            title: 'Kept Offline Title',
            release_date: '2001-01-01',
            vote_average: 7,
            addedAt: '2026-01-01T00:00:00.000Z',
            status: 'watching',
          }),
        ],
      });
      const { errors } = watchErrors(page);
      await page.goto('/watchlist');
      await expect(page.getByRole('heading', { level: 1, name: 'My Watchlist' })).toBeVisible();
      await expect(page.getByText('Kept Offline Title').first()).toBeVisible();
      for (const [path, heading] of [
        ['/recommendations', /Recommendations/],
        ['/analytics', /Analytics/],
        ['/preferences', /Preferences/],
      ] as const) {
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: heading }).click();
        await expect(page, path).toHaveURL(new RegExp(`${path}$`));
        await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
        if (path === '/recommendations') {
          // Beside the error state the count says there is none, not that it is still loading.
          await expect(page.getByText('Failed to fetch recommendations')).toBeVisible();
          const total = page.getByText('Total Recommendations', { exact: true }).locator('..');
          await expect(total).toContainText('–');
          await expect(total).not.toContainText('…');
        }
      }
      expect(unexpected(errors)).toEqual([]);
    });
  });
}

test('a 10 s delay: the request times out at 10000 ms and Search shows Search Failed', async ({ page, request }) => {
  test.setTimeout(40_000);
  await addFault(request, { pattern: '/3/search/**', delayMs: 12_000 });
  const { errors } = watchErrors(page);
  await withoutServerRender(page, '/search');
  await page.goto('/search?q=star');
  await expect(page.getByText('Search Failed')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/timeout of 10000ms exceeded|Failed to search/).first()).toBeVisible();
  expect(unexpected(errors)).toEqual([]);
});
