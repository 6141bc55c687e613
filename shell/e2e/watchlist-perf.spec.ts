// Timings of the watchlist at scale, read from the page's performance marks (names in mf-watchlist/README.md).
// Figures are attached as annotations for the report; budgets live in `npm run bench`, not in assertions here.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { manyItems, seedStorage, watchErrors } from '@reelist/testing/e2e';
import { bigCsv, chooseFile } from './watchlist-support';

const measure = (page: Page, name: string) =>
  page.evaluate((n) => performance.getEntriesByName(n).map((e) => Math.round(e.duration)), name);
const note = (name: string, value: unknown) => test.info().annotations.push({ type: name, description: String(value) });

async function watchLongTasks(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { __long: string[] }).__long = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        (window as unknown as { __long: string[] }).__long.push(
          `${Math.round(entry.duration)}@${Math.round(entry.startTime)}`,
        );
      }
    }).observe({ type: 'longtask', buffered: true });
  });
}

test.describe('watchlist at scale', () => {
  test.setTimeout(120_000);

  test('10,000 items: ready, filter, sort and status timings', async ({ page }) => {
    await seedStorage(page, { reelist_watchlist: manyItems(10_000) });
    await page.goto('/watchlist');
    await expect(page.getByRole('button', { name: 'All 10000' })).toBeVisible();
    const ready = await page.evaluate(() =>
      Math.round(performance.getEntriesByName('watchlist:ready')[0]?.startTime ?? -1),
    );
    await page.getByRole('button', { name: /^Watched \d+$/ }).click();
    await page.getByRole('button', { name: 'All 10000' }).click();
    await page.getByRole('combobox', { name: 'Sort watchlist' }).selectOption('title');
    await page.getByRole('combobox', { name: 'Sort watchlist' }).selectOption('rating');
    const first = page.getByRole('region', { name: 'Watchlist items' }).getByRole('article').first();
    await first.hover();
    await first.getByRole('button', { name: /^Watched: / }).click();
    await page.getByRole('button', { name: 'List view' }).click();
    await expect(page.locator('article').first()).toBeVisible();
    note('ready-ms-after-navigation-start', ready);
    for (const name of ['watchlist:filter', 'watchlist:sort', 'watchlist:status', 'watchlist:view']) {
      note(name, (await measure(page, name)).join(', '));
    }
    expect(await page.locator('article').count()).toBeLessThan(120);
  });

  test('20,000-row CSV import (about the most a browser keeps): progress bar, worker, no long main-thread task, kept after a reload', async ({
    page,
  }) => {
    await watchLongTasks(page);
    const { cspViolations } = watchErrors(page);
    // PapaParse's blob worker: parsing happens off the main thread.
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await seedStorage(page, { reelist_watchlist: [] });
    await page.goto('/watchlist');
    await expect(page.getByRole('heading', { name: 'Your watchlist is empty' })).toBeVisible();
    const started = Date.now();
    await chooseFile(page, 'big.csv', bigCsv(20_000), 'text/csv');
    await expect(page.getByRole('progressbar', { name: 'Import progress' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Import 20000 items' })).toBeVisible({ timeout: 60_000 });
    note('csv-20k-wall-ms', Date.now() - started);
    note('watchlist:import-parse', (await measure(page, 'watchlist:import-parse')).join(', '));
    const start = await page.evaluate(() =>
      Math.round(performance.getEntriesByName('watchlist:import-parse:start')[0]?.startTime ?? 0),
    );
    note('parse-started-at-ms', start);
    note(
      'long-tasks-ms@start',
      (await page.evaluate(() => (window as unknown as { __long: string[] }).__long)).join(', '),
    );
    expect(workers.length).toBeGreaterThan(0);
    expect(cspViolations).toEqual([]);
    await page.getByRole('button', { name: 'Import 20000 items' }).click();
    await expect(page.getByText('Successfully imported 20000 items!')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'All 20000' })).toBeVisible({ timeout: 30_000 });
  });

  test('60,000-row CSV import: refused up front with the limit in items, nothing stored', async ({ page }) => {
    await seedStorage(page, { reelist_watchlist: [] });
    await page.goto('/watchlist');
    await expect(page.getByRole('heading', { name: 'Your watchlist is empty' })).toBeVisible();
    await chooseFile(page, 'huge.csv', bigCsv(60_000), 'text/csv');
    await expect(page.getByRole('alert')).toHaveText(
      /^Nothing was imported: this browser can keep about [\d,]+ watchlist items, and the import would make 60,000\./,
      { timeout: 60_000 },
    );
    await expect(page.getByRole('region', { name: 'Import preview' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('reelist_watchlist'))).toBe('[]');
  });

  test('1,000-item PDF', async ({ page }) => {
    await seedStorage(page, { reelist_watchlist: manyItems(1_000) });
    await page.goto('/watchlist');
    await page.getByRole('button', { name: 'Export / Share' }).click();
    await page.getByRole('combobox', { name: 'Export format' }).selectOption('pdf');
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    note('watchlist:pdf', (await measure(page, 'watchlist:pdf')).join(', '));
  });
});
