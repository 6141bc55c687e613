import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { CATALOG, seedStorage, watchErrors } from '@reelist/testing/e2e';

// The three mf-insights screens in the composed app: analytics with the complete-data backup round trip,
// preferences persisting and applying, recommendations from a watchlist of real catalogue titles.

const DAY = 86_400_000;
const now = Date.now();
const VIEWS = Array.from({ length: 9 }, (_, i) => ({
  id: 500 + (i % 6),
  title: `Viewed ${i}`,
  mediaType: i % 3 === 0 ? 'tv' : 'movie',
  posterPath: null,
  genres: [[18, 35, 28][i % 3]!],
  rating: 6 + (i % 4),
  viewedAt: new Date(now - Math.floor(i / 2) * DAY - (i % 5) * 3_600_000).toISOString(),
  sessionId: 'e2e',
}));
const SEARCHES = ['heat', 'alien', 'heat', 'zzzz'].map((query, i) => ({
  query,
  resultsCount: query === 'zzzz' ? 0 : 12 + i,
  searchedAt: new Date(now - i * DAY).toISOString(),
  sessionId: 'e2e',
}));
const SHOTS = '/tmp/shots/mf-insights';

async function catalogueTitles(request: APIRequestContext, count: number) {
  const res = await request.get(`${CATALOG}/3/movie/popular?api_key=e2e`);
  const { results } = (await res.json()) as {
    results: Array<{ id: number; title: string; genre_ids: number[]; vote_average: number; release_date: string }>;
  };
  return results.slice(0, count).map((movie, i) => ({
    id: movie.id,
    title: movie.title,
    poster_path: null,
    release_date: movie.release_date,
    vote_average: movie.vote_average,
    media_type: 'movie',
    overview: '',
    addedAt: new Date(now - i * DAY).toISOString(),
    status: i === 0 ? 'watched' : 'want_to_watch',
    genre_ids: movie.genre_ids,
  }));
}

async function serious(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test.describe('insights', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`analytics shows the statistics, accessibly (${theme})`, async ({ page }) => {
      const { errors } = watchErrors(page);
      await seedStorage(page, { reelist_view_history: VIEWS, reelist_search_history: SEARCHES, reelist_theme: theme });
      await page.goto('/analytics');
      await expect(page.getByRole('heading', { level: 1, name: 'Analytics Dashboard' })).toBeVisible();
      await expect(page.getByText('Total Views')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Search Statistics' })).toContainText('75%');
      await expect(page.getByRole('img', { name: 'Most viewed genres' })).toContainText('Drama');
      // Before axe and the screenshots: both inject a <style>, which the app's CSP reports.
      expect(errors).toEqual([]);
      expect(await serious(page)).toEqual([]);
      await shoot(page, `analytics-desktop-${theme}`);
      await page.setViewportSize({ width: 390, height: 844 });
      await shoot(page, `analytics-phone-${theme}`);
    });
  }

  test('complete-data backup: export, clear, import restores everything', async ({ page, request }, testInfo) => {
    const watchlist = await catalogueTitles(request, 2);
    await seedStorage(page, {
      reelist_watchlist: watchlist,
      reelist_view_history: VIEWS,
      reelist_search_history: SEARCHES,
      reelist_theme: 'dark',
    });
    await page.goto('/analytics');
    await expect(page.getByText('Total Views')).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Complete Data' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('reelist-complete-data.json');
    const file = testInfo.outputPath(download.suggestedFilename());
    await download.saveAs(file);
    const backup = JSON.parse(await readFile(file, 'utf8'));
    expect(backup.userData.watchlist).toHaveLength(2);
    expect(backup.analytics.viewHistory).toHaveLength(VIEWS.length);

    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect(page.getByRole('heading', { name: 'No Analytics Data' })).toBeVisible();
    await expect(page.locator('html')).not.toHaveClass(/dark/);

    await page.getByLabel('Import Backup').setInputFiles(file);
    await expect(page.getByText('Backup restored: 2 watchlist items, 9 views and 4 searches.')).toBeVisible();
    await expect(page.getByText('Total Views')).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/dark/);

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /Watchlist/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Watchlist' })).toBeVisible();
    for (const item of watchlist) await expect(page.getByText(item.title).first()).toBeVisible();
  });

  test('a bad backup file changes nothing and says why', async ({ page }) => {
    await seedStorage(page, { reelist_view_history: VIEWS });
    await page.goto('/analytics');
    await page.getByLabel('Import Backup').setInputFiles({
      name: 'backup.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ watchlist: [] })),
    });
    await expect(page.getByRole('alert')).toContainText('Invalid backup file');
    await expect(page.getByText('Total Views')).toBeVisible();
  });

  test('preferences save after the saving indicator, persist across reload and apply the theme', async ({ page }) => {
    await page.goto('/preferences');
    await expect(page.getByText('Customize your experience')).toBeVisible();
    const save = page.getByRole('button', { name: 'Save Changes' });
    await expect(save).toBeDisabled();
    await page.getByLabel('Theme', { exact: true }).selectOption('dark');
    await page.getByLabel('Default View').selectOption('list');
    await page.getByLabel('Preferred Region').selectOption('GB');
    await save.click();
    await expect(page.getByRole('button', { name: 'Saving...' })).toBeVisible();
    await expect(save).toBeDisabled();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await serious(page)).toEqual([]);
    await shoot(page, 'preferences-desktop-dark');
    await page.reload();
    await expect(page.getByLabel('Default View')).toHaveValue('list');
    await expect(page.getByLabel('Preferred Region')).toHaveValue('GB');
    await expect(page.getByLabel('Theme', { exact: true })).toHaveValue('dark');
    await expect(page.locator('html')).toHaveClass(/dark/);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('reelist_user_preferences') ?? '{}'));
    expect(stored).toMatchObject({ defaultView: 'list', preferredRegion: 'GB' });
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, 'preferences-phone-dark');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByLabel('Theme', { exact: true }).selectOption('light');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await shoot(page, 'preferences-phone-light');
    expect(await serious(page)).toEqual([]);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`recommendations appear for a watchlist of catalogue titles (${theme})`, async ({ page, request }) => {
      test.setTimeout(60_000);
      const { errors } = watchErrors(page);
      const watchlist = await catalogueTitles(request, 3);
      await seedStorage(page, { reelist_watchlist: watchlist, reelist_theme: theme });
      await page.goto('/recommendations');
      await expect(page.getByRole('heading', { level: 1, name: 'Recommendations' })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'All Recommendations' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('region', { name: /Similar to Watchlist \(\d+\)/ })).toBeVisible();
      await expect(page.getByText(/Because you added|Popular in/).first()).toBeVisible();
      await expect(page.getByText('Watchlist Items').locator('..')).toContainText('1 watched');
      await page.getByRole('tab', { name: 'Highly Rated' }).click();
      await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();
      await page.getByRole('tab', { name: 'All Recommendations' }).click();
      // Before axe and the screenshots: both inject a <style>, which the app's CSP reports.
      expect(errors).toEqual([]);
      expect(await serious(page)).toEqual([]);
      await shoot(page, `recommendations-desktop-${theme}`);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${SHOTS}/recommendations-phone-${theme}.png` });
    });
  }

  test('recommendations ask for a taste profile when there is none', async ({ page }) => {
    await page.goto('/recommendations');
    await expect(page.getByRole('heading', { name: 'Build Your Taste Profile' })).toBeVisible();
    await page.getByRole('link', { name: 'Explore Content' }).click();
    await expect(page).toHaveURL(/\/search$/);
  });
});
