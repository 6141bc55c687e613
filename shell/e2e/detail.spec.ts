import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { seedStorage, watchErrors } from '@reelist/testing/e2e';
import { expectNoSeriousA11yViolations, firstPopular } from './detail-support';
import type { CatalogTitle } from './detail-support';

let movie: CatalogTitle;
let show: CatalogTitle;

test.beforeAll(async ({ request }) => {
  movie = await firstPopular(request, 'movie');
  show = await firstPopular(request, 'tv');
});

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

test.describe('detail page', () => {
  test('a movie shows its facts, extra ratings, people, providers, reviews and similar titles', async ({ page }) => {
    const { errors } = watchErrors(page);
    await page.goto(`/movie/${movie.id}`);
    await expect(h1(page, movie.name)).toBeVisible();
    await expect(page).toHaveTitle(`${movie.name} · Reelist`);
    await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
    await expect(page.getByText('Release Date')).toBeVisible();
    await expect(page.getByText('Runtime', { exact: true })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Ratings from other sources' })).toContainText('IMDb');
    await expect(page.getByRole('tab', { name: /Cast/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: /Where to Watch/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: `More Like ${movie.name}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ratings and Reviews' })).toBeVisible();
    await page.getByRole('tab', { name: /Crew/ }).click();
    await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
    // The shell's own service-worker start-up is not this page's concern (workers are blocked in these tests).
    expect(errors.filter((e) => !e.includes('service worker'))).toEqual([]);
  });

  test('a TV show shows seasons, its year range and the episode runtime', async ({ page }) => {
    await page.goto(`/tv/${show.id}`);
    await expect(h1(page, show.name)).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: /^Seasons$/ })).toBeVisible();
    await expect(page.getByText('Episode Runtime')).toBeVisible();
    // Beside the facts, the Seasons section (TV progress).
    await expect(page.getByRole('heading', { level: 2, name: 'Seasons' })).toBeVisible();
    await expect(page.getByText(/^\d{4} - (\d{4}|Present)$/)).toBeVisible();
  });

  test('the trailer modal traps focus, closes on Escape, returns focus and locks scroll', async ({ page }) => {
    await page.goto(`/movie/${movie.id}`);
    const opener = page.getByRole('button', { name: 'Watch Trailer' });
    await opener.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const frame = dialog.locator('iframe');
    await expect(frame).toHaveAttribute('src', /youtube\.com\/embed\/[^?]+\?autoplay=1&mute=1&rel=0&modestbranding=1/);
    await expect(frame).toHaveAttribute('title', new RegExp(`^${escape(movie.name)}:`));
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

    // Unmute reloads the player. Tab only once the reload is done: a frame still navigating can take the focus
    // with it, which is the browser's doing, not the trap's.
    const reloaded = frame.evaluate(
      (element) => new Promise<void>((resolve) => element.addEventListener('load', () => resolve(), { once: true })),
    );
    await dialog.getByRole('button', { name: 'Unmute' }).click();
    await expect(frame).toHaveAttribute('src', /mute=0/);
    await reloaded;
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(
        await page.evaluate(() =>
          document.querySelector('[role=dialog]')?.contains(document.activeElement)
            ? 'inside'
            : `${document.activeElement?.tagName}.${document.activeElement?.className}`,
        ),
      ).toBe('inside');
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('adding to the watchlist shows in the header badge', async ({ page }) => {
    await page.goto(`/movie/${movie.id}`);
    await page.getByRole('button', { name: 'Add to Watchlist' }).click();
    await expect(page.getByRole('button', { name: 'In Watchlist' })).toBeVisible();
    const watchlistLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Watchlist/ });
    await expect(watchlistLink).toContainText('1');
    await page.getByRole('button', { name: 'In Watchlist' }).click();
    await expect(watchlistLink).not.toContainText('1');
  });

  test('a review is added, edited and deleted, and a star rating is kept once', async ({ page }) => {
    await page.goto(`/movie/${movie.id}`);
    await page.getByRole('button', { name: 'Write a Review' }).click();
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await expect(page.getByText('Review content is required')).toBeVisible();
    await page.getByLabel('Title (optional)', { exact: true }).fill('My take');
    await page.getByLabel('Your review', { exact: true }).fill('Sharp and funny.');
    await page.getByRole('button', { name: 'Submit Review' }).click();
    const reviews = page.getByRole('list', { name: 'Reviews' });
    await expect(reviews.getByText('Sharp and funny.')).toBeVisible();

    await reviews.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Your review', { exact: true }).fill('Sharp, funny and long.');
    await page.getByRole('button', { name: 'Update Review' }).click();
    await expect(reviews.getByText('Sharp, funny and long.')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('list', { name: 'Reviews' }).getByText('Sharp, funny and long.')).toBeVisible();
    page.once('dialog', (d) => {
      expect(d.message()).toBe('Are you sure you want to delete this review?');
      void d.accept();
    });
    await page.getByRole('list', { name: 'Reviews' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(/No reviews yet/)).toBeVisible();

    const stars = page.getByRole('radiogroup', { name: 'Your rating' });
    await stars.getByRole('radio', { name: '4 stars' }).click();
    await stars.getByRole('radio', { name: '2 stars' }).click();
    await expect(page.getByText('1 rating', { exact: true })).toBeVisible();
    await expect(page.getByText('2.0', { exact: true })).toBeVisible();
  });

  test('Copy link copies the page address and confirms', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/movie/${movie.id}`);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('link', { name: 'Share on Twitter' })).toHaveAttribute('href', /twitter\.com/);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByRole('button', { name: 'Link copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible({ timeout: 5_000 });
  });

  test("an unknown id shows 'Content Not Found'", async ({ page }) => {
    await page.goto('/movie/999999999');
    await expect(h1(page, 'Content Not Found')).toBeVisible();
  });

  test('the hostile fixture title is rendered as text', async ({ page }) => {
    let alerted = false;
    page.on('dialog', (d) => {
      alerted = true;
      void d.dismiss();
    });
    await page.goto('/movie/900001');
    await expect(h1(page, '<img src=x onerror=alert(1)>')).toBeVisible();
    await expect(page.getByText('<script>alert(1)</script>', { exact: false })).toBeVisible();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(alerted).toBe(false);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`no serious accessibility violations in the ${theme} theme`, async ({ page }) => {
      if (theme === 'dark') await seedStorage(page, { reelist_theme: 'dark' });
      await page.goto(`/movie/${movie.id}`);
      await expect(h1(page, movie.name)).toBeVisible();
      await expect(page.getByRole('heading', { name: /Where to Watch/ })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Watch Trailer' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
