import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { CATALOG, addFault, resetFaults, seedStorage, storedItem, watchErrors } from '@reelist/testing/e2e';
import { firstPopular } from './detail-support';

// Home's and a title's first screen arrive rendered in their HTML (the shell's server build, @reelist/serve's
// app-render.mjs): a first visit paints it before any script and the app takes the same elements over; a browser
// holding Reelist data gets its own render instead. The server's render failing or slow sends the page without it (public-pages.test.ts);
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

test("a title's page comes rendered in its HTML: hero, facts, overview, cast; the app takes it over and works", async ({
  browser,
  page,
  request,
}) => {
  const movie = await firstPopular(request, 'movie');
  const details = (await (await request.get(`${CATALOG}/3/movie/${movie.id}?api_key=e2e`)).json()) as {
    overview: string;
  };
  const html = await (await request.get(`/movie/${movie.id}`)).text();
  expect(html).toContain('<div id=root data-server-rendered>');
  expect(html).toMatch(
    /<link rel="stylesheet" href="http:\/\/localhost:\d+\/__federation_expose_DetailPage\.[0-9a-f]+\.css">/,
  );
  const noScripts = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScripts.newPage();
  await plain.goto(`/movie/${movie.id}`);
  await expect(plain.getByRole('heading', { level: 1, name: movie.name, exact: true })).toBeVisible();
  await expect(plain.getByRole('img', { name: `${movie.name} poster` })).toBeVisible();
  await expect(plain.getByText(details.overview)).toBeVisible();
  await expect(plain.getByRole('list', { name: 'Cast' }).getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/person\/\d+$/,
  );
  await noScripts.close();

  const { errors, cspViolations } = watchErrors(page);
  // The app's script held back: "Add to Watchlist" is pressed on the server's page before the app runs, and takes
  // effect once it has taken the page over.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/movie/${movie.id}`, { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1, name: movie.name, exact: true });
  const poster = page.getByRole('img', { name: `${movie.name} poster` });
  // The server's elements, marked while no script of the app has run.
  for (const element of [heading, poster]) await element.evaluate((e) => (e.dataset.fromServer = ''));
  await page.getByRole('button', { name: 'Add to Watchlist' }).first().click();
  release();
  await expect(page.getByRole('button', { name: /In Watchlist/ }).first()).toBeVisible();
  await expect(heading).toHaveAttribute('data-from-server', '');
  await expect(poster).toHaveAttribute('data-from-server', '');
  // The sections the server left loading (where to watch, the extra ratings) are the browser's to fill.
  await expect(page.getByRole('heading', { level: 2, name: 'Where to Watch (US)' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
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
