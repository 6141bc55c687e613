import { expect, test } from '@playwright/test';

// The bus, storage, state and React are shared singletons: whichever remotes a page loads, each exists once,
// and what one remote publishes reaches the others and the shell live.

interface ShareEntry {
  loaded?: boolean;
  loading?: unknown;
  from?: string;
}
type ShareScopes = Record<string, Record<string, Record<string, Record<string, ShareEntry>>>>;

test('two remotes on one page share one bus, one state layer and one React', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Welcome to Reelist/ })).toBeVisible();
  // Add a title from mf-discover's Home...
  const add = page.getByRole('button', { name: /^Add .* to watchlist$/ }).first();
  const label = (await add.getAttribute('aria-label')) ?? '';
  const title = label.replace(/^Add /, '').replace(/ to watchlist$/, '');
  await add.click();
  // ...the shell's header hears it live...
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Watchlist/ })).toContainText(
    '1',
  );
  // ...and mf-watchlist, loaded into the same page, sees it without a reload.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /Watchlist/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Watchlist' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Remove: ${title}` })).toBeVisible();

  const copies = await page.evaluate(() => {
    const scopes = (globalThis as unknown as { __FEDERATION__: { __SHARE__: ShareScopes } }).__FEDERATION__.__SHARE__;
    const count: Record<string, number> = {};
    for (const host of Object.values(scopes)) {
      for (const scope of Object.values(host)) {
        for (const [pkg, versions] of Object.entries(scope)) {
          const loaded = Object.values(versions).filter((v) => v.loaded || v.loading).length;
          count[pkg] = Math.max(count[pkg] ?? 0, loaded);
        }
      }
    }
    return count;
  });
  for (const pkg of [
    'react',
    'react-dom',
    '@reelist/event-bus',
    '@reelist/state',
    '@reelist/storage',
    '@reelist/api/core',
  ]) {
    expect(copies[pkg], pkg).toBe(1);
  }
});

test('remotes share one api cache: a title warmed on Home opens on Detail without asking the service again', async ({
  page,
}) => {
  const detailCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^\/3\/movie\/\d+$/.test(url.pathname)) detailCalls.push(url.pathname);
  });
  await page.goto('/');
  const card = page.getByRole('main').locator('a[href^="/movie/"]').first();
  await expect(card).toBeVisible();
  const path = `/3${await card.getAttribute('href')}`;
  // mf-discover warms the details on hover...
  await Promise.all([page.waitForResponse((res) => new URL(res.url()).pathname === path), card.hover()]);
  // ...and mf-detail, a separate bundle, answers from the same cache.
  await card.click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cast' })).toBeVisible();
  expect(detailCalls.filter((p) => p === path)).toHaveLength(1);
});
