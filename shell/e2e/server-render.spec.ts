import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { CATALOG, addFault, resetFaults, seedStorage, storedItem, watchErrors } from '@reelist/testing/e2e';
import { firstPopular } from './detail-support';

// Home's first screen arrives rendered in its HTML (the shell's server build, @reelist/serve's app-render.mjs): a
// first visit paints it before any script and the app takes the same elements over; a browser holding Reelist data
// gets its own render instead. The server's render failing or slow sends the page without it (public-pages.test.ts);
// the catalogue failing leaves the app working as before.

interface Trending {
  results: Array<{ title?: string; name?: string }>;
}

/** Marks the server's heading and first poster before any script runs, to tell later whether they were kept. */
async function markServerElements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      for (const element of [document.querySelector('h1'), document.querySelector('main [role="list"] img')]) {
        if (element instanceof HTMLElement) element.dataset.fromServer = '';
      }
    });
  });
}

test('Home comes rendered in its HTML: heading, first row with posters and links, its stylesheet', async ({
  request,
}) => {
  const trending = (await (await request.get(`${CATALOG}/3/trending/all/day?api_key=e2e&page=1`)).json()) as Trending;
  const first = trending.results[0];
  const res = await request.get('/');
  expect(res.status()).toBe(200);
  // Painted from the HTML: the remote's files, which the app needs only to take it over, are not named in advance
  // to compete with the page's stylesheets and pictures.
  expect(res.headers().link).toBeUndefined();
  const html = await res.text();
  expect(html).toContain('<div id=root data-server-rendered>');
  expect(html).toMatch(/<h1 [^>]*>Welcome to Reelist<\/h1>/);
  expect(html).toMatch(/<h2 [^>]*>Trending Today<\/h2>/);
  expect(html).toContain(`>${first?.title ?? first?.name}<`);
  expect(html).toMatch(
    /<img src="http:\/\/localhost:\d+\/t\/p\/w500\/[^"]+\.jpg" srcSet="[^"]+ 342w,[^>]*fetchPriority="high"/,
  );
  expect(html).toMatch(
    /<link rel="stylesheet" href="http:\/\/localhost:\d+\/__federation_expose_HomePage\.[0-9a-f]+\.css">/,
  );
  expect(html).toContain('<script type="application/json" id="server-answers">');
});

test("a first visit: the app takes the server's page over, keeping its elements, with no error, and works at once", async ({
  page,
}) => {
  const { errors, cspViolations } = watchErrors(page);
  await markServerElements(page);
  await page.goto('/');
  const heading = page.getByRole('heading', { level: 1, name: 'Welcome to Reelist' });
  const trending = page.getByRole('region', { name: 'Trending Today' });
  await expect(heading).toHaveAttribute('data-from-server', '');
  await trending
    .getByRole('button', { name: /^Add .+ to watchlist$/ })
    .first()
    .click();
  await expect(trending.getByRole('button', { name: /^Remove .+ from watchlist$/ }).first()).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // Kept, not drawn again: the elements the server sent are the ones on the page.
  await expect(heading).toHaveAttribute('data-from-server', '');
  await expect(trending.getByRole('listitem').first().locator('img')).toHaveAttribute('data-from-server', '');
  // The title just added is counted where the watchlist is named.
  await expect(page.getByText(/1 title in your watchlist/)).toBeVisible();
  expect(errors).toEqual([]);
  expect(cspViolations).toEqual([]);
});

test("a returning visitor's own page replaces the server's: their watchlist shows, the server's page never does", async ({
  page,
  request,
}) => {
  const { errors } = watchErrors(page);
  const movie = await firstPopular(request, 'movie');
  await seedStorage(page, { reelist_watchlist: [storedItem(movie.id, { title: movie.name, media_type: 'movie' })] });
  await markServerElements(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Reelist' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Reelist' })).not.toHaveAttribute(
    'data-from-server',
  );
  await expect(page.getByText(/1 title in your watchlist/)).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('data-server-rendered');
  expect(errors).toEqual([]);
});

test.describe('the catalogue failing', () => {
  test.afterEach(async ({ request }) => resetFaults(request));

  test('Home still opens and takes over whatever the server sent; once the catalogue is back, its rows load', async ({
    page,
    request,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await addFault(request, { pattern: '/3/', status: 500 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Reelist' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Search', exact: true }).first()).toBeVisible();
    await resetFaults(request);
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Trending Today' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Add .+ to watchlist$/ }).first()).toBeVisible();
    expect(errors).toEqual([]);
  });
});
