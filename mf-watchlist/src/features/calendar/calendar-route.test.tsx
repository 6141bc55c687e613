import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@reelist/api';
import type { Season, Title } from '@reelist/contracts';
import { loadWatchLog } from '@reelist/storage';
import { watchlistItem } from '@reelist/testing';
import * as ui from '@reelist/ui';
import { renderPage } from '../../testing/render-page';
import { CalendarRoute } from './calendar-route';
import { forgetAnswers } from './use-sources';

jest.mock('@reelist/api', () => ({
  ...jest.requireActual('@reelist/api'),
  getTvSchedule: jest.fn(),
  getTvSeason: jest.fn(),
}));
jest.mock('@reelist/ui', () => ({ ...jest.requireActual('@reelist/ui'), downloadBlob: jest.fn() }));
const mocked = jest.mocked(api);
const download = jest.mocked(ui.downloadBlob);

const TODAY = '2026-11-27';
const episode = (season: number, number: number, air_date: string, name = `Episode ${number}`) => ({
  id: season * 100 + number,
  name,
  overview: '',
  air_date,
  episode_number: number,
  season_number: season,
  runtime: null,
  still_path: null,
  vote_average: 0,
  vote_count: 0,
});
// Westeros: weekly on Saturdays, S2E4 aired last week, S2E5 tomorrow, S2E6 in December.
const WESTEROS: Title = {
  id: 1399,
  name: 'Westeros',
  last_episode_to_air: episode(2, 4, '2026-11-21'),
  next_episode_to_air: episode(2, 5, '2026-11-28', 'The Rains, Part 1'),
};
const SEASON_2: Season = {
  id: 2,
  name: 'Season 2',
  overview: '',
  air_date: '2026-11-07',
  poster_path: null,
  season_number: 2,
  episodes: [
    episode(2, 3, '2026-11-14'),
    episode(2, 4, '2026-11-21'),
    episode(2, 5, '2026-11-28', 'The Rains, Part 1'),
    episode(2, 6, '2026-12-05'),
  ],
};
// Kept followed, not on the watchlist: a new season starts today.
const LIGHTHOUSE: Title = { id: 77, name: 'Lighthouse', next_episode_to_air: episode(3, 1, TODAY, 'Return') };
// Wanted, not being watched: its recent episode is no one's to catch up on.
const PAUSED: Title = { id: 88, name: 'Paused', last_episode_to_air: episode(1, 8, '2026-11-20') };

const ITEMS = [
  watchlistItem({ id: 1399, title: 'Westeros', media_type: 'tv', status: 'watching' }),
  watchlistItem({ id: 88, title: 'Paused', media_type: 'tv', status: 'want_to_watch' }),
  watchlistItem({ id: 603, title: 'The Matrix, Resurrected', release_date: '2026-12-03' }),
  watchlistItem({ id: 604, title: 'Released Already', release_date: '2026-11-01' }),
];
const SHOWS = new Map([
  [1399, WESTEROS],
  [77, LIGHTHOUSE],
  [88, PAUSED],
]);

beforeEach(() => {
  jest.clearAllMocks();
  forgetAnswers();
  mocked.getTvSchedule.mockImplementation(async (id) => {
    const show = SHOWS.get(id);
    if (!show) throw new Error('Failed to fetch TV show details');
    return show;
  });
  mocked.getTvSeason.mockImplementation(async (id, season) => {
    if (id === 1399 && season === 2) return SEASON_2;
    throw new Error('Failed to fetch season details');
  });
});

/** A downloaded file's text (jsdom's Blob has no text()). */
const textOf = (blob: Blob): Promise<string> =>
  new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

function open(search: string, items = ITEMS, followed: number[] = [77], storage: Record<string, unknown> = {}) {
  return renderPage(<CalendarRoute today={TODAY} />, {
    items,
    pathname: '/calendar',
    search,
    storage: { reelist_tv_following: followed, ...storage },
  });
}

describe('Calendar', () => {
  it('lists what is coming by day in the agenda, today marked, each entry linking to its title', async () => {
    open('view=agenda');
    expect(screen.getByRole('heading', { level: 1, name: 'Calendar' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/^Checking your shows/)).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 2, name: /^Next 30 days: Nov 27\s–\sDec 26$/ })).toBeInTheDocument();
    const agenda = screen.getByRole('list', { name: 'Agenda' });
    const days = within(agenda)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.closest('li') as HTMLElement);
    expect(days.map((day) => within(day).getByRole('heading').textContent)).toEqual([
      'Friday, November 27 Today',
      'Saturday, November 28',
      'Thursday, December 3',
      'Saturday, December 5',
    ]);
    expect(within(days[0]!).getByRole('link', { name: 'Lighthouse S3E1 · Return' })).toHaveAttribute('href', '/tv/77');
    expect(within(days[1]!).getByRole('link', { name: 'Westeros S2E5 · The Rains, Part 1' })).toHaveAttribute(
      'href',
      '/tv/1399',
    );
    expect(within(days[2]!).getByRole('link', { name: 'The Matrix, Resurrected Movie release' })).toHaveAttribute(
      'href',
      '/movie/603',
    );
    expect(screen.queryByText('Released Already')).not.toBeInTheDocument();
    // The details and the current season go through the api's clients (and so through its cache).
    expect(mocked.getTvSchedule).toHaveBeenCalledWith(1399, expect.anything());
    expect(mocked.getTvSeason).toHaveBeenCalledWith(1399, 2, expect.anything());
  });

  it('shows a month grid of whole weeks with the locale week, today marked, and moves month by month', async () => {
    const { router } = open('view=month');
    const grid = await screen.findByRole('table', { name: 'November 2026' });
    expect(within(grid).getAllByRole('columnheader')).toHaveLength(7);
    const today = grid.querySelector('[aria-current="date"]') as HTMLElement;
    expect(today).toHaveTextContent('Friday, November 27');
    expect(today).toHaveTextContent('Today');
    expect(await within(today).findByRole('link', { name: 'Lighthouse S3E1 · Return' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Next month/ }));
    expect(router.search()).toBe('view=month&period=2026-12');
    const december = await screen.findByRole('table', { name: 'December 2026' });
    const cells = within(december).getAllByRole('cell');
    expect(cells.length % 7).toBe(0);
    const third = cells.find((cell) => cell.textContent?.includes('Thursday, December 3')) as HTMLElement;
    expect(within(third).getByRole('link', { name: /The Matrix, Resurrected/ })).toHaveAttribute('href', '/movie/603');
    await userEvent.click(screen.getByRole('button', { name: 'This week' }));
    expect(router.search()).toBe('view=month&period=week');
    expect(await screen.findByRole('heading', { level: 2, name: /^This week:/ })).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2); // the weekdays, one week
  });

  it('lists episodes aired in the last 30 days under Catch up, leaving out the ones in the watch log', async () => {
    open('view=agenda');
    const catchUp = await screen.findByRole('list', { name: 'Shows to catch up on' });
    const westeros = () => within(catchUp).getByRole('list', { name: 'Westeros episodes' });
    await waitFor(() => expect(within(westeros()).getAllByRole('listitem')).toHaveLength(2));
    expect(within(catchUp).getByRole('link', { name: 'Westeros' })).toHaveAttribute('href', '/tv/1399');
    expect(catchUp).toHaveTextContent('2 episodes to catch up on');
    const { watchLogStore } = await loadWatchLog();
    await act(() =>
      watchLogStore.append([
        {
          id: 1399,
          media_type: 'tv',
          watchedAt: '2026-11-15T20:00:00.000Z',
          rewatch: false,
          source: 'reelist',
          episode: { season: 2, number: 3 },
        },
      ]),
    );
    await waitFor(() => expect(within(westeros()).getAllByRole('listitem')).toHaveLength(1));
    expect(within(westeros()).getByRole('listitem')).toHaveTextContent('S2E4 · Episode 4aired Sat, Nov 21');
    // Lighthouse has aired nothing lately; a show only on the watchlist, not being watched, is not listed.
    expect(
      within(catchUp)
        .getAllByRole('heading', { level: 3 })
        .map((show) => show.textContent),
    ).toEqual(['Westeros']);
  });

  it('asks about at most 4 shows at a time, saying how far it got and showing what has arrived', async () => {
    const ids = [1, 2, 3, 4, 5, 6];
    const waiting = new Map<number, (show: Title) => void>();
    mocked.getTvSchedule.mockImplementation((id) => new Promise((resolve) => waiting.set(id, resolve)));
    open('view=agenda', [], ids);
    await waitFor(() => expect(waiting.size).toBe(4));
    expect(screen.getByRole('status')).toHaveTextContent('Checking your shows: 0 of 6');
    waiting.get(1)?.({ id: 1, name: 'First Show', next_episode_to_air: episode(1, 2, '2026-12-01') });
    expect(await screen.findByRole('link', { name: 'First Show S1E2 · Episode 2' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your shows: 1 of 6');
    expect(screen.getByRole('progressbar', { name: 'Checking your shows' })).toHaveAttribute('aria-valuenow', '17');
    await waitFor(() => expect(waiting.size).toBe(5));
    for (const id of ids) waiting.get(id)?.({ id, name: `Show ${id}` });
    await waitFor(() => expect(waiting.size).toBe(6));
    for (const id of ids) waiting.get(id)?.({ id, name: `Show ${id}` });
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(mocked.getTvSchedule).toHaveBeenCalledTimes(6);
  });

  it('opened again while the app stays open, resumes with the shows it has read instead of asking them again', async () => {
    const first = open('view=agenda', [], [77]);
    expect(await screen.findByRole('link', { name: 'Lighthouse S3E1 · Return' })).toBeInTheDocument();
    first.unmount();
    open('view=agenda', [], [77]);
    expect(await screen.findByRole('link', { name: 'Lighthouse S3E1 · Return' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(mocked.getTvSchedule).toHaveBeenCalledTimes(1);
  });

  it('opened in a new tab within half an hour, shows the schedules read before at once, and asks again after', async () => {
    const first = open('view=agenda', ITEMS, [77]);
    expect(await screen.findByRole('link', { name: 'Westeros S2E5 · The Rains, Part 1' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    first.unmount();
    const kept = JSON.parse(localStorage.getItem('reelist_calendar_schedules') ?? 'null') as unknown;
    // A new tab: the app's memory is empty, its storage is not.
    forgetAnswers();
    const second = open('view=agenda', ITEMS, [77], { reelist_calendar_schedules: kept });
    expect(screen.getByRole('link', { name: 'Lighthouse S3E1 · Return' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Westeros S2E6 · Episode 6' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    const catchUp = screen.getByRole('list', { name: 'Westeros episodes' });
    expect(
      within(catchUp)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['S2E3 · Episode 3aired Sat, Nov 14', 'S2E4 · Episode 4aired Sat, Nov 21']);
    expect(mocked.getTvSchedule).toHaveBeenCalledTimes(3);
    expect(mocked.getTvSeason).toHaveBeenCalledTimes(3);
    second.unmount();

    forgetAnswers();
    const later = Date.now() + 31 * 60_000;
    const clock = jest.spyOn(Date, 'now').mockReturnValue(later);
    try {
      open('view=agenda', ITEMS, [77], { reelist_calendar_schedules: kept });
      expect(await screen.findByRole('link', { name: 'Lighthouse S3E1 · Return' })).toBeInTheDocument();
      expect(mocked.getTvSchedule).toHaveBeenCalledTimes(6);
    } finally {
      clock.mockRestore();
    }
  });

  it('says when a show could not be checked, and tries it again', async () => {
    mocked.getTvSchedule.mockRejectedValueOnce(new Error('Failed to fetch TV show details'));
    open('view=agenda', [], [77]);
    expect(await screen.findByRole('alert')).toHaveTextContent('One of your shows could not be checked.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Lighthouse S3E1 · Return' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('downloads the whole calendar, and one show, as .ics files', async () => {
    open('view=agenda');
    await screen.findByRole('link', { name: 'Westeros S2E5 · The Rains, Part 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Download calendar (.ics)' }));
    const [blob, name] = download.mock.calls[0]!;
    expect(name).toBe('reelist-calendar.ics');
    const text = await textOf(blob);
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(4);
    expect(text).toContain('UID:tv-1399-s2e5@reelist');
    expect(text).toContain('SUMMARY:Westeros: S2E5 · The Rains\\, Part 1');
    expect(text).toContain('UID:movie-603@reelist');
    await userEvent.click(screen.getAllByRole('button', { name: 'Download Westeros episodes (.ics)' })[0]!);
    const [show, showName] = download.mock.calls[1]!;
    expect(showName).toBe('reelist-tv-1399.ics');
    expect((await textOf(show)).match(/UID:[^\r]+/g)).toEqual(['UID:tv-1399-s2e5@reelist', 'UID:tv-1399-s2e6@reelist']);
  });

  it('says what the calendar shows and how to fill it when nothing is coming', async () => {
    open('', [watchlistItem({ id: 604, title: 'Released Already', release_date: '2026-11-01' })], []);
    expect(await screen.findByRole('heading', { level: 2, name: 'Nothing coming up yet' })).toBeInTheDocument();
    expect(screen.getByText(/release dates of upcoming movies on your watchlist/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Discover titles' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Download calendar (.ics)' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
