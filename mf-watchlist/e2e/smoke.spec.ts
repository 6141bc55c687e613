import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { seedStorage, storedItem, watchErrors } from '@reelist/testing/e2e';

const ITEMS = [
  storedItem(1, { title: 'Alien', status: 'watched' }),
  storedItem(2, { title: 'Brazil', status: 'watching' }),
  storedItem(3, { title: 'Dune', media_type: 'tv', status: 'dropped' }),
];

async function serious(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help}`);
}

test.describe('mf-watchlist preview', () => {
  test('renders the page alone, with the seeded list', async ({ page }) => {
    const { errors } = watchErrors(page);
    await seedStorage(page, { reelist_watchlist: ITEMS });
    await page.goto('/watchlist');
    await expect(page.getByRole('heading', { level: 1, name: 'My Watchlist' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'All 3' })).toBeVisible();
    await expect(page.getByText('Dropped')).toBeVisible();
    // Missing posters are answered 404 and fall back to the placeholder: not an error of the page.
    expect(errors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`has no serious accessibility violations (${theme}, grid, list, panel, empty)`, async ({ page }) => {
      await seedStorage(page, { reelist_watchlist: ITEMS, reelist_theme: theme });
      await page.goto('/watchlist');
      await expect(page.getByRole('button', { name: 'All 3' })).toBeVisible();
      await page.getByRole('button', { name: 'Export / Share' }).click();
      expect(await serious(page)).toEqual([]);
      await page.getByRole('button', { name: 'List view' }).click();
      expect(await serious(page)).toEqual([]);
      await page.getByRole('button', { name: 'Watched 1' }).click();
      await page.getByRole('combobox', { name: 'Status of Alien' }).selectOption('watching');
      await expect(page.getByRole('heading', { name: 'No Watched items' })).toBeVisible();
      expect(await serious(page)).toEqual([]);
    });
  }
});
