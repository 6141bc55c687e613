import { expect, test } from '@playwright/test';
import { seedStorage, watchErrors } from '@reelist/testing/e2e';
import { allIds, asItem, popularMovies, usOffers } from './services-support';

const NETFLIX = 8;
const MAX = 1899;

test('choose two services, filter Search and the Watchlist by them, see them marked on Detail', async ({
  page,
  request,
}) => {
  // From the catalogue: a popular movie streaming on Netflix in the US, and one on neither service.
  const movies = await popularMovies(request);
  const offers = await Promise.all(movies.map((m) => usOffers(request, m.id)));
  const onNetflix = movies.find((_, i) => (offers[i]?.flatrate ?? []).some((p) => p.provider_id === NETFLIX));
  const elsewhere = movies.find((_, i) => !allIds(offers[i] ?? {}).some((id) => id === NETFLIX || id === MAX));
  if (!onNetflix || !elsewhere) throw new Error('the catalogue has no popular movie on Netflix and one elsewhere');
  const { errors } = watchErrors(page);
  await seedStorage(page, { reelist_watchlist: [asItem(onNetflix), asItem(elsewhere)] });

  // Preferences > Content: My streaming services.
  await page.goto('/preferences');
  const services = page.getByRole('group', { name: 'My streaming services' });
  await services.getByRole('searchbox', { name: 'Search services' }).fill('net');
  await services.getByRole('checkbox', { name: 'Netflix' }).check();
  await services.getByRole('searchbox', { name: 'Search services' }).fill('');
  await services.getByRole('checkbox', { name: 'Max' }).check();
  await expect(services.getByText('2 chosen')).toBeVisible();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('reelist_user_preferences') ?? '{}'));
  expect(saved.myServices).toEqual([NETFLIX, MAX]);

  // Search: On my services.
  await page.goto('/search');
  const discover = page.waitForRequest((r) => /\/3\/discover\/movie\?.*with_watch_providers=8%7C1899/.test(r.url()));
  await page.getByRole('button', { name: 'On my services' }).click();
  await discover;
  await expect(page).toHaveURL(/services=1/);
  await expect(page.getByRole('group', { name: 'Applied filters' }).getByText('On my services')).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();

  // Watchlist: the service's logo on the card, then "Available to me".
  await page.goto('/watchlist');
  const card = (title: string) => page.getByRole('article').filter({ has: page.getByTitle(title, { exact: true }) });
  await expect(card(onNetflix.title).getByRole('img', { name: 'Stream on Netflix' })).toBeVisible();
  await expect(card(elsewhere.title)).toBeVisible();
  await page.getByRole('button', { name: 'Available to me' }).click();
  await expect(page).toHaveURL(/available=1/);
  await expect(card(elsewhere.title)).toHaveCount(0);
  await expect(card(onNetflix.title)).toBeVisible();

  // Detail: my service first in Where to Watch, marked.
  await page.goto(`/movie/${onNetflix.id}`);
  const watch = page.getByRole('region', { name: /Where to Watch/ });
  const stream = watch.getByRole('listitem').first();
  await expect(stream.getByRole('img', { name: 'Netflix' })).toBeVisible();
  await expect(stream).toContainText('Your service');
  expect(errors).toEqual([]);
});

test('Home asks a first-time visitor to pick services, remembers a dismissal, then shows New on your services', async ({
  page,
}) => {
  await page.goto('/');
  const prompt = page
    .getByRole('complementary')
    .filter({ hasText: 'Pick your services to see what you can watch now' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Dismiss' }).click();
  await expect(prompt).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Trending Today' })).toBeVisible();
  await expect(page.getByText('Pick your services to see what you can watch now')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'New on your services' })).toHaveCount(0);

  await page.evaluate(
    (ids) => {
      const prefs = JSON.parse(localStorage.getItem('reelist_user_preferences') ?? '{}');
      localStorage.setItem('reelist_user_preferences', JSON.stringify({ ...prefs, myServices: ids }));
    },
    [NETFLIX, MAX],
  );
  await page.reload();
  const row = page.getByRole('region', { name: /New on your services/ });
  await expect(row.getByRole('article').first()).toBeVisible();
});
