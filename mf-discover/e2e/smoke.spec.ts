import { expect, test } from '@playwright/test';

// The remote alone, in its standalone preview host: both pages render with catalogue data.
test('the preview renders Home with carousels', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome to Reelist/ })).toBeVisible();
  const trending = page.getByRole('region', { name: 'Trending Today' });
  await expect(trending.getByRole('listitem').first().getByRole('link')).toBeVisible();
});

test('the preview searches, and keeps q in the URL', async ({ page }) => {
  await page.goto('/search');
  await expect(page.getByRole('heading', { name: 'Start Your Search' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search movies and TV shows' }).pressSequentially('godfather');
  await expect(page).toHaveURL(/\/search\?q=godfather$/);
  await expect(page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first()).toBeVisible();
});
