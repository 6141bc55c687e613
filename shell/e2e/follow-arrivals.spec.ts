import { expect, test } from '@playwright/test';
import {
  reloadUntilChecked,
  seed,
  stored,
  creditsOf,
  followed,
  longDate,
  notificationsOn,
  popularActor,
  shownNotifications,
} from './follow-support';

// Issue 37: the daily check also looks at followed people's credits. Here the person is followed with a `known` map
// that lacks one of their current credits (as if it was announced since), so the catalogue's clock stays put;
// follow-arrivals.faults.spec.ts moves it.

// The notification goes through the service worker's showNotification: the worker must run here.
test.use({ serviceWorkers: 'allow' });

test('a new title of a followed person is an alert until dismissed, and a notification that opens it', async ({
  page,
  request,
}) => {
  const person = await popularActor(request);
  const credits = creditsOf(person);
  // The newest dated credit is the one "not seen before".
  const fresh = credits.filter((c) => c.date).sort((a, b) => b.date.localeCompare(a.date))[0];
  if (!fresh) throw new Error(`${person.name} has no dated credit`);
  await notificationsOn(page);
  // A first visit installs the service worker, which shows the notifications; then the person is followed.
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await seed(page, {
    reelist_followed_people: [
      followed(
        person,
        credits.filter((c) => c.key !== fresh.key),
      ),
    ],
    reelist_user_preferences: { notifyNewReleases: true },
  });
  await page.reload();
  const message = `New from ${person.name}: ${fresh.title}, ${longDate(fresh.date)}`;
  const alert = page.getByRole('region', { name: 'Notifications' }).getByRole('status').filter({ hasText: message });
  await expect(alert).toBeVisible({ timeout: 20_000 });
  await expect(alert).toHaveText(message);
  // Recorded as known: the next check does not report it again.
  await expect
    .poll(async () => ((await stored(page, 'reelist_followed_people')) as Array<{ known: object }>)[0]?.known)
    .toHaveProperty([fresh.key], fresh.date);
  await expect
    .poll(() => shownNotifications(page), { timeout: 20_000 })
    .toContainEqual({
      title: `New from ${person.name}`,
      body: `${fresh.title}, ${longDate(fresh.date)}`,
      data: { url: `/${fresh.media_type}/${fresh.id}` },
    });

  // Still there on the next visit, until dismissed; then gone for good.
  await page.reload();
  await expect(alert).toBeVisible({ timeout: 20_000 });
  await alert.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(alert).toBeHidden();
  await reloadUntilChecked(page);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(alert).toBeHidden();
  expect(await stored(page, 'reelist_people_news')).toMatchObject({ news: [] });
});
