import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { translation } from './language-support';

// The interface in the visitor's language: chosen in Preferences, applied at once in every remote without a
// reload, kept across reloads, followed by other tabs; with nothing saved, the browser's language.

const shell = (locale: string, english: string) => translation('shell/src', locale, english);
const discover = (locale: string, english: string) => translation('mf-discover/src', locale, english);

test('choosing Deutsch applies at once everywhere, survives a reload, and another tab follows', async ({
  page,
  context,
}) => {
  await page.goto('/preferences');
  const other = await context.newPage();
  await other.goto('/');
  await expect(other.getByRole('heading', { level: 1, name: /Welcome to Reelist/ })).toBeVisible();
  // A mark on the window: still there afterwards means the page was not reloaded.
  await page.evaluate(() => Object.assign(window, { stayed: true }));

  await page.getByLabel('Preferred Language').selectOption('de');
  await page.getByRole('button', { name: 'Save Changes' }).click();

  const nav = page.getByRole('navigation', { name: shell('de', 'Main') });
  await expect(nav.getByRole('link', { name: shell('de', 'Watchlist') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

  // The other tab follows, Home (another remote) included.
  await expect(other.locator('html')).toHaveAttribute('lang', 'de');
  await expect(other.getByRole('heading', { level: 1, name: discover('de', 'Welcome to Reelist') })).toBeVisible();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(
    page.getByRole('navigation', { name: shell('de', 'Main') }).getByRole('link', { name: shell('de', 'Home') }),
  ).toBeVisible();
});

test.describe('a Japanese browser with nothing saved', () => {
  test.use({ locale: 'ja-JP', viewport: { width: 390, height: 844 } });

  test('reads Reelist in Japanese, with no accessibility violation', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByRole('heading', { level: 1, name: discover('ja', 'Welcome to Reelist') })).toBeVisible();
    await expect(page.getByRole('button', { name: shell('ja', 'Open menu') })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });
});
