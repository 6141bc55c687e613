import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import ICAL from 'ical.js';
import { CATALOG, seedStorage, watchErrors, watchlistItem } from '@reelist/testing/e2e';
import { expectNoSeriousA11yViolations } from './detail-support';

// The calendar of what is coming, on a show of the catalogue with an episode announced: found by asking the
// catalogue (its dates follow its build day), never assumed. Dates are checked in the visitor's own words (en-US).
test.use({ locale: 'en-US' });

interface Upcoming {
  id: number;
  name: string;
  firstAirDate: string;
  airDate: string;
  season: number;
  number: number;
  episodeName: string;
}

interface ShowDetails {
  id: number;
  name: string;
  first_air_date: string;
  next_episode_to_air: { air_date: string; season_number: number; episode_number: number; name: string } | null;
}

/** The first popular show whose details announce a next episode (the catalogue has no "on the air" list). */
async function showWithNextEpisode(request: APIRequestContext): Promise<Upcoming> {
  for (let page = 1; page <= 5; page += 1) {
    const list = await request.get(`${CATALOG}/3/tv/popular?api_key=e2e&page=${page}`);
    expect(list.ok()).toBe(true);
    for (const { id } of ((await list.json()) as { results: Array<{ id: number }> }).results) {
      const show = (await (await request.get(`${CATALOG}/3/tv/${id}?api_key=e2e`)).json()) as ShowDetails;
      const next = show.next_episode_to_air;
      if (!next) continue;
      return {
        id,
        name: show.name,
        firstAirDate: show.first_air_date,
        airDate: next.air_date,
        season: next.season_number,
        number: next.episode_number,
        episodeName: next.name,
      };
    }
  }
  throw new Error('no popular show with a next episode');
}

/** 'Thursday, December 3': the date as the agenda heads its day, read as a calendar day. */
const dayHeading = (day: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    Date.parse(`${day}T00:00:00Z`),
  );

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const episodeLink = (page: Page, show: Upcoming) =>
  page.getByRole('link', { name: `${show.name} S${show.season}E${show.number} · ${show.episodeName}`, exact: true });

const seed = (page: Page, show: Upcoming, extra: Record<string, unknown> = {}) =>
  seedStorage(page, {
    reelist_watchlist: [
      watchlistItem({ id: show.id, title: show.name, media_type: 'tv', release_date: show.firstAirDate }),
    ],
    ...extra,
  });

test.describe('in a time zone far west of Greenwich', () => {
  // UTC-11: a date read as UTC midnight would show a day early here.
  test.use({ timezoneId: 'Pacific/Pago_Pago' });

  test('shows a watchlist show’s next episode on its date, linking to the show, and downloads it as .ics', async ({
    page,
    request,
  }) => {
    const show = await showWithNextEpisode(request);
    const { errors } = watchErrors(page);
    await seed(page, show);
    const month = show.airDate.slice(0, 7);

    await page.goto(`/calendar?view=agenda&period=${month}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
    const day = page
      .getByRole('list', { name: 'Agenda' })
      .getByRole('listitem')
      .filter({
        has: page.getByRole('heading', {
          level: 3,
          name: new RegExp(`^${escape(dayHeading(show.airDate))}( Today)?$`),
        }),
      });
    await expect(episodeLink(page, show)).toBeVisible();
    await expect(day.getByRole('link', { name: new RegExp(`^${escape(show.name)} S${show.season}E`) })).toHaveAttribute(
      'href',
      `/tv/${show.id}`,
    );

    // The month grid puts it in the same day's cell.
    await page.getByRole('button', { name: 'Month grid' }).click();
    // 'Thursday, December 3' and not 'Thursday, December 31'.
    const cell = page.getByRole('cell').filter({ hasText: new RegExp(`${escape(dayHeading(show.airDate))}(?!\\d)`) });
    await expect(
      cell.getByRole('link', { name: new RegExp(`^${escape(show.name)} S${show.season}E${show.number} `) }),
    ).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download calendar (.ics)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('reelist-calendar.ics');
    const text = await readFile(await download.path(), 'utf8');
    expect(text).toContain('BEGIN:VEVENT');
    const uid = `tv-${show.id}-s${show.season}e${show.number}@reelist`;
    expect(text).toContain(`UID:${uid}`);
    const event = new ICAL.Component(ICAL.parse(text))
      .getAllSubcomponents('vevent')
      .find((one) => one.getFirstPropertyValue('uid') === uid);
    expect(String(event?.getFirstPropertyValue('dtstart'))).toBe(show.airDate);
    expect(event?.getFirstPropertyValue('summary')).toBe(
      `${show.name}: S${show.season}E${show.number} · ${show.episodeName}`,
    );
    expect(String(event?.getFirstPropertyValue('url'))).toMatch(new RegExp(`/tv/${show.id}$`));

    await cell.getByRole('link').filter({ hasText: show.name }).first().click();
    await expect(page).toHaveURL(`/tv/${show.id}`);
    await expect(page.getByRole('heading', { level: 1, name: show.name })).toBeVisible();
    expect(errors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);
  });
});

test('with nothing tracked, says what the calendar shows and how to fill it', async ({ page }) => {
  await page.goto('/calendar');
  await expect(page.getByRole('heading', { level: 2, name: 'Nothing coming up yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Discover titles' })).toHaveAttribute('href', '/');
});

for (const theme of ['light', 'dark'] as const) {
  test(`the agenda and the month grid: no serious or critical violation, ${theme} theme`, async ({ page, request }) => {
    test.setTimeout(60_000); // two axe runs on a busy 2-core machine
    const show = await showWithNextEpisode(request);
    await seed(page, show, { reelist_theme: theme });
    await page.goto(`/calendar?view=agenda&period=${show.airDate.slice(0, 7)}`);
    await expect(episodeLink(page, show)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Month grid' }).click();
    await expect(page.getByRole('table')).toBeVisible();
    await expect(episodeLink(page, show)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}
