import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { CATALOG, seedStorage, watchErrors, watchlistItem } from '@reelist/testing/e2e';
import { firstPopular } from './detail-support';
import type { CatalogTitle } from './detail-support';
import { chooseFile } from './watchlist-support';

// Corrupt storage, key by key and route by route (input hardening; reliability.spec.ts checks one mixed set of
// bad values for nine keys on five routes). Every key of STORAGE_KEYS (@reelist/contracts) is covered except:
// - `reelist_analytics`: declared but read by no code (mf-insights derives its figures from the two histories). It is
//   seeded corrupt below with the others, so a route that started reading it unguarded would fail here, but no
//   backup or toast is asserted for it.
// Where each key is read (found by loading every route with one bad key): the watchlist, its tombstones, theme,
// auto theme and preferences on every route (shell start-up); the view history on Detail, Analytics and
// Recommendations; the search history on Search (recording a search) and Analytics; reviews, ratings and the
// session id on Detail; the watch log on Detail and Analytics (and a history import); the import matches only during
// a history import on the Watchlist; the title facts on Year in Review (and on Analytics when the log has episodes).

const RECOVERED = 'Some saved data could not be read and was reset. A backup was kept.';

/** Every localStorage key the app uses (STORAGE_KEYS), with a value that is not JSON and one of the wrong shape. */
const CORRUPT: Record<string, { notJson: string; wrongShape: string }> = {
  reelist_watchlist: { notJson: '{not json', wrongShape: '{"items": 5}' },
  reelist_watchlist_tombstones: { notJson: '{not json', wrongShape: '[1, "x", null]' },
  // The theme is stored as plain text (older builds JSON-quoted it): '{not json' is simply not a theme.
  reelist_theme: { notJson: '{not json', wrongShape: '"string"' },
  reelist_auto_theme: { notJson: '{not json', wrongShape: '"string"' },
  reelist_user_preferences: { notJson: '{not json', wrongShape: '[1, "x", null]' },
  reelist_view_history: { notJson: '{not json', wrongShape: '{"items": 5}' },
  reelist_search_history: { notJson: '{not json', wrongShape: '"string"' },
  reelist_analytics: { notJson: '{not json', wrongShape: '[1, "x", null]' },
  reelist_reviews: { notJson: '{not json', wrongShape: '[1, "x", null]' },
  reelist_ratings: { notJson: '{not json', wrongShape: '{"items": 5}' },
  // Stored compactly as {"v":1,"e":[tuples]}: here the tuples are not tuples.
  reelist_watch_log: { notJson: '{not json', wrongShape: '{"v":1,"e":[1,"x",null]}' },
  reelist_import_matches: { notJson: '{not json', wrongShape: '[1, "x", null]' },
  // Not in STORAGE_KEYS (named by the storage module that reads it), {"v":1,"p":{people},"t":{title: tuple}}.
  reelist_title_facts: { notJson: '{not json', wrongShape: '{"v":1,"p":{},"t":{"movie_1":"x"}}' },
};
type Kind = 'notJson' | 'wrongShape';
const KINDS: Array<[Kind, string]> = [
  ['notJson', 'not JSON'],
  ['wrongShape', 'JSON of the wrong shape'],
];

// The session id (sessionStorage) is stored as raw text and any non-empty text is a valid id: only an empty one
// is unreadable. The wrong-shape value is kept as an (odd) id, which is not an error.
const SESSION_KEY = 'reelist_session_id';
const SESSION: Record<Kind, string> = { notJson: '', wrongShape: '{"items": 5}' };

/** Read by the shell at start-up on every route. */
const EVERYWHERE = [
  'reelist_watchlist',
  'reelist_watchlist_tombstones',
  'reelist_theme',
  'reelist_auto_theme',
  'reelist_user_preferences',
];
const DETAIL_READS = [...EVERYWHERE, 'reelist_view_history', 'reelist_reviews', 'reelist_ratings', 'reelist_watch_log'];

let movie: CatalogTitle;
let show: CatalogTitle;
test.beforeAll(async ({ request }) => {
  [movie, show] = await Promise.all([firstPopular(request, 'movie'), firstPopular(request, 'tv')]);
});

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first();

interface Route {
  path: () => string;
  /** The route's main content is on screen. */
  ready: (page: Page) => Promise<void>;
  /** The keys this route reads on load, so their bad values must be backed up. */
  reads: string[];
}

const ROUTES: Record<string, Route> = {
  '/': {
    path: () => '/',
    ready: async (page) => {
      await expect(h1(page)).toHaveText(/Welcome to Reelist/);
      const row = page.getByRole('main').getByRole('region', { name: 'Trending Today' });
      await expect(row.getByRole('listitem').first().getByRole('link')).toBeVisible();
    },
    reads: EVERYWHERE,
  },
  '/search?q=star': {
    path: () => '/search?q=star',
    ready: async (page) => {
      await expect(h1(page)).toHaveText(/Search/);
      const results = page.getByRole('main').getByRole('list', { name: 'Search results' });
      await expect(results.getByRole('listitem').first()).toBeVisible();
    },
    reads: [...EVERYWHERE, 'reelist_search_history'],
  },
  '/movie/{id}': {
    path: () => `/movie/${movie.id}`,
    ready: async (page) => {
      await expect(h1(page)).toHaveText(movie.name);
      await expect(page.getByRole('heading', { name: 'Ratings and Reviews' })).toBeVisible();
    },
    reads: DETAIL_READS,
  },
  '/tv/{id}': {
    path: () => `/tv/${show.id}`,
    ready: async (page) => {
      await expect(h1(page)).toHaveText(show.name);
      await expect(page.getByRole('heading', { name: 'Ratings and Reviews' })).toBeVisible();
    },
    reads: DETAIL_READS,
  },
  '/watchlist': {
    path: () => '/watchlist',
    ready: async (page) => {
      await expect(h1(page)).toHaveText('My Watchlist');
      await expect(page.getByRole('heading', { name: 'Your watchlist is empty' })).toBeVisible();
    },
    reads: EVERYWHERE,
  },
  '/analytics': {
    path: () => '/analytics',
    ready: async (page) => {
      await expect(h1(page)).toHaveText(/Analytics/);
      // Every history reset to empty: nothing to chart.
      await expect(page.getByRole('heading', { name: 'No Analytics Data' })).toBeVisible();
    },
    reads: [...EVERYWHERE, 'reelist_view_history', 'reelist_search_history', 'reelist_watch_log'],
  },
  '/analytics/year/2024': {
    path: () => '/analytics/year/2024',
    ready: async (page) => {
      await expect(h1(page)).toHaveText('2024 in Review');
      await expect(page.getByRole('heading', { name: 'No viewings in 2024' })).toBeVisible();
    },
    reads: [...EVERYWHERE, 'reelist_watch_log', 'reelist_title_facts'],
  },
  '/preferences': {
    path: () => '/preferences',
    ready: async (page) => {
      await expect(h1(page)).toHaveText(/Preferences/);
      await expect(page.getByLabel('Default View')).toHaveValue('grid');
    },
    reads: EVERYWHERE,
  },
  '/recommendations': {
    path: () => '/recommendations',
    ready: async (page) => {
      await expect(h1(page)).toHaveText(/Recommendations/);
    },
    reads: [...EVERYWHERE, 'reelist_view_history'],
  },
};

/** Seeds the session id in sessionStorage once per tab (seedStorage covers localStorage only). */
async function seedSessionId(page: Page, value: string): Promise<void> {
  await page.addInitScript(
    ([key, id]) => {
      if (sessionStorage.getItem('__seeded_session')) return;
      sessionStorage.setItem('__seeded_session', '1');
      sessionStorage.setItem(key, id);
    },
    [SESSION_KEY, value] as const,
  );
}

const backups = (page: Page, keys: string[]) =>
  page.evaluate((names) => Object.fromEntries(names.map((k) => [k, localStorage.getItem(`${k}__backup`)])), keys);

/** Console errors and uncaught exceptions, without storage's own `[reelist/storage]` reports. */
const unexpected = (errors: string[]) => errors.filter((e) => !/\[reelist/.test(e));

test.describe('every key corrupt at once, on every route', () => {
  test.describe.configure({ mode: 'parallel' });
  for (const [kind, label] of KINDS) {
    for (const [name, route] of Object.entries(ROUTES)) {
      test(`${name}: ${label} in every key renders the route, keeps backups, no error or CSP violation`, async ({
        page,
      }) => {
        const { errors, cspViolations } = watchErrors(page);
        const values = Object.fromEntries(Object.entries(CORRUPT).map(([key, v]) => [key, v[kind]]));
        await seedStorage(page, values);
        await seedSessionId(page, SESSION[kind]);
        await page.goto(route.path());
        // First: the toast closes itself after 5 s, and the route's content may take longer to arrive.
        await expect(page.getByText(RECOVERED)).toBeVisible();
        await route.ready(page);
        expect(await backups(page, route.reads)).toEqual(
          Object.fromEntries(route.reads.map((key) => [key, values[key]])),
        );
        expect(unexpected(errors)).toEqual([]);
        expect(cspViolations).toEqual([]);
      });
    }
  }
});

interface KeyCase {
  key: string;
  route: keyof typeof ROUTES;
  /** What shows the app still works with the key reset (beyond the route's main content). */
  works?: (page: Page) => Promise<void>;
}

const KEY_CASES: KeyCase[] = [
  { key: 'reelist_watchlist', route: '/watchlist' },
  { key: 'reelist_watchlist_tombstones', route: '/watchlist' },
  {
    key: 'reelist_theme',
    route: '/preferences',
    works: async (page) => {
      await expect(page.getByLabel('Theme', { exact: true })).toHaveValue('light');
      await page.getByRole('button', { name: 'Switch to dark mode' }).click();
      await expect(page.locator('html')).toHaveClass(/dark/);
      await expect.poll(() => page.evaluate(() => localStorage.getItem('reelist_theme'))).toBe('dark');
    },
  },
  {
    key: 'reelist_auto_theme',
    route: '/preferences',
    works: async (page) => {
      await expect(page.getByRole('switch', { name: 'Auto Theme' })).not.toBeChecked();
      await expect(page.locator('html')).not.toHaveClass(/dark/);
    },
  },
  {
    key: 'reelist_user_preferences',
    route: '/preferences',
    works: async (page) => {
      await page.getByLabel('Default View').selectOption('list');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect
        .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('reelist_user_preferences') ?? '{}')))
        .toMatchObject({ defaultView: 'list' });
    },
  },
  { key: 'reelist_view_history', route: '/analytics' },
  { key: 'reelist_search_history', route: '/analytics' },
  { key: 'reelist_watch_log', route: '/analytics' },
  { key: 'reelist_title_facts', route: '/analytics/year/2024' },
  {
    key: 'reelist_watch_log',
    route: '/movie/{id}',
    works: async (page) => {
      await expect(page.getByRole('list', { name: 'Your viewings' })).toHaveCount(0);
    },
  },
  {
    key: 'reelist_reviews',
    route: '/movie/{id}',
    works: async (page) => {
      await expect(page.getByText(/No reviews yet/)).toBeVisible();
    },
  },
  {
    key: 'reelist_ratings',
    route: '/movie/{id}',
    works: async (page) => {
      await page.getByRole('radiogroup', { name: 'Your rating' }).getByRole('radio', { name: '4 stars' }).click();
      await expect(page.getByText('1 rating', { exact: true })).toBeVisible();
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('reelist_ratings') ?? 'null'));
      expect(Object.values(stored as Record<string, unknown[]>)).toHaveLength(1);
    },
  },
];

test.describe('one corrupt key at a time, on a route that reads it', () => {
  test.describe.configure({ mode: 'parallel' });
  for (const { key, route, works } of KEY_CASES) {
    const bad = CORRUPT[key]!.wrongShape;
    test(`${key} = ${bad} on ${route}: the route works, the value is backed up, the toast says so`, async ({
      page,
    }) => {
      const { errors } = watchErrors(page);
      await seedStorage(page, { [key]: bad });
      await page.goto(ROUTES[route]!.path());
      await expect(page.getByText(RECOVERED)).toBeVisible();
      await ROUTES[route]!.ready(page);
      expect(await backups(page, [key])).toEqual({ [key]: bad });
      await works?.(page);
      // The backup outlives the app's own writes to the key.
      expect(await backups(page, [key])).toEqual({ [key]: bad });
      expect(unexpected(errors)).toEqual([]);
    });
  }

  test(`an empty ${SESSION_KEY} on Detail: a new id is used, the empty one is backed up, the toast says so`, async ({
    page,
  }) => {
    const { errors } = watchErrors(page);
    await seedSessionId(page, '');
    await page.goto(ROUTES['/movie/{id}']!.path());
    await expect(page.getByText(RECOVERED)).toBeVisible();
    await ROUTES['/movie/{id}']!.ready(page);
    await expect
      .poll(() =>
        page.evaluate((key) => [sessionStorage.getItem(`${key}__backup`), sessionStorage.getItem(key)], SESSION_KEY),
      )
      .toEqual(['', expect.stringMatching(/.+/)]);
    expect(unexpected(errors)).toEqual([]);
  });

  test('reelist_import_matches is read by a history import: the import works, the value is backed up', async ({
    page,
    request,
  }) => {
    // A title whose name is unique in the catalogue (as in history-import.spec.ts), so it matches without review.
    const res = await request.get(`${CATALOG}/3/movie/2737?api_key=e2e`);
    const film = (await res.json()) as { title: string; release_date: string };
    const { errors } = watchErrors(page);
    const bad = CORRUPT.reelist_import_matches!.wrongShape;
    await seedStorage(page, { reelist_import_matches: bad });
    await page.goto('/watchlist');
    await ROUTES['/watchlist']!.ready(page);
    // Nothing reads the matches before an import.
    expect(await backups(page, ['reelist_import_matches'])).toEqual({ reelist_import_matches: null });
    await chooseFile(
      page,
      'watched.csv',
      `Date,Name,Year,Letterboxd URI\n2025-01-01,${film.title},${film.release_date.slice(0, 4)},https://boxd.it/f1\n`,
      'text/csv',
    );
    await expect(page.getByText(RECOVERED)).toBeVisible();
    const preview = page.getByRole('region', { name: 'Import preview' });
    await expect(preview.getByText(/Detected: Letterboxd/)).toBeVisible();
    expect(await backups(page, ['reelist_import_matches'])).toEqual({ reelist_import_matches: bad });
    await preview.getByRole('button', { name: 'Import 1 item' }).click();
    await expect(page.getByText('Successfully imported 1 item!')).toBeVisible();
    await expect(page.locator('article').filter({ hasText: film.title })).toBeVisible();
    expect(unexpected(errors)).toEqual([]);
  });
});

// The browser's own quota, not a patched setItem: Chromium keeps 5 MiB of characters per origin.
const LONG_RUN = '/tv/900301';
const seasonsOf = (page: Page) => page.getByRole('region', { name: 'Seasons' });
const episode = (page: Page, label: string) => page.getByRole('checkbox', { name: new RegExp(`^Watched ${label}:`) });
const openSeason1 = (page: Page) =>
  seasonsOf(page)
    .getByRole('button', { name: /^Season 1 / })
    .click();
const storedLog = (page: Page) => page.evaluate(() => localStorage.getItem('reelist_watch_log'));
const NOT_KEPT = 'Could not save your watch log: storage is full. The change was not kept.';

/**
 * A watch log of 56,000 imported viewings (about 4.5 million characters, more than half the quota, so it cannot be
 * stored twice) with its last character cut off: unreadable. Self-contained: it runs in the page and here alike.
 */
function unreadableLog(): string {
  const tuples: string[] = [];
  for (let i = 0; i < 56_000; i += 1) {
    tuples.push(
      `[${100_000 + i},"m","2023-05-12T20:00:00.000Z",7,0,"letterboxd","https://boxd.it/${(i * 7919).toString(36)}"]`,
    );
  }
  return `{"v":1,"e":[${tuples.join(',')}]}`.slice(0, -1);
}

/** Fills localStorage to its quota with a filler value: from now on no stored value can grow. */
async function fillStorage(page: Page): Promise<void> {
  await page.evaluate(() => {
    let room = 0;
    let over = 6 * 1024 * 1024;
    while (room + 1 < over) {
      const size = Math.floor((room + over) / 2);
      try {
        localStorage.setItem('zz_filler', 'x'.repeat(size));
        room = size;
      } catch {
        over = size;
      }
    }
    localStorage.setItem('zz_filler', 'x'.repeat(room));
  });
}

test.describe('data that cannot be read nor backed up', () => {
  test('a watch log over half the quota and unreadable is kept as it was, not written over, downloadable, and reset only when asked', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const { errors } = watchErrors(page);
    await page.addInitScript((build) => {
      if (sessionStorage.getItem('__seeded')) return;
      sessionStorage.setItem('__seeded', '1');
      localStorage.setItem('reelist_watch_log', new Function(`return (${build})()`)() as string);
    }, unreadableLog.toString());
    const original = unreadableLog();
    expect(original.length).toBeGreaterThan((5 * 1024 * 1024) / 2);
    await page.goto(LONG_RUN);

    const alert = page.getByRole('alert').filter({ hasText: 'Your watch log could not be read' });
    await expect(
      alert.getByText(
        'Your watch log could not be read, and there is no room to back it up. It is kept as it was, and nothing ' +
          'will be saved over it until you reset it. Download it first to keep a copy.',
        { exact: true },
      ),
    ).toBeVisible();
    await expect(page.getByText(RECOVERED)).toHaveCount(0);
    await expect(seasonsOf(page).getByText('0 of 488 episodes watched')).toBeVisible();

    // Marking an episode would have written one viewing over the 56,000: refused, said, and the count stays.
    await openSeason1(page);
    await episode(page, 'S1E1').click();
    await expect(page.getByRole('alert').filter({ hasText: NOT_KEPT })).toBeVisible();
    await expect(episode(page, 'S1E1')).not.toBeChecked();
    await expect(seasonsOf(page).getByText('0 of 488 episodes watched')).toBeVisible();
    expect(await storedLog(page)).toBe(original);

    // The file holds the stored value as it is; downloading it changes nothing stored.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      alert.getByRole('button', { name: 'Download it' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('reelist_watch_log.txt');
    expect(await readFile(await download.path(), 'utf8')).toBe(original);
    await expect(page.getByText('Downloaded your watch log as reelist_watch_log.txt.')).toBeVisible();
    expect(await storedLog(page)).toBe(original);

    // Still kept after a reload: nothing decided yet.
    await page.reload();
    await expect(alert).toBeVisible();
    expect(await storedLog(page)).toBe(original);

    // Reset, asked for and confirmed: the app saves again.
    page.once('dialog', (dialog) => void dialog.accept());
    await alert.getByRole('button', { name: 'Reset it' }).click();
    await expect(page.getByText('Your watch log was reset.')).toBeVisible();
    await expect(alert).toHaveCount(0);
    expect(await storedLog(page)).toBe('{"v":1,"e":[]}');
    await openSeason1(page);
    await episode(page, 'S1E1').check();
    await expect(seasonsOf(page).getByText('1 of 488 episodes watched')).toBeVisible();
    await expect.poll(() => storedLog(page)).toContain('[900301,"t",');
    expect(unexpected(errors)).toEqual([]);
  });
});

test.describe('episode marks with storage full', () => {
  const underWay = {
    reelist_watchlist: [watchlistItem({ id: 900301, media_type: 'tv', title: 'The Long Run', status: 'watching' })],
    reelist_watch_log: '{"v":1,"e":[[900301,"t","2025-01-01T20:00:00.000Z",0,0,"reelist",null,[1,1]]]}',
  };

  test('on Detail, a tick and "Mark all aired as watched" are not kept, say so, and claim nothing', async ({
    page,
  }) => {
    const { errors } = watchErrors(page);
    await seedStorage(page, underWay);
    await page.goto(LONG_RUN);
    await expect(seasonsOf(page).getByText('1 of 488 episodes watched')).toBeVisible();
    await openSeason1(page);
    await fillStorage(page);

    await episode(page, 'S1E2').click();
    await expect(page.getByRole('alert').filter({ hasText: NOT_KEPT })).toBeVisible();
    await expect(episode(page, 'S1E2')).not.toBeChecked();
    await expect(seasonsOf(page).getByText('1 of 488 episodes watched')).toBeVisible();

    const refused = page.getByRole('alert').filter({ hasText: NOT_KEPT });
    await refused.getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(refused).toHaveCount(0);
    await seasonsOf(page).getByRole('button', { name: 'Mark all aired as watched' }).click();
    await expect(page.getByRole('alert').filter({ hasText: NOT_KEPT })).toBeVisible();
    await expect(seasonsOf(page).getByText('1 of 488 episodes watched')).toBeVisible();
    await expect(seasonsOf(page).getByText(/Marked \d+ episodes as watched/)).toHaveCount(0);
    await expect(seasonsOf(page).getByRole('button', { name: 'Undo' })).toHaveCount(0);

    await page.reload();
    await expect(seasonsOf(page).getByText('1 of 488 episodes watched')).toBeVisible();
    expect(unexpected(errors)).toEqual([]);
  });

  test('on Home, Continue Watching\'s "Mark watched" is not kept, says so, and the card stays where storage is', async ({
    page,
  }) => {
    const { errors } = watchErrors(page);
    await seedStorage(page, underWay);
    await page.goto('/');
    const row = page.getByRole('region', { name: 'Continue Watching' });
    await expect(row).toContainText('S1E2');
    await expect(row).toContainText('487 left');
    await fillStorage(page);
    await row.getByRole('button', { name: 'Mark S1E2 of The Long Run watched' }).click();
    await expect(page.getByRole('alert').filter({ hasText: NOT_KEPT })).toBeVisible();
    await expect(row).toContainText('S1E2');
    await expect(row).toContainText('487 left');
    await page.reload();
    await expect(page.getByRole('region', { name: 'Continue Watching' })).toContainText('487 left');
    expect(unexpected(errors)).toEqual([]);
  });
});
