// The person page (/person/{id}): reached from a Detail page's cast, the visitor's marks on the filmography, its
// filters and sort, Read more, Follow kept over a reload, the not-found and failure states, and axe in both themes.
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { CATALOG, seedStorage } from '@reelist/testing/e2e';
import { expectNoSeriousA11yViolations, firstPopular } from './detail-support';
import type { CatalogTitle } from './detail-support';

interface Credit {
  id: number;
  title?: string;
  name?: string;
  release_date?: string;
  first_air_date?: string;
  vote_average?: number;
}
interface CatalogPerson {
  id: number;
  name: string;
  movie_credits: { cast: Credit[]; crew: Credit[] };
  tv_credits: { cast: Credit[]; crew: Credit[] };
}

/** The catalogue's most popular person, with their credits: ids depend on the build date, so never hard-coded. */
async function popularPerson(request: APIRequestContext): Promise<CatalogPerson> {
  const list = await request.get(`${CATALOG}/3/person/popular?api_key=e2e`);
  expect(list.ok()).toBe(true);
  const id = ((await list.json()) as { results: Array<{ id: number }> }).results[0]!.id;
  const res = await request.get(`${CATALOG}/3/person/${id}?api_key=e2e&append_to_response=movie_credits,tv_credits`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as CatalogPerson;
}

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const filmography = (page: Page) => page.getByRole('region', { name: 'Filmography' });
const department = (page: Page, name: string) =>
  filmography(page).getByRole('region', { name: new RegExp(`^${name} \\(\\d+\\)$`) });
const rowOf = (page: Page, title: string) =>
  filmography(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });

/**
 * Scrolls down a screen at a time, as a visitor does, until the filmography has drawn a row of `title`: a department
 * draws its rows only as they come near the viewport. In the page, so each turn costs two frames (the scroll, then the
 * rows its observer asks for), not round trips.
 */
async function scrollUntilDrawn(page: Page, title: string): Promise<void> {
  await page.evaluate(async (wanted) => {
    const drawn = () =>
      [...document.querySelectorAll('section[aria-labelledby="person-filmography"] li a')].some(
        (link) => link.textContent === wanted,
      );
    for (let turn = 0; turn < 300 && !drawn(); turn += 1) {
      window.scrollBy(0, window.innerHeight);
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    }
  }, title);
  await expect(rowOf(page, title).first()).toBeAttached();
}

let movie: CatalogTitle;
let person: CatalogPerson;

test.beforeAll(async ({ request }) => {
  movie = await firstPopular(request, 'movie');
  person = await popularPerson(request);
});

test.describe('person page', () => {
  test('from a Detail page: the film added and rated shows its marks on a cast member’s page', async ({ page }) => {
    await page.goto(`/movie/${movie.id}`);
    await expect(h1(page, movie.name)).toBeVisible();
    await page.getByRole('button', { name: 'Add to Watchlist' }).click();
    await page.getByRole('radiogroup', { name: 'Your rating' }).getByRole('radio', { name: '4 stars' }).click();
    const first = page.getByRole('list', { name: 'Cast' }).getByRole('link').first();
    const name = (await first.textContent()) ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/person\/\d+$/);
    await expect(h1(page, name)).toBeVisible();
    await expect(page).toHaveTitle(`${name} · Reelist`);
    const row = rowOf(page, movie.name).first();
    await expect(row).toContainText('Want to Watch');
    await expect(row).toContainText('Rated 4 stars');
    await expect(filmography(page).getByText(/^You've seen 0 of \d+ films?$/)).toBeVisible();
  });

  test('the Director line leads to the director’s page', async ({ page }) => {
    await page.goto(`/movie/${movie.id}`);
    const director = page
      .getByText(/^Directors?:/)
      .locator('..')
      .getByRole('link')
      .first();
    const name = (await director.textContent()) ?? '';
    await director.click();
    await expect(h1(page, name)).toBeVisible();
    await expect(department(page, 'Directing').getByRole('link', { name: movie.name, exact: true })).toBeVisible();
  });

  test('the filmography filters by type, hides watched titles and sorts by rating', async ({ page }) => {
    const cast = person.movie_credits.cast;
    const watched = cast.find((c) => (c.release_date ?? '') !== '' && c.release_date! < '2026-01-01');
    expect(watched).toBeDefined();
    await seedStorage(page, {
      reelist_watchlist: [
        {
          id: watched!.id,
          title: watched!.title,
          poster_path: null,
          release_date: watched!.release_date,
          vote_average: 5,
          media_type: 'movie',
          overview: '',
          addedAt: '2026-01-01T00:00:00.000Z',
          status: 'watched',
        },
      ],
    });
    await page.goto(`/person/${person.id}`);
    await expect(h1(page, person.name)).toBeVisible();
    const rows = filmography(page).getByRole('listitem');
    // Each department shows its first rows only: show all of Acting, so the watched film is among them.
    const showAllActing = department(page, 'Acting').getByRole('button', { name: /^Show all \d+ Acting credits$/ });
    if ((await showAllActing.count()) > 0) await showAllActing.click();
    await scrollUntilDrawn(page, watched!.title!);
    await expect(rowOf(page, watched!.title!).first()).toContainText('Watched');

    await page.getByRole('button', { name: 'Movies', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Movies', exact: true })).toHaveAttribute('aria-pressed', 'true');
    const types = await rows.evaluateAll((items) => items.map((li) => li.textContent ?? ''));
    expect(types.length).toBeGreaterThan(0);
    expect(types.filter((text) => text.includes('TV Show'))).toEqual([]);

    await page.getByRole('checkbox', { name: 'Hide watched' }).check();
    await expect(rowOf(page, watched!.title!)).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'Hide watched' }).uncheck();
    await expect(rowOf(page, watched!.title!).first()).toBeVisible();

    // Sorted by rating, Acting's released movies come best rated first (ties: newest, then by title).
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('rating');
    const today = new Date().toISOString().slice(0, 10);
    const released = [...new Map(cast.map((c) => [c.id, c])).values()].filter(
      (c) => !!c.release_date && c.release_date <= today,
    );
    const expected = released
      .sort(
        (a, b) =>
          (b.vote_average ?? 0) - (a.vote_average ?? 0) ||
          b.release_date!.localeCompare(a.release_date!) ||
          a.title!.localeCompare(b.title!),
      )
      .map((c) => c.title)
      .slice(0, 5);
    const acting = department(page, 'Acting');
    const shown = await acting
      .getByRole('listitem')
      .evaluateAll((items) =>
        items.filter((li) => !li.textContent?.startsWith('Upcoming')).map((li) => li.querySelector('a')?.textContent),
      );
    expect(shown.slice(0, 5)).toEqual(expected);

    await page.getByRole('button', { name: 'TV Shows', exact: true }).click();
    const tvRows = await rows.evaluateAll((items) => items.map((li) => li.textContent ?? ''));
    expect(tvRows.every((text) => text.includes('TV Show'))).toBe(true);
  });

  test('Read more opens the whole biography and Read less cuts it again', async ({ page }) => {
    const long = `${'A long career on stage and screen. '.repeat(20)}The last sentence.`;
    await page.route(new RegExp(`/3/person/${person.id}\\?`), async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), biography: long } });
    });
    await page.goto(`/person/${person.id}`);
    const more = page.getByRole('button', { name: 'Read more' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    const text = page.getByRole('region', { name: 'Biography' }).locator('#person-biography-text');
    const cut = await text.evaluate((el) => el.clientHeight);
    expect(await text.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    await more.click();
    await expect(page.getByRole('button', { name: 'Read less' })).toHaveAttribute('aria-expanded', 'true');
    expect(await text.evaluate((el) => el.clientHeight)).toBeGreaterThan(cut);
    await page.getByRole('button', { name: 'Read less' }).click();
    await expect(page.getByRole('button', { name: 'Read more' })).toBeVisible();
  });

  test('Follow is kept over a reload, and Following undoes it', async ({ page }) => {
    await page.goto(`/person/${person.id}`);
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
    const stored = await page.evaluate(() => localStorage.getItem('reelist_followed_people'));
    expect(stored).toContain(`"id":${person.id}`);
    await page.getByRole('button', { name: 'Following' }).click();
    await expect(page.getByRole('button', { name: 'Follow', exact: true })).toHaveAttribute('aria-pressed', 'false');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Follow', exact: true })).toHaveAttribute('aria-pressed', 'false');
  });

  test("'Person Not Found' for an unknown id and for a bad one", async ({ page }) => {
    await page.goto('/person/1');
    await expect(h1(page, 'Person Not Found')).toBeVisible();
    await page.goto('/person/abc');
    await expect(h1(page, 'Person Not Found')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("'Failed to Load Details' when the service fails, and Try Again loads the person", async ({ page }) => {
    let failures = 1;
    // Only this page's requests fail (the catalogue's /__faults are global and would reach parallel tests).
    await page.route(new RegExp(`/3/person/${person.id}\\?`), (route) =>
      failures-- > 0 ? route.fulfill({ status: 500, json: { status_message: 'Internal error' } }) : route.continue(),
    );
    await page.goto(`/person/${person.id}`);
    await expect(h1(page, 'Failed to Load Details')).toBeVisible();
    await expect(page.getByText('Failed to fetch person details')).toBeVisible();
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(h1(page, person.name)).toBeVisible();
  });
});

for (const theme of ['light', 'dark'] as const) {
  for (const [label, viewport] of [
    ['390 px', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 800 }],
  ] as const) {
    test(`axe: the person page, ${theme} theme, ${label}`, async ({ page }) => {
      test.setTimeout(60_000); // axe on a busy 2-core machine can take longer than the default 30 s
      await page.setViewportSize(viewport);
      await seedStorage(page, { reelist_theme: theme });
      await page.goto(`/person/${person.id}`);
      await expect(h1(page, person.name)).toBeVisible();
      await page.waitForLoadState('networkidle');
      if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/dark/);
      await expectNoSeriousA11yViolations(page);
    });
  }
}
