import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { CATALOG, seedStorage, watchErrors } from '@reelist/testing/e2e';
import { expectNoSeriousA11yViolations } from './detail-support';

// The visitor's own lists: made from a title's page, found from the Watchlist, reordered by keyboard, kept across
// reloads; both list screens pass axe in both themes. Titles come from the catalogue, never assumed.
interface Title {
  id: number;
  title: string;
}

async function popularMovies(request: APIRequestContext): Promise<Title[]> {
  const res = await request.get(`${CATALOG}/3/movie/popular?api_key=e2e`);
  return ((await res.json()) as { results: Title[] }).results.slice(0, 3);
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

test('a list made from Detail pages is found from the Watchlist, reordered by keyboard and kept', async ({
  page,
  request,
}) => {
  const [first, second, third] = await popularMovies(request);
  const errors = watchErrors(page);
  await addToList(page, first!, 'Best of 2025', true);
  await addToList(page, second!, 'Best of 2025', false);
  await addToList(page, third!, 'Best of 2025', false);

  await page.goto('/watchlist');
  await page.getByRole('link', { name: 'My Lists' }).click();
  await expect(page).toHaveURL('/lists');
  const card = page.getByRole('list', { name: 'Your lists' }).getByRole('listitem');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('3 titles');
  await card.getByRole('link', { name: 'Best of 2025' }).click();
  await expect(h1(page, 'Best of 2025')).toBeVisible();
  await expect(rows(page, 'Best of 2025')).toHaveText([first!.title, second!.title, third!.title].map(contains));

  // Down twice with the keyboard: the focus stays on the moved title's controls.
  await page.getByRole('button', { name: `Move ${first!.title} down` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: `Move ${first!.title} down` })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: `Move ${first!.title} up` })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Moved' })).toHaveText(
    `Moved ${first!.title} to position 3 of 3.`,
  );
  // A typed position.
  await page.getByRole('spinbutton', { name: `Position of ${third!.title}` }).fill('1');
  await page.keyboard.press('Enter');
  const order = [third!.title, second!.title, first!.title];
  await expect(rows(page, 'Best of 2025')).toHaveText(order.map(contains));

  await page.reload();
  await expect(rows(page, 'Best of 2025')).toHaveText(order.map(contains));
  expect(errors.errors).toEqual([]);
});

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
