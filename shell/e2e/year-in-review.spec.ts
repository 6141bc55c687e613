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

test('a year without viewings, and addresses with no such year: 0000, 9999, before the first films, not a year', async ({
  page,
  request,
}) => {
  // Viewings in 2023 and 2024; other years up to this one have a review that says it is empty.
  await seedStorage(page, { reelist_watch_log: await watchLog(request) });
  await page.goto(`/analytics/year/${YEAR + 1}`);
  await expect(page.getByRole('heading', { name: `No viewings in ${YEAR + 1}` })).toBeVisible();

  for (const [address, why] of [
    ['0000', '"0000" is not a year.'],
    ['9999', '9999 has not come yet.'],
    ['1850', 'There were no films in 1850: the first were made in 1888.'],
    ['abcd', '"abcd" is not a year.'],
  ]) {
    await page.goto(`/analytics/year/${address}`);
    await expect(page.getByRole('heading', { name: 'Year Not Found' })).toBeVisible();
    await expect(page.getByText(`${why} Pick one of the years with viewings on Analytics.`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Year in Review');
    await expect(page.getByText(/\b0 in Review|No viewings in/)).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Years' }).getByRole('link')).toHaveText([
      String(YEAR),
      String(YEAR - 1),
    ]);
    await expect(page.getByRole('link', { name: 'Go to Analytics' })).toHaveAttribute('href', '/analytics');
  }
});

test('the share image of a year with a 10,000-character title is made in a few measurements, without a long task', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  // The catalogue's hostile titles (markup, right-to-left marks, a formula, and 10,000 characters), the long one
  // rated highest, so the image names it.
  const [other] = await popular(request, 'movie', 1);
  const rows = [
    [900_003, 'm', `${YEAR}-02-01T20:00:00.000Z`, 10, 0, 'reelist'],
    [900_001, 'm', `${YEAR}-02-02T20:00:00.000Z`, 8, 0, 'reelist'],
    [900_002, 'm', `${YEAR}-02-03T20:00:00.000Z`, 8, 0, 'reelist'],
    [900_004, 'm', `${YEAR}-02-04T20:00:00.000Z`, 8, 0, 'reelist'],
    [other, 'm', `${YEAR}-02-05T20:00:00.000Z`, 7, 0, 'reelist'],
  ];
  // Year in Review ranks titles by the visitor's one rating of each (reelist_ratings, in stars; issue 36).
  const rated = (rating: number) => [{ user: 'current-user', rating, createdAt: `${YEAR}-02-06T20:00:00.000Z` }];
  const ratings = Object.fromEntries(rows.map(([id, , , rating10]) => [`movie_${id}`, rated(Number(rating10) / 2)]));
  await seedStorage(page, { reelist_watch_log: { v: 1, e: rows }, reelist_ratings: ratings });
  // Counts the text measurements and keeps every main-thread task over 50 ms, from the first script on.
  await page.addInitScript(() => {
    const probe = { measured: 0, longTasks: [] as Array<{ start: number; duration: number }> };
    (window as unknown as { __probe: typeof probe }).__probe = probe;
    const measure = CanvasRenderingContext2D.prototype.measureText;
    CanvasRenderingContext2D.prototype.measureText = function (this: CanvasRenderingContext2D, text: string) {
      probe.measured += 1;
      return measure.call(this, text);
    };
    new PerformanceObserver((list) => {
      for (const task of list.getEntries()) probe.longTasks.push({ start: task.startTime, duration: task.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  const probe = () =>
    page.evaluate(() => {
      const { measured, longTasks } = (window as unknown as { __probe: { measured: number; longTasks: [] } }).__probe;
      return {
        measured,
        longTasks: [...longTasks] as Array<{ start: number; duration: number }>,
        now: performance.now(),
      };
    });

  await page.goto(`/analytics/year/${YEAR}`);
  await expect(page.getByRole('region', { name: 'Your highest-rated' }).getByRole('link').first()).toHaveText(
    /^(The Very Long Title ){20}/,
  );
  await expect(page.getByText(/Fetching credits/)).toHaveCount(0);

  for (const size of ['Story, 1080 × 1920', 'Wide, 1200 × 630']) {
    await page.getByRole('combobox', { name: 'Image size' }).selectOption({ label: size });
    const before = await probe();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Share image' }).click(),
    ]);
    expect((await png(download)).size).toBeGreaterThan(10_000);
    const after = await probe();
    const tasks = after.longTasks.filter((task) => task.start >= before.now).map((task) => Math.round(task.duration));
    // One character per measurement took about 10,000 measurements of the title alone, and 7 to 15 s in one task.
    // The count is the deterministic check; the task bound only catches a freeze of that kind again, with room for
    // a loaded machine (the 200 ms goal itself is a benchmark's to measure, not a test's).
    expect(after.measured - before.measured).toBeLessThan(300);
    expect(Math.max(0, ...tasks)).toBeLessThan(2_000);
  }
});
