import { expect, test } from '@playwright/test';
import { addFault, resetFaults, withoutServerRender } from '@reelist/testing/e2e';
import { firstPopular } from './detail-support';
import type { CatalogTitle } from './detail-support';

let movie: CatalogTitle;

test.beforeAll(async ({ request }) => {
  movie = await firstPopular(request, 'movie');
});
test.afterEach(async ({ request }) => resetFaults(request));

test.describe('detail page under service faults', () => {
  test("details failing shows 'Failed to Load Details', and Try Again reloads the page", async ({ page, request }) => {
    await addFault(request, { pattern: `/3/movie/${movie.id}`, status: 500 });
    // The browser's own call failing: the page as the plain shell, not the server's render from its cache.
    await withoutServerRender(page, `/movie/${movie.id}`);
    await page.goto(`/movie/${movie.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Failed to Load Details' })).toBeVisible();
    await expect(page.getByText('Failed to fetch movie details')).toBeVisible();
    await resetFaults(request);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: movie.name, exact: true })).toBeVisible();
  });

  test("watch providers failing shows 'Failed to load streaming information'", async ({ page, request }) => {
    await addFault(request, { pattern: `/3/movie/${movie.id}/watch/providers`, status: 500 });
    await page.goto(`/movie/${movie.id}`);
    await expect(page.getByText('Failed to load streaming information')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: movie.name, exact: true })).toBeVisible();
  });

  test('the ratings service failing leaves the page fine, with no extra ratings and no error text', async ({
    page,
    request,
  }) => {
    await addFault(request, { pattern: '/omdb**', status: 500 });
    await page.goto(`/movie/${movie.id}`);
    await expect(page.getByRole('heading', { level: 1, name: movie.name, exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ratings and Reviews' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Ratings from other sources' })).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
