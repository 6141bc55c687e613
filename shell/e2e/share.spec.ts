import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { deflateSync, strToU8 } from 'fflate';
import { CATALOG, seedStorage, watchErrors, watchlistItem } from '@reelist/testing/e2e';

// Issue 22: a list shared by link from one browser opens in another, which adds it to its own watchlist.

interface CatalogTitle {
  id: number;
  title: string;
  media_type: 'movie' | 'tv';
}

async function popular(request: APIRequestContext, type: 'movie' | 'tv', count: number): Promise<CatalogTitle[]> {
  const res = await request.get(`${CATALOG}/3/${type}/popular?api_key=e2e`);
  const body = (await res.json()) as { results: Array<{ id: number; title?: string; name?: string }> };
  return body.results
    .slice(0, count)
    .map((title) => ({ id: title.id, title: title.title ?? title.name ?? '', media_type: type }));
}

const stored = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('reelist_watchlist') ?? '[]') as Array<{
        id: number;
        media_type: string;
        status?: string;
        poster_path: string | null;
      }>,
  );

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

test.describe('share a list by link', () => {
  test('share from one browser, open the link in another, add all, see them in its Watchlist', async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const [a, b] = await popular(request, 'movie', 2);
    const [c] = await popular(request, 'tv', 1);
    const titles = [a!, b!, c!];

    // The sharer: three titles, sharing switched on in Preferences.
    const sharer = await browser.newContext();
    const page = await sharer.newPage();
    const sharerErrors = watchErrors(page);
    await seedStorage(page, {
      reelist_watchlist: titles.map((title, i) =>
        watchlistItem({ ...title, status: (['want_to_watch', 'watching', 'watched'] as const)[i] }),
      ),
      reelist_user_preferences: { shareWatchlist: true },
    });
    await page.goto('/watchlist');
    await page.getByRole('button', { name: /Export \/ Share/ }).click();
    const panel = page.getByRole('region', { name: 'Export, share and import' });
    await panel.getByRole('checkbox', { name: 'Include ratings and reviews' }).check();
    await panel.getByRole('button', { name: 'Share link' }).click();
    const linkBox = panel.getByRole('textbox', { name: /Link to your list \(3 items/ });
    const link = await linkBox.inputValue();
    expect(link).toMatch(/\/shared#1\.[A-Za-z0-9_-]+$/);
    await expect(panel.getByRole('img', { name: 'QR code of the link' })).toBeVisible();
    // Before axe, which adds a style element the Content-Security-Policy refuses.
    expect(sharerErrors.errors).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);

    // The receiver already has the TV show, as Watched: it keeps that status.
    const receiver = await browser.newContext({ colorScheme: 'dark' });
    const other = await receiver.newPage();
    const receiverErrors = watchErrors(other);
    await seedStorage(other, {
      reelist_theme: 'dark',
      reelist_watchlist: [watchlistItem({ ...c!, status: 'watched' })],
    });
    await other.goto(link);
    await expect(other.getByRole('heading', { level: 1, name: 'Shared watchlist' })).toBeVisible();
    const rows = other.getByRole('list', { name: 'Shared titles' }).getByRole('listitem');
    await expect(rows).toHaveCount(3);
    await expect(other.getByText('1 already in your watchlist')).toBeVisible();
    // Opening the link changed nothing.
    expect((await stored(other)).map((item) => item.id)).toEqual([c!.id]);
    await other.waitForLoadState('networkidle');
    expect(receiverErrors.errors).toEqual([]);
    expect(await seriousViolations(other)).toEqual([]);

    await other.getByRole('button', { name: 'Add all to my watchlist' }).click();
    await expect(other.getByText('Added 2 titles to your watchlist.')).toBeVisible();
    await other.getByRole('link', { name: 'Go to my watchlist' }).first().click();
    await expect(other.getByRole('heading', { level: 1, name: 'My Watchlist' })).toBeVisible();
    for (const title of titles) {
      await expect(other.locator('article').filter({ hasText: title.title }).first()).toBeVisible();
    }
    await expect(other.getByRole('button', { name: 'All 3' })).toBeVisible();
    const after = await stored(other);
    expect(after.map(({ id, status }) => ({ id, status }))).toEqual([
      { id: c!.id, status: 'watched' },
      { id: a!.id, status: 'want_to_watch' },
      { id: b!.id, status: 'watching' },
    ]);
    // Added with the catalogue's details: the poster came along.
    expect(after[1]?.poster_path).toMatch(/^\/.+/);
    await sharer.close();
    await receiver.close();
  });

  test('a damaged link says so, shows what it could read and changes nothing', async ({ page }) => {
    const items = Array.from({ length: 300 }, (_, i) =>
      watchlistItem({ id: 900_000 + i, title: `Lost Film ${i}`, status: 'watched' }),
    );
    await seedStorage(page, { reelist_watchlist: items, reelist_user_preferences: { shareWatchlist: true } });
    await page.goto('/watchlist');
    await page.getByRole('button', { name: /Export \/ Share/ }).click();
    await page.getByRole('button', { name: 'Share link' }).click();
    const link = await page.getByRole('textbox', { name: /Link to your list/ }).inputValue();

    const cut = link.slice(0, Math.floor(link.length * 0.6));
    await page.evaluate(() => localStorage.setItem('reelist_watchlist', '[]'));
    await page.goto(cut);
    await expect(page.getByRole('alert')).toContainText('This shared list link is incomplete or damaged');
    await expect(page.getByRole('alert')).toContainText(/Showing the \d+ titles that could be read/);
    expect(await stored(page)).toEqual([]);
  });
});

/**
 * A shared-list link built as the app builds one (version 1, deflate-raw, base64url): a header line, then one line
 * per title, `m{id}w<TAB>{title}`. Built here, since the app would not make a link this long.
 */
function sharedLink(titles: ReadonlyArray<{ id: number; title: string }>): string {
  const text = [JSON.stringify({ f: 'all', n: titles.length }), ...titles.map((t) => `m${t.id}w\t${t.title}`)];
  return `/shared#1.${Buffer.from(deflateSync(strToU8(text.join('\n')))).toString('base64url')}`;
}

test.describe('a shared list, read and added with care', () => {
  test('Add all with storage full says only that it could not save, and nothing is kept after a reload', async ({
    page,
    request,
  }) => {
    const titles = await popular(request, 'movie', 3);
    await page.goto(sharedLink(titles));
    await expect(page.getByRole('list', { name: 'Shared titles' }).getByRole('listitem')).toHaveCount(3);
    await page.evaluate(() => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        if (key === 'reelist_watchlist') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        setItem.call(this, key, value);
      };
    });
    await page.getByRole('button', { name: 'Add all to my watchlist' }).click();
    await expect(page.getByText('Could not save your watchlist: storage is full.', { exact: false })).toBeVisible();
    // Shown for this session, as the warning says, but never said to be added.
    await expect(page.getByRole('button', { name: 'All of these are in your watchlist' })).toBeVisible();
    await expect(page.getByText(/Added \d+ titles? to your watchlist/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Undo' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Add all to my watchlist' })).toBeEnabled();
    expect(await stored(page)).toEqual([]);
  });

  test('a link of 6,000 titles says how many were left out', async ({ page }) => {
    test.setTimeout(60_000);
    const titles = Array.from({ length: 6_000 }, (_, i) => ({ id: 800_000 + i, title: `Crowded Film ${i}` }));
    const link = sharedLink(titles);
    expect(link.length).toBeLessThan(64_000);
    await page.goto(link);
    await expect(page.getByRole('note')).toHaveText('This link holds 6,000 titles; the first 5,000 are shown.');
    await expect(page.getByText('5,000 titles', { exact: true })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('move to another device', () => {
  test('a transfer link from one browser moves the data into another, merged, after a preview', async ({
    browser,
    request,
  }) => {
    test.setTimeout(60_000);
    const [a, b] = await popular(request, 'movie', 2);
    const old = await browser.newContext();
    const page = await old.newPage();
    await seedStorage(page, {
      reelist_watchlist: [watchlistItem({ ...a!, status: 'watched' }), watchlistItem({ ...b!, status: 'watching' })],
      reelist_watch_log: { v: 1, e: [[a!.id, 'm', '2025-02-01T20:00:00.000Z', 8, 0, 'reelist']] },
      reelist_user_preferences: { shareWatchlist: true },
    });
    await page.goto('/preferences');
    await page.getByRole('button', { name: 'Make transfer link' }).click();
    const link = await page.getByRole('textbox', { name: /Transfer link/ }).inputValue();
    expect(link).toMatch(/\/preferences#move=[A-Za-z0-9_-]+$/);

    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    const { errors } = watchErrors(other);
    await seedStorage(other, { reelist_watchlist: [watchlistItem({ ...b!, status: 'want_to_watch' })] });
    await other.goto(link);
    const preview = other.getByRole('region', { name: 'Transfer preview' });
    await expect(preview.getByText('1 new watchlist item')).toBeVisible();
    // The data left the address, and nothing changed before the confirmation.
    await expect(other).toHaveURL(/\/preferences$/);
    expect(await stored(other)).toHaveLength(1);
    await preview.getByRole('button', { name: 'Move data in' }).click();
    await expect(other.getByText(/Moved in: 1 new watchlist item, 1 viewing/)).toBeVisible();
    await expect(other.getByRole('switch', { name: 'Share Watchlist' })).toBeChecked();

    await other.getByRole('link', { name: 'Watchlist' }).first().click();
    for (const title of [a!, b!]) {
      await expect(other.locator('article').filter({ hasText: title.title }).first()).toBeVisible();
    }
    expect((await stored(other)).map(({ id, status }) => ({ id, status }))).toEqual([
      { id: b!.id, status: 'want_to_watch' },
      { id: a!.id, status: 'watched' },
    ]);
    expect(errors).toEqual([]);
    await old.close();
    await fresh.close();
  });
});
