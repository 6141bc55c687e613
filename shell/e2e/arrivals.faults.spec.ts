import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { seedStorage } from '@reelist/testing/e2e';
import { asItem, popularMovies, setCatalogClock, streamingIds, usOffers } from './services-support';
import type { CatalogTitle } from './services-support';

// The notification goes through the service worker's showNotification: the worker must run here.
test.use({ serviceWorkers: 'allow' });

const DAYS = 45;
const DAY_MS = 24 * 60 * 60 * 1000;

test.afterEach(async ({ request }) => setCatalogClock(request, null));

/** A popular movie that starts streaming in the US on some service within DAYS days, and that service. */
async function findArrival(request: Parameters<typeof usOffers>[0]) {
  const movies = await popularMovies(request);
  const before = await Promise.all(movies.map((m) => usOffers(request, m.id)));
  await setCatalogClock(request, DAYS);
  const after = await Promise.all(movies.map((m) => usOffers(request, m.id)));
  await setCatalogClock(request, null);
  for (const [i, movie] of movies.entries()) {
    const had = streamingIds(before[i] ?? {});
    const arrived = (['flatrate', 'free', 'ads'] as const)
      .flatMap((kind) => after[i]?.[kind] ?? [])
      .find((p) => !had.includes(p.provider_id));
    if (arrived) return { movie: movie as CatalogTitle, service: arrived };
  }
  throw new Error(`no popular movie arrives on a service within ${DAYS} days`);
}

const stored = (page: Page, key: string) =>
  page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null') as unknown, key);

const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      data: n.data as unknown,
    }));
  });

test('a watchlist title arriving on my service shows "Now on {service}" and a notification that opens it', async ({
  page,
  context,
  request,
}) => {
  const { movie, service } = await findArrival(request);
  await context.grantPermissions(['notifications']);
  // Enable Notifications is a push subscription; there is no push service here, so the browser reports one.
  await page.addInitScript(() => {
    const subscription = { endpoint: 'https://push.invalid/e2e', unsubscribe: () => Promise.resolve(true) };
    PushManager.prototype.getSubscription = () => Promise.resolve(subscription as unknown as PushSubscription);
  });
  await seedStorage(page, {
    reelist_watchlist: [asItem(movie)],
    reelist_user_preferences: {
      myServices: [service.provider_id, 8 === service.provider_id ? 9 : 8],
      notifyNewReleases: true,
    },
  });

  // Day 0: the start-up check learns what the title is on today (nothing has arrived yet).
  await page.goto('/');
  await expect
    .poll(async () => (await stored(page, 'reelist_arrivals')) as { checkedAt: number } | null, { timeout: 20_000 })
    .toMatchObject({ checkedAt: expect.any(Number), arrivals: [] });
  await page.evaluate(() => navigator.serviceWorker.ready);

  // DAYS days later for the catalogue and the browser: the title is on the service now.
  await setCatalogClock(request, DAYS);
  await page.clock.setFixedTime(Date.now() + DAYS * DAY_MS);
  await page.reload();
  await expect
    .poll(() => shownNotifications(page), { timeout: 20_000 })
    .toContainEqual({
      title: `Now on ${service.provider_name}`,
      body: `${movie.title} from your watchlist is on ${service.provider_name} now.`,
      data: { url: `/movie/${movie.id}` },
    });

  await page.goto('/watchlist');
  const card = page.getByRole('article').filter({ has: page.getByTitle(movie.title, { exact: true }) });
  await expect(card.getByText(`Now on ${service.provider_name}`)).toBeVisible();
  await expect(card.getByRole('img', { name: 'New' })).toBeVisible();
});
