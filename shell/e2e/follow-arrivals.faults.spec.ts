import { expect, test } from '@playwright/test';
import {
  catalogPerson,
  creditsOf,
  longDate,
  notificationsOn,
  reloadUntilChecked,
  seed,
  stored,
  shownNotifications,
} from './follow-support';
import { setCatalogClock } from './services-support';

// Issue 37: a person followed from their page gains a credit on the catalogue's clock (its announcements,
// shared/catalog's data/announce.ts: person 100003 on day 3); the next day's check reports it and Home's row shows it. Moving the clock is global to the
// catalogue, so this runs with the faults, alone.

// The notification goes through the service worker's showNotification: the worker must run here.
test.use({ serviceWorkers: 'allow' });

const PERSON = 100_003;
type FollowedRow = { known: Record<string, string> };
const DAY = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

test.afterEach(async ({ request }) => setCatalogClock(request, null));

test('followed from their page, a person announced in a new film: "New from {name}", a notification and Home\'s row', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  // What the catalogue credits them with today, and the credit it announces on DAY.
  const before = await catalogPerson(request, PERSON);
  await setCatalogClock(request, DAY);
  const announced = creditsOf(await catalogPerson(request, PERSON)).filter(
    (credit) => !creditsOf(before).some((known) => known.key === credit.key),
  );
  await setCatalogClock(request, null);
  expect(announced).toHaveLength(1);
  const fresh = announced[0]!;

  // Followed today from their page, which keeps today's credits as known.
  await notificationsOn(page);
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await seed(page, { reelist_user_preferences: { notifyNewReleases: true } });
  await page.goto(`/person/${PERSON}`);
  await expect(page.getByRole('heading', { level: 1, name: before.name })).toBeVisible();
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(async () => Object.keys(((await stored(page, 'reelist_followed_people')) as FollowedRow[])[0]?.known ?? {}))
    .toEqual(expect.arrayContaining(creditsOf(before).map((credit) => credit.key)));
  await page.goto('/');
  // Today's check finds nothing new.
  await expect
    .poll(async () => ((await stored(page, 'reelist_people_news')) as { checkedAt: number } | null)?.checkedAt, {
      timeout: 20_000,
    })
    .toBeGreaterThan(0);
  expect(await stored(page, 'reelist_people_news')).toMatchObject({ news: [] });

  // DAY days later for the catalogue and the browser.
  await setCatalogClock(request, DAY);
  await page.clock.setFixedTime(Date.now() + DAY * DAY_MS);
  await page.reload();
  // Home's row of the people followed has the new film.
  const row = page.getByRole('region', { name: 'From people you follow' });
  await expect(row.getByRole('link', { name: new RegExp(fresh.title) }).first()).toBeVisible({ timeout: 20_000 });
  const message = `New from ${before.name}: ${fresh.title}, ${longDate(fresh.date)}`;
  const alert = page.getByRole('region', { name: 'Notifications' }).getByRole('status').filter({ hasText: message });
  await expect(alert).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(() => shownNotifications(page), { timeout: 20_000 })
    .toContainEqual({
      title: `New from ${before.name}`,
      body: `${fresh.title}, ${longDate(fresh.date)}`,
      data: { url: `/${fresh.media_type}/${fresh.id}` },
    });

  await alert.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(alert).toBeHidden();
  await reloadUntilChecked(page);
  await expect(alert).toBeHidden();
  expect(await stored(page, 'reelist_people_news')).toMatchObject({ news: [] });
});
