import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { CATALOG, seedStorage, storedItem, watchErrors } from '@reelist/testing/e2e';
import { chooseFile } from './watchlist-support';

// A CSV export imported again keeps working links: the export's TMDB ID column gives the rows their ids back, and
// an older CSV without it is matched to the catalogue by title and year.

interface CatalogTitle {
  id: number;
  title: string;
  releaseDate: string;
}

async function movie(request: APIRequestContext, id: number): Promise<CatalogTitle> {
  const res = await request.get(`${CATALOG}/3/movie/${id}?api_key=test`);
  const body = (await res.json()) as { id: number; title: string; release_date: string };
  return { id: body.id, title: body.title, releaseDate: body.release_date };
}

async function show(request: APIRequestContext, id: number): Promise<CatalogTitle> {
  const res = await request.get(`${CATALOG}/3/tv/${id}?api_key=test`);
  const body = (await res.json()) as { id: number; name: string; first_air_date: string };
  return { id: body.id, title: body.name, releaseDate: body.first_air_date };
}

// Titles whose name is unique in the catalogue, so title + year matching takes them without review.
const FIGHT_CLUB = 2737;
const THE_MATRIX = 3243;
const A_SHOW = 20001;

const stored = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('reelist_watchlist') ?? '[]') as Array<{
        id: number;
        title: string;
        media_type: string;
        status?: string;
      }>,
  );

const card = (page: Page, title: string) => page.locator('article').filter({ hasText: title });

/** Follows a card's link and expects the title's Detail page, never 'Content Not Found'. */
async function opensDetail(page: Page, title: string) {
  await card(page, title).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Content Not Found' })).toHaveCount(0);
}

test.describe('CSV round trip', () => {
  test('export, clear, import: every title keeps its id and its Detail link works', async ({ page, request }) => {
    const { errors, cspViolations } = watchErrors(page);
    const [a, b, tv] = await Promise.all([
      movie(request, FIGHT_CLUB),
      movie(request, THE_MATRIX),
      show(request, A_SHOW),
    ]);
    await seedStorage(page, {
      reelist_watchlist: [
        storedItem(a.id, { title: a.title, media_type: 'movie', release_date: a.releaseDate, status: 'watched' }),
        storedItem(b.id, { title: b.title, media_type: 'movie', release_date: b.releaseDate, status: 'watching' }),
        storedItem(tv.id, { title: tv.title, media_type: 'tv', release_date: tv.releaseDate, status: 'want_to_watch' }),
      ],
    });
    await page.goto('/watchlist');
    await expect(page.getByRole('heading', { level: 1, name: 'My Watchlist' })).toBeVisible();
    const before = await stored(page);

    await page.getByRole('button', { name: 'Export / Share' }).click();
    await page.getByRole('combobox', { name: 'Export format' }).selectOption('csv');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export', exact: true }).click(),
    ]);
    const csv = await readFile(await download.path());
    const text = csv.toString('utf8');
    expect(text).toContain('"Title","Type","Status","Rating","Release Date","Added Date","Overview","TMDB ID"');
    expect(text).toContain(`,"${a.id}"\r\n`);

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Clear All' }).click();
    await expect(page.getByRole('heading', { name: 'Your watchlist is empty' })).toBeVisible();

    await chooseFile(page, download.suggestedFilename(), csv, 'text/csv');
    const preview = page.getByRole('region', { name: 'Import preview' });
    await expect(preview.getByText('3 new items', { exact: true })).toBeVisible();
    await expect(preview.getByRole('list', { name: 'Adjusted rows' })).toHaveCount(0);
    await preview.getByRole('button', { name: 'Import 3 items' }).click();
    await expect(page.getByText('Successfully imported 3 items!')).toBeVisible();
    expect((await stored(page)).map((i) => [i.id, i.media_type, i.title, i.status])).toEqual(
      before.map((i) => [i.id, i.media_type, i.title, i.status]),
    );

    await opensDetail(page, a.title);
    await page.goBack();
    await opensDetail(page, tv.title);
    expect(errors).toEqual([]);
    expect(cspViolations).toEqual([]);
  });

  test('an older CSV without the TMDB ID column gets catalogue ids by title and year', async ({ page, request }) => {
    const [a, b] = await Promise.all([movie(request, FIGHT_CLUB), movie(request, THE_MATRIX)]);
    const csv =
      'Title,Type,Status,Rating,Release Date,Added Date,Overview\r\n' +
      `"${a.title}","Movie","Watched","8.4","${a.releaseDate}","2024-01-01T00:00:00.000Z",""\r\n` +
      `"${b.title}","Movie","Someday","8.2","${b.releaseDate}","2024-01-02T00:00:00.000Z",""\r\n` +
      `"Our Home Video 1987","Movie","Watched","0","1987-06-01","2024-01-03T00:00:00.000Z",""\r\n`;
    await seedStorage(page, { reelist_watchlist: [] });
    await page.goto('/watchlist');
    await expect(page.getByRole('heading', { name: 'Your watchlist is empty' })).toBeVisible();

    await chooseFile(page, 'my-watchlist.csv', csv, 'text/csv');
    const preview = page.getByRole('region', { name: 'Import preview' });
    await expect(preview.getByText('2 rows matched to the catalogue by title and year')).toBeVisible();
    await expect(preview.getByText(/^1 row not matched to the catalogue/)).toBeVisible();
    await expect(preview.getByRole('list', { name: 'Adjusted rows' })).toHaveText(
      '1 row: unknown status set to Want to Watch (row 2)',
    );
    await preview.getByRole('button', { name: 'Import 3 items' }).click();
    await expect(page.getByText('Successfully imported 3 items!')).toBeVisible();

    const items = await stored(page);
    expect(items.slice(0, 2).map((i) => [i.id, i.media_type, i.title, i.status])).toEqual([
      [a.id, 'movie', a.title, 'watched'],
      [b.id, 'movie', b.title, 'want_to_watch'],
    ]);
    expect(items[2]?.id).toBeLessThan(0);
    await opensDetail(page, b.title);

    // The same file again: every row is already there, and nothing new is looked up.
    const lookups: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/search/')) lookups.push(req.url());
    });
    await page.goto('/watchlist');
    await page.getByRole('button', { name: 'Export / Share' }).click();
    await chooseFile(page, 'my-watchlist.csv', csv, 'text/csv');
    await expect(preview.getByRole('button', { name: 'Nothing new to import' })).toBeDisabled();
    await expect(preview.getByText('3 items already in your watchlist')).toBeVisible();
    expect(lookups).toEqual([]);
  });
});
