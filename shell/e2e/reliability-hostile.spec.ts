import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { CATALOG, watchErrors } from '@reelist/testing/e2e';
import { firstPopular } from './detail-support';
import { chooseFile } from './watchlist-support';

// Hostile text in every field a visitor types into or a file they import (input hardening): each shows as the
// literal text, executes nothing (no dialog, no uncaught error, no CSP violation, no element made from it) and is
// still there after a reload.
// Covered elsewhere, so not repeated here:
// - hostile catalogue text (titles, overviews, names) on Detail and in search results, a `?q=` in the address:
//   reliability.spec.ts "hostile text", detail.spec.ts "the hostile fixture title is rendered as text";
// - a watchlist JSON import with an `<img onerror>` title: watchlist.spec.ts "JSON with preview, then success and
//   undo"; CSV formula titles neutralised on export: reliability.spec.ts;
// - framing: serving.spec.ts.
// Preferences has no free-text field (selects and switches only), so nothing to type there.

const main = (page: Page) => page.getByRole('main');
const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first();

/** Markup that would exist only if hostile text had been parsed as HTML. */
const INJECTED =
  'img[src="x"], svg[onload], [onerror], [onmouseover], iframe[src^="javascript"], main script, main b.hostile';

/** Counts dialogs (alert, confirm, prompt) and collects errors; `clean()` asserts nothing ran. */
function guard(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const { errors, cspViolations } = watchErrors(page);
  return {
    clean: async () => {
      expect(await page.locator(INJECTED).count()).toBe(0);
      expect(dialogs).toEqual([]);
      expect(cspViolations).toEqual([]);
      expect(errors).toEqual([]);
    },
  };
}

async function catalogueMovie(request: APIRequestContext, id: number): Promise<{ title: string; year: string }> {
  const res = await request.get(`${CATALOG}/3/movie/${id}?api_key=e2e`);
  const body = (await res.json()) as { title: string; release_date: string };
  return { title: body.title, year: body.release_date.slice(0, 4) };
}

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k) ?? '', key);

test.describe('hostile text typed or imported', () => {
  test('the header search box: the query shows as text on Search and in Analytics, also after a reload', async ({
    page,
  }) => {
    const { clean } = guard(page);
    const query = `"><img src=x onerror=alert('header')><b class=hostile>bold</b>`;
    await page.goto('/');
    await expect(h1(page)).toHaveText(/Welcome to Reelist/);
    const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search movies and TV shows' });
    await box.fill(query);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=/);
    await expect(main(page).getByRole('searchbox', { name: 'Search movies and TV shows' })).toHaveValue(query);
    // Either "N results for "…"" or "Nothing matched "…"": the query quoted, as text.
    const summary = main(page).getByText(`"${query}"`);
    await expect(summary).toBeVisible();
    await page.reload();
    await expect(summary).toBeVisible();

    await page.goto('/analytics');
    const searches = page.getByRole('list', { name: 'Most frequent searches' });
    await expect(searches.getByText(query, { exact: true })).toBeVisible();
    await page.reload();
    await expect(searches.getByText(query, { exact: true })).toBeVisible();
    await clean();
  });

  test("the Search page's own box and hostile filters in its address: text only, filters back to defaults", async ({
    page,
  }) => {
    const { clean } = guard(page);
    const query = `<iframe src="javascript:alert('search')"></iframe><svg onload=alert(1)>`;
    await page.goto('/search');
    const box = main(page).getByRole('searchbox', { name: 'Search movies and TV shows' });
    await box.fill(query);
    await expect(page).toHaveURL(/\/search\?q=%3Ciframe/);
    await expect(main(page).getByText(`"${query}"`)).toBeVisible();
    await page.reload();
    await expect(box).toHaveValue(query);
    await expect(main(page).getByText(`"${query}"`)).toBeVisible();

    // The filters are chips, selects and ranges: hostile values can only arrive through the address.
    const hostile = '<img src=x onerror=alert(1)>';
    const params = new URLSearchParams({ q: 'star' });
    for (const name of ['type', 'sort', 'genres', 'region', 'yearFrom', 'ratingMin', 'runtimeMax', 'view'])
      params.set(name, hostile);
    await page.goto(`/search?${params}`);
    await expect(h1(page)).toHaveText(/Search/);
    await expect(main(page).getByRole('list', { name: 'Search results' }).getByRole('listitem').first()).toBeVisible();
    await expect(main(page).getByRole('combobox', { name: 'Sort by' })).toHaveValue('popularity.desc');
    await expect(main(page).getByRole('group', { name: 'Applied filters' })).toHaveCount(0);
    await expect(page.getByText('onerror')).toHaveCount(0);
    await page.reload();
    await expect(main(page).getByRole('list', { name: 'Search results' }).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByText('onerror')).toHaveCount(0);
    await clean();
  });

  test("a review's title and content on Detail are text, also after a reload", async ({ page, request }) => {
    const { clean } = guard(page);
    const movie = await firstPopular(request, 'movie');
    const title = `<img src=x onerror=alert('title')>`;
    const content = `<script>alert('content')</script> <b class=hostile onmouseover=alert(1)>hover</b> =HYPERLINK("x")`;
    await page.goto(`/movie/${movie.id}`);
    await expect(h1(page)).toHaveText(movie.name);
    await page.getByRole('button', { name: 'Write a Review' }).click();
    await page.getByLabel('Title (optional)', { exact: true }).fill(title);
    await page.getByLabel('Your review', { exact: true }).fill(content);
    await page.getByRole('button', { name: 'Submit Review' }).click();
    const reviews = page.getByRole('list', { name: 'Reviews' });
    await expect(reviews.getByText(title, { exact: true })).toBeVisible();
    await expect(reviews.getByText(content, { exact: true })).toBeVisible();
    await page.reload();
    await expect(reviews.getByText(title, { exact: true })).toBeVisible();
    await expect(reviews.getByText(content, { exact: true })).toBeVisible();
    expect(await stored(page, 'reelist_reviews')).toContain('onerror=alert(');
    await clean();
  });

  test('a Reelist CSV: a hostile file name and cells show as text in the preview and the list, also after a reload', async ({
    page,
  }) => {
    const { clean } = guard(page);
    const fileName = `<svg onload=alert('file')>.csv`;
    const titles = ['<img src=x onerror=alert(1)>', '=HYPERLINK("x")'];
    const csv = [
      'Title,Type,Status,Rating,Release Date,Added Date,Overview',
      `${titles[0]},Movie,Watched,5,2001-01-01,2026-01-01,<script>alert('overview')</script>`,
      `"=HYPERLINK(""x"")",Movie,Watching,4,2001-01-01,2026-01-01,=1+1`,
    ].join('\n');
    await page.goto('/watchlist');
    await expect(page.getByRole('heading', { name: 'Your watchlist is empty' })).toBeVisible();
    await chooseFile(page, fileName, csv, 'text/csv');
    const preview = page.getByRole('region', { name: 'Import preview' });
    await expect(preview.getByText(fileName, { exact: true })).toBeVisible();
    await preview.getByRole('button', { name: 'Import 2 items' }).click();
    await expect(page.getByText('Successfully imported 2 items!')).toBeVisible();
    const cards = page.getByRole('region', { name: 'Watchlist items' }).getByRole('article');
    for (const title of titles) await expect(cards.filter({ hasText: title })).toHaveCount(1);
    await page.reload();
    for (const title of titles) await expect(cards.filter({ hasText: title })).toHaveCount(1);
    // The list shows no overview: the cell is kept as it was.
    const items = JSON.parse(await stored(page, 'reelist_watchlist')) as Array<{ title: string; overview: string }>;
    expect(items.map((i) => [i.title, i.overview]).sort()).toEqual(
      [
        [titles[0], `<script>alert('overview')</script>`],
        [titles[1], '=1+1'],
      ].sort(),
    );
    await clean();
  });

  test('a Letterboxd diary: an unmatched <script> name is reported as text, a matched <img> title is imported', async ({
    page,
    request,
  }) => {
    const { clean } = guard(page);
    // Movie 900001 of the catalogue is titled `<img src=x onerror=alert(1)>` (shared/catalog/README.md).
    const fixture = await catalogueMovie(request, 900001);
    const fileName = `<img src=x onerror=alert('file')>.csv`;
    const unmatched = '<script>alert(1)</script>';
    const csv =
      'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n' +
      `2025-03-02,${unmatched},2001,https://boxd.it/h1,4,,,2025-03-01\n` +
      `2025-03-02,${fixture.title},${fixture.year},https://boxd.it/h2,4.5,,"<b class=hostile>tag</b>",2025-03-01\n`;
    await page.goto('/watchlist');
    await expect(page.getByRole('heading', { name: 'Your watchlist is empty' })).toBeVisible();
    await chooseFile(page, fileName, csv, 'text/csv');
    const preview = page.getByRole('region', { name: 'Import preview' });
    await expect(preview.getByText(/Detected: Letterboxd/)).toBeVisible();
    await expect(preview.getByText(fileName, { exact: true })).toBeVisible();
    await expect(
      preview.getByRole('list', { name: 'Skipped rows' }).getByText(`no title named "${unmatched}"`),
    ).toBeVisible();
    await preview.getByRole('button', { name: 'Import 1 item' }).click();
    await expect(page.getByText('Successfully imported 1 item!')).toBeVisible();
    const card = page.getByRole('region', { name: 'Watchlist items' }).getByRole('article');
    await expect(card.filter({ hasText: fixture.title })).toHaveCount(1);
    await page.reload();
    await expect(card.filter({ hasText: fixture.title })).toHaveCount(1);
    await page.goto('/movie/900001');
    await expect(h1(page)).toHaveText(fixture.title);
    await expect(page.getByRole('list', { name: 'Your viewings' })).toHaveText(/Watched on March 1, 2025/);
    await clean();
  });
});
