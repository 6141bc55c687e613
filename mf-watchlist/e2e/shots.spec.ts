import { test, expect } from '@playwright/test';
import { CATALOG, seedStorage } from '../../shell/e2e/support';

// Temporary: screenshots for a visual check (not committed).
test('screenshots', async ({ browser, request, baseURL }) => {
  test.setTimeout(120_000);
  const res = await request.get(`${CATALOG}/3/movie/popular?api_key=x`);
  const { results } = (await res.json()) as { results: Array<Record<string, unknown>> };
  const statuses = ['want_to_watch', 'watching', 'watched', 'on_hold'];
  const items = results.slice(0, 14).map((r, i) => ({
    id: r.id, title: r.title, poster_path: r.poster_path, release_date: r.release_date, vote_average: r.vote_average,
    media_type: 'movie', overview: r.overview, addedAt: new Date(Date.UTC(2024, 0, 1 + i)).toISOString(), status: statuses[i % 4],
  }));
  for (const theme of ['light', 'dark']) {
    for (const [w, h, tag] of [[1280, 900, 'desktop'], [390, 844, 'phone']] as const) {
      const context = await browser.newContext({ baseURL, viewport: { width: w, height: h }, serviceWorkers: 'block' });
      let page = await context.newPage();
      await seedStorage(page, { reelist_watchlist: items, reelist_theme: theme });
      await page.goto('/watchlist');
      await expect(page.getByRole('button', { name: 'All 14' })).toBeVisible();
      await page.waitForTimeout(800);
      await page.screenshot({ path: `/tmp/shots/mf-watchlist/${tag}-${theme}-grid.png` });
      await page.locator('article').first().hover();
      await page.screenshot({ path: `/tmp/shots/mf-watchlist/${tag}-${theme}-hover.png` });
      await page.getByRole('button', { name: 'Export / Share' }).click();
      await page.getByLabel('Import watchlist file').setInputFiles({ name: 'a.csv', mimeType: 'text/csv', buffer: Buffer.from('Title,Type\nX,Movie\n,Movie\n') });
      await expect(page.getByRole('region', { name: 'Import preview' })).toBeVisible();
      await page.screenshot({ path: `/tmp/shots/mf-watchlist/${tag}-${theme}-panel.png` });
      await page.getByRole('button', { name: 'List view' }).click();
      await page.getByRole('button', { name: 'Export / Share' }).click();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/tmp/shots/mf-watchlist/${tag}-${theme}-list.png` });
      page = await context.newPage();
      await page.evaluate(() => undefined);
      await page.goto('/watchlist');
      await page.evaluate(() => localStorage.setItem('reelist_watchlist', '[]'));
      await page.reload();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `/tmp/shots/mf-watchlist/${tag}-${theme}-empty.png` });
      await context.close();
    }
  }
});
