import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { CATALOG, seedStorage, storedItem, watchErrors } from '@reelist/testing/e2e';
import { chooseFile } from './watchlist-support';

// Tags on watchlist items: a title added from its Detail page is tagged from its card's menu on a phone, the Tag
// filter finds it and survives a reload, and the CSV export carries a Tags column that an import reads back.

// Titles whose names are unique in the catalogue, so their cards are easy to find.
const FIGHT_CLUB = 2737;
const THE_MATRIX = 3243;

async function movieTitle(request: APIRequestContext, id: number): Promise<string> {
  const res = await request.get(`${CATALOG}/3/movie/${id}?api_key=test`);
  return ((await res.json()) as { title: string }).title;
}

const items = (page: Page) => page.getByRole('region', { name: 'Watchlist items' }).getByRole('article');
const tagFilter = (page: Page) => page.getByRole('combobox', { name: 'Filter by tag' });

test.describe('tags on a touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('tag a title from its card menu, filter by the tag, keep it on reload, and export it in CSV', async ({
    page,
    request,
  }) => {
    const { errors } = watchErrors(page);
    const [title, other] = await Promise.all([movieTitle(request, FIGHT_CLUB), movieTitle(request, THE_MATRIX)]);
    // One untagged title already in the list, so the filter has something to leave out.
    await seedStorage(page, { reelist_watchlist: [storedItem(THE_MATRIX, { title: other, media_type: 'movie' })] });

    await page.goto(`/movie/${FIGHT_CLUB}`);
    await page.getByRole('button', { name: 'Add to Watchlist' }).click();
    await expect(page.getByRole('button', { name: 'In Watchlist' })).toBeVisible();

    await page.goto('/watchlist');
    await expect(items(page)).toHaveCount(2);
    await expect(tagFilter(page)).toHaveCount(0);
    const trigger = page.getByRole('button', { name: `Actions for ${title}` });
    await trigger.tap();
    await page
      .getByRole('menu', { name: `Actions for ${title}` })
      .getByRole('menuitem', { name: 'Edit tags' })
      .tap();
    const editor = page.getByRole('dialog', { name: `Tags for ${title}` });
    const input = editor.getByRole('combobox', { name: 'Add tag' });
    await expect(input).toBeFocused();
    await input.fill('  with   kids ');
    await input.press('Enter');
    await expect(editor.getByRole('button', { name: 'Remove tag with kids' })).toBeVisible();
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor).toHaveCount(0);
    await expect(trigger).toBeFocused();

    const card = items(page).filter({ hasText: title });
    await expect(card.getByRole('list', { name: 'Tags' })).toHaveText('with kids');
    await expect(tagFilter(page).getByRole('option')).toHaveText(['All tags', 'with kids (1)']);
    await tagFilter(page).selectOption('with kids');
    await expect(page).toHaveURL(/[?&]tag=with\+kids/);
    await expect(items(page)).toHaveCount(1);
    await expect(items(page)).toContainText(title);

    await page.reload();
    await expect(tagFilter(page)).toHaveValue('with kids');
    await expect(items(page)).toHaveCount(1);
    await expect(items(page).getByRole('list', { name: 'Tags' })).toHaveText('with kids');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('reelist_watchlist') ?? '[]'));
    expect(stored.map((item: { id: number; tags?: string[] }) => [item.id, item.tags])).toEqual([
      [THE_MATRIX, undefined],
      [FIGHT_CLUB, ['with kids']],
    ]);

    // Export acts on the whole list, so it shows once the filter is back on All tags.
    await tagFilter(page).selectOption({ label: 'All tags' });
    await expect(items(page)).toHaveCount(2);
    await page.getByRole('button', { name: 'Export / Share' }).click();
    await page.getByRole('combobox', { name: 'Export format' }).selectOption('csv');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export', exact: true }).click(),
    ]);
    const csv = await readFile(await download.path());
    const text = csv.toString('utf8');
    expect(text).toContain(
      '"Title","Type","Status","Rating","Release Date","Added Date","Overview","TMDB ID","Tags"\r\n',
    );
    expect(text).toContain(`,"${FIGHT_CLUB}","with kids"\r\n`);
    expect(text).toContain(`,"${THE_MATRIX}",""\r\n`);

    // The file brings the tag back into an emptied list.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Clear All' }).click();
    await expect(page.getByRole('heading', { name: 'Your watchlist is empty' })).toBeVisible();
    await chooseFile(page, download.suggestedFilename(), csv, 'text/csv');
    const preview = page.getByRole('region', { name: 'Import preview' });
    await preview.getByRole('button', { name: 'Import 2 items' }).click();
    await expect(page.getByText('Successfully imported 2 items!')).toBeVisible();
    await expect(tagFilter(page).getByRole('option')).toHaveText(['All tags', 'with kids (1)']);
    await expect(items(page).filter({ hasText: title }).getByRole('list', { name: 'Tags' })).toHaveText('with kids');
    expect(errors).toEqual([]);
  });
});
