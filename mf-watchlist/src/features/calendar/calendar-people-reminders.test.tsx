import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@reelist/api';
import type { PersonCredit, PersonDetails, Title } from '@reelist/contracts';
import { bus } from '@reelist/event-bus';
import { watchlistItem } from '@reelist/testing';
import * as ui from '@reelist/ui';
import { renderPage } from '../../testing/render-page';
import { CalendarRoute } from './calendar-route';
import { forgetAnswers } from './use-sources';

jest.mock('@reelist/api', () => ({
  ...jest.requireActual('@reelist/api'),
  getTvSchedule: jest.fn(),
  getTvSeason: jest.fn(),
  getPersonDetails: jest.fn(),
}));
jest.mock('@reelist/ui', () => ({ ...jest.requireActual('@reelist/ui'), downloadBlob: jest.fn() }));
const mocked = jest.mocked(api);
const download = jest.mocked(ui.downloadBlob);

const TODAY = '2026-11-27';
const REMINDERS_KEY = 'reelist_reminders';
const LIGHTHOUSE: Title = {
  id: 77,
  name: 'Lighthouse',
  next_episode_to_air: {
    id: 301,
    name: 'Return',
    overview: '',
    air_date: TODAY,
    episode_number: 1,
    season_number: 3,
    runtime: null,
    still_path: null,
    vote_average: 0,
    vote_count: 0,
  },
};
const movieCredit = (id: number, title: string, release_date: string): PersonCredit => ({
  id,
  title,
  release_date,
  media_type: 'movie',
  credit_id: `c${id}`,
});
const person = (id: number, name: string, cast: PersonCredit[]) =>
  ({ id, name, credits: { cast, crew: [] } }) as unknown as PersonDetails;
const PEOPLE = new Map([
  [
    31,
    person(31, 'Ada Vance', [
      movieCredit(500, 'Harbour Lights', '2026-12-10'),
      movieCredit(603, 'Watchlisted', '2026-12-03'),
      movieCredit(501, 'Old One', '2019-05-01'),
    ]),
  ],
  [32, person(32, 'Bo Lund', [movieCredit(500, 'Harbour Lights', '2026-12-10')])],
]);
const followedPerson = (id: number, name: string) => ({
  id,
  name,
  profile_path: null,
  followedAt: '2026-01-01T00:00:00.000Z',
  known: {},
});

beforeEach(() => {
  jest.clearAllMocks();
  forgetAnswers();
  mocked.getTvSchedule.mockImplementation(async (id) => {
    if (id === 77) return LIGHTHOUSE;
    throw new Error('Failed to fetch TV show details');
  });
  mocked.getTvSeason.mockRejectedValue(new Error('Failed to fetch season details'));
  mocked.getPersonDetails.mockImplementation(async (id) => {
    const found = PEOPLE.get(id);
    if (!found) throw new Error('Failed to fetch person details');
    return found;
  });
});

afterEach(() =>
  act(() => bus.publish('notification:changed', { state: { permission: 'default', subscribed: false } })),
);

const notifications = (permission: NotificationPermission, subscribed: boolean) =>
  act(() => bus.publish('notification:changed', { state: { permission, subscribed } }));

function open(storage: Record<string, unknown> = {}) {
  return renderPage(<CalendarRoute today={TODAY} />, {
    items: [watchlistItem({ id: 603, title: 'Watchlisted', release_date: '2026-12-03' })],
    pathname: '/calendar',
    search: 'view=agenda',
    storage: {
      reelist_tv_following: [77],
      reelist_followed_people: [followedPerson(31, 'Ada Vance'), followedPerson(32, 'Bo Lund')],
      ...storage,
    },
  });
}

const stored = () => JSON.parse(localStorage.getItem(REMINDERS_KEY) ?? '[]') as Array<Record<string, unknown>>;

describe('Calendar: people followed', () => {
  it("lists followed people's upcoming titles once, saying whom they come from, and puts them in the .ics", async () => {
    let answerBo: (bo: PersonDetails) => void = () => undefined;
    mocked.getPersonDetails.mockImplementationOnce(async () => PEOPLE.get(31)!);
    mocked.getPersonDetails.mockImplementationOnce(() => new Promise((resolve) => (answerBo = resolve)));
    open();
    expect(
      await screen.findByRole('link', { name: 'Harbour Lights Movie release From Ada Vance' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your shows and people: 2 of 3');
    answerBo(PEOPLE.get(32)!);
    const harbour = await screen.findByRole('link', {
      name: 'Harbour Lights Movie release From Ada Vance and Bo Lund',
    });
    expect(harbour).toHaveAttribute('href', '/movie/500');
    // On the watchlist already: listed once, as the watchlist's entry; a past title is not listed.
    expect(screen.getAllByRole('link', { name: /^Watchlisted/ })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Watchlisted Movie release' })).toBeInTheDocument();
    expect(screen.queryByText('Old One')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(mocked.getPersonDetails).toHaveBeenCalledWith(31, expect.anything());

    await userEvent.click(screen.getByRole('button', { name: 'Download calendar (.ics)' }));
    // jsdom's Blob has no text().
    const body = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(download.mock.calls[0]![0]);
    });
    expect(body).toContain('UID:movie-500@reelist\r\n');
    expect(body).toContain('DESCRIPTION:From Ada Vance and Bo Lund\r\n');
  });

  it('says when a person could not be checked, naming people', async () => {
    open({ reelist_followed_people: [followedPerson(99, 'Nobody Known')] });
    expect(await screen.findByRole('alert')).toHaveTextContent('One of your shows and people could not be checked.');
  });
});

describe('Calendar: reminders', () => {
  it('offers no Remind me with notifications off, and points to turning them on', async () => {
    open();
    await notifications('default', false);
    await screen.findByRole('link', { name: /^Harbour Lights/ });
    expect(screen.queryByRole('button', { name: /^Remind me/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'enable notifications in Preferences' })).toHaveAttribute(
      'href',
      '/preferences',
    );
    expect(screen.queryByText(/there is no server to send them/)).not.toBeInTheDocument();
    await notifications('denied', false);
    expect(screen.getByText(/Notifications are blocked in your browser settings/)).toBeInTheDocument();
  });

  it('sets and clears a reminder per entry of today or later, saying reminders are best-effort', async () => {
    open();
    await notifications('granted', true);
    expect(
      screen.getByText(
        'Reminders arrive when Reelist or its background worker runs that day; there is no server to send them.',
      ),
    ).toBeInTheDocument();
    const today = (await screen.findByRole('link', { name: 'Lighthouse S3E1 · Return' })).closest('li') as HTMLElement;
    const remind = within(today).getByRole('button', { name: 'Remind me: Lighthouse: S3E1 · Return' });
    expect(remind).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(remind);
    await waitFor(() => expect(remind).toHaveAttribute('aria-pressed', 'true'));
    expect(stored()).toEqual([
      {
        key: 'tv-77-s3e1',
        day: TODAY,
        media_type: 'tv',
        id: 77,
        title: 'Lighthouse',
        detail: 'S3E1 · Return',
        done: false,
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Remind me: Harbour Lights' }));
    await waitFor(() => expect(stored().map((reminder) => reminder.key)).toEqual(['tv-77-s3e1', 'movie-500']));
    await userEvent.click(remind);
    await waitFor(() => expect(remind).toHaveAttribute('aria-pressed', 'false'));
    expect(stored().map((reminder) => reminder.key)).toEqual(['movie-500']);
  });

  it('shows reminders set in the month grid too, as pressed', async () => {
    renderPage(<CalendarRoute today={TODAY} />, {
      pathname: '/calendar',
      search: 'view=month',
      storage: {
        reelist_tv_following: [77],
        [REMINDERS_KEY]: [
          { key: 'tv-77-s3e1', day: TODAY, media_type: 'tv', id: 77, title: 'Lighthouse', detail: 'S3E1', done: false },
        ],
      },
    });
    await notifications('granted', true);
    const grid = await screen.findByRole('table', { name: 'November 2026' });
    const remind = await within(grid).findByRole('button', { name: 'Remind me: Lighthouse: S3E1 · Return' });
    await waitFor(() => expect(remind).toHaveAttribute('aria-pressed', 'true'));
  });
});
