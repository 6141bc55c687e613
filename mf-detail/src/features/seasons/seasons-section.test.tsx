import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Episode, Season, Title } from '@reelist/contracts';
import { STORAGE_KEYS } from '@reelist/contracts';
import type { BusEvents } from '@reelist/contracts';
import { bus } from '@reelist/event-bus';
import { loadWatchLog, watchlistStore } from '@reelist/storage';
import { configureStorage, fullStorage, watchlistItem } from '@reelist/testing';
import { fakeServices, renderWithProviders, resetDetailTestState } from '../../testing/render-detail';
import { SeasonsSection } from './seasons-section';

const episode = (season: number, number: number, air_date: string | null): Episode => ({
  id: season * 100 + number,
  name: `Episode ${season}.${number}`,
  overview: `What happens in ${season}.${number}.`,
  air_date,
  episode_number: number,
  season_number: season,
  runtime: 52,
  still_path: `/still-${season}-${number}.jpg`,
  vote_average: 8,
  vote_count: 10,
});
const season = (season_number: number, name: string, episodes: Episode[]): Season => ({
  id: season_number + 1,
  name,
  overview: '',
  air_date: episodes[0]?.air_date ?? null,
  poster_path: `/season-${season_number}.jpg`,
  season_number,
  episode_count: episodes.length,
  episodes,
});
// Season 2's third episode airs in 2099: five aired episodes; specials (season 0) listed first by the service.
const SEASONS = [
  season(0, 'Specials', [episode(0, 1, '2020-12-24'), episode(0, 2, '2021-12-24')]),
  season(
    1,
    'Season 1',
    [1, 2, 3].map((n) => episode(1, n, `2020-01-0${n}`)),
  ),
  season(2, 'Season 2', [episode(2, 1, '2021-01-01'), episode(2, 2, '2021-01-08'), episode(2, 3, '2099-01-15')]),
];
const SHOW: Title = {
  id: 4242,
  name: 'Harbour Lights',
  first_air_date: '2020-01-01',
  poster_path: '/harbour.jpg',
  seasons: SEASONS.map(({ episodes: _episodes, ...rest }) => rest),
  last_episode_to_air: episode(2, 2, '2021-01-08'),
};
const routes = Object.fromEntries(SEASONS.map((s) => [`/3/tv/4242/season/${s.season_number}`, { body: s }]));

const entry = () => watchlistStore.getSnapshot().find((item) => item.id === SHOW.id && item.media_type === 'tv');
const logged = async () =>
  (await loadWatchLog()).watchLogStore
    .getSnapshot()
    .map((e) => (e.episode ? `S${e.episode.season}E${e.episode.number}${e.rewatch ? '+' : ''}` : 'show'));
const openSeason = async (user: ReturnType<typeof userEvent.setup>, name: RegExp) => {
  await user.click(screen.getByRole('button', { name }));
  return screen.findByRole('list', { name: `${name.source.replace(/\\/g, '')} episodes`.replace(/^\^/, '') });
};

beforeEach(() => {
  resetDetailTestState();
  fakeServices(routes);
});
afterEach(() => jest.restoreAllMocks());

async function renderSection(show: Title = SHOW) {
  const user = userEvent.setup();
  renderWithProviders(<SeasonsSection show={show} />, { path: `/tv/${show.id}` });
  await waitFor(() => expect(screen.getByRole('switch', { name: 'Keep following' })).toBeEnabled());
  return user;
}

describe('SeasonsSection with storage full', () => {
  let failed: Array<BusEvents['storage:write-failed']> = [];
  let stop = () => undefined as void;
  // Under way: S1E1 watched, the show Watching.
  beforeEach(async () => {
    localStorage.setItem(
      STORAGE_KEYS.watchlist,
      JSON.stringify([watchlistItem({ id: 4242, media_type: 'tv', title: 'Harbour Lights', status: 'watching' })]),
    );
    const { watchLogStore } = await loadWatchLog();
    await act(() =>
      watchLogStore.append([
        {
          id: 4242,
          media_type: 'tv',
          watchedAt: '2025-01-01T20:00:00.000Z',
          rewatch: false,
          source: 'reelist',
          episode: { season: 1, number: 1 },
        },
      ]),
    );
    failed = [];
    const subscription = bus.on('storage:write-failed').subscribe((event) => failed.push(event));
    stop = () => subscription.unsubscribe();
  });
  afterEach(() => stop());
  /** From now on storage keeps what it holds and refuses anything more, as a full browser storage does. */
  const fill = () => configureStorage({ local: fullStorage((key) => localStorage.getItem(key)) });
  const notKept = { key: STORAGE_KEYS.watchLog, label: 'watch log', reason: 'quota', kept: false };

  it('a ticked episode that cannot be stored is unticked again, the count shows what is stored, and it is announced', async () => {
    const user = await renderSection();
    await openSeason(user, /^Season 1/);
    expect(screen.getByText('1 of 5 episodes watched')).toBeInTheDocument();
    fill();
    await user.click(screen.getByRole('checkbox', { name: 'Watched S1E2: Episode 1.2' }));
    await waitFor(() => expect(failed).toEqual([notKept]));
    expect(screen.getByRole('checkbox', { name: 'Watched S1E2: Episode 1.2' })).not.toBeChecked();
    expect(screen.getByText('1 of 5 episodes watched')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Season 1/ })).toHaveTextContent('1 of 3 watched');
    expect(entry()?.status).toBe('watching');
  });

  it('"Mark all aired as watched" that cannot be stored claims nothing, offers no Undo, and the count stays', async () => {
    const user = await renderSection();
    fill();
    await user.click(screen.getByRole('button', { name: 'Mark all aired as watched' }));
    await waitFor(() => expect(failed).toEqual([notKept]));
    expect(screen.queryByText(/Marked 4 episodes as watched/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.getByText('1 of 5 episodes watched')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all aired as watched' })).toBeEnabled();
    expect(entry()?.status).toBe('watching');
  });

  it('an Undo that cannot be stored does not say "Undone", and the marks stay as stored', async () => {
    const user = await renderSection();
    await user.click(screen.getByRole('button', { name: 'Mark all aired as watched' }));
    expect(await screen.findByText('Marked 4 episodes as watched.')).toBeInTheDocument();
    // The show's new status is stored too, before storage fills up.
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.watchlist)).toContain('"status":"watched"'));
    fill();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(failed).toEqual([notKept]));
    expect(screen.queryByText(/Undone/)).not.toBeInTheDocument();
    expect(screen.getByText('5 of 5 episodes watched')).toBeInTheDocument();
  });
});

describe('SeasonsSection', () => {
  it('lists the seasons in order with specials last, each with its episode count, year and progress', async () => {
    await renderSection();
    expect(screen.getByRole('heading', { name: 'Seasons' })).toBeInTheDocument();
    const rows = screen.getAllByRole('button', { expanded: false });
    expect(rows.map((row) => row.textContent)).toEqual([
      'Season 13 episodes · 20200 of 3 watched',
      'Season 23 episodes · 20210 of 2 watched',
      'Specials2 episodes · 2020',
    ]);
    expect(screen.getByText('0 of 5 episodes watched')).toBeInTheDocument();
  });

  it('opens a season to its episodes: number, name, air date, runtime, overview; an unaired one cannot be marked', async () => {
    const user = await renderSection();
    const list = await openSeason(user, /^Season 2/);
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('1. Episode 2.1');
    expect(items[0]).toHaveTextContent('January 1, 2021 · 52m');
    expect(items[0]).toHaveTextContent('What happens in 2.1.');
    expect(screen.getByRole('checkbox', { name: 'Watched S2E1: Episode 2.1' })).toBeEnabled();
    const future = screen.getByRole('checkbox', { name: 'Watched S2E3: Episode 2.3' });
    expect(future).toBeDisabled();
    expect(items[2]).toHaveTextContent('Airs January 15, 2099');
    expect(items[2]).toHaveTextContent('Not aired yet');
  });

  it('marking the first episode logs it, updates progress and makes the show Watching in the watchlist', async () => {
    const user = await renderSection();
    await openSeason(user, /^Season 1/);
    await user.click(screen.getByRole('checkbox', { name: 'Watched S1E1: Episode 1.1' }));
    expect(screen.getByRole('checkbox', { name: 'Watched S1E1: Episode 1.1' })).toBeChecked();
    expect(screen.getByText('1 of 5 episodes watched')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Season 1/ })).toHaveTextContent('1 of 3 watched');
    // The status follows once the log is stored, right after the frame that shows the mark.
    await waitFor(() => expect(entry()).toMatchObject({ title: 'Harbour Lights', status: 'watching' }));
    expect(await logged()).toEqual(['S1E1']);
    // Unticking takes the viewing out again.
    await user.click(screen.getByRole('checkbox', { name: 'Watched S1E1: Episode 1.1' }));
    expect(await logged()).toEqual([]);
    expect(screen.getByText('0 of 5 episodes watched')).toBeInTheDocument();
  });

  it('a watched episode can be watched again: a rewatch, counted once in progress', async () => {
    const user = await renderSection();
    await openSeason(user, /^Season 1/);
    await user.click(screen.getByRole('checkbox', { name: 'Watched S1E2: Episode 1.2' }));
    await user.click(screen.getByRole('button', { name: 'Watch S1E2 again' }));
    expect(screen.getByText('Watched 2 times')).toBeInTheDocument();
    expect(await logged()).toEqual(['S1E2', 'S1E2+']);
    expect(screen.getByText('1 of 5 episodes watched')).toBeInTheDocument();
  });

  it('"Mark season watched" marks its aired episodes, says so, and Undo takes them back', async () => {
    const user = await renderSection();
    await openSeason(user, /^Season 2/);
    await user.click(screen.getByRole('button', { name: 'Mark season watched' }));
    expect(await screen.findByText('Marked 2 episodes of Season 2 as watched.')).toBeInTheDocument();
    expect(await logged()).toEqual(['S2E1', 'S2E2']);
    expect(screen.getByRole('button', { name: 'Mark season watched' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Undone: 2 episodes unmarked.'));
    expect(await logged()).toEqual([]);
    expect(entry()).toBeUndefined();
  });

  it('"Mark all aired as watched" makes the show Watched, without counting specials or unaired episodes', async () => {
    const user = await renderSection();
    await user.click(screen.getByRole('button', { name: 'Mark all aired as watched' }));
    expect(await screen.findByText('Marked 5 episodes as watched.')).toBeInTheDocument();
    expect(screen.getByText('5 of 5 episodes watched')).toBeInTheDocument();
    expect(entry()?.status).toBe('watched');
    expect(screen.getByRole('button', { name: 'Mark all aired as watched' })).toBeDisabled();
  });

  it('specials can be marked but never count toward progress', async () => {
    const user = await renderSection();
    await openSeason(user, /^Specials/);
    await user.click(screen.getByRole('checkbox', { name: 'Watched S0E1: Episode 0.1' }));
    expect(await logged()).toEqual(['S0E1']);
    expect(screen.getByText('0 of 5 episodes watched')).toBeInTheDocument();
    expect(entry()).toBeUndefined();
  });

  it('Keep following is stored, and a Watched show with a newly aired episode comes back to Watching', async () => {
    const user = await renderSection();
    await user.click(screen.getByRole('button', { name: 'Mark all aired as watched' }));
    await user.click(screen.getByRole('switch', { name: 'Keep following' }));
    expect(screen.getByRole('switch', { name: 'Keep following' })).toHaveAttribute('aria-checked', 'true');
    expect(localStorage.getItem(STORAGE_KEYS.tvFollowing)).toBe('[4242]');
  });

  it('on opening, a followed Watched show with an episode aired since moves back to Watching', async () => {
    localStorage.setItem(STORAGE_KEYS.tvFollowing, '[4242]');
    const { watchLogStore } = await loadWatchLog();
    const aired = ['1x1', '1x2', '1x3', '2x1', '2x2'].map((key) => key.split('x').map(Number) as [number, number]);
    await act(() =>
      watchLogStore.append(
        aired.map(([s, n]) => ({
          id: 4242,
          media_type: 'tv' as const,
          watchedAt: `2025-01-0${n}T20:00:00.000Z`,
          rewatch: false,
          source: 'reelist' as const,
          episode: { season: s, number: n },
        })),
      ),
    );
    void watchlistStore.commit([
      {
        id: 4242,
        title: 'Harbour Lights',
        poster_path: null,
        release_date: '2020-01-01',
        vote_average: 8,
        media_type: 'tv',
        overview: '',
        addedAt: '2025-01-01T00:00:00.000Z',
        status: 'watched',
      },
    ]);
    await renderSection({ ...SHOW, last_episode_to_air: episode(2, 3, '2099-01-15') });
    await waitFor(() => expect(entry()?.status).toBe('watching'));
  });

  it('renders a season of 120 episodes as a virtual list: only the rows near the viewport', async () => {
    // The test DOM has no scrolling; the virtualizer keeps the page where it is on mount.
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const long = season(
      1,
      'Season 1',
      Array.from({ length: 120 }, (_, i) => episode(1, i + 1, '2020-01-01')),
    );
    fakeServices({ '/3/tv/4243/season/1': { body: long } });
    const show: Title = {
      ...SHOW,
      id: 4243,
      seasons: [{ ...long, episodes: undefined }],
      last_episode_to_air: episode(1, 120, '2020-01-01'),
    };
    const user = await renderSection(show);
    await user.click(screen.getByRole('button', { name: /^Season 1/ }));
    const list = await screen.findByRole('list', { name: 'Season 1 episodes' });
    const shown = within(list).getAllByRole('listitem').length;
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(40);
    expect(screen.getByText('0 of 120 episodes watched')).toBeInTheDocument();
  });

  it('says when a season cannot be fetched, and tries again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeServices({ ...routes, '/3/tv/4242/season/1': { status: 500, body: {} } });
    const user = await renderSection();
    await user.click(screen.getByRole('button', { name: /^Season 1/ }));
    expect(await screen.findByRole('heading', { name: 'Failed to fetch season details' })).toBeInTheDocument();
    fakeServices(routes);
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('list', { name: 'Season 1 episodes' })).toBeInTheDocument();
  });
});
