import { expect, test } from '@playwright/test';
import { seedStorage, watchErrors } from '@reelist/testing/e2e';
import { firstPopular } from './detail-support';
import type { CatalogTitle } from './detail-support';
import { chooseFile } from './watchlist-support';

// Issue 19, seen as a user sees it: a review that could not be stored is not reported as submitted and keeps its
// text; a review's length is bounded and counted; an import says what it adjusted per row.

let movie: CatalogTitle;

test.beforeAll(async ({ request }) => {
  movie = await firstPopular(request, 'movie');
});

test('with storage full, a review is not reported as submitted, keeps its text, and is not there after a reload', async ({
  page,
}) => {
  const { errors } = watchErrors(page);
  await page.goto(`/movie/${movie.id}`);
  await page.getByRole('button', { name: 'Write a Review' }).click();
  await page.getByLabel('Your review', { exact: true }).fill('Sharp and funny.');
  // From now on the browser refuses to store reviews, as a full storage does.
  await page.evaluate(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key === 'reelist_reviews') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      setItem.call(this, key, value);
    };
  });
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your review could not be saved: storage is full.' }),
  ).toBeVisible();
  await expect(page.getByText('Review submitted')).toHaveCount(0);
  await expect(page.getByLabel('Your review', { exact: true })).toHaveValue('Sharp and funny.');
  await page.reload();
  await expect(page.getByText(/No reviews yet/)).toBeVisible();
  expect(errors.filter((e) => !e.includes('[reelist'))).toEqual([]);
});

test('a review is bounded at 10,000 characters and counts them as they are typed', async ({ page }) => {
  await page.goto(`/movie/${movie.id}`);
  await page.getByRole('button', { name: 'Write a Review' }).click();
  const field = page.getByLabel('Your review', { exact: true });
  await expect(field).toHaveAttribute('maxlength', '10000');
  await field.fill('x'.repeat(12_000));
  await expect(field).toHaveValue('x'.repeat(10_000));
  await expect(page.getByText('10,000 / 10,000 characters')).toBeVisible();
});

test('an import lists what it adjusted, grouped by change, before anything is imported', async ({ page }) => {
  await seedStorage(page, { reelist_watchlist: [] });
  await page.goto('/watchlist');
  await expect(page.getByText('Your watchlist is empty')).toBeVisible();
  const csv = [
    'Title,Type,Status,Rating,Release Date,Added Date,Overview',
    'Unseen One,Movie,Someday,7,2001-01-01,2024-01-01T00:00:00.000Z,x',
    'Unseen Two,Movie,Later,not a number,2001-01-01,2024-01-01T00:00:00.000Z,x',
    'Unseen Three,Movie,Watched,8,2001-01-01,yesterday,x',
  ].join('\n');
  await chooseFile(page, 'list.csv', csv, 'text/csv');
  const adjusted = page.getByRole('list', { name: 'Adjusted rows' });
  await expect(adjusted).toContainText(/2 rows: unknown status set to Want to Watch/);
  await expect(adjusted).toContainText(/1 row: rating not a number/);
  await expect(adjusted).toContainText(/1 row: added date not a date/);
  expect(await page.evaluate(() => localStorage.getItem('reelist_watchlist'))).toBe('[]');
});

test('the storage-full warning stays while the watchlist is unsaved, and goes once a later change is stored', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto(`/movie/${movie.id}`);
  await page.evaluate(() => {
    const setItem = Storage.prototype.setItem;
    (window as unknown as { __fullStorage: boolean }).__fullStorage = true;
    Storage.prototype.setItem = function (key: string, value: string) {
      const full = (window as unknown as { __fullStorage: boolean }).__fullStorage;
      if (full && key === 'reelist_watchlist')
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      setItem.call(this, key, value);
    };
  });
  await page.getByRole('button', { name: 'Add to Watchlist' }).click();
  const warning = page.getByText(
    'Could not save your watchlist: storage is full. Your changes are kept for this session.',
  );
  await expect(warning).toBeVisible();
  // Well past the 5 s other notifications stay.
  await page.clock.fastForward(30_000);
  await expect(warning).toBeVisible();
  await page.evaluate(() => ((window as unknown as { __fullStorage: boolean }).__fullStorage = false));
  await page.getByRole('button', { name: 'In Watchlist' }).click();
  await page.getByRole('button', { name: 'Add to Watchlist' }).click();
  await expect(warning).toHaveCount(0);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('reelist_watchlist') ?? '[]').length)).toBe(1);
});
