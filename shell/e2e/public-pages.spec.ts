import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { CATALOG, watchErrors } from '@reelist/testing/e2e';
import { firstPopular } from './detail-support';

// Public pages as a crawler or a link preview reads them: the HTML alone, no JavaScript. Ids come from the catalogue
// (its build date moves them), except the person and the collection, whose ids the catalogue keeps fixed.

interface Head {
  status: number;
  title?: string;
  canonical?: string;
  meta: Map<string, string>;
  jsonLd?: Record<string, unknown>;
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** A page's head as a crawler reads it: status, title, canonical URL, meta tags, the JSON-LD block. */
async function headOf(request: APIRequestContext, path: string): Promise<Head> {
  const res = await request.get(path, { headers: { 'User-Agent': 'facebookexternalhit/1.1' } });
  const html = await res.text();
  const meta = new Map<string, string>();
  for (const [, key, value] of html.matchAll(/<meta (?:property|name)="?([^"\s>]+)"? content="([^"]*)"/g))
    meta.set(key ?? '', decode(value ?? ''));
  const ld = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1];
  return {
    status: res.status(),
    title: decode(/<title>(.*?)<\/title>/.exec(html)?.[1] ?? ''),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    meta,
    jsonLd: ld === undefined ? undefined : (JSON.parse(ld) as Record<string, unknown>),
  };
}

/** What a crawler checks of the Open Graph tags: og:url is the canonical address; the image is absolute and loads. */
async function expectShareable(request: APIRequestContext, head: Head, path: string) {
  expect(head.status).toBe(200);
  expect(head.canonical).toMatch(/^http:\/\/localhost:\d+\//);
  expect(new URL(head.canonical ?? '').pathname + new URL(head.canonical ?? '').search).toBe(path);
  expect(head.meta.get('og:url')).toBe(head.canonical);
  expect(head.meta.get('og:title')).toBe(head.title);
  expect(head.meta.get('og:description')).toBe(head.meta.get('description'));
  expect(head.meta.get('twitter:title')).toBe(head.title);
  const image = head.meta.get('og:image');
  if (image !== undefined) {
    expect(image).toMatch(/^https?:\/\//);
    const res = await request.get(image);
    expect(res.ok()).toBe(true);
    expect(res.headers()['content-type']).toMatch(/^image\//);
  }
}

test.describe('public pages without JavaScript', () => {
  test('a movie: its title, overview, backdrop and a schema.org Movie with its director', async ({ request }) => {
    const movie = await firstPopular(request, 'movie');
    const details = (await (
      await request.get(`${CATALOG}/3/movie/${movie.id}?api_key=e2e&append_to_response=credits`)
    ).json()) as { overview: string; release_date: string; credits: { crew: Array<{ job: string; name: string }> } };
    const head = await headOf(request, `/movie/${movie.id}`);
    await expectShareable(request, head, `/movie/${movie.id}`);
    expect(head.title).toBe(`${movie.name} · Reelist`);
    expect(head.meta.get('og:type')).toBe('video.movie');
    expect(details.overview.startsWith((head.meta.get('description') ?? '').replace(/…$/, ''))).toBe(true);
    expect(head.meta.get('og:image')).toBeDefined();
    expect(head.jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Movie',
      name: movie.name,
      datePublished: details.release_date,
      url: head.canonical,
    });
    const directors = details.credits.crew.filter((c) => c.job === 'Director').map((c) => c.name);
    expect((head.jsonLd?.director as Array<{ name: string }> | undefined)?.map((d) => d.name)).toEqual(
      directors.length ? directors : undefined,
    );
  });

  test('a show, a person, a collection, Search and Home each carry their own head', async ({ request }) => {
    const show = await firstPopular(request, 'tv');
    const tv = await headOf(request, `/tv/${show.id}`);
    await expectShareable(request, tv, `/tv/${show.id}`);
    expect(tv.title).toBe(`${show.name} · Reelist`);
    expect(tv.jsonLd).toMatchObject({ '@type': 'TVSeries', name: show.name });

    const person = (await (await request.get(`${CATALOG}/3/person/100001?api_key=e2e`)).json()) as { name: string };
    const profile = await headOf(request, '/person/100001');
    await expectShareable(request, profile, '/person/100001');
    expect(profile.title).toBe(`${person.name} · Reelist`);
    expect(profile.meta.get('og:type')).toBe('profile');
    expect(profile.jsonLd).toMatchObject({ '@type': 'Person', name: person.name });

    const collection = await headOf(request, '/collection/500009');
    await expectShareable(request, collection, '/collection/500009');
    expect(collection.title).toMatch(/^Shrek .* · Reelist$/);

    const search = await headOf(request, '/search?q=star');
    await expectShareable(request, search, '/search?q=star');
    expect(search.meta.get('description')).toBe('Movies and TV shows matching "star" on Reelist.');

    const home = await headOf(request, '/');
    await expectShareable(request, home, '/');
    expect(home.title).toBe('Reelist');
  });

  test('a title, person or collection the catalogue does not have answers 404, as does an id that is no id', async ({
    request,
  }) => {
    for (const path of [
      '/movie/999999999',
      '/tv/999999999',
      '/person/999999999',
      '/collection/999999999',
      '/movie/abc',
    ]) {
      const head = await headOf(request, path);
      expect(head.status, path).toBe(404);
      expect(head.meta.get('robots'), path).toBe('noindex');
      expect(head.canonical, path).toBeUndefined();
    }
    // The visitor's own pages are not public: the plain shell, as before.
    const watchlist = await headOf(request, '/watchlist');
    expect(watchlist.status).toBe(200);
    expect(watchlist.meta.get('og:title')).toBeUndefined();
  });
});

test.describe('public pages with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test("a title's page reads without scripts, and its links lead on: to a person, to their titles", async ({
    page,
    request,
  }) => {
    const movie = await firstPopular(request, 'movie');
    await page.goto(`/movie/${movie.id}`);
    await expect(page).toHaveTitle(`${movie.name} · Reelist`);
    await expect(page.getByRole('heading', { level: 1, name: movie.name, exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: `${movie.name} poster` })).toBeVisible();
    const cast = page.getByRole('list', { name: 'Cast' }).getByRole('link');
    const actor = (await cast.first().textContent()) ?? '';
    await cast.first().click();
    await expect(page).toHaveURL(/\/person\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: actor, exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Known For' })).toBeVisible();
    await page.getByRole('list').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/(movie|tv)\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('Home reads its first row, and Search its first page of results, each a link that works', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Reelist' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Trending Today' })).toBeVisible();
    // Home is the app's own page, rendered on the server: a card's link reads its title, year and type.
    const first = page.getByRole('region', { name: 'Trending Today' }).getByRole('listitem').first().getByRole('link');
    const name = (await first.locator('[title]').getAttribute('title')) ?? '';
    await first.click();
    await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
    await page.goto('/search?q=star');
    const found = (await (
      await request.get(`${CATALOG}/3/search/multi?api_key=e2e&query=star&page=1&include_adult=false`)
    ).json()) as { results: Array<{ title?: string; name?: string }>; total_results: number };
    const top = found.results[0];
    // Search too is the app's own page, rendered on the server.
    await expect(page.getByText(`${found.total_results.toLocaleString('en-US')} results for "star"`)).toBeVisible();
    const result = page.getByRole('list', { name: 'Search results' }).getByRole('link').first();
    await expect(result.locator('[title]').first()).toHaveAttribute('title', top?.title ?? top?.name ?? '');
    await result.click();
    await expect(
      page.getByRole('heading', { level: 1, name: top?.title ?? top?.name ?? '', exact: true }),
    ).toBeVisible();
  });

  test('a page that does not exist says so', async ({ page }) => {
    const response = await page.goto('/movie/999999999');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to Reelist' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('public pages in the browser', () => {
  test("the app takes over the server's page: no error, Add to Watchlist works, and the tab's title follows", async ({
    page,
    request,
  }) => {
    const movie = await firstPopular(request, 'movie');
    const { errors, cspViolations } = watchErrors(page);
    await page.goto(`/movie/${movie.id}`);
    await expect(page).toHaveTitle(`${movie.name} · Reelist`);
    await expect(page.getByRole('heading', { level: 1, name: movie.name, exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Add to Watchlist' }).first().click();
    await expect(page.getByRole('button', { name: /In Watchlist/ }).first()).toBeVisible();
    await page.getByRole('link', { name: 'Reelist', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Reelist' })).toBeVisible();
    await expect(page).toHaveTitle('Reelist');
    await page.goto('/movie/999999999');
    await expect(page.getByRole('heading', { level: 1, name: 'Content Not Found' })).toBeVisible();
    expect(errors.filter((e) => !/404/.test(e))).toEqual([]);
    expect(cspViolations).toEqual([]);
  });
});
