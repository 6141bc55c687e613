import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { addFault, resetFaults, withoutServerRender } from '@reelist/testing/e2e';

// Catalogue faults for Home and Search: the spec's error states, and recovery once the service is back.
const main = (page: Page) => page.getByRole('main');

test.afterEach(async ({ request }) => {
  await resetFaults(request);
});

test('trending failing shows Failed to Load Content, and Try Again recovers after the service is back', async ({
  page,
  request,
}) => {
  await addFault(request, { pattern: '/3/trending/all/day', status: 500 });
  await withoutServerRender(page);
  await page.goto('/');
  const trending = main(page).getByRole('region', { name: 'Trending Today' });
  await expect(trending.getByText('Failed to Load Content')).toBeVisible();
  await expect(main(page).getByRole('region', { name: 'Popular Movies' }).getByRole('link').nth(1)).toBeVisible();
  await resetFaults(request);
  await trending.getByRole('button', { name: 'Try Again' }).click();
  await expect(trending.getByRole('listitem').first().getByRole('link')).toBeVisible();
  await expect(trending.getByText('Failed to Load Content')).toHaveCount(0);
});

test('search failing shows Search Failed with the message', async ({ page, request }) => {
  await addFault(request, { pattern: '/3/search/multi', status: 500 });
  await withoutServerRender(page, '/search');
  await page.goto('/search?q=godfather');
  await expect(main(page).getByRole('heading', { name: 'Search Failed' })).toBeVisible();
  await expect(main(page).getByText('Failed to search content')).toBeVisible();
  await resetFaults(request);
  await main(page).getByRole('button', { name: 'Try Again' }).click();
  await expect(main(page).getByRole('list', { name: 'Search results' }).getByRole('listitem').first()).toBeVisible();
});

test('popular movies failing shows the two demo movies, not an error', async ({ page, request }) => {
  await addFault(request, { pattern: '/3/movie/popular', status: 503 });
  await page.goto('/');
  const popular = main(page).getByRole('region', { name: 'Popular Movies' });
  await expect(popular.getByRole('link', { name: /Popular Demo Movie 1/ })).toBeVisible();
  await expect(popular.getByRole('link', { name: /Popular Demo Movie 2/ })).toBeVisible();
  await expect(popular.getByText('Failed to Load Content')).toHaveCount(0);
});
