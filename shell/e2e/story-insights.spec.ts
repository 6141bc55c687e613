import { expect, test } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { CATALOG, seedStorage, watchErrors, watchlistItem } from '@reelist/testing/e2e';
import { expectNoSeriousA11yViolations } from './detail-support';
import { chooseFile } from './watchlist-support';

// Issue 36 (the screens disagreed): Analytics now counts what was watched (finding 2), the recommendation categories
// each select by their own rule without repeating one list (finding 3), and Preferences asks before an unsaved
// change is left behind (finding 8).

const DAY = 86_400_000;
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function popularMovies(request: APIRequestContext, count: number) {
  const res = await request.get(`${CATALOG}/3/movie/popular?api_key=e2e`);
  const body = (await res.json()) as {
    results: Array<{ id: number; title: string; release_date: string; vote_average: number; genre_ids: number[] }>;
  };
  return body.results.slice(0, count);
}

/** A date `days` ago as Letterboxd writes it (YYYY-MM-DD), at noon UTC so any time zone keeps the day. */
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString().slice(0, 10);

/** The names on the cards of a row or panel, in order. */
const names = (scope: Locator) =>
  scope
    .getByRole('button', { name: /^Add .* to watchlist$/ })
    .evaluateAll((buttons) =>
      buttons.map((b) => (b.getAttribute('aria-label') ?? '').replace(/^Add (.*) to watchlist$/, '$1')),
    );

test.describe('issue 36: insights agree with what you watched', () => {
  test('a Letterboxd diary and Watched titles bring Analytics alive', async ({ page, request }) => {
    const { errors } = watchErrors(page);
    const [a, b, watched] = await popularMovies(request, 3);
    if (!a || !b || !watched) throw new Error('the catalogue has fewer than 3 popular movies');
    await seedStorage(page, {
      reelist_watchlist: [
        watchlistItem({
          id: watched.id,
          title: watched.title,
          genre_ids: watched.genre_ids,
          status: 'watched',
          updatedAt: new Date(Date.now() - 3 * DAY).toISOString(),
        }),
      ],
    });
    const year = (t: { release_date: string }) => t.release_date.slice(0, 4);
    const diary =
      'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n' +
      `${daysAgo(40)},${a.title},${year(a)},https://boxd.it/s1,4,,,${daysAgo(40)}\n` +
      `${daysAgo(20)},${b.title},${year(b)},https://boxd.it/s2,3.5,,,${daysAgo(20)}\n` +
      `${daysAgo(10)},${a.title},${year(a)},https://boxd.it/s3,5,Yes,,${daysAgo(10)}\n`;
    await page.goto('/watchlist');
    await page.getByRole('button', { name: 'Export / Share' }).click();
    await chooseFile(page, 'diary.csv', diary, 'text/csv');
    await page
      .getByRole('region', { name: 'Import preview' })
      .getByRole('button', { name: /^Import \d+ items?$/ })
      .click();
    await expect(page.getByText(/Successfully imported/)).toBeVisible();

    await nav(page).getByRole('link', { name: 'Analytics' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics Dashboard' })).toBeVisible();
    await expect(page.getByText('No Analytics Data')).toHaveCount(0);
    const card = (label: string) => page.getByText(label, { exact: true }).locator('..');
    await expect(card('Total Views')).toContainText('Detail pages opened, all time');
    await expect(card('Films Watched').getByText('3', { exact: true })).toBeVisible();
    await expect(card('Viewings Logged').getByText('4', { exact: true })).toBeVisible();
    await expect(card('Watched This Month').getByText('3', { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Viewings by content type' })).toHaveAccessibleDescription(
      'Movies 100% and TV shows 0% of 4 viewings.',
    );
    await expect(page.getByRole('img', { name: 'Most watched genres' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Viewings per day, last 12 months' })).toHaveAccessibleDescription(
      /^Viewings on 4 days of the last \d+;/,
    );
    expect(errors).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });

  test('recommendation categories select by their own rules and All shows a title once', async ({ page, request }) => {
    test.setTimeout(60_000);
    const movies = await popularMovies(request, 3);
    await seedStorage(page, {
      reelist_watchlist: movies.map((m, i) =>
        watchlistItem({
          id: m.id,
          title: m.title,
          genre_ids: m.genre_ids,
          addedAt: new Date(Date.now() - i * DAY).toISOString(),
        }),
      ),
    });
    await page.goto('/recommendations');
    const rows = page.getByRole('tabpanel').getByRole('region');
    await expect(rows.first()).toBeVisible();
    const rowNames = await rows.evaluateAll((sections) => sections.map((s) => s.getAttribute('aria-labelledby')));
    expect(rowNames.length).toBeGreaterThan(1);
    const perRow: string[][] = [];
    for (let i = 0; i < rowNames.length; i += 1) perRow.push(await names(rows.nth(i)));
    const all = perRow.flat();
    expect(new Set(all).size).toBe(all.length);
    const firsts = perRow.map((row) => row[0]);
    expect(new Set(firsts).size).toBe(firsts.length);

    // Each category tab: its own titles, or a plain sentence saying why there are none.
    for (const tab of ['Trending Now', 'Highly Rated', 'New Releases', 'Your Genres', 'Similar to Watchlist']) {
      await page.getByRole('tab', { name: tab }).click();
      const panel = page.getByRole('tabpanel');
      await expect(
        panel
          .getByRole('article')
          .first()
          .or(panel.getByRole('heading', { name: /^Nothing in / })),
      ).toBeVisible();
      await expect(panel.getByText(/^No .* picks$/)).toHaveCount(0);
    }
    await expectNoSeriousA11yViolations(page);
  });

  test('leaving Preferences with an unsaved change asks first; Stay keeps it; a reload is guarded', async ({
    page,
  }) => {
    const stored = () =>
      page.evaluate(
        () => JSON.parse(localStorage.getItem('reelist_user_preferences') ?? '{}') as Record<string, unknown>,
      );
    await page.goto('/preferences');
    const share = page.getByRole('switch', { name: 'Share Watchlist' });
    await share.click();
    await expect(share).toBeChecked();

    await nav(page)
      .getByRole('link', { name: /Watchlist/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/preferences$/);
    await expect(share).toBeChecked();

    // A reload or a closed tab asks the browser's own question.
    const asked = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const question = await asked;
    expect(question.type()).toBe('beforeunload');
    await question.dismiss();
    await expect(share).toBeChecked();

    await nav(page)
      .getByRole('link', { name: /Watchlist/ })
      .click();
    await dialog.getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page).toHaveURL(/\/watchlist$/);
    expect((await stored()).shareWatchlist).toBeFalsy();
  });

  test('a Save pressed just before leaving Preferences is kept', async ({ page }) => {
    await page.goto('/preferences');
    await page.getByRole('switch', { name: 'Share Watchlist' }).click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await nav(page)
      .getByRole('link', { name: /Watchlist/ })
      .click();
    await expect(page).toHaveURL(/\/watchlist$/);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('reelist_user_preferences') ?? '{}'));
    expect(stored.shareWatchlist).toBe(true);
  });
});
