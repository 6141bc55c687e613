import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { seedStorage, watchErrors } from '@reelist/testing/e2e';
import { firstPopular } from './detail-support';

// The shell's header, theme, connectivity, toasts and accessibility, on a desktop and on a 390 px phone.
const SHOTS = '/tmp/shots/shell';
const PHONE = { width: 390, height: 844 };

const item = (id: number) => ({
  id,
  title: `Seeded ${id}`,
  poster_path: null,
  release_date: '2020-01-01',
  vote_average: 7,
  media_type: 'movie',
  overview: '',
  addedAt: '2024-01-01T00:00:00.000Z',
  status: 'want_to_watch',
});

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const searchBox = (page: Page) =>
  page.getByRole('banner').getByRole('searchbox', { name: 'Search movies and TV shows' });

test.describe('shell header on a desktop', () => {
  test('links in order, active highlighted, no console errors', async ({ page }) => {
    const { errors, cspViolations } = watchErrors(page);
    await page.goto('/watchlist');
    const links = nav(page).getByRole('link');
    await expect(links).toHaveText(['Home', 'Search', 'Recommendations', 'Watchlist', 'Analytics', 'Preferences']);
    await expect(nav(page).getByRole('link', { name: 'Watchlist' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1, name: 'My Watchlist' })).toBeVisible();
    await nav(page).getByRole('link', { name: 'Analytics' }).click();
    await expect(page).toHaveURL(/\/analytics$/);
    await expect(nav(page).getByRole('link', { name: 'Analytics' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    expect(cspViolations).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the search box: shortcut, hint, clear, Escape, trimmed and encoded submit', async ({ page }) => {
    await page.goto('/');
    await expect(searchBox(page)).toBeVisible();
    await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search movies and TV shows...');
    await expect(page.locator('header kbd')).toHaveText(/Ctrl K|⌘K/);
    await page.keyboard.press('ControlOrMeta+k');
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.type('  the matrix ');
    await expect(page.getByText('Press Enter to search for "the matrix"')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(searchBox(page)).toHaveValue('');
    await page.keyboard.type('dune');
    await page.keyboard.press('Escape');
    await expect(searchBox(page)).toHaveValue('');
    await expect(searchBox(page)).not.toBeFocused();
    await searchBox(page).fill('   ');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await searchBox(page).fill('  Fast & Furious ');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=Fast(%20|\+)%26(%20|\+)Furious$/);
  });

  test('the watchlist badge: hidden when empty, the count, 99+ above 99', async ({ page, context }) => {
    await page.goto('/');
    await expect(nav(page).getByRole('link', { name: 'Watchlist', exact: true })).toBeVisible();
    await seedStorage(page, { reelist_watchlist: [item(1), item(2), item(3)] });
    const other = await context.newPage();
    await seedStorage(other, { reelist_watchlist: Array.from({ length: 120 }, (_, i) => item(i + 1)) });
    await other.goto('/');
    await expect(nav(other).getByRole('link', { name: /Watchlist/ })).toContainText('99+');
    // Another tab's change shows live in this one.
    await expect(nav(page).getByRole('link', { name: /Watchlist/ })).toContainText('99+');
  });

  test('theme toggle: labels, persisted, applied before first paint', async ({ page }) => {
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { darkAtLoad: boolean }).darkAtLoad = document.documentElement.classList.contains('dark');
      });
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { darkAtLoad: boolean }).darkAtLoad)).toBe(true);
    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { darkAtLoad: boolean }).darkAtLoad)).toBe(false);
  });

  test('the system theme is followed when auto theme is on', async ({ page }) => {
    await seedStorage(page, { reelist_theme: 'light', reelist_auto_theme: 'true' });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).not.toHaveClass(/dark/);
  });

  test('offline indicator', async ({ page, context }) => {
    await page.goto('/');
    // Wait for the app to be up (the indicator exists, announcing Online) before cutting the network.
    await expect(page.getByRole('status').filter({ hasText: 'Online' })).toBeAttached();
    await expect(page.getByText('Offline')).toBeHidden();
    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText('Offline')).toBeHidden();
  });

  test('unreadable saved data is reset with a toast that closes itself', async ({ page }) => {
    await page.clock.install();
    await seedStorage(page, { reelist_user_preferences: '{not json' });
    await page.goto('/');
    const toast = page.getByText('Some saved data could not be read and was reset. A backup was kept.');
    await expect(toast).toBeVisible();
    await page.clock.runFor(5_100);
    await expect(toast).toBeHidden();
  });
});

test.describe('on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

  // A phone lays a page that is wider than its screen out at that width and shows it zoomed out.
  test('no screen is wider than the phone, so none opens zoomed out', async ({ page, request }) => {
    test.setTimeout(90_000);
    const movie = await firstPopular(request, 'movie');
    const show = await firstPopular(request, 'tv');
    await seedStorage(page, { reelist_watchlist: [item(movie.id)] });
    const paths = [
      '/',
      '/search?q=star',
      `/movie/${movie.id}`,
      `/tv/${show.id}`,
      '/watchlist',
      '/recommendations',
      '/analytics',
      '/preferences',
      '/year-in-review',
      '/no-such-page',
    ];
    for (const path of paths) {
      await page.goto(path);
      // The widths that broke this were the page's title and Detail's backdrop, which come with the h1.
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      expect(await page.evaluate(() => window.innerWidth), path).toBe(320);
    }
  });
});

test.describe('shell header on a 390 px phone', () => {
  test.beforeEach(async ({ page }) => page.setViewportSize(PHONE));

  test('menu toggle and search toggle', async ({ page }) => {
    await page.goto('/');
    await expect(nav(page)).toBeHidden();
    await expect(searchBox(page)).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(nav(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await page.screenshot({ path: `${SHOTS}/phone-menu-light.png` });
    await nav(page).getByRole('link', { name: 'Preferences' }).click();
    await expect(page).toHaveURL(/\/preferences$/);
    await expect(nav(page)).toBeHidden();

    await page.getByRole('button', { name: 'Open search' }).click();
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.type('alien');
    await expect(page.getByText('Press Enter to search for "alien"')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/phone-search-light.png` });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=alien$/);
    await expect(searchBox(page)).toBeHidden();
  });
});

for (const theme of ['light', 'dark'] as const) {
  test(`no serious or critical axe violation on / (${theme}), with screenshots`, async ({ page }) => {
    test.setTimeout(90_000);
    await seedStorage(page, { reelist_theme: theme, reelist_watchlist: [item(1), item(2)] });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /Welcome to Reelist/ })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/desktop-${theme}.png` });
    await searchBox(page).fill('star');
    await page.screenshot({
      path: `${SHOTS}/desktop-search-${theme}.png`,
      clip: { x: 0, y: 0, width: 1280, height: 200 },
    });
    await searchBox(page).fill('');
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: `${SHOTS}/phone-${theme}.png` });
    await page.setViewportSize({ width: 900, height: 700 });
    await page.screenshot({ path: `${SHOTS}/tablet-${theme}.png`, clip: { x: 0, y: 0, width: 900, height: 200 } });
  });
}
