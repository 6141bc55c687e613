import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { CATALOG, manyItems, seedStorage, storedItem, watchErrors } from '@reelist/testing/e2e';
import { chooseFile } from './watchlist-support';

const ITEMS = [
  storedItem(1, { title: 'Alien', status: 'watched', vote_average: 8.5, addedAt: '2024-01-01T00:00:00.000Z' }),
  storedItem(2, { title: 'Brazil', status: 'watching', vote_average: 7.9, addedAt: '2024-03-01T00:00:00.000Z' }),
  storedItem(3, {
    title: '=Casablanca, "the" film',
    status: undefined,
    vote_average: 9,
    addedAt: '2024-02-01T00:00:00.000Z',
  }),
  storedItem(4, {
    title: 'Dune Ünïcödé Ωmega',
    media_type: 'tv',
    status: 'on_hold',
    addedAt: '2023-01-01T00:00:00.000Z',
  }),
];

const LETTERBOXD_DIARY = 'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n';

const cards = (page: Page) => page.getByRole('region', { name: 'Watchlist items' }).getByRole('article');
const stored = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('reelist_watchlist') ?? '[]') as Array<{ title: string; status?: string }>,
  );

async function open(page: Page, items: unknown[] = ITEMS, query = '') {
  await seedStorage(page, { reelist_watchlist: items });
  await page.goto(`/watchlist${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'My Watchlist' })).toBeVisible();
}

test.describe('watchlist screen', () => {
  test('empty state leads to search', async ({ page }) => {
    await open(page, []);
    await expect(page.getByText('Keep track of movies and TV shows you want to watch')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your watchlist is empty' })).toBeVisible();
    await expect(
      page.getByText('Start adding movies and TV shows to keep track of what you want to watch'),
    ).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Sort watchlist' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Browse Content' }).click();
    await expect(page).toHaveURL(/\/search$/);
  });

  test('tiles filter with counts, in the URL; status empty state', async ({ page }) => {
    await open(page);
    await expect(page.getByRole('button', { name: 'All 4' })).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(4);
    await page.getByRole('button', { name: 'Watching 1' }).click();
    await expect(page).toHaveURL(/filter=watching/);
    await expect(cards(page)).toHaveCount(1);
    await expect(page.getByRole('button', { name: /Clear All/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Watching: Brazil' }).focus();
    await page.getByRole('button', { name: 'Watched: Brazil' }).click();
    await expect(page.getByRole('heading', { name: 'No Watching items' })).toBeVisible();
    await expect(page.getByText("You don't have any items marked as Watching")).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'No Watching items' })).toBeVisible();
  });

  test('sort options and the list view, kept in the URL', async ({ page }) => {
    await open(page, ITEMS, '?view=list');
    const titles = () => cards(page).evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
    expect(await titles()).toEqual(['Brazil', '=Casablanca, "the" film', 'Alien', 'Dune Ünïcödé Ωmega']);
    await page.getByRole('combobox', { name: 'Sort watchlist' }).selectOption({ label: 'Sort by Title' });
    await expect.poll(titles).toEqual(['=Casablanca, "the" film', 'Alien', 'Brazil', 'Dune Ünïcödé Ωmega']);
    await page.getByRole('combobox', { name: 'Sort watchlist' }).selectOption({ label: 'Sort by Rating' });
    await expect.poll(titles).toEqual(['=Casablanca, "the" film', 'Alien', 'Brazil', 'Dune Ünïcödé Ωmega']);
    await expect(page).toHaveURL(/view=list&sort=rating/);
    const dune = page.getByRole('article', { name: 'Dune Ünïcödé Ωmega' });
    await expect(dune.getByText('On Hold', { exact: true }).first()).toBeVisible();
    await expect(dune.getByText('Added: January 1, 2023')).toBeVisible();
    await page.getByRole('combobox', { name: 'Status of Alien' }).selectOption('watching');
    await expect(page.getByRole('button', { name: 'Watching 2' })).toBeVisible();
    await page.getByRole('button', { name: 'Remove Brazil' }).click();
    await expect(cards(page)).toHaveCount(3);
    await expect.poll(async () => (await stored(page)).map((i) => i.title)).not.toContain('Brazil');
    await page.getByRole('button', { name: 'Grid view' }).click();
    await expect(page).not.toHaveURL(/view=/);
  });

  test('hovering a card reveals its status buttons and Remove', async ({ page }) => {
    await open(page);
    const alien = cards(page).filter({ hasText: 'Alien' });
    const watching = page.getByRole('button', { name: 'Watching: Alien' });
    const menu = watching.locator('..');
    await expect(menu).toHaveCSS('opacity', '0');
    await alien.hover();
    await expect(menu).toHaveCSS('opacity', '1');
    await watching.click();
    await expect.poll(async () => (await stored(page)).find((i) => i.title === 'Alien')?.status).toBe('watching');
    await page.getByRole('button', { name: 'Remove: Alien' }).click();
    await expect(cards(page)).toHaveCount(3);
  });

  test('Clear All asks first and can be undone', async ({ page }) => {
    await open(page);
    const dialogs: string[] = [];
    page.once('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('button', { name: 'Clear All' }).click();
    await expect(cards(page)).toHaveCount(4);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Clear All' }).click();
    expect(dialogs).toEqual(['Are you sure you want to clear your entire watchlist?']);
    await expect(page.getByRole('heading', { name: 'Your watchlist is empty' })).toBeVisible();
    await expect.poll(() => stored(page)).toEqual([]);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(cards(page)).toHaveCount(4);
    await expect.poll(() => stored(page)).toHaveLength(4);
  });
});

test.describe('watchlist export', () => {
  async function exportAs(page: Page, format: 'csv' | 'json' | 'pdf') {
    await page.getByRole('combobox', { name: 'Export format' }).selectOption(format);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export', exact: true }).click(),
    ]);
    const path = await download.path();
    return { name: download.suggestedFilename(), bytes: await readFile(path) };
  }

  test('downloads CSV, JSON and PDF', async ({ page }) => {
    const { errors, cspViolations } = watchErrors(page);
    await open(page);
    await page.getByRole('button', { name: 'Export / Share' }).click();
    await expect(page.getByRole('combobox', { name: 'Export format' })).toHaveValue('json');
    const day = /reelist-watchlist-\d{4}-\d{2}-\d{2}/;

    const csv = await exportAs(page, 'csv');
    expect(csv.name).toMatch(new RegExp(`${day.source}\\.csv$`));
    const text = csv.bytes.toString('utf8');
    expect(text).toContain('"Title","Type","Status","Rating","Release Date","Added Date","Overview"');
    expect(text).toContain(`"'=Casablanca, ""the"" film","TV Show","Want to Watch"`);
    expect(text).toContain('"Dune Ünïcödé Ωmega","TV Show","On Hold"');

    const json = await exportAs(page, 'json');
    expect(json.name).toMatch(new RegExp(`${day.source}\\.json$`));
    const doc = JSON.parse(json.bytes.toString('utf8'));
    expect(doc).toMatchObject({ version: '1.0', totalItems: 4 });
    expect(doc.watchlist[3]).toMatchObject({ title: 'Dune Ünïcödé Ωmega', mediaType: 'tv', status: 'on_hold' });

    const pdf = await exportAs(page, 'pdf');
    expect(pdf.name).toMatch(new RegExp(`${day.source}\\.pdf$`));
    expect(pdf.bytes.subarray(0, 4).toString()).toBe('%PDF');
    expect(pdf.bytes.toString('latin1')).toContain('DejaVuSans');
    expect(errors).toEqual([]);
    expect(cspViolations).toEqual([]);
  });
});

test.describe('watchlist import', () => {
  test('JSON with preview, then success and undo', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'Export / Share' }).click();
    const json = JSON.stringify({
      exportedAt: '2024-01-01T00:00:00.000Z',
      version: '1.0',
      totalMovies: 3,
      watchlist: [
        { id: 1, title: 'Alien', mediaType: 'movie', status: 'watched' },
        { id: 77, title: '<img src=x onerror=alert(1)>', mediaType: 'movie', status: 'Currently Watching' },
        { id: 'bad' },
      ],
    });
    await chooseFile(page, 'backup.json', json, 'application/json');
    const preview = page.getByRole('region', { name: 'Import preview' });
    await expect(preview.getByText('1 new item', { exact: true })).toBeVisible();
    await expect(preview.getByText('1 item already in your watchlist')).toBeVisible();
    await expect(preview.getByText('Row 3: missing or invalid id')).toBeVisible();
    await preview.getByRole('button', { name: 'Import 1 item' }).click();
    await expect(page.getByText('Successfully imported 1 item!')).toBeVisible();
    await expect(cards(page).filter({ hasText: '<img src=x onerror=alert(1)>' })).toHaveCount(1);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(cards(page)).toHaveCount(4);
  });

  test('CSV with quoted commas and newlines', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'Export / Share' }).click();
    const csv =
      'Title,Type,Status,Rating\r\n"Hello, World",TV Show,currently watching,7.5\r\n\r\n"Two\nLines",Movie,Nope,abc\r\n';
    await chooseFile(page, 'list.csv', csv, 'text/csv');
    await page.getByRole('button', { name: 'Import 2 items' }).click();
    await expect(page.getByText('Successfully imported 2 items!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'All 6' })).toBeVisible();
    await expect
      .poll(async () => (await stored(page)).slice(4).map((i) => [i.title, i.status]))
      .toEqual([
        ['Hello, World', 'watching'],
        ['Two\nLines', 'want_to_watch'],
      ]);
  });

  const BAD: Array<[string, string, string]> = [
    ['notes.txt', 'hello', 'Please select a JSON file exported from the product'],
    ['list.json', '{"broken"', 'Failed to parse JSON file'],
    ['list.json', '{"items": []}', 'Invalid watchlist format'],
    ['list.json', '{"watchlist": [7]}', 'Failed to parse watchlist file: no valid watchlist items found'],
    ['list.csv', 'Title\n"never closed', 'Failed to parse CSV file'],
  ];
  for (const [name, content, message] of BAD) {
    test(`refuses ${name} ${JSON.stringify(content)}`, async ({ page }) => {
      await open(page);
      await page.getByRole('button', { name: 'Export / Share' }).click();
      await chooseFile(page, name, content);
      await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
      expect(await stored(page)).toHaveLength(4);
    });
  }

  test('says a UTF-16 Letterboxd diary is in the wrong encoding, naming it', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'Export / Share' }).click();
    const diary = `${LETTERBOXD_DIARY}2025-03-02,Heat,1995,https://boxd.it/u1,4,,,2025-03-01\n`;
    // As a spreadsheet app's "Unicode text" saves it: UTF-16, little-endian, with a byte-order mark.
    await chooseFile(page, 'diary.csv', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(diary, 'utf16le')]));
    await expect(page.getByRole('alert')).toHaveText(
      'The file "diary.csv" is saved as UTF-16 text, which Reelist cannot read. Save it again as UTF-8 (in a ' +
        'spreadsheet app: "CSV UTF-8"), or choose the file as the service gave it, and retry.',
    );
    expect(await stored(page)).toHaveLength(4);
  });

  test('counts the rows an unclosed quote swallowed as skipped, and imports the rest', async ({ page, request }) => {
    const res = await request.get(`${CATALOG}/3/movie/2737?api_key=test`);
    const film = (await res.json()) as { title: string; release_date: string };
    const year = film.release_date.slice(0, 4);
    await open(page);
    await page.getByRole('button', { name: 'Export / Share' }).click();
    const rows = [
      `2025-03-01,${film.title},${year},https://boxd.it/q1,4,,,2025-03-01`,
      // Row 2 opens a quote that nothing closes: rows 3 to 8 run into it.
      `2025-03-02,Swallowed 2,2002,https://boxd.it/q2,4,,"cinema, 35mm,2025-03-02`,
      ...[3, 4, 5, 6, 7, 8].map((n) => `2025-03-0${n},Swallowed ${n},200${n},https://boxd.it/q${n},4,,,2025-03-0${n}`),
    ];
    await chooseFile(page, 'diary.csv', `${LETTERBOXD_DIARY}${rows.join('\n')}\n`, 'text/csv');
    const preview = page.getByRole('region', { name: 'Import preview' });
    const summary = preview.getByRole('list', { name: 'Import summary' });
    await expect(summary.getByText('1 row matched')).toBeVisible();
    await expect(summary.getByText('7 rows skipped')).toBeVisible();
    await expect(preview.getByRole('list', { name: 'Skipped rows' })).toContainText(
      'diary.csv, row 2: A quotation mark in this row is not closed on its line, so the next 6 rows ran into it',
    );
    await preview.getByRole('button', { name: 'Import 1 item' }).click();
    await expect(page.getByText('Successfully imported 1 item!')).toBeVisible();
    await expect(cards(page).filter({ hasText: film.title })).toHaveCount(1);
  });

  test('refuses a file over 20 MB', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'Export / Share' }).click();
    // Built in the page: sending 21 MB through the browser protocol is slow.
    await page.getByLabel('Import watchlist file').evaluate((input: HTMLInputElement) => {
      const files = new DataTransfer();
      files.items.add(new File([new Uint8Array(21 * 1024 * 1024)], 'huge.json'));
      input.files = files.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await expect(page.getByRole('alert')).toHaveText('This file is too large to import. The limit is 20 MB.');
  });
});

test.describe('large watchlist', () => {
  test('10,000 items render a bounded DOM and stay quick', async ({ page }) => {
    await open(page, manyItems(10_000));
    await expect(page.getByRole('button', { name: 'All 10000' })).toBeVisible();
    expect(await page.locator('article').count()).toBeLessThan(120);
    await page.mouse.wheel(0, 20_000);
    await expect.poll(() => page.locator('article').count()).toBeLessThan(120);
    await page.getByRole('button', { name: /^Watched \d+$/ }).click();
    await page.getByRole('combobox', { name: 'Sort watchlist' }).selectOption('title');
    await page.getByRole('button', { name: 'List view' }).click();
    expect(await page.locator('article').count()).toBeLessThan(120);
    const ready = await page.evaluate(() => performance.getEntriesByName('watchlist:ready')[0]?.startTime ?? -1);
    expect(ready).toBeGreaterThan(0);
  });
});
