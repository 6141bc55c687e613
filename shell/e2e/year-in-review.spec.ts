import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { CATALOG, seedStorage, watchErrors } from '@reelist/testing/e2e';

// Year in Review as a person meets it: a watch log of real catalogue titles, the year opened from Analytics,
// credits fetched once with progress, the share image downloaded at both sizes, axe in both themes.

const YEAR = 2024;

async function popular(request: APIRequestContext, type: 'movie' | 'tv', count: number): Promise<number[]> {
  const res = await request.get(`${CATALOG}/3/${type}/popular?api_key=e2e`);
  return ((await res.json()) as { results: Array<{ id: number }> }).results.slice(0, count).map((t) => t.id);
}

/** The watch log as @reelist/storage stores it: [id, 'm'|'t', watchedAt, rating|0, rewatch 0|1, source, key, ep]. */
async function watchLog(request: APIRequestContext) {
  const movies = await popular(request, 'movie', 8);
  const [show] = await popular(request, 'tv', 1);
  const rows: unknown[][] = [];
  movies.forEach((id, i) => {
    rows.push([id, 'm', `${YEAR}-${String(1 + i).padStart(2, '0')}-1${i}T20:30:00.000Z`, 6 + (i % 5), 0, 'reelist']);
  });
  // A rewatch, a day-only import and a week of episodes in a row in March.
  rows.push([movies[0], 'm', `${YEAR}-11-02T21:00:00.000Z`, 10, 1, 'reelist']);
  rows.push([movies[1], 'm', `${YEAR}-12-31T00:00:00.000Z`, 9, 1, 'letterboxd', 'https://boxd.it/e2e']);
  for (let day = 1; day <= 7; day += 1) {
    rows.push([show, 't', `${YEAR}-03-0${day}T19:00:00.000Z`, 0, 0, 'reelist', null, [1, day]]);
  }
  rows.push([movies[2], 'm', `${YEAR - 1}-06-01T20:00:00.000Z`, 0, 0, 'reelist']);
  return { v: 1, e: rows };
}

async function serious(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** Width, height and byte size of a downloaded PNG, read from its header. */
async function png(download: Download) {
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20), size: bytes.length };
}

for (const theme of ['light', 'dark'] as const) {
  test(`Year in Review from Analytics: figures, charts and credits, accessibly (${theme})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const { errors } = watchErrors(page);
    await seedStorage(page, { reelist_theme: theme, reelist_watch_log: await watchLog(request) });
    await page.goto('/analytics');
    const years = page.getByRole('region', { name: 'Year in Review' });
    await expect(years.getByRole('link')).toHaveText([`${YEAR}17 viewings`, `${YEAR - 1}1 viewing`]);
    await years.getByRole('link', { name: String(YEAR) }).click();

    await expect(page).toHaveURL(`/analytics/year/${YEAR}`);
    await expect(page.getByRole('heading', { level: 1, name: `${YEAR} in Review` })).toBeVisible();
    // Credits for the year's nine titles arrive; then the people are known.
    await expect(page.getByRole('region', { name: 'Top directors' }).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByText(/Fetching credits/)).toHaveCount(0);
    await expect(page.getByText('Films and episodes watched').locator('..')).toContainText('17');
    await expect(page.getByText('Films and episodes watched').locator('..')).toContainText('10 films, 7 episodes');
    await expect(page.getByText('Longest streak').locator('..')).toContainText('7 days');
    await expect(page.getByText('Rewatches', { exact: true }).locator('..')).toContainText('2');
    await expect(page.getByRole('img', { name: 'Viewings by month' })).toHaveAccessibleDescription(
      'Busiest month: March, with 8 viewings.',
    );
    // The day-only import stays on 31 December.
    await expect(page.getByText('Last watch of the year').locator('..')).toContainText('December 31');
    await page.getByRole('region', { name: 'Month by month' }).getByText('Show as table').click();
    await expect(page.getByRole('table', { name: 'Viewings by month' }).getByRole('row')).toHaveCount(13);

    if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/dark/);
    expect(errors).toEqual([]);
    expect(await serious(page)).toEqual([]);
  });
}

test('the share image downloads as a PNG at 1080 x 1920 and 1200 x 630', async ({ page, request }) => {
  test.setTimeout(60_000);
  await seedStorage(page, { reelist_watch_log: await watchLog(request) });
  await page.goto(`/analytics/year/${YEAR}`);
  await expect(page.getByRole('region', { name: 'Top actors' }).getByRole('listitem').first()).toBeVisible();

  const [story] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Share image' }).click(),
  ]);
  expect(story.suggestedFilename()).toBe(`reelist-year-in-review-${YEAR}-1080x1920.png`);
  const storyPng = await png(story);
  expect(storyPng).toMatchObject({ width: 1080, height: 1920 });
  // A drawn recap, not a blank canvas (a flat 1080 x 1920 PNG is about 6 KB).
  expect(storyPng.size).toBeGreaterThan(20_000);
  expect(storyPng.size).toBeLessThan(2_000_000);
  await expect(page.getByRole('status').filter({ hasText: 'Image saved as' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Image size' }).selectOption({ label: 'Wide, 1200 × 630' });
  const [wide] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Share image' }).click(),
  ]);
  expect(wide.suggestedFilename()).toBe(`reelist-year-in-review-${YEAR}-1200x630.png`);
  const widePng = await png(wide);
  expect(widePng).toMatchObject({ width: 1200, height: 630 });
  expect(widePng.size).toBeGreaterThan(10_000);
});

test('credits are fetched once: a second visit asks the catalogue for nothing', async ({ page, request }) => {
  test.setTimeout(60_000);
  await seedStorage(page, { reelist_watch_log: await watchLog(request) });
  const asked: string[] = [];
  page.on('request', (req) => {
    if (/\/3\/(movie|tv)\/\d+\?/.test(req.url()) && req.url().includes('append_to_response=credits'))
      asked.push(req.url());
  });
  await page.goto(`/analytics/year/${YEAR}`);
  await expect(page.getByRole('region', { name: 'Top directors' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByText(/Fetching credits/)).toHaveCount(0);
  expect(asked).toHaveLength(9);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Top directors' }).getByRole('listitem').first()).toBeVisible();
  expect(asked).toHaveLength(9);
});

test('a year without viewings, and an address that is not a year', async ({ page }) => {
  await page.goto(`/analytics/year/1999`);
  await expect(page.getByRole('heading', { name: 'No viewings in 1999' })).toBeVisible();
  await page.goto('/analytics/year/abcd');
  await expect(page.getByRole('heading', { name: 'No such year' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Analytics' })).toHaveAttribute('href', '/analytics');
});
