import { expect, test } from '@playwright/test';
import { strToU8, zipSync } from 'fflate';
import { CATALOG, watchErrors } from '@reelist/testing/e2e';
import { firstPopular } from './detail-support';
import type { CatalogTitle } from './detail-support';
import { chooseFile } from './watchlist-support';

// Issue 36 on Detail: one rating per title shown the same way on every screen, the watchlist status set from Detail
// with an Undo for a removal, and the review form opened in view with focus where a keyboard user expects it.

let movie: CatalogTitle;
const FIGHT_CLUB = 2737;

test.beforeAll(async ({ request }) => {
  movie = await firstPopular(request, 'movie');
});

test('the review form starts from the rating just given, and the review shows that rating', async ({ page }) => {
  const { errors } = watchErrors(page);
  await page.goto(`/movie/${movie.id}`);
  await page.getByRole('radiogroup', { name: 'Your rating' }).getByRole('radio', { name: '4 stars' }).click();
  await page.getByRole('button', { name: 'Write a Review' }).click();
  await expect(
    page.getByRole('radiogroup', { name: 'Review rating' }).getByRole('radio', { name: '4 stars' }),
  ).toBeChecked();
  await page.getByLabel('Your review', { exact: true }).fill('Worth it for the last act.');
  await page.getByRole('button', { name: 'Submit Review' }).click();

  const reviews = page.getByRole('list', { name: 'Reviews' });
  await expect(reviews.getByRole('img', { name: 'Rating: 4 out of 5 stars' })).toBeVisible();
  await expect(
    page.getByRole('radiogroup', { name: 'Your rating' }).getByRole('radio', { name: '4 stars' }),
  ).toBeChecked();
  await expect(page.getByText('1 rating', { exact: true })).toBeVisible();
  await expect(page.getByText('4.0', { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a Letterboxd 4.5 stays 4.5 stars on Detail and in Year in Review', async ({ page, request }) => {
  test.setTimeout(60_000);
  const { errors } = watchErrors(page);
  // A title whose name is unique in the catalogue, so the import matches it without asking (history-import.spec).
  const res = await request.get(`${CATALOG}/3/movie/${FIGHT_CLUB}?api_key=e2e`);
  const film = (await res.json()) as { title: string; release_date: string };
  const year = 2025;
  const diary =
    'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n' +
    `${year}-03-02,${film.title},${film.release_date.slice(0, 4)},https://boxd.it/half1,4.5,,,${year}-03-01\n`;
  await page.goto('/watchlist');
  await expect(page.getByText('Your watchlist is empty')).toBeVisible();
  await chooseFile(
    page,
    'letterboxd-alex-2025-08-01-10-00-utc.zip',
    Buffer.from(zipSync({ 'diary.csv': strToU8(diary) })),
    'application/zip',
  );
  const preview = page.getByRole('region', { name: 'Import preview' });
  await preview.getByRole('button', { name: 'Import 1 item' }).click();
  await expect(page.getByText('Successfully imported 1 item!')).toBeVisible();

  await page.goto(`/movie/${FIGHT_CLUB}`);
  await expect(page.getByRole('radiogroup', { name: 'Your rating' })).toHaveAccessibleDescription('4.5 stars');
  await expect(page.getByRole('list', { name: 'Your viewings' })).toContainText('rated 4.5 stars');

  await page.goto(`/analytics/year/${year}`);
  const best = page.getByRole('region', { name: 'Your highest-rated' });
  await expect(best.getByRole('listitem')).toHaveCount(1);
  await expect(best.getByRole('img', { name: 'Your rating: 4.5 out of 5 stars' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Titles by your rating in stars' })).toHaveAccessibleDescription(
    '1 rated title, average 4.5 out of 5 stars.',
  );
  expect(errors).toEqual([]);
});

test('the status is set on Detail; removing it says what went and Undo brings back Watched', async ({ page }) => {
  const { errors } = watchErrors(page);
  await page.goto(`/movie/${movie.id}`);
  await page.getByRole('button', { name: 'Add to Watchlist' }).click();
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Watched' });
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('watched');

  await page.getByRole('button', { name: 'In Watchlist' }).click();
  await expect(page.getByText(`Removed ${movie.name} (Watched) from your watchlist.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Watchlist' })).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('button', { name: 'In Watchlist' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('watched');
  await expect(page.getByRole('button', { name: 'Undo' })).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('watched');
  expect(errors).toEqual([]);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Write a Review opens in view with its first field focused; Cancel returns focus to the button', async ({
    page,
  }) => {
    const { errors } = watchErrors(page);
    await page.goto(`/movie/${movie.id}`);
    const write = page.getByRole('button', { name: 'Write a Review' });
    await write.focus();
    await page.keyboard.press('Enter');
    const first = page.getByRole('radiogroup', { name: 'Review rating' }).getByRole('radio', { name: '5 stars' });
    await expect(first).toBeFocused();
    await expect(first).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Submit Review' })).toBeVisible();

    await page.getByRole('button', { name: 'Cancel' }).press('Enter');
    await expect(write).toBeFocused();
    await expect(write).toBeInViewport();
    expect(errors).toEqual([]);
  });
});
