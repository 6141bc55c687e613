import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { CATALOG, seedStorage, storedItem } from '@reelist/testing/e2e';
import { expectNoSeriousA11yViolations, firstPopular } from './detail-support';
import { englishLeft, translation } from './language-support';

// The interface in the visitor's language: chosen in Preferences, applied at once in every remote without a
// reload, kept across reloads, followed by other tabs; with nothing saved, the browser's language.

const shell = (locale: string, english: string) => translation('shell/src', locale, english);
const discover = (locale: string, english: string) => translation('mf-discover/src', locale, english);
const detail = (locale: string, english: string) => translation('mf-detail/src', locale, english);
const watchlist = (locale: string, english: string) => translation('mf-watchlist/src', locale, english);
const insights = (locale: string, english: string) => translation('mf-insights/src', locale, english);

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

  test('reads Reelist in Japanese, one request for each app’s messages, with no accessibility violation', async ({
    page,
  }) => {
    const messages: string[] = [];
    page.on('request', (request) => {
      if (/\/messages-ja-po\.[0-9a-f]+\.js$/.test(request.url())) messages.push(new URL(request.url()).origin);
    });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByRole('heading', { level: 1, name: discover('ja', 'Welcome to Reelist') })).toBeVisible();
    await expect(page.getByRole('button', { name: shell('ja', 'Open menu') })).toBeVisible();
    // Home shows two apps, the shell and mf-discover: each fetches its Japanese (its own messages and those of the
    // shared components it bundles) in one file.
    expect(messages).toHaveLength(2);
    expect(new Set(messages).size).toBe(2);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });
});

/** Chooses `locale` as the Preferred Language in Preferences, as a visitor does. */
async function choose(page: Page, locale: string) {
  await page.goto('/preferences');
  await page.getByLabel('Preferred Language').selectOption(locale);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.getByRole('button', { name: insights(locale, 'Save Changes') })).toBeVisible();
}

for (const locale of ['es', 'fr', 'de', 'it', 'ja', 'ko']) {
  test(`in ${locale}: the header, Home, the Watchlist and Detail show none of the interface's English`, async ({
    page,
    request,
  }) => {
    const movie = await firstPopular(request, 'movie');
    const item = storedItem(2, { id: movie.id, title: movie.name, media_type: 'movie', status: 'watching' });
    await seedStorage(page, { reelist_watchlist: [item, storedItem(3)] });
    await choose(page, locale);

    const nav = page.getByRole('navigation', { name: shell(locale, 'Main') });
    await nav.getByRole('link', { name: shell(locale, 'Home') }).click();
    await expect(page.getByRole('heading', { level: 1, name: discover(locale, 'Welcome to Reelist') })).toBeVisible();
    await expect(page.getByRole('heading', { name: discover(locale, 'Trending Today') })).toBeVisible();
    await expect(page.locator('main a[href^="/movie/"]').first()).toBeVisible();
    expect(await englishLeft(page, locale)).toEqual([]);

    await nav.getByRole('link', { name: shell(locale, 'Watchlist') }).click();
    await expect(page.getByRole('heading', { level: 1, name: watchlist(locale, 'My Watchlist') })).toBeVisible();
    await expect(page.getByText(movie.name).first()).toBeVisible();
    expect(await englishLeft(page, locale)).toEqual([]);

    await page.getByRole('link', { name: movie.name }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: movie.name })).toBeVisible();
    await expect(page.getByRole('heading', { name: detail(locale, 'Overview') })).toBeVisible();
    // The catalogue answers genre names in the language asked for: the page shows them as it says them.
    const asked = await request.get(`${CATALOG}/3/movie/${movie.id}?api_key=e2e&language=${locale}`);
    const { genres } = (await asked.json()) as { genres: Array<{ name: string }> };
    await expect(page.getByText(genres[0]!.name, { exact: true }).first()).toBeVisible();
    expect(await englishLeft(page, locale)).toEqual([]);
    if (locale === 'de' || locale === 'ja') await expectNoSeriousA11yViolations(page);
  });
}
