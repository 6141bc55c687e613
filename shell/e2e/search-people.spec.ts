import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { CATALOG, seedStorage } from '@reelist/testing/e2e';
import { expectNoSeriousA11yViolations } from './detail-support';

// Search finds people (People choice, person cards) and Home's "From people you follow" row (mf-discover).
const main = (page: Page) => page.getByRole('main');
const ROW = 'From people you follow';

interface CatalogPerson {
  id: number;
  name: string;
}

/**
 * The first cast member of the catalogue's first upcoming movie: someone /search/person finds by name, with a title
 * still to come (ids and names depend on the catalogue's build, so they are never hard-coded).
 */
async function personWithUpcomingTitle(request: APIRequestContext): Promise<CatalogPerson & { title: string }> {
  const upcoming = await request.get(`${CATALOG}/3/movie/upcoming?api_key=e2e`);
  expect(upcoming.ok()).toBe(true);
  const movie = ((await upcoming.json()) as { results: Array<{ id: number; title: string }> }).results[0]!;
  const credits = await request.get(`${CATALOG}/3/movie/${movie.id}/credits?api_key=e2e`);
  expect(credits.ok()).toBe(true);
  const cast = ((await credits.json()) as { cast: CatalogPerson[] }).cast[0]!;
  return { id: cast.id, name: cast.name, title: movie.title };
}

const personLink = (page: Page, person: CatalogPerson) =>
  main(page).locator(`a[href="/person/${person.id}"]`).filter({ hasText: person.name });

const typeButton = (page: Page, name: string) =>
  main(page).getByRole('group', { name: 'Media type' }).getByRole('button', { name, exact: true });

test.describe('search: people', () => {
  test("a person's name finds them, and their card opens their page", async ({ page, request }) => {
    const person = await personWithUpcomingTitle(request);
    await page.goto('/search');
    await main(page).getByRole('searchbox', { name: 'Search movies and TV shows' }).fill(person.name);
    await expect(page).toHaveURL(/q=/);
    await typeButton(page, 'People').click();
    await expect(page).toHaveURL(new RegExp(`type=people`));
    const card = personLink(page, person);
    await expect(card).toHaveAccessibleName(person.name);
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/person/${person.id}$`));
    await expect(main(page).getByRole('heading', { level: 1, name: person.name })).toBeVisible();
  });

  test('the People choice and its URL survive a reload and the back button', async ({ page, request }) => {
    const person = await personWithUpcomingTitle(request);
    await page.goto(`/search?q=${encodeURIComponent(person.name)}`);
    await typeButton(page, 'People').click();
    await expect(page).toHaveURL(/type=people/);
    await expect(personLink(page, person)).toBeVisible();
    await page.reload();
    await expect(typeButton(page, 'People')).toHaveAttribute('aria-pressed', 'true');
    await expect(personLink(page, person)).toBeVisible();
    await expect(
      main(page).getByText('People are found by name: sort and filters apply to movies and TV shows.'),
    ).toBeVisible();
    await expect(main(page).getByRole('combobox', { name: 'Sort by' })).toHaveCount(0);
    // A new search (Enter pushes a history entry), another type, then back to the People search.
    const box = main(page).getByRole('searchbox', { name: 'Search movies and TV shows' });
    await box.fill('zz');
    await box.press('Enter');
    await expect(page).toHaveURL(/q=zz&type=people/);
    await typeButton(page, 'Movies').click();
    await expect(page).toHaveURL(/q=zz&type=movie/);
    await page.goBack();
    await expect(page).toHaveURL(/type=people/);
    await expect(typeButton(page, 'People')).toHaveAttribute('aria-pressed', 'true');
    await expect(personLink(page, person)).toBeVisible();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`axe: search with people at 390 px, ${theme} theme`, async ({ page, request }) => {
      test.setTimeout(60_000); // axe on a busy 2-core machine can take longer than the default 30 s
      const person = await personWithUpcomingTitle(request);
      await page.setViewportSize({ width: 390, height: 844 });
      await seedStorage(page, { reelist_theme: theme });
      await page.goto(`/search?q=${encodeURIComponent(person.name)}&type=people`);
      await expect(personLink(page, person)).toBeVisible();
      if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/dark/);
      await expectNoSeriousA11yViolations(page);
      await page.goto(`/search?q=${encodeURIComponent(person.name.split(' ')[0]!)}`);
      await expect(main(page).locator('a[href^="/person/"]').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
});

test.describe('home: from people you follow', () => {
  test('a followed person with a title to come gets the row, saying whose it is', async ({ page, request }) => {
    const person = await personWithUpcomingTitle(request);
    await seedStorage(page, {
      reelist_followed_people: [
        { id: person.id, name: person.name, profile_path: null, followedAt: '2026-01-01T00:00:00.000Z', known: {} },
      ],
    });
    await page.goto('/');
    const row = main(page).getByRole('region', { name: ROW });
    const card = row.getByRole('article').filter({ hasText: person.title });
    await expect(card).toContainText(`with ${person.name}`);
    await expect(card.getByRole('link', { name: new RegExp(person.title) })).toBeVisible();
  });

  test('nobody followed: no person is asked for and there is no row', async ({ page }) => {
    const personRequests: string[] = [];
    page.on('request', (req) => {
      if (/\/3\/person\//.test(req.url())) personRequests.push(req.url());
    });
    await page.goto('/');
    await expect(main(page).getByRole('region', { name: 'Trending Today' }).getByRole('link').first()).toBeVisible();
    // The check runs after the first row's paint; once the network is quiet it has run.
    await page.waitForLoadState('networkidle');
    await expect(main(page).getByRole('region', { name: ROW })).toHaveCount(0);
    expect(personRequests).toEqual([]);
  });
});
