import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { CATALOG, seedStorage, watchErrors } from '@reelist/testing/e2e';

// Issue 37: Analytics' "People you watch most" and Year in Review's top people lead to their pages; the complete
// data backup carries the people followed.

const YEAR = 2024;

async function popularMovies(request: APIRequestContext, count: number): Promise<number[]> {
  const res = await request.get(`${CATALOG}/3/movie/popular?api_key=e2e`);
  return ((await res.json()) as { results: Array<{ id: number }> }).results.slice(0, count).map((t) => t.id);
}

/** A watch log of six popular films in YEAR, the first one twice (as @reelist/storage stores it). */
async function watchLog(request: APIRequestContext) {
  const movies = await popularMovies(request, 6);
  const first = movies[0];
  if (first === undefined) throw new Error('the catalogue has no popular movies');
  const rows = movies.map((id, i) => [id, 'm', `${YEAR}-0${1 + i}-10T20:30:00.000Z`, 0, 0, 'reelist']);
  rows.push([first, 'm', `${YEAR}-11-02T21:00:00.000Z`, 0, 1, 'reelist']);
  return { v: 1, e: rows };
}

async function serious(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** Opens the year's review, which fetches and keeps the titles' credits, then Analytics (which fetches none). */
async function keepCredits(page: Page) {
  await page.goto(`/analytics/year/${YEAR}`);
  await expect(page.getByRole('region', { name: 'Top directors' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByText(/Fetching credits/)).toHaveCount(0);
}

for (const theme of ['light', 'dark'] as const) {
  test(`Analytics names the people watched most, each opening their page, accessibly (${theme})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const { errors } = watchErrors(page);
    await seedStorage(page, { reelist_theme: theme, reelist_watch_log: await watchLog(request) });
    await keepCredits(page);
    await page.goto('/analytics');
    const panel = page.getByRole('region', { name: 'People you watch most' });
    await expect(panel).toBeVisible();
    const directors = panel.getByRole('list', { name: 'Directors' });
    const actors = panel.getByRole('list', { name: 'Actors' });
    await expect(directors.getByRole('listitem').first()).toContainText(/\d+ titles?/);
    // The first film was watched twice: its people count its viewings too.
    await expect(
      actors
        .getByRole('listitem')
        .filter({ hasText: /, 2 viewings$/ })
        .first(),
    ).toBeVisible();
    if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/dark/);
    // Before axe, which adds styles of its own that the page's policy reports.
    expect(errors).toEqual([]);
    expect(await serious(page)).toEqual([]);

    const first = directors.getByRole('link').first();
    const href = (await first.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/person\/\d+$/);
    await first.click();
    await expect(page).toHaveURL(href);
  });
}

test("Year in Review's top people are links to their pages", async ({ page, request }) => {
  await seedStorage(page, { reelist_watch_log: await watchLog(request) });
  await keepCredits(page);
  for (const region of ['Top directors', 'Top actors']) {
    const links = page.getByRole('region', { name: region }).getByRole('listitem').getByRole('link');
    await expect(links.first()).toHaveAttribute('href', /^\/person\/\d+$/);
    expect(await links.count()).toBe(await page.getByRole('region', { name: region }).getByRole('listitem').count());
  }
  const actor = page.getByRole('region', { name: 'Top actors' }).getByRole('link').first();
  const href = (await actor.getAttribute('href')) ?? '';
  await actor.click();
  await expect(page).toHaveURL(href);
});

test('the complete data carries the people followed, and importing it back restores them', async ({
  page,
}, testInfo) => {
  const people = [
    {
      id: 31,
      name: 'Ada Vance',
      profile_path: null,
      followedAt: '2026-01-01T00:00:00.000Z',
      known: { 'movie:9': '1998-06-12', 'tv:11': '' },
    },
  ];
  await seedStorage(page, { reelist_followed_people: people });
  await page.goto('/analytics');
  await expect(page.getByRole('button', { name: 'Export Complete Data' })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export Complete Data' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('reelist-complete-data.json');
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  expect(JSON.parse(await readFile(file, 'utf8')).userData.followedPeople).toEqual(people);

  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.getByLabel('Import Backup').setInputFiles(file);
  await expect(page.getByText(/^Backup restored:/)).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('reelist_followed_people') ?? 'null'));
  expect(stored).toEqual(people);
});
