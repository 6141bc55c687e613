import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { CATALOG, seedStorage, storedItem } from '@reelist/testing/e2e';
import { expectNoSeriousA11yViolations } from './detail-support';

// Collections: Detail's "Part of the {name}" block and the collection page (/collection/{id}). The catalogue's
// collection ids are the same on every build date (shared/catalog/src/data/collections.ts: FIRST_COLLECTION_ID, the
// real series first); their parts and names are read from the catalogue, never assumed.
const SHREK = 500_009; // a real series: four films, all released
const CELLAR = 500_076; // a generated series of six, its last part upcoming
const NO_COLLECTION = 4296; // rank 1 of /3/movie/popular, in no collection

interface Part {
  id: number;
  title: string;
  release_date: string;
}
interface CatalogCollection {
  id: number;
  name: string;
  parts: Part[];
}

async function catalogCollection(request: APIRequestContext, id: number): Promise<CatalogCollection> {
  const res = await request.get(`${CATALOG}/3/collection/${id}?api_key=e2e`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as CatalogCollection;
}

const byRelease = (parts: Part[]) => [...parts].sort((a, b) => a.release_date.localeCompare(b.release_date));
const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const films = (page: Page) => page.getByRole('list', { name: 'Films' }).getByRole('listitem');
const watchlistCards = (page: Page) => page.getByRole('region', { name: 'Watchlist items' }).getByRole('article');

let shrek: CatalogCollection;
let cellar: CatalogCollection;

test.beforeAll(async ({ request }) => {
  shrek = await catalogCollection(request, SHREK);
  cellar = await catalogCollection(request, CELLAR);
});

test.describe('collections', () => {
  test('Detail of a movie in a collection says so and links to it; Detail shows Rotten Tomatoes beside IMDb', async ({
    page,
  }) => {
    const first = byRelease(shrek.parts)[0]!;
    await page.goto(`/movie/${first.id}`);
    await expect(h1(page, first.title)).toBeVisible();
    const block = page.getByRole('region', { name: `Part of the ${shrek.name}` });
    await expect(block).toContainText(`Part of the ${shrek.name}`);
    await expect(block).toContainText(`0 of ${shrek.parts.length} watched`);
    const ratings = page.getByRole('list', { name: 'Ratings from other sources' });
    await expect(ratings).toContainText('IMDb');
    await expect(ratings).toContainText('Rotten Tomatoes');
    await block.getByRole('link', { name: shrek.name }).click();
    await expect(page).toHaveURL(`/collection/${SHREK}`);
    await expect(h1(page, shrek.name)).toBeVisible();
    await expect(page).toHaveTitle(`${shrek.name} · Reelist`);
  });

  test('Detail of a movie in no collection shows no block and asks for no collection', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/collection/')) asked.push(request.url());
    });
    await page.goto(`/movie/${NO_COLLECTION}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Ratings from other sources' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('region', { name: /^Part of the/ })).toHaveCount(0);
    expect(asked).toEqual([]);
  });

  test('the collection page lists the films in release order with marks, and progress follows a film marked watched', async ({
    page,
  }) => {
    const ordered = byRelease(shrek.parts);
    await page.goto(`/collection/${SHREK}`);
    await expect(h1(page, shrek.name)).toBeVisible();
    await expect(films(page).getByRole('link')).toHaveText(ordered.map((part) => part.title));
    await expect(page.getByRole('progressbar', { name: `0 of ${ordered.length} watched` })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: /^\d+h \d+m$/ })).toBeVisible();

    // Mark the second film watched on its Detail page, then come back.
    await films(page).nth(1).getByRole('link').click();
    await expect(h1(page, ordered[1]!.title)).toBeVisible();
    await page.getByRole('button', { name: 'Add to Watchlist' }).click();
    await page.getByRole('combobox', { name: 'Status' }).selectOption('watched');
    await expect(
      page.getByRole('region', { name: `Part of the ${shrek.name}` }).getByText(`1 of ${ordered.length} watched`),
    ).toBeVisible();
    await page.goBack();
    await expect(h1(page, shrek.name)).toBeVisible();
    await expect(films(page).nth(1)).toContainText('Watched');
    await expect(films(page).nth(0)).not.toContainText('Watched');
    await expect(page.getByRole('progressbar', { name: `1 of ${ordered.length} watched` })).toBeVisible();
    await expect(page.getByText(`1 of ${ordered.length} watched`, { exact: true })).toBeVisible();
  });

  test('an upcoming film is listed last and marked', async ({ page }) => {
    await page.goto(`/collection/${CELLAR}`);
    await expect(h1(page, cellar.name)).toBeVisible();
    await expect(films(page)).toHaveCount(cellar.parts.length);
    await expect(films(page).last()).toContainText('Upcoming');
    await expect(films(page).filter({ hasText: 'Upcoming' })).toHaveCount(1);
    // Progress counts the films that are out.
    await expect(page.getByRole('progressbar', { name: `0 of ${cellar.parts.length - 1} watched` })).toBeVisible();
  });

  test('"Add all to watchlist" adds the films, and Undo takes exactly those back (seen in the Watchlist)', async ({
    page,
    context,
  }) => {
    const kept = storedItem(1, { title: 'Kept Before', media_type: 'movie', status: 'watching' });
    const first = byRelease(cellar.parts)[0]!;
    const listed = storedItem(first.id, { title: first.title, media_type: 'movie', status: 'want_to_watch' });
    await seedStorage(page, { reelist_watchlist: [kept, listed] });
    await page.goto(`/collection/${CELLAR}`);
    await expect(h1(page, cellar.name)).toBeVisible();

    // The Watchlist in a second tab follows the change as it is made.
    const watchlist = await context.newPage();
    await watchlist.goto('/watchlist');
    await expect(watchlistCards(watchlist)).toHaveCount(2);

    await page.getByRole('button', { name: 'Add all to watchlist' }).click();
    const added = cellar.parts.length - 1;
    await expect(page.getByRole('status').filter({ hasText: 'Added' })).toContainText(
      `Added ${added} films to your watchlist as Want to Watch.`,
    );
    await expect(page.getByText('Every film here is in your watchlist or watched.')).toBeVisible();
    await expect(watchlistCards(watchlist)).toHaveCount(2 + added);
    await expect(watchlistCards(watchlist).filter({ hasText: byRelease(cellar.parts)[1]!.title })).toHaveCount(1);

    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Removed' })).toContainText(
      `Removed the ${added} films just added from your watchlist.`,
    );
    await expect(watchlistCards(watchlist)).toHaveCount(2);
    await expect(watchlistCards(watchlist).filter({ hasText: 'Kept Before' })).toHaveCount(1);
    await expect(watchlistCards(watchlist).filter({ hasText: first.title })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Add all to watchlist' })).toBeVisible();
  });

  for (const id of ['1', 'abc']) {
    test(`/collection/${id} says 'Collection Not Found'`, async ({ page }) => {
      await page.goto(`/collection/${id}`);
      await expect(h1(page, 'Collection Not Found')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
    });
  }
});

for (const theme of ['light', 'dark'] as const) {
  for (const [label, viewport] of [
    ['390 px', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 900 }],
  ] as const) {
    test(`axe: the collection page and the Detail block, ${theme} theme, ${label}`, async ({ page }) => {
      test.setTimeout(60_000); // two axe runs on a busy machine
      await page.setViewportSize(viewport);
      const first = byRelease(cellar.parts)[0]!;
      await seedStorage(page, {
        reelist_theme: theme,
        reelist_watchlist: [storedItem(first.id, { title: first.title, media_type: 'movie', status: 'watched' })],
      });
      await page.goto(`/collection/${CELLAR}`);
      await expect(h1(page, cellar.name)).toBeVisible();
      if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/dark/);
      await expect(films(page).first()).toContainText('Watched');
      await page.getByRole('button', { name: 'Add all to watchlist' }).click();
      await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yViolations(page);

      await page.goto(`/movie/${first.id}`);
      await expect(page.getByRole('region', { name: `Part of the ${cellar.name}` })).toContainText('watched');
      await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yViolations(page);
    });
  }
}
