import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

// Issue 36 (Reelist's screens disagree with each other), findings 4 and 10, against the embedded catalogue:
// search filters that say what they do, the phone's first screen, and one tab stop per Home carousel.
const main = (page: Page) => page.getByRole('main');
const searchBox = (page: Page) => main(page).getByRole('searchbox', { name: 'Search movies and TV shows' });
const results = (page: Page) => main(page).getByRole('list', { name: 'Search results' }).getByRole('listitem');
const summary = (page: Page) => main(page).getByText(/^[\d,]+ results? for "the"$/);
const shownCount = async (page: Page) => Number(((await summary(page).textContent()) ?? '').replace(/\D.*$|,/g, ''));
/** The titles of the results, in the order shown (each card's title carries the full name). */
const shownTitles = (page: Page) =>
  results(page).evaluateAll((items) => items.map((item) => item.querySelector('[title]')?.getAttribute('title')));
const prompt = (page: Page) =>
  page.getByRole('complementary').filter({ hasText: 'Pick your services to see what you can watch now' });

test.describe('finding 4: a text search with filters', () => {
  test('type "the", pick a genre: the box, the URL, the count and the results agree, and a note says what was done', async ({
    page,
  }) => {
    await page.goto('/search');
    await searchBox(page).fill('the');
    await expect(page).toHaveURL(/\?q=the$/);
    await expect(summary(page)).toHaveText('1,445 results for "the"');
    const genres = main(page).getByRole('group', { name: 'Genres' });
    const genre = (await genres.getByRole('button').first().textContent()) ?? '';
    await genres.getByRole('button', { name: genre, exact: true }).click();

    await expect(page).toHaveURL(/\?q=the&genres=\d+$/);
    await expect(searchBox(page)).toHaveValue('the');
    await expect(
      main(page).getByText(/^Filtered within the 20 of 1,445 results for "the" loaded so far/),
    ).toBeVisible();
    await expect(summary(page)).toBeVisible();
    expect(await results(page).count()).toBe(await shownCount(page));
    for (const title of await shownTitles(page)) expect(title?.toLowerCase()).toContain('the');
  });

  test('Movies + Highest Rated with a text query: the movie-only count, and 9.4 before 8.7 once loaded', async ({
    page,
  }) => {
    await page.goto('/search?q=the');
    await expect(summary(page)).toHaveText('1,445 results for "the"');
    await main(page).getByRole('button', { name: 'Movies', exact: true }).click();
    await main(page).getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Highest Rated' });
    await expect(page).toHaveURL(/\?q=the&type=movie&sort=vote_average\.desc$/);
    await expect(searchBox(page)).toHaveValue('the');
    await expect(summary(page)).toHaveText('1,038 results for "the"');
    const note = main(page).getByText(/^Sorted within the [\d,]+ of 1,038 results for "the" loaded so far/);
    await expect(note).toContainText('Sorted within the 20 of 1,038');

    // The Godfather (9.4) is on the movie search's ninth page: load until it is there.
    const loadMore = main(page).getByRole('button', { name: 'Load More' });
    for (let loaded = 20; !(await shownTitles(page)).includes('The Godfather'); loaded += 20) {
      await loadMore.click();
      await expect(note).toContainText(`Sorted within the ${loaded + 20} of 1,038`);
    }
    const titles = await shownTitles(page);
    expect(titles[0]).toBe('The Godfather');
    expect(titles.indexOf('The Godfather')).toBeLessThan(titles.indexOf('The Dark Knight'));
    await expect(summary(page)).toHaveText('1,038 results for "the"');
  });
});

test.describe('finding 10: the phone first screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the install card paints its final state: no "not supported" flash where notifications work', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { notificationTexts: seen });
      new MutationObserver(() => {
        if (document.body?.textContent?.includes('Notifications are not supported')) seen.push('not supported');
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.goto('/');
    await expect(main(page).getByRole('button', { name: 'Enable Notifications' })).toBeEnabled();
    expect(await page.evaluate(() => (window as unknown as { notificationTexts: string[] }).notificationTexts)).toEqual(
      [],
    );
  });

  test('the first carousel starts on the first screen, and the services prompt is a card in Home only', async ({
    page,
  }) => {
    await page.goto('/');
    const firstCard = main(page).getByRole('region', { name: 'Trending Today' }).getByRole('article').first();
    await expect(firstCard).toBeInViewport({ ratio: 1 });
    // In the page's flow: it scrolls away with Home instead of covering every screen.
    await expect(prompt(page)).toBeVisible();
    await main(page).getByRole('heading', { name: 'Coming Soon' }).scrollIntoViewIfNeeded();
    await expect(prompt(page)).not.toBeInViewport();

    for (const path of ['/search', '/watchlist']) {
      await page.goto(path);
      await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
      await expect(prompt(page)).toHaveCount(0);
    }
    await page.goto('/');
    await prompt(page).getByRole('button', { name: 'Dismiss' }).click();
    await expect(prompt(page)).toHaveCount(0);
  });

  test('a title opened from far down Home opens at its top, title first', async ({ page }) => {
    await page.goto('/');
    const row = main(page).getByRole('region', { name: 'Coming Soon' });
    await row.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await row.getByRole('article').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/(movie|tv)\/\d+$/);
    await expect(main(page).getByRole('heading', { level: 1 })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('Search shows its first results on the first screen, with the filters one tap away', async ({ page }) => {
    await page.goto('/search?q=the');
    await expect(results(page).first().getByRole('article')).toBeInViewport({ ratio: 1 });
    const filters = main(page).getByRole('button', { name: 'Filters', exact: true });
    await filters.click();
    await expect(filters).toHaveAttribute('aria-expanded', 'true');
    await main(page).getByRole('button', { name: 'Movies', exact: true }).click();
    await expect(page).toHaveURL(/\?q=the&type=movie$/);
    await expect(summary(page)).toHaveText('1,038 results for "the"');
  });
});

test.describe('finding 10: one tab stop per Home row (desktop)', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  /** True once the card is entirely inside the row's visible part and inside the window. */
  const fullyShown = async (card: Locator, track: Locator) =>
    card.evaluate(
      (el, row) => {
        const box = el.getBoundingClientRect();
        const view = (row as Element).getBoundingClientRect();
        return (
          box.left >= view.left - 1 &&
          box.right <= view.right + 1 &&
          box.top >= 0 &&
          box.bottom <= document.documentElement.clientHeight + 1
        );
      },
      await track.elementHandle(),
    );

  test('Tab enters a row once and leaves with the next Tab; arrows move between cards, shown whole', async ({
    page,
  }) => {
    await page.goto('/');
    const row = main(page).getByRole('region', { name: 'Trending Today' });
    const track = row.getByRole('list');
    const cards = track.getByRole('listitem');
    await expect(cards.nth(10)).toBeAttached();
    await expect(track).not.toHaveAttribute('aria-busy');

    await row.getByRole('button', { name: 'Scroll right' }).focus();
    await page.keyboard.press('Tab');
    await expect(cards.first().getByRole('link')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(track.locator(':focus')).toHaveCount(0);
    await page.keyboard.press('Shift+Tab');
    await expect(cards.first().getByRole('link')).toBeFocused();

    for (let i = 0; i < 6; i += 1) await page.keyboard.press('ArrowRight');
    await expect(cards.nth(6).getByRole('link')).toBeFocused();
    await expect.poll(() => fullyShown(cards.nth(6), track)).toBe(true);
    await page.keyboard.press('End');
    const last = cards.last();
    await expect(last.getByRole('link')).toBeFocused();
    await expect.poll(() => fullyShown(last, track)).toBe(true);
    await page.keyboard.press('Home');
    await expect(cards.first().getByRole('link')).toBeFocused();
    await expect.poll(() => fullyShown(cards.first(), track)).toBe(true);
    // The row remembers the card: leaving and coming back lands on it, one Tab each way.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(cards.nth(1).getByRole('link')).toBeFocused();
  });
});
