import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { seedStorage } from '@reelist/testing/e2e';

// Home and Search (mf-discover) composed in the shell, against the embedded catalogue.
const CAROUSELS = ['Trending Today', 'Popular Movies', 'Popular TV Shows', 'Top Rated Movies', 'Coming Soon'];
const main = (page: Page) => page.getByRole('main');
const searchBox = (page: Page) => main(page).getByRole('searchbox', { name: 'Search movies and TV shows' });
const results = (page: Page) => main(page).getByRole('list', { name: 'Search results' }).getByRole('listitem');

/** Scrolls Home down row by row, as a visitor would: rows below the first screen load as they near the viewport. */
async function scrollThroughRows(page: Page) {
  for (const name of CAROUSELS) {
    const row = main(page).getByRole('region', { name });
    await row.scrollIntoViewIfNeeded();
    await expect(row.getByRole('listitem').first().getByRole('link')).toBeVisible();
  }
}

test.describe('discover: home', () => {
  test('carousels render with items, in order, and View All opens the search', async ({ page }) => {
    await page.goto('/');
    await expect(main(page).getByRole('heading', { level: 1, name: /^Welcome to Reelist/ })).toBeVisible();
    await scrollThroughRows(page);
    for (const name of CAROUSELS) {
      expect(await main(page).getByRole('region', { name }).getByRole('listitem').count()).toBeLessThanOrEqual(20);
    }
    const order = await main(page).getByRole('heading', { level: 2 }).allTextContents();
    expect(order.filter((h) => CAROUSELS.includes(h))).toEqual(CAROUSELS);
    await expect(main(page).getByRole('region', { name: 'Recommended for You' })).toHaveCount(0);

    await main(page)
      .getByRole('region', { name: 'Popular TV Shows' })
      .getByRole('link', { name: /View All/ })
      .click();
    await expect(page).toHaveURL(/\/search\?sort=popularity\.desc&type=tv$/);
    await expect(results(page).first()).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'TV Shows', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('scroll buttons move a carousel and arrow keys move focus; Enter opens the card', async ({ page }) => {
    await page.goto('/');
    const row = main(page).getByRole('region', { name: 'Trending Today' });
    const track = row.getByRole('list');
    await expect(track.getByRole('listitem').nth(10)).toBeAttached();
    await row.getByRole('button', { name: 'Scroll right' }).click();
    await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThanOrEqual(300);
    await row.getByRole('button', { name: 'Scroll right' }).click();
    await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThanOrEqual(620);
    const far = await track.evaluate((el) => el.scrollLeft);
    await row.getByRole('button', { name: 'Scroll left' }).click();
    await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeLessThan(far - 300);

    const links = track.getByRole('listitem').locator('a[href]');
    await links.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(links.nth(1)).toBeFocused();
    const href = await links.nth(1).getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test('the watchlist banner and Recommended for You appear once a title is added', async ({ page }) => {
    await page.goto('/');
    const row = main(page).getByRole('region', { name: 'Top Rated Movies' });
    await row.scrollIntoViewIfNeeded();
    await row
      .getByRole('button', { name: /^Add .* to watchlist$/ })
      .first()
      .click();
    await expect(main(page).getByRole('complementary', { name: 'Your watchlist' })).toContainText('You have 1 title');
    const recommended = main(page).getByRole('region', { name: 'Recommended for You' });
    await expect(recommended.getByRole('listitem').first().getByRole('link')).toBeVisible();
  });

  test('the home search bar opens the search for a trimmed term', async ({ page }) => {
    await page.goto('/');
    await searchBox(page).fill('   ');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await searchBox(page).fill('  godfather ');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=godfather$/);
    await expect(
      main(page)
        .getByRole('link', { name: /^The Godfather\b/ })
        .first(),
    ).toBeVisible();
  });
});

test.describe('discover: search', () => {
  test('typing syncs q to the URL and shows results; blank text clears them', async ({ page }) => {
    await page.goto('/search');
    await expect(main(page).getByRole('heading', { name: 'Start Your Search' })).toBeVisible();
    await searchBox(page).pressSequentially('godfather');
    await expect(page).toHaveURL(/\/search\?q=godfather$/);
    await expect(main(page).getByText(/results? for "godfather"/)).toBeVisible();
    await expect(results(page).first()).toBeVisible();
    await searchBox(page).fill('  ');
    await expect(page).toHaveURL(/\/search$/);
    await expect(main(page).getByRole('heading', { name: 'Start Your Search' })).toBeVisible();
    // A q set from outside the page (the header's search) replaces the text.
    const header = page.getByRole('banner').getByPlaceholder('Search movies and TV shows...');
    await header.fill('matrix');
    await header.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=matrix$/);
    await expect(searchBox(page)).toHaveValue('matrix');
  });

  test('filters switch to discover, live in the URL and survive a reload', async ({ page }) => {
    const discover = page.waitForRequest((r) => r.url().includes('/discover/movie') && r.url().includes('with_genres'));
    await page.goto('/search');
    await main(page).getByRole('button', { name: 'Movies', exact: true }).click();
    await expect(page).toHaveURL(/type=movie/);
    await main(page).getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Highest Rated' });
    await expect(page).toHaveURL(/sort=vote_average\.desc/);
    // Each step waits for the one before: the genre list follows the type, so the first genre is read once it has.
    const genres = main(page).getByRole('group', { name: 'Genres' });
    const genreName = (await genres.getByRole('button').first().textContent()) ?? '';
    await genres.getByRole('button', { name: genreName, exact: true }).click();
    await expect(page).toHaveURL(/type=movie&sort=vote_average\.desc&genres=\d+/);
    const request = await discover;
    expect(request.url()).toContain('sort_by=vote_average.desc');
    await expect(results(page).first()).toBeVisible();

    await page.reload();
    await expect(main(page).getByRole('button', { name: 'Movies', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(main(page).getByRole('combobox', { name: 'Sort by' })).toHaveValue('vote_average.desc');
    const applied = main(page).getByRole('group', { name: 'Applied filters' });
    await expect(applied.getByText(genreName, { exact: true })).toBeVisible();
    await applied.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/search\?sort=vote_average\.desc$/);
  });

  test('Load More appends the next page', async ({ page }) => {
    await page.goto('/search?q=the');
    await expect(results(page).first()).toBeVisible();
    const before = await results(page).count();
    await main(page).getByRole('button', { name: 'Load More' }).click();
    await expect.poll(() => results(page).count()).toBeGreaterThan(before);
  });

  test('a search with no match says No Results Found', async ({ page }) => {
    await page.goto('/search?q=zzqqxxnothing');
    await expect(main(page).getByRole('heading', { name: 'No Results Found' })).toBeVisible();
  });

  test('list view is kept in the URL', async ({ page }) => {
    await page.goto('/search?q=godfather');
    await main(page).getByRole('button', { name: 'List view' }).click();
    await expect(page).toHaveURL(/view=list/);
    await page.reload();
    await expect(main(page).getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    await expect(
      main(page)
        .getByRole('button', { name: /^Add to Watchlist: / })
        .first(),
    ).toBeVisible();
  });
});

test.describe('discover: accessibility and layout', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const path of ['/', '/search?q=the&type=movie&view=list', '/search?type=tv&genres=18&ratingMin=5']) {
      test(`${path} has no serious axe violations (${theme})`, async ({ page }) => {
        test.setTimeout(90_000);
        if (theme === 'dark') await seedStorage(page, { reelist_theme: 'dark' });
        await page.goto(path);
        await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
        if (path === '/') await scrollThroughRows(page);
        await expect(main(page).locator('[aria-busy="true"]')).toHaveCount(0);
        const { violations } = await new AxeBuilder({ page }).analyze();
        const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      });
    }
  }

  const watchLayoutShifts = (page: Page) =>
    page.addInitScript(() => {
      (window as unknown as { __cls: number }).__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
          if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
  const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { __cls: number }).__cls);

  test('Home does not shift its layout while the carousels load', async ({ page }) => {
    await watchLayoutShifts(page);
    await page.goto('/');
    await scrollThroughRows(page);
    await expect(main(page).getByRole('region', { name: 'Coming Soon' }).getByRole('link').nth(1)).toBeVisible();
    await expect(main(page).locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
  });

  test('the search field shows its whole placeholder: on a 390 px phone the button goes under it, on a desktop beside it', async ({
    page,
  }) => {
    for (const [width, stacked] of [
      [390, true],
      [1280, false],
    ] as const) {
      await page.setViewportSize({ width, height: 844 });
      for (const path of ['/', '/search']) {
        await page.goto(path);
        const field = searchBox(page);
        await expect(field).toHaveAttribute('placeholder', 'Search movies and TV shows...');
        // The placeholder's width in the field's own font, against the room between the field's paddings.
        const { text, room } = await field.evaluate((input: HTMLInputElement) => {
          const style = getComputedStyle(input);
          const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
          context.font = style.font;
          const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
          return { text: context.measureText(input.placeholder).width, room: input.clientWidth - padding };
        });
        expect(text, `${path} at ${width} px`).toBeLessThanOrEqual(room);
        const fieldBox = (await field.boundingBox())!;
        const button = (await main(page)
          .getByRole('search')
          .getByRole('button', { name: 'Search', exact: true })
          .boundingBox())!;
        expect(button.y >= fieldBox.y + fieldBox.height, `${path} at ${width} px: button under the field`).toBe(
          stacked,
        );
        if (stacked) expect(Math.round(button.width)).toBe(Math.round(fieldBox.width));
      }
    }
  });

  test('Search does not shift its results when the genre chips arrive', async ({ page }) => {
    await page.setViewportSize({ width: 1350, height: 940 });
    await watchLayoutShifts(page);
    await page.goto('/search?q=star');
    await expect(main(page).getByRole('group', { name: 'Genres' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: /star/i }).first()).toBeVisible();
    await expect(main(page).locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.005);
  });
});
