import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { CATALOG, seedStorage, storedItem, watchErrors } from '@reelist/testing/e2e';
import { chooseFile } from './watchlist-support';

// Issue 36: the Watchlist's screens agree with each other. A phone's grid keeps its actions behind one menu per
// card, Remove offers Undo, the sharing-off note reads as one sentence, and the import review shows its matches.

const ITEMS = [
  storedItem(1, { title: 'Alien', status: 'watched', addedAt: '2024-01-01T00:00:00.000Z' }),
  storedItem(2, { title: 'Brazil', status: 'watching', addedAt: '2024-03-01T00:00:00.000Z' }),
  storedItem(3, { title: 'Casablanca', status: 'want_to_watch', addedAt: '2024-02-01T00:00:00.000Z' }),
];

interface Stored {
  id: number;
  title: string;
  status?: string;
  addedAt?: string;
  updatedAt?: string;
}

const cards = (page: Page) => page.getByRole('region', { name: 'Watchlist items' }).getByRole('article');
const stored = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('reelist_watchlist') ?? '[]') as Stored[]);
const storedTitle = async (page: Page, title: string) => (await stored(page)).find((i) => i.title === title);

async function open(page: Page, items: unknown[] = ITEMS, query = '') {
  await seedStorage(page, { reelist_watchlist: items });
  await page.goto(`/watchlist${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'My Watchlist' })).toBeVisible();
}

test.describe('watchlist on a touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a card shows one menu button; its menu sets the status and Remove offers Undo', async ({ page }) => {
    const { errors } = watchErrors(page);
    await open(page);
    await expect(cards(page)).toHaveCount(3);
    // No wall of buttons: no status button and no Remove until a card's menu is opened.
    const grid = page.getByRole('region', { name: 'Watchlist items' });
    await expect(grid.getByRole('button', { name: /^(Want to Watch|Watching|Watched|Remove)/ })).toHaveCount(0);
    await expect(grid.getByRole('button', { name: /^Actions for / })).toHaveCount(3);

    const trigger = page.getByRole('button', { name: 'Actions for Alien' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await trigger.tap();
    const menu = page.getByRole('menu', { name: 'Actions for Alien' });
    await expect(menu).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('menuitemradio')).toHaveText(['Want to Watch', 'Watching', 'Watched']);
    await expect(menu.getByRole('menuitemradio', { name: 'Watched' })).toHaveAttribute('aria-checked', 'true');
    // Keyboard: the first item has focus, arrows move, Escape closes and gives focus back to the button.
    await expect(menu.getByRole('menuitemradio', { name: 'Want to Watch' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitemradio', { name: 'Watching' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(trigger).toBeFocused();

    // A tap outside closes it.
    await trigger.tap();
    await expect(menu).toBeVisible();
    await page.getByRole('heading', { level: 1, name: 'My Watchlist' }).tap();
    await expect(menu).toHaveCount(0);

    await trigger.tap();
    await menu.getByRole('menuitemradio', { name: 'Watching' }).tap();
    await expect(menu).toHaveCount(0);
    await expect.poll(async () => (await storedTitle(page, 'Alien'))?.status).toBe('watching');
    const before = await storedTitle(page, 'Alien');

    // Remove asks nothing, says what it removed and offers Undo, which brings the item back as it was.
    await trigger.tap();
    await menu.getByRole('menuitem', { name: 'Remove' }).tap();
    await expect(cards(page)).toHaveCount(2);
    const banner = page.getByRole('status').filter({ hasText: 'Removed Alien from your watchlist.' });
    // Offered where the visitor is (the card is below the first screen), not at the top of the page.
    await expect(banner).toBeInViewport();
    await expect.poll(async () => (await stored(page)).map((i) => i.title)).not.toContain('Alien');
    await banner.getByRole('button', { name: 'Undo' }).tap();
    await expect(cards(page)).toHaveCount(3);
    await expect.poll(() => storedTitle(page, 'Alien')).toEqual(before);
    await expect(page.getByRole('button', { name: 'Watching 2' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the sharing-off note reads as one sentence', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'Export / Share' }).tap();
    const note = page.getByText(/^Sharing is off\./);
    await expect(note).toHaveText(
      'Sharing is off. Turn on Share Watchlist in Preferences to share your list by link or QR code.',
    );
    // Read word by word, the sentence goes left to right and down, never back up into a column beside it.
    const outOfOrder = await note.evaluate((element) => {
      const words: Array<{ word: string; top: number; left: number }> = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const rect = range.getBoundingClientRect();
          words.push({ word: match[0], top: Math.round(rect.top), left: Math.round(rect.left) });
        }
      }
      return words
        .slice(1)
        .filter((word, i) => {
          const previous = words[i]!;
          return word.top < previous.top || (word.top === previous.top && word.left < previous.left);
        })
        .map((word) => word.word);
    });
    expect(outOfOrder).toEqual([]);
  });
});

test.describe('Remove on the Watchlist offers Undo', () => {
  test('grid (hover) and list: the banner names the title and Undo restores status and dates', async ({ page }) => {
    await open(page);
    const before = await storedTitle(page, 'Brazil');
    await cards(page).filter({ hasText: 'Brazil' }).hover();
    await page.getByRole('button', { name: 'Remove: Brazil' }).click();
    await expect(cards(page)).toHaveCount(2);
    await expect(page.getByText('Removed Brazil from your watchlist.')).toBeVisible();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(cards(page)).toHaveCount(3);
    await expect.poll(() => storedTitle(page, 'Brazil')).toEqual(before);

    await page.getByRole('button', { name: 'List view' }).click();
    const casablanca = await storedTitle(page, 'Casablanca');
    await page.getByRole('button', { name: 'Remove Casablanca' }).click();
    await expect(page.getByText('Removed Casablanca from your watchlist.')).toBeVisible();
    await expect.poll(async () => (await stored(page)).length).toBe(2);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(cards(page)).toHaveCount(3);
    await expect.poll(() => storedTitle(page, 'Casablanca')).toEqual(casablanca);
    await expect(page.getByRole('article', { name: 'Casablanca' }).getByText('Added: February 1, 2024')).toBeVisible();
  });
});

async function movie(request: APIRequestContext, id: number) {
  const res = await request.get(`${CATALOG}/3/movie/${id}?api_key=test`);
  const body = (await res.json()) as { id: number; title: string; release_date: string };
  return { id: body.id, title: body.title, year: body.release_date.slice(0, 4) };
}

// Titles of the embedded catalogue: "Matrix" finds The Matrix by title and year; Spirited Away's catalogue year is
// not 2001, so that row is left unmatched until the visitor finds it.
const FIGHT_CLUB = 2737;
const THE_MATRIX = 3243;
const SPIRITED_AWAY = 3810;

test.describe('the import review shows its matches', () => {
  test('lists each match, lets the visitor change one and find a skipped row, and reports true counts', async ({
    page,
    request,
  }) => {
    const { errors } = watchErrors(page);
    const [fightClub, matrix, spirited] = await Promise.all([
      movie(request, FIGHT_CLUB),
      movie(request, THE_MATRIX),
      movie(request, SPIRITED_AWAY),
    ]);
    expect(spirited.year).not.toBe('2001');
    await open(page, [storedItem(fightClub.id, { title: fightClub.title, media_type: 'movie', status: 'watched' })]);
    const csv =
      'Title,Type,Status,Rating,Release Date,Added Date,Overview\r\n' +
      `"Matrix","Movie","Watched","8","1999-03-31","2024-01-01T00:00:00.000Z",""\r\n` +
      `"Spirited Away","Movie","Want to Watch","8","2001-07-20","2024-01-02T00:00:00.000Z",""\r\n` +
      `"${fightClub.title}","Movie","Watched","8","${fightClub.year}-10-15","2024-01-03T00:00:00.000Z",""\r\n` +
      `"Our Home Video 1987","Movie","Watched","0","1987-06-01","2024-01-04T00:00:00.000Z",""\r\n`;
    await page.getByRole('button', { name: 'Export / Share' }).click();
    await chooseFile(page, 'my-watchlist.csv', csv, 'text/csv');

    const preview = page.getByRole('region', { name: 'Import preview' });
    const matches = preview.getByRole('list', { name: 'Catalogue matches' });
    await expect(matches.getByRole('listitem')).toHaveCount(4);
    const matrixRow = matches.getByRole('listitem').filter({ hasText: 'Matrix (1999)' });
    await expect(matrixRow).toContainText(`Matrix (1999) → ${matrix.title} (${matrix.year})`);
    await expect(matrixRow.getByRole('img')).toHaveCount(1);
    const spiritedRow = matches.getByRole('listitem').filter({ hasText: 'Spirited Away (2001)' });
    await expect(spiritedRow).toContainText('Spirited Away (2001) → not matched');

    // Find the skipped row by search.
    await spiritedRow.getByRole('button', { name: 'Find Spirited Away (2001) in the catalogue' }).click();
    const search = spiritedRow.getByRole('search');
    await expect(search.getByRole('searchbox', { name: 'Search the catalogue' })).toHaveValue('Spirited Away');
    await search.getByRole('button', { name: 'Search' }).click();
    await spiritedRow.getByRole('button', { name: `${spirited.title} (${spirited.year})` }).click();
    await expect(spiritedRow).toContainText(`Spirited Away (2001) → ${spirited.title} (${spirited.year})`);

    // Change a match: "Matrix" was meant as The Matrix Reloaded.
    await matrixRow.getByRole('button', { name: 'Change match for Matrix (1999)' }).click();
    await matrixRow.getByRole('searchbox', { name: 'Search the catalogue' }).fill('Matrix Reloaded');
    await matrixRow.getByRole('searchbox', { name: 'Search the catalogue' }).press('Enter');
    await matrixRow.getByRole('button', { name: /^The Matrix Reloaded \(\d{4}\)$/ }).click();
    await expect(matrixRow).toContainText('Matrix (1999) → The Matrix Reloaded');

    // Three new (Matrix, Spirited Away, the home video), Fight Club already there and left as it was.
    await preview.getByRole('button', { name: 'Import 3 items' }).click();
    await expect(page.getByText('Successfully imported 3 items!', { exact: true })).toBeVisible();
    await expect(page.getByText('3 added, 0 updated, 1 left alone (already in your watchlist)')).toBeVisible();
    const items = await stored(page);
    expect(items).toHaveLength(4);
    expect(items.find((i) => i.title === 'Spirited Away')?.id).toBe(spirited.id);
    expect(items.find((i) => i.title === 'Matrix')?.id).toBe(3348);
    expect(errors).toEqual([]);
  });
});
