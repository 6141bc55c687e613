import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { CATALOG, seedStorage } from '@reelist/testing/e2e';

// axe-core on every route, light and dark theme: no serious or critical violation (accessibility bar).

const DAY = 86_400_000;
const now = Date.now();
const WATCHLIST = ['want_to_watch', 'watching', 'watched'].map((status, i) => ({
  id: 1001 + i,
  title: `Accessible Title ${i + 1}`,
  poster_path: null,
  release_date: '2001-01-01',
  vote_average: 6 + i,
  media_type: i === 2 ? 'tv' : 'movie',
  overview: 'An item seeded for the accessibility check.',
  addedAt: new Date(now - i * DAY).toISOString(),
  status,
}));
const VIEW_HISTORY = Array.from({ length: 12 }, (_, i) => ({
  id: 1001 + i,
  title: `Viewed ${i}`,
  mediaType: i % 3 === 0 ? 'tv' : 'movie',
  posterPath: null,
  genres: [[18, 35][i % 2]!],
  rating: 7,
  viewedAt: new Date(now - (12 - i) * DAY).toISOString(),
  sessionId: 'a11y',
}));
const SEARCH_HISTORY = ['star', 'night'].map((query, i) => ({
  query,
  resultsCount: 10 + i,
  searchedAt: new Date(now - i * DAY).toISOString(),
  sessionId: 'a11y',
}));

async function firstId(request: APIRequestContext, type: 'movie' | 'tv') {
  const res = await request.get(`${CATALOG}/3/${type}/popular?api_key=e2e`);
  return ((await res.json()) as { results: Array<{ id: number }> }).results[0]!.id;
}

const ROUTES = [
  '/',
  '/search?q=star',
  '/movie/{movie}',
  '/tv/{tv}',
  '/watchlist',
  '/analytics',
  // Without a watch log: the empty year (year-in-review.spec.ts checks a full year in both themes).
  '/analytics/year/2024',
  '/preferences',
  '/recommendations',
];

for (const theme of ['light', 'dark'] as const) {
  test.describe(`axe, ${theme} theme`, () => {
    for (const route of ROUTES) {
      test(`${route}: no serious or critical violation`, async ({ page, request }) => {
        test.setTimeout(60_000); // axe on a busy 2-core machine can take longer than the default 30 s
        const path = route
          .replace('{movie}', String(await firstId(request, 'movie')))
          .replace('{tv}', String(await firstId(request, 'tv')));
        await seedStorage(page, {
          reelist_theme: theme,
          reelist_watchlist: WATCHLIST,
          reelist_view_history: VIEW_HISTORY,
          reelist_search_history: SEARCH_HISTORY,
        });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/dark/);
        const results = await new AxeBuilder({ page }).analyze();
        const serious = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map(
            (v) =>
              `${v.impact} ${v.id}: ${v.help} — ${v.nodes
                .slice(0, 3)
                .map((n) => n.target.join(' '))
                .join(' | ')}`,
          );
        expect(serious).toEqual([]);
      });
    }
  });
}
