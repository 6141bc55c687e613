import { expect, test } from '@playwright/test';
import { firstPopular } from './detail-support';
import { seedStorage } from './support';

for (const theme of ['light', 'dark'] as const) {
  for (const [label, width, height] of [
    ['desktop', 1280, 900],
    ['phone', 390, 844],
  ] as const) {
    test(`shot ${theme} ${label}`, async ({ page, request }) => {
      const movie = await firstPopular(request, 'movie');
      const show = await firstPopular(request, 'tv');
      if (theme === 'dark') await seedStorage(page, { reelist_theme: 'dark' });
      await page.setViewportSize({ width, height });
      await page.goto(`/movie/${movie.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForTimeout(1500);
      for (let i = 0; i < 6; i += 1) {
        await page.evaluate((y) => window.scrollTo(0, y), i * height);
        await page.waitForTimeout(400);
        await page.screenshot({ path: `/tmp/shots/mf-detail/movie-${theme}-${label}-${i}.png` });
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole('button', { name: 'Watch Trailer' }).click();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/tmp/shots/mf-detail/trailer-${theme}-${label}.png` });
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Share' }).click();
      await page.getByRole('button', { name: 'Write a Review' }).click();
      await page.getByRole('button', { name: 'Submit Review' }).click();
      await page.screenshot({ path: `/tmp/shots/mf-detail/reviews-${theme}-${label}.png`, fullPage: true });
      await page.goto(`/tv/${show.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `/tmp/shots/mf-detail/tv-${theme}-${label}.png`, fullPage: false });
      await page.goto('/movie/999999999');
      await page.screenshot({ path: `/tmp/shots/mf-detail/notfound-${theme}-${label}.png` });
    });
  }
}
