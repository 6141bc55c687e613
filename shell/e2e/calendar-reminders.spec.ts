import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { CATALOG, seedStorage, watchlistItem } from '@reelist/testing/e2e';
import { catalogPerson, notificationsOn, shownNotifications, stored } from './follow-support';

// The calendar with the people followed and with reminders, on titles of the catalogue found by asking it (its dates
// follow its build day), never assumed. The browser's zone is UTC, so the catalogue's days are the visitor's.
test.use({ locale: 'en-US', timezoneId: 'UTC' });

const get = async <T>(request: APIRequestContext, path: string): Promise<T> => {
  const res = await request.get(`${CATALOG}/3${path}${path.includes('?') ? '&' : '?'}api_key=e2e`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as T;
};
const today = () => new Date().toISOString().slice(0, 10);

/** An upcoming film (a few days out) and the first of its cast whose credits list it. */
async function personWithUpcomingFilm(request: APIRequestContext) {
  const soon = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const { results } = await get<{ results: Array<{ id: number; title: string; release_date: string }> }>(
    request,
    '/movie/upcoming',
  );
  for (const movie of results.filter((one) => one.release_date >= soon)) {
    const { cast } = await get<{ cast: Array<{ id: number }> }>(request, `/movie/${movie.id}/credits`);
    if (!cast[0]) continue;
    const person = await catalogPerson(request, cast[0].id);
    if (person.movie_credits.cast.some((credit) => credit.id === movie.id)) return { movie, person };
  }
  throw new Error('no upcoming film with a credited cast');
}

/** The first popular show whose details announce a next episode. */
async function showWithNextEpisode(request: APIRequestContext) {
  type Show = {
    id: number;
    name: string;
    next_episode_to_air: { air_date: string; season_number: number; episode_number: number; name: string } | null;
  };
  for (let page = 1; page <= 5; page += 1) {
    const { results } = await get<{ results: Array<{ id: number }> }>(request, `/tv/popular?page=${page}`);
    for (const { id } of results) {
      const show = await get<Show>(request, `/tv/${id}`);
      if (show.next_episode_to_air?.air_date) return { ...show, next: show.next_episode_to_air };
    }
  }
  throw new Error('no popular show with a next episode');
}

const agendaLink = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Agenda' }).getByRole('link', { name, exact: true });

test('a followed person’s upcoming film is in the calendar, saying whom it comes from, and opens its page', async ({
  page,
  request,
}) => {
  const { movie, person } = await personWithUpcomingFilm(request);
  expect(movie.release_date > today()).toBe(true);
  await page.goto(`/person/${person.id}`);
  await expect(page.getByRole('heading', { level: 1, name: person.name })).toBeVisible();
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');

  await page.goto(`/calendar?view=agenda&period=${movie.release_date.slice(0, 7)}`);
  const link = agendaLink(page, `${movie.title} Movie release From ${person.name}`);
  await expect(link).toBeVisible({ timeout: 20_000 });
  await expect(link).toHaveAttribute('href', `/movie/${movie.id}`);
  await link.click();
  await expect(page).toHaveURL(`/movie/${movie.id}`);
  await expect(page.getByRole('heading', { level: 1, name: movie.title })).toBeVisible();
});

test.describe('reminders', () => {
  // The notification goes through the service worker's showNotification: the worker must run here.
  test.use({ serviceWorkers: 'allow' });
  // Two page loads with the worker running, and waits of up to 20 s each for the calendar and the notification: a
  // machine busy with the rest of the suite once took this past the default 30 s, closing the worker's context last.
  test.describe.configure({ timeout: 60_000 });

  test('a reminder set for today’s episode is shown as a notification that opens the show, then marked done', async ({
    page,
    request,
  }) => {
    const show = await showWithNextEpisode(request);
    const label = `S${show.next.season_number}E${show.next.episode_number}`;
    const episode = show.next.name ? `${label} · ${show.next.name}` : label;
    // The visitor's day is the episode's air date.
    await page.clock.setFixedTime(new Date(`${show.next.air_date}T09:00:00Z`));
    await notificationsOn(page);
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await seedStorage(page, {
      reelist_watchlist: [watchlistItem({ id: show.id, title: show.name, media_type: 'tv', status: 'watching' })],
    });

    await page.goto('/calendar?view=agenda');
    await expect(
      page.getByText(
        'Reminders arrive when Reelist or its background worker runs that day; there is no server to send them.',
      ),
    ).toBeVisible({ timeout: 20_000 });
    const remind = page.getByRole('button', { name: `Remind me: ${show.name}: ${episode}` });
    await expect(remind).toHaveAttribute('aria-pressed', 'false');
    await remind.click();
    await expect(remind).toHaveAttribute('aria-pressed', 'true');

    // The next start of the app runs the daily check, which shows it and marks it done.
    await page.reload();
    const notification = {
      title: `Today: ${show.name}`,
      body: episode,
      data: { url: `/tv/${show.id}` },
    };
    await expect.poll(() => shownNotifications(page), { timeout: 20_000 }).toContainEqual(notification);
    await expect
      .poll(async () => (await stored(page, 'reelist_reminders')) as unknown[])
      .toEqual([
        expect.objectContaining({
          key: `tv-${show.id}-s${show.next.season_number}e${show.next.episode_number}`,
          done: true,
        }),
      ]);
  });

  test('with notifications off, the calendar offers no reminders and says where to turn them on', async ({
    page,
    request,
  }) => {
    const show = await showWithNextEpisode(request);
    await seedStorage(page, {
      reelist_watchlist: [watchlistItem({ id: show.id, title: show.name, media_type: 'tv', status: 'watching' })],
    });
    await page.goto(`/calendar?view=agenda&period=${show.next.air_date.slice(0, 7)}`);
    await expect(
      page.getByRole('link', { name: new RegExp(`^${show.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} S`) }).first(),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'enable notifications in Preferences' })).toHaveAttribute(
      'href',
      '/preferences',
    );
    await expect(page.getByRole('button', { name: /^Remind me/ })).toHaveCount(0);
  });
});
