import { expect, test } from '@playwright/test';
import { PORTS } from '@reelist/testing/e2e';

// Each route renders its page from its remote inside the shell, under the shared header.
const ROUTES: Array<[string, RegExp]> = [
  ['/', /Welcome to Reelist/],
  ['/search', /Search/],
  ['/watchlist', /My Watchlist/],
  ['/analytics', /Analytics/],
  ['/preferences', /Preferences/],
  ['/recommendations', /Recommendations/],
];

test.describe('composition', () => {
  for (const [path, heading] of ROUTES) {
    test(`${path} renders its remote's page inside the shell`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
    });
  }

  test('a deep link to a detail page loads (SPA fallback) from mf-detail', async ({ page }) => {
    const entry = page.waitForResponse((r) => r.url().includes(`:${PORTS.mf_detail}/remoteEntry.js`));
    await page.goto('/movie/1');
    expect((await entry).ok()).toBe(true);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  });

  test('an unknown path shows Page Not Found under the header, with a way home', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Go Home' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Welcome to Reelist/ })).toBeVisible();
  });

  test('a remote that is down leaves the rest working, and Try Again recovers once it is back', async ({ page }) => {
    const blocked = `http://localhost:${PORTS.mf_watchlist}/**`;
    await page.route(blocked, (route) => route.abort('connectionrefused'));
    await page.goto('/watchlist');
    await expect(page.getByText('This section failed to load properly.')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

    await page.getByRole('link', { name: 'Analytics' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Analytics/ }).first()).toBeVisible();

    await page.getByRole('link', { name: /Watchlist/ }).click();
    await expect(page.getByText('This section failed to load properly.')).toBeVisible();
    await page.unroute(blocked);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Watchlist' })).toBeVisible();
  });

  test('a remote answering 404 shows the section fallback', async ({ page }) => {
    await page.route(`http://localhost:${PORTS.mf_insights}/**`, (route) =>
      route.fulfill({ status: 404, body: 'gone' }),
    );
    await page.goto('/preferences');
    await expect(page.getByText('This section failed to load properly.')).toBeVisible();
  });
});
