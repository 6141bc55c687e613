import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { CATALOG, PORTS, seedStorage, watchErrors, watchlistItem } from '@reelist/testing/e2e';

// Reliability of the composed app (never lose data, never let bad input in): remotes down,
// corrupt or full storage, two tabs, hostile text. Catalogue faults live in reliability.faults.spec.ts.

const FALLBACK = 'This section failed to load properly.';
const HEADINGS: Record<string, RegExp> = {
  '/': /Welcome to Reelist/,
  '/search': /Search/,
  '/watchlist': /My Watchlist/,
  '/analytics': /Analytics/,
  '/preferences': /Preferences/,
  '/recommendations': /Recommendations/,
};

async function popular(request: APIRequestContext, type: 'movie' | 'tv'): Promise<Array<{ id: number; name: string }>> {
  const res = await request.get(`${CATALOG}/3/${type}/popular?api_key=e2e`);
  const body = (await res.json()) as { results: Array<{ id: number; title?: string; name?: string }> };
  return body.results.map((r) => ({ id: r.id, name: r.title ?? r.name ?? '' }));
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first();

test.describe('a remote blocked in turn', () => {
  const REMOTES: Array<[keyof typeof PORTS, string[]]> = [
    ['mf_discover', ['/', '/search']],
    ['mf_detail', ['/movie/{movie}']],
    ['mf_watchlist', ['/watchlist']],
    ['mf_insights', ['/analytics', '/preferences', '/recommendations']],
  ];
  for (const [remote, owned] of REMOTES) {
    test(`${remote} down: its routes show the fallback, every other route works, Try Again recovers`, async ({
      page,
      request,
    }) => {
      const [movie] = await popular(request, 'movie');
      const fill = (p: string) => p.replace('{movie}', String(movie!.id));
      const blocked = `http://localhost:${PORTS[remote]}/**`;
      await page.route(blocked, (route) => route.abort('connectionrefused'));

      for (const path of Object.keys(HEADINGS).filter((p) => !owned.includes(p))) {
        await page.goto(path);
        await expect(h1(page), path).toHaveText(HEADINGS[path]!);
        await expect(page.getByText(FALLBACK)).toHaveCount(0);
      }
      if (remote !== 'mf_detail') {
        await page.goto(fill('/movie/{movie}'));
        await expect(h1(page)).toHaveText(movie!.name);
      }

      const target = fill(owned[0]!);
      await page.goto(target);
      await expect(page.getByText(FALLBACK)).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await page.unroute(blocked);
      await page.getByRole('button', { name: 'Try Again' }).click();
      await expect(h1(page)).toHaveText(target.startsWith('/movie/') ? movie!.name : HEADINGS[target]!);
    });
  }
});

test.describe('corrupt storage', () => {
  const GARBAGE: Record<string, string> = {
    reelist_watchlist: '{"items": [1, 2', // unparseable
    reelist_watchlist_tombstones: '"not a list"',
    reelist_theme: 'purple', // not a theme
    reelist_auto_theme: '"sometimes"',
    reelist_user_preferences: '{"defaultView": 42, "itemsPerPage": "many", "preferredRegion": ["US"]}',
    reelist_view_history: '{"version": 0, "entries": "old shape"}', // an old, non-list shape
    reelist_search_history: '[{"q": 1}]',
    reelist_reviews: '[[[',
    reelist_ratings: 'true',
  };

  test('the app loads with defaults, keeps every bad value under its backup key and says so', async ({
    page,
    request,
  }) => {
    const [movie] = await popular(request, 'movie');
    const { errors } = watchErrors(page);
    await seedStorage(page, GARBAGE);
    await page.goto('/');
    await expect(h1(page)).toHaveText(/Welcome to Reelist/);
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    // The online indicator is a status too: look for the toast by its words.
    await expect(
      page
        .getByRole('status')
        .or(page.getByRole('alert'))
        .filter({ hasText: /backup|recovered|restored|could not be read|reset/i })
        .first(),
    ).toBeVisible();
    // The other slots are read by the screens that use them.
    await page.goto('/analytics');
    await expect(h1(page)).toHaveText(/Analytics/);
    await page.goto(`/movie/${movie!.id}`);
    await expect(h1(page)).toHaveText(movie!.name);
    await page.goto('/preferences');
    await expect(h1(page)).toHaveText(/Preferences/);
    await page.goto('/watchlist');
    await expect(page.getByText('Your watchlist is empty')).toBeVisible();

    const backups = await page.evaluate(
      (keys) => Object.fromEntries(keys.map((k) => [k, localStorage.getItem(`${k}__backup`)])),
      Object.keys(GARBAGE),
    );
    expect(backups).toEqual(GARBAGE);
    expect(errors.filter((e) => !/\[reelist\]/.test(e))).toEqual([]);
  });
});

test.describe('storage full', () => {
  test('adding to the watchlist warns, and the item stays in memory (button and badge)', async ({ page, request }) => {
    const [movie] = await popular(request, 'movie');
    await page.addInitScript(() => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        if (key === 'reelist_watchlist') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        return setItem.call(this, key, value);
      };
    });
    await page.goto(`/movie/${movie!.id}`);
    await expect(h1(page)).toHaveText(movie!.name);
    await page.getByRole('button', { name: /Add to Watchlist/ }).click();
    await expect(page.getByRole('button', { name: /In Watchlist/ })).toBeVisible();
    await expect(
      page
        .getByRole('status')
        .or(page.getByRole('alert'))
        .filter({ hasText: /storage|full|saved|space/i })
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Watchlist/ })).toContainText(
      '1',
    );
    expect(await page.evaluate(() => localStorage.getItem('reelist_watchlist'))).toBeNull();
  });
});

test.describe('two tabs', () => {
  test('adding and changing items in both tabs at once keeps every change in both', async ({ context, request }) => {
    const movies = await popular(request, 'movie');
    const [show] = await popular(request, 'tv');
    const [m1, m2] = [movies[0]!, movies[1]!];
    const a = await context.newPage();
    const b = await context.newPage();
    await Promise.all([a.goto(`/movie/${m1.id}`), b.goto(`/movie/${m2.id}`)]);
    await Promise.all([expect(h1(a)).toHaveText(m1.name), expect(h1(b)).toHaveText(m2.name)]);
    await Promise.all([
      a.getByRole('button', { name: /Add to Watchlist/ }).click(),
      b.getByRole('button', { name: /Add to Watchlist/ }).click(),
    ]);
    // A press before the app has taken the server's page over takes effect once it has.
    await Promise.all([a, b].map((tab) => expect(tab.getByRole('button', { name: /In Watchlist/ })).toBeVisible()));
    await a.goto('/watchlist');
    await a.getByRole('button', { name: 'List view' }).click();
    await b.goto(`/tv/${show!.id}`);
    await expect(h1(b)).toHaveText(show!.name);
    await Promise.all([
      a.getByLabel(`Status of ${m1.name}`).selectOption('watched'),
      b.getByRole('button', { name: /Add to Watchlist/ }).click(),
    ]);
    await expect(b.getByRole('button', { name: /In Watchlist/ })).toBeVisible();
    await b.goto('/watchlist');
    await b.getByRole('button', { name: 'List view' }).click();
    for (const page of [a, b]) {
      for (const title of [m1.name, m2.name, show!.name])
        await expect(page.getByRole('article', { name: title })).toBeVisible();
      await expect(page.getByLabel(`Status of ${m1.name}`)).toHaveValue('watched');
    }
  });
});

test.describe('hostile text', () => {
  const HOSTILE = ['/movie/900001', '/movie/900002', '/movie/900003', '/tv/900101'];
  for (const width of [1280, 390]) {
    for (const path of HOSTILE) {
      test(`${path} at ${width}px renders service text as text, layout intact, no CSP violation`, async ({
        page,
        request,
      }) => {
        const [type, id] = path.slice(1).split('/');
        const res = await request.get(`${CATALOG}/3/${type}/${id}?api_key=e2e`);
        const detail = (await res.json()) as { title?: string; name?: string };
        const name = detail.title ?? detail.name ?? '';
        const { errors, cspViolations } = watchErrors(page);
        let dialogs = 0;
        page.on('dialog', (d) => {
          dialogs++;
          void d.dismiss();
        });
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        await expect(h1(page)).toHaveText(name);
        await page.waitForLoadState('networkidle');
        expect(
          await page.locator('main img[src="x"], main svg[onload], main iframe:not([src*="youtube"])').count(),
        ).toBe(0);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        expect(dialogs).toBe(0);
        expect(cspViolations).toEqual([]);
        expect(errors.filter((e) => !/\[reelist\]/.test(e))).toEqual([]);
      });
    }
  }

  test('hostile titles in search results are text', async ({ page }) => {
    const { cspViolations } = watchErrors(page);
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs++;
      void d.dismiss();
    });
    await page.goto(`/search?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
    await expect(page.getByText('<img src=x onerror=alert(1)>').first()).toBeVisible();
    expect(await page.locator('main img[src="x"]').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(dialogs).toBe(0);
    expect(cspViolations).toEqual([]);
  });

  test('an imported CSV with formula-like titles exports with neutralised cells', async ({ page }) => {
    await seedStorage(page, {
      reelist_watchlist: [
        watchlistItem({
          id: 1,
          title: 'Seed',
          release_date: '2001-01-01',
          vote_average: 7,
          addedAt: '2026-01-01T00:00:00.000Z',
        }),
      ],
    });
    const alerts: string[] = [];
    page.on('dialog', (d) => {
      alerts.push(d.message());
      void d.accept();
    });
    await page.goto('/watchlist');
    await expect(h1(page)).toHaveText('My Watchlist');
    await page.getByRole('button', { name: 'Export / Share' }).click();
    const csv = [
      'Title,Type,Status,Rating,Release Date,Added Date,Overview',
      '=HYPERLINK("http://evil.example"),Movie,Watched,5,2001-01-01,2026-01-01,=1+1',
      '+SUM(A1:A2),Movie,Watching,4,2001-01-01,2026-01-01,-2+3',
      '@cmd,TV Show,Want to Watch,3,2001-01-01,2026-01-01,@evil',
      '-10,Movie,Watched,2,2001-01-01,2026-01-01,plain',
    ].join('\n');
    await page.getByLabel('Import watchlist file').setInputFiles({
      name: 'hostile.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await page
      .getByRole('region', { name: 'Import preview' })
      .getByRole('button', { name: /^Import \d/ })
      .click();
    const success = 'Successfully imported 4 items!';
    await expect.poll(async () => alerts.includes(success) || (await page.getByText(success).count()) > 0).toBe(true);
    await expect(page.getByText('=HYPERLINK("http://evil.example")').first()).toBeVisible();
    await page.getByLabel('Export format').selectOption('csv');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const file = await (await download).path();
    const text = (await import('node:fs')).readFileSync(file, 'utf8');
    const cells = text
      .split(/\r?\n/)
      .slice(1)
      .flatMap((line) => line.split(','))
      .map((c) => c.replace(/^"/, ''));
    expect(cells.filter((c) => /^[=+\-@]/.test(c))).toEqual([]);
    expect(text).toContain('HYPERLINK');
  });
});
