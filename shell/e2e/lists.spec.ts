import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { strToU8, zipSync } from 'fflate';
import { CATALOG, seedStorage, watchErrors } from '@reelist/testing/e2e';
import { expectNoSeriousA11yViolations } from './detail-support';
import { chooseFile } from './watchlist-support';

// The visitor's own lists: made from a title's page, found from the Watchlist, reordered by keyboard, kept across
// reloads; both list screens pass axe in both themes. Titles come from the catalogue, never assumed.
interface Title {
  id: number;
  title: string;
}

async function popularMovies(request: APIRequestContext): Promise<Title[]> {
  const res = await request.get(`${CATALOG}/3/movie/popular?api_key=e2e`);
  return ((await res.json()) as { results: Title[] }).results.slice(0, 2);
}

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const rows = (page: Page, list: string) => page.getByRole('list', { name: `Titles in ${list}` }).getByRole('listitem');

/** Opens a title's page and ticks (or makes) `list` in its Add to list dialog. */
async function addToList(page: Page, movie: Title, list: string, make: boolean) {
  await page.goto(`/movie/${movie.id}`);
  await expect(h1(page, movie.title)).toBeVisible();
  await page.getByRole('button', { name: 'Add to list', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to list' });
  await expect(dialog).toContainText(movie.title);
  if (make) {
    await dialog.getByRole('textbox', { name: 'New list' }).fill(list);
    await dialog.getByRole('button', { name: 'Create list' }).click();
  } else {
    await dialog.getByRole('checkbox', { name: list }).check();
  }
  await expect(dialog.getByRole('checkbox', { name: list })).toBeChecked();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
}

const contains = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

// The store's own compact form: one ranked list of two titles, one with a note.
const LISTS = {
  v: 1,
  l: [
    [
      'top',
      'Rainy Sunday',
      'Films for a grey afternoon',
      1,
      '2026-01-01T00:00:00.000Z',
      '2026-02-01T00:00:00.000Z',
      [
        ['m4296', 'A Seeded Film', null, 2001, 1767225600, 'Start here'],
        ['t20277', 'A Seeded Show', null, 0, 1767225600],
      ],
    ],
  ],
};

test('a list made on a Detail page and added to from another is found from the Watchlist', async ({
  page,
  request,
}) => {
  const [first, second] = await popularMovies(request);
  const errors = watchErrors(page);
  await addToList(page, first!, 'Best of 2025', true);
  await addToList(page, second!, 'Best of 2025', false);

  await page.goto('/watchlist');
  await page.getByRole('link', { name: 'My Lists' }).click();
  await expect(page).toHaveURL('/lists');
  const card = page.getByRole('list', { name: 'Your lists' }).getByRole('listitem');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('2 titles');
  await card.getByRole('link', { name: 'Best of 2025' }).click();
  await expect(h1(page, 'Best of 2025')).toBeVisible();
  await expect(rows(page, 'Best of 2025')).toHaveText([first!.title, second!.title].map(contains));
  expect(errors.errors).toEqual([]);
});

test('a list is reordered by keyboard, the focus staying on the moved title, and kept across a reload', async ({
  page,
}) => {
  await seedStorage(page, { reelist_lists: LISTS });
  await page.goto('/lists/top');
  const list = 'Rainy Sunday';
  await expect(rows(page, list)).toHaveText([/A Seeded Film/, /A Seeded Show/]);
  await page.getByRole('button', { name: 'Move A Seeded Film down' }).focus();
  await page.keyboard.press('Enter');
  // At the bottom its Down arrow is disabled: Up has the focus.
  await expect(page.getByRole('button', { name: 'Move A Seeded Film up' })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Moved' })).toHaveText(
    'Moved A Seeded Film to position 2 of 2.',
  );
  await expect(rows(page, list)).toHaveText([/A Seeded Show/, /A Seeded Film/]);
  // A typed position.
  await page.getByRole('spinbutton', { name: 'Position of A Seeded Film' }).fill('1');
  await page.keyboard.press('Enter');
  await expect(rows(page, list)).toHaveText([/A Seeded Film/, /A Seeded Show/]);
  await page.getByRole('button', { name: 'Move A Seeded Film down' }).press('Enter');
  await page.reload();
  await expect(rows(page, list)).toHaveText([/A Seeded Show/, /A Seeded Film/]);
});

for (const theme of ['light', 'dark'] as const) {
  test(`My Lists and a list: no serious or critical violation, ${theme} theme`, async ({ page }) => {
    test.setTimeout(60_000); // two axe runs on a busy 2-core machine
    await seedStorage(page, { reelist_theme: theme, reelist_lists: LISTS });
    await page.goto('/lists');
    await expect(h1(page, 'My Lists')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Rainy Sunday' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Rainy Sunday' }).click();
    await expect(h1(page, 'Rainy Sunday')).toBeVisible();
    await expect(page.getByText('Start here')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}

test('a list shared by link opens read-only in another browser, which saves it as its own', async ({
  page,
  browser,
}) => {
  await seedStorage(page, { reelist_lists: LISTS, reelist_user_preferences: { shareWatchlist: true } });
  await page.goto('/lists/top');
  await expect(h1(page, 'Rainy Sunday')).toBeVisible();
  await page.getByRole('button', { name: 'Share link' }).click();
  const url = await page.getByRole('textbox', { name: /^Link to your list/ }).inputValue();

  // Another visitor: nothing stored, nothing shared but the link.
  const other = await browser.newContext();
  const theirs = await other.newPage();
  await theirs.goto(url);
  await expect(h1(theirs, 'Rainy Sunday')).toBeVisible();
  await expect(theirs.getByText('Films for a grey afternoon')).toBeVisible();
  await expect(theirs.getByText('Start here')).toBeVisible();
  await theirs.getByRole('button', { name: 'Save as my list' }).click();
  await theirs.getByRole('link', { name: 'Open list' }).click();
  await expect(h1(theirs, 'Rainy Sunday')).toBeVisible();
  await expect(rows(theirs, 'Rainy Sunday')).toHaveText([/A Seeded Film/, /A Seeded Show/]);
  await expect(rows(theirs, 'Rainy Sunday').first()).toContainText('Start here');
  await other.close();
});

test('a Letterboxd export with a list comes in as a list of its own, in its order with its notes', async ({
  page,
  request,
}) => {
  const movie = async (id: number) => {
    const body = (await (await request.get(`${CATALOG}/3/movie/${id}?api_key=e2e`)).json()) as {
      title: string;
      release_date: string;
    };
    return { title: body.title, year: body.release_date.slice(0, 4) };
  };
  // Titles whose names are unique in the catalogue, so name and year match them without review.
  const [a, b] = await Promise.all([movie(2737), movie(3243)]);
  const list =
    'Letterboxd list export v7\n' +
    'Date,Name,Tags,URL,Description\n' +
    '2024-11-02,Rainy Sunday,"comfort, rewatch",https://boxd.it/q8Lm2,Films for a grey afternoon\n' +
    '\n' +
    'Position,Name,Year,URL,Description\n' +
    `1,${b.title},${b.year},https://boxd.it/d9Pe,\n` +
    `2,${a.title},${a.year},https://boxd.it/2aXq,"Start here, then rest"\n`;
  const file = Buffer.from(zipSync({ 'lists/rainy-sunday.csv': strToU8(list) }));
  await page.goto('/watchlist');
  await chooseFile(page, 'letterboxd-alex-2025-08-01-10-00-utc.zip', file, 'application/zip');
  const preview = page.getByRole('region', { name: 'Import preview' });
  await expect(preview).toContainText('1 list (2 titles)');
  await preview.getByRole('button', { name: /^Import/ }).click();
  await expect(page.getByText('Created 1 list (2 titles).')).toBeVisible();

  await page.getByRole('link', { name: 'My Lists' }).click();
  await page.getByRole('link', { name: 'Rainy Sunday' }).click();
  await expect(h1(page, 'Rainy Sunday')).toBeVisible();
  await expect(page.getByText('Films for a grey afternoon')).toBeVisible();
  await expect(rows(page, 'Rainy Sunday')).toHaveText([contains(b.title), contains(a.title)]);
  await expect(rows(page, 'Rainy Sunday').nth(1)).toContainText('Start here, then rest');
});
