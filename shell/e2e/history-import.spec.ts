import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { strToU8, zipSync } from 'fflate';
import { CATALOG, seedStorage, watchErrors, watchlistItem } from '@reelist/testing/e2e';
import { chooseFile } from './watchlist-support';

// Importing history from other services: real export shapes (mf-watchlist README) built around titles of the embedded
// catalogue, read in the import worker, matched through the catalogue, reviewed, committed and undone.

interface CatalogTitle {
  id: number;
  title: string;
  year: number;
  imdb: string;
}

async function movie(request: APIRequestContext, id: number): Promise<CatalogTitle> {
  const res = await request.get(`${CATALOG}/3/movie/${id}?api_key=test`);
  const body = (await res.json()) as { id: number; title: string; release_date: string; imdb_id: string };
  return { id: body.id, title: body.title, year: Number(body.release_date.slice(0, 4)), imdb: body.imdb_id };
}

async function show(request: APIRequestContext, id: number) {
  const res = await request.get(`${CATALOG}/3/tv/${id}?api_key=test&append_to_response=external_ids`);
  const body = (await res.json()) as {
    id: number;
    name: string;
    first_air_date: string;
    external_ids: { imdb_id: string; tvdb_id: number };
  };
  return { id: body.id, title: body.name, year: Number(body.first_air_date.slice(0, 4)), ...body.external_ids };
}

const zip = (files: Record<string, string>): Buffer =>
  Buffer.from(zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)]))));

/** The Watchlist's import control: shown at once on an empty list, else behind Export / Share. */
async function openImport(page: Page, listEmpty = true) {
  await page.goto('/watchlist');
  if (listEmpty) await expect(page.getByText('Your watchlist is empty')).toBeVisible();
  else await page.getByRole('button', { name: 'Export / Share' }).click();
}

const card = (page: Page, title: string) => page.locator('article').filter({ hasText: title });

/** A Letterboxd diary of three viewings: `a` twice (the second a rewatch), `b` once. */
const diary = (a: CatalogTitle, b: CatalogTitle) =>
  'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n' +
  `2025-03-02,${a.title},${a.year},https://boxd.it/u1,4,,,2025-03-01\n` +
  `2025-04-02,${b.title},${b.year},https://boxd.it/u2,3.5,,,2025-04-01\n` +
  `2025-06-15,${a.title},${a.year},https://boxd.it/u3,5,Yes,,2025-06-14\n`;

/** The ids of the watch log's entries, as stored. */
const storedViewings = (page: Page) =>
  page.evaluate(() =>
    (JSON.parse(localStorage.getItem('reelist_watch_log') ?? '{"e":[]}') as { e: unknown[][] }).e.map((e) => e[0]),
  );

// Titles whose name is unique in the catalogue, so title + year matching takes them without review.
const FIGHT_CLUB = 2737;
const THE_MATRIX = 3243;
const TITANIC = 3949;

test.describe('importing history from other services', () => {
  test('a Letterboxd ZIP brings diary viewings, a rewatch with its review, ratings and the watchlist', async ({
    page,
    request,
  }) => {
    const { errors, cspViolations } = watchErrors(page);
    const [a, b, c] = await Promise.all([
      movie(request, FIGHT_CLUB),
      movie(request, THE_MATRIX),
      movie(request, TITANIC),
    ]);
    const file = zip({
      'diary.csv':
        'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n' +
        `2025-03-02,${a.title},${a.year},https://boxd.it/7Qx2Lb,4.5,,"cinema, 35mm",2025-03-01\n` +
        `2025-06-15,${a.title},${a.year},https://boxd.it/9Ka1Zz,5,Yes,,2025-06-14\n`,
      'reviews.csv':
        'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Review,Tags,Watched Date\n' +
        `2025-06-15,${a.title},${a.year},https://boxd.it/9Ka1Zz,5,Yes,"Better the second time.\nThe ending still lands.",,2025-06-14\n`,
      'ratings.csv': `Date,Name,Year,Letterboxd URI,Rating\n2025-06-15,${a.title},${a.year},https://boxd.it/f1,5\n`,
      'watched.csv':
        'Date,Name,Year,Letterboxd URI\n' +
        `2024-01-10,${a.title},${a.year},https://boxd.it/f1\n` +
        `2024-01-10,${b.title},${b.year},https://boxd.it/f2\n`,
      'watchlist.csv': `Date,Name,Year,Letterboxd URI\n2025-07-01,${c.title},${c.year},https://boxd.it/f3\n`,
      'profile.csv':
        'Date Joined,Username,Given Name,Family Name,Email Address,Location,Website,Bio,Pronoun,Favorite Films\n' +
        '2020-01-01,alex,Alex,Doe,alex@example.com,,,,,\n',
    });
    await openImport(page);
    await chooseFile(page, 'letterboxd-alex-2025-08-01-10-00-utc.zip', file, 'application/zip');

    const preview = page.getByRole('region', { name: 'Import preview' });
    await expect(preview.getByText(/Detected: Letterboxd/)).toBeVisible();
    await expect(preview.getByRole('button', { name: 'Import 3 items' })).toBeVisible();
    await preview.getByRole('button', { name: 'Import 3 items' }).click();
    await expect(page.getByText('Successfully imported 3 items!')).toBeVisible();

    await expect(card(page, a.title)).toContainText('Watched');
    await expect(card(page, b.title)).toContainText('Watched');
    await expect(card(page, c.title)).toContainText('Want to Watch');
    const stored = await page.evaluate(() => localStorage.getItem('reelist_user_preferences') ?? '');
    expect(stored).not.toContain('alex@example.com');

    await page.goto(`/movie/${a.id}`);
    const viewings = page.getByRole('list', { name: 'Your viewings' });
    await expect(viewings.getByRole('listitem')).toHaveText([
      'Watched on June 14, 2025 · rewatch · rated 5 stars',
      'Watched on March 1, 2025 · rated 4.5 stars',
    ]);
    await expect(page.getByRole('list', { name: 'Reviews' })).toContainText('Better the second time.');
    await expect(
      page.getByRole('radiogroup', { name: 'Your rating' }).getByRole('radio', { name: '5 stars' }),
    ).toBeChecked();

    // Importing the same file again adds nothing.
    await openImport(page, false);
    await chooseFile(page, 'letterboxd-alex-2025-08-01-10-00-utc.zip', file, 'application/zip');
    await expect(preview.getByRole('button', { name: 'Nothing new to import' })).toBeDisabled();
    expect(errors).toEqual([]);
    expect(cspViolations).toEqual([]);
  });

  test('an IMDb ratings CSV (2024 header) rates and marks movies and shows watched; Undo import takes it back', async ({
    page,
    request,
  }) => {
    const [a, tv] = await Promise.all([movie(request, THE_MATRIX), show(request, 20001)]);
    const csv =
      'Const,Your Rating,Date Rated,Title,Original Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors\n' +
      `${a.imdb},8,2025-02-11,${a.title},${a.title},https://www.imdb.com/title/${a.imdb}/,Movie,8.3,136,${a.year},"Action, Sci-Fi",720000,${a.year}-03-31,Someone\n` +
      `${tv.imdb_id},10,2024-12-30,"${tv.title}","${tv.title}",https://www.imdb.com/title/${tv.imdb_id}/,TV Series,9.5,49,${tv.year},"Crime, Drama",2300000,${tv.year}-01-20,\n`;
    await openImport(page);
    await chooseFile(page, 'ratings.csv', csv, 'text/csv');
    const preview = page.getByRole('region', { name: 'Import preview' });
    await expect(preview.getByText(/Detected: IMDb/)).toBeVisible();
    await preview.getByRole('button', { name: 'Import 2 items' }).click();
    await expect(page.getByText('Successfully imported 2 items!')).toBeVisible();
    await expect(card(page, a.title)).toContainText('Watched');
    await expect(card(page, tv.title)).toContainText('Watched');

    await page.getByRole('button', { name: 'Undo import' }).click();
    await expect(page.getByRole('heading', { name: 'Your watchlist is empty' })).toBeVisible();
    expect(await storedViewings(page)).toEqual([]);

    await openImport(page);
    await chooseFile(page, 'ratings.csv', csv, 'text/csv');
    await page.getByRole('button', { name: 'Import 2 items' }).click();
    await page.goto(`/movie/${a.id}`);
    await expect(page.getByRole('list', { name: 'Your viewings' })).toHaveText(
      'Watched on February 11, 2025 · rated 4 stars',
    );
    await expect(
      page.getByRole('radiogroup', { name: 'Your rating' }).getByRole('radio', { name: '4 stars' }),
    ).toBeChecked();
  });

  test('Undo import takes back only the import: a title marked Watched after it keeps its status and viewing, across a reload', async ({
    page,
    request,
  }) => {
    const { errors } = watchErrors(page);
    const [a, b, c] = await Promise.all([
      movie(request, FIGHT_CLUB),
      movie(request, THE_MATRIX),
      movie(request, TITANIC),
    ]);
    await seedStorage(page, {
      reelist_watchlist: [watchlistItem({ id: c.id, title: c.title, addedAt: '2025-01-01T00:00:00.000Z' })],
    });
    await openImport(page, false);
    await chooseFile(page, 'diary.csv', diary(a, b), 'text/csv');
    await page.getByRole('region', { name: 'Import preview' }).getByRole('button', { name: 'Import 2 items' }).click();
    await expect(page.getByText('Successfully imported 2 items!')).toBeVisible();

    await page.getByRole('button', { name: 'List view' }).click();
    const status = page.getByLabel(`Status of ${c.title}`);
    await status.selectOption('watched');
    await expect.poll(() => storedViewings(page)).toHaveLength(4);

    await page.getByRole('button', { name: 'Undo import' }).click();
    await expect(page.getByRole('button', { name: 'Undo import' })).toHaveCount(0);
    for (const reload of [false, true]) {
      if (reload) await page.reload();
      await expect(status).toHaveValue('watched');
      await expect(page.getByRole('article')).toHaveCount(1);
      expect(await storedViewings(page)).toEqual([c.id]);
    }
    expect(errors).toEqual([]);
  });

  for (const path of ['/watchlist', '/analytics', '/']) {
    test(`Undo import holds with a second tab open on ${path}, after a reload of both`, async ({
      context,
      page,
      request,
    }) => {
      const [a, b] = await Promise.all([movie(request, FIGHT_CLUB), movie(request, THE_MATRIX)]);
      const other = await context.newPage();
      await other.goto(path);
      await openImport(page);
      await chooseFile(page, 'diary.csv', diary(a, b), 'text/csv');
      await page
        .getByRole('region', { name: 'Import preview' })
        .getByRole('button', { name: 'Import 2 items' })
        .click();
      await expect(page.getByText('Successfully imported 2 items!')).toBeVisible();
      // The other tab shows the import before the undo, and follows the undo live.
      const badge = other.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Watchlist/ });
      await expect(badge).toContainText('2');
      await page.getByRole('button', { name: 'Undo import' }).click();
      await expect(page.getByRole('heading', { name: 'Your watchlist is empty' })).toBeVisible();
      await expect(badge).not.toContainText('2');
      await Promise.all([page.reload(), other.reload()]);
      for (const tab of [page, other]) {
        await tab.goto('/watchlist');
        await expect(tab.getByRole('heading', { name: 'Your watchlist is empty' })).toBeVisible();
        expect(await storedViewings(tab)).toEqual([]);
      }
    });
  }

  test('a Trakt ZIP brings history and episodes, says what the export is missing and keeps no personal file', async ({
    page,
    request,
  }) => {
    const [a, b, tv] = await Promise.all([movie(request, FIGHT_CLUB), movie(request, TITANIC), show(request, 20001)]);
    const ids = (m: CatalogTitle) => ({ trakt: m.id + 5, slug: 'x', imdb: m.imdb, tmdb: m.id });
    const history = [
      {
        id: 9876543210,
        watched_at: '2025-10-04T20:15:00.000Z',
        action: 'watch',
        type: 'movie',
        movie: { title: a.title, year: a.year, ids: ids(a) },
      },
      {
        id: 9876543211,
        watched_at: '2025-10-05T21:00:00.000Z',
        action: 'scrobble',
        type: 'episode',
        episode: {
          season: 1,
          number: 2,
          title: 'Second Door',
          ids: { trakt: 111, tvdb: null, imdb: null, tmdb: null },
        },
        show: {
          title: tv.title,
          year: tv.year,
          ids: { trakt: 44, slug: 'show', tvdb: tv.tvdb_id, imdb: tv.imdb_id, tmdb: tv.id },
        },
      },
    ];
    const file = zip({
      'watched/history-1.json': JSON.stringify(history),
      'ratings/ratings-movies.json': JSON.stringify([
        {
          rated_at: '2025-10-04T22:00:00.000Z',
          rating: 8,
          type: 'movie',
          movie: { title: a.title, year: a.year, ids: ids(a) },
        },
      ]),
      'lists/watchlist.json': JSON.stringify([
        {
          rank: 1,
          id: 5,
          listed_at: '2025-09-01T10:00:00.000Z',
          notes: null,
          type: 'movie',
          movie: { title: b.title, year: b.year, ids: ids(b) },
        },
      ]),
      'user-settings.json': JSON.stringify({ user: { username: 'alex', email: 'alex@example.com' } }),
      '_errors.json': JSON.stringify(['comments']),
    });
    await openImport(page);
    await chooseFile(page, 'trakt-export-alex.zip', file, 'application/zip');
    const preview = page.getByRole('region', { name: 'Import preview' });
    await expect(preview.getByText(/Detected: Trakt/)).toBeVisible();
    await expect(preview.getByText(/This export is incomplete\. Missing: .*comments/i)).toBeVisible();
    await preview.getByRole('button', { name: 'Import 3 items' }).click();
    await expect(page.getByText('Successfully imported 3 items!')).toBeVisible();
    await expect(card(page, a.title)).toContainText('Watched');
    await expect(card(page, b.title)).toContainText('Want to Watch');
    await expect(card(page, tv.title)).toContainText('Watching');
    const everything = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(everything).not.toContain('alex@example.com');

    await page.goto(`/movie/${a.id}`);
    // Trakt keeps ratings apart from plays: the play is logged, the rating becomes the title's star rating.
    await expect(page.getByRole('list', { name: 'Your viewings' })).toHaveText('Watched on October 4, 2025');
    await expect(
      page.getByRole('radiogroup', { name: 'Your rating' }).getByRole('radio', { name: '4 stars' }),
    ).toBeChecked();
  });

  test('Cancel stops an import under way and changes nothing', async ({ page, request }) => {
    const a = await movie(request, FIGHT_CLUB);
    const rows = Array.from({ length: 400 }, (_, i) => `2025-01-01,Unknown Film ${i},2001,https://boxd.it/u${i}`);
    await openImport(page);
    await chooseFile(
      page,
      'watched.csv',
      ['Date,Name,Year,Letterboxd URI', `2025-01-01,${a.title},${a.year},https://boxd.it/f1`, ...rows].join('\n'),
    );
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('progressbar', { name: 'Import progress' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Import preview' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('reelist_watchlist'))).toBeNull();
  });
});
