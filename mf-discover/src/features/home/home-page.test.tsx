import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@reelist/api';
import { STORAGE_KEYS } from '@reelist/contracts';
import type { BusEvents } from '@reelist/contracts';
import { bus } from '@reelist/event-bus';
import { loadWatchLog } from '@reelist/storage';
import { configureStorage, fullStorage, resetStorageMemory, seasonSummary, watchlistItem } from '@reelist/testing';
import { resetPrefetchMemory } from '../../lib/prefetch';
import { movie, paged, show } from '../../testing/fixtures';
import { renderPage } from '../../testing/render-page';
import { HomePage } from './home-page';

jest.mock('@reelist/api', () => {
  const actual = jest.requireActual('@reelist/api');
  const list = () => jest.fn();
  return {
    ...actual,
    getTrending: list(),
    peekTrending: list(),
    getPopularMovies: list(),
    getPopularTv: list(),
    getTopRatedMovies: list(),
    getUpcomingMovies: list(),
    getMovieRecommendations: list(),
    getTvRecommendations: list(),
    discoverMovies: list(),
    getMovieDetails: list(),
    getTvDetails: list(),
    getTvSeason: list(),
  };
});

const mocked = jest.mocked(api);

beforeEach(() => {
  jest.clearAllMocks();
  resetPrefetchMemory();
  localStorage.clear();
  resetStorageMemory();
  mocked.getTrending.mockResolvedValue(paged([movie(1, { title: 'Trend Movie' }), show(2, { name: 'Trend Show' })]));
  mocked.getPopularMovies.mockResolvedValue(paged([movie(3, { title: 'Popular One' })]));
  mocked.getPopularTv.mockResolvedValue(paged([show(4, { name: 'Popular Show', media_type: undefined })]));
  mocked.getTopRatedMovies.mockResolvedValue(paged([movie(5, { title: 'Top One', media_type: undefined })]));
  mocked.getUpcomingMovies.mockResolvedValue(paged([movie(6, { title: 'Soon One' })]));
  mocked.getMovieRecommendations.mockResolvedValue(paged([movie(7, { title: 'Recommended One', vote_average: 9 })]));
  mocked.discoverMovies.mockResolvedValue(paged([]));
  mocked.getMovieDetails.mockResolvedValue(movie(1));
});

const headings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('HomePage', () => {
  it('shows the welcome heading and the carousels in the spec order, without recommendations', async () => {
    renderPage(<HomePage />);
    expect(screen.getByRole('heading', { level: 1, name: /^Welcome to Reelist/ })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Trend Movie/ })).toHaveAttribute('href', '/movie/1');
    expect(screen.getByRole('link', { name: /Trend Show/ })).toHaveAttribute('href', '/tv/2');
    expect(await screen.findByRole('link', { name: /Popular Show/ })).toHaveAttribute('href', '/tv/4');
    expect(await screen.findByRole('link', { name: /Top One/ })).toHaveAttribute('href', '/movie/5');
    // The app panel comes after the first row: the first titles stay on a phone's first screen, and the panel growing
    // when the browser offers installation moves nothing above it.
    expect(headings()).toEqual([
      'Trending Today',
      'Reelist on your device',
      'Popular Movies',
      'Popular TV Shows',
      'Top Rated Movies',
      'Coming Soon',
      'What you can do with Reelist',
    ]);
    expect(screen.queryByRole('complementary', { name: 'Your watchlist' })).not.toBeInTheDocument();
    expect(mocked.getTrending).toHaveBeenCalledWith('all', 'day', 1, expect.anything());
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Discover',
      'Track',
      'Personalise',
    ]);
  });

  it('shows 8 skeleton cards per carousel while loading; the rows below wait for the first row', async () => {
    let answer: (page: ReturnType<typeof paged>) => void = () => undefined;
    mocked.getTrending.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderPage(<HomePage />);
    const trending = screen.getByRole('region', { name: 'Trending Today' });
    const popular = screen.getByRole('region', { name: 'Popular Movies' });
    expect(within(trending).getAllByTestId('media-card-skeleton')).toHaveLength(8);
    expect(within(popular).getAllByTestId('media-card-skeleton')).toHaveLength(8);
    expect(mocked.getPopularMovies).not.toHaveBeenCalled();
    answer(paged([movie(1, { title: 'Trend Movie' })]));
    expect(await within(trending).findByRole('link', { name: /Trend Movie/ })).toBeInTheDocument();
    expect(await within(popular).findByRole('link', { name: /Popular One/ })).toBeInTheDocument();
  });

  it("shows Trending Today's cards in its first render when the cache has them (the shell asked early)", () => {
    mocked.getTrending.mockReturnValue(new Promise(() => undefined));
    mocked.peekTrending.mockReturnValue(paged([movie(8, { title: 'Cached Movie' })]));
    renderPage(<HomePage />);
    // No skeletons first: the cards, and so the first poster's request, come with the page's first render.
    const trending = screen.getByRole('region', { name: 'Trending Today' });
    expect(within(trending).getByRole('link', { name: /Cached Movie/ })).toHaveAttribute('href', '/movie/8');
    expect(mocked.peekTrending).toHaveBeenCalledWith('all', 'day', 1);
  });

  it('shows the error card and loads again on Try Again', async () => {
    mocked.getTrending.mockRejectedValueOnce(new Error('Failed to fetch trending content'));
    renderPage(<HomePage />);
    const trending = screen.getByRole('region', { name: 'Trending Today' });
    expect(await within(trending).findByText('Failed to Load Content')).toBeInTheDocument();
    await userEvent.click(within(trending).getByRole('button', { name: 'Try Again' }));
    expect(await within(trending).findByRole('link', { name: /Trend Movie/ })).toBeInTheDocument();
    expect(mocked.getTrending).toHaveBeenCalledTimes(2);
  });

  it('navigates in the app from View All and from a card, and warms the details on hover', async () => {
    const { history } = renderPage(<HomePage />);
    const popular = screen.getByRole('region', { name: 'Popular Movies' });
    await userEvent.click(within(popular).getByRole('link', { name: /View All/ }));
    expect(history.entries.at(-1)?.url).toBe('/search?sort=popularity.desc&type=movie');
    const card = await screen.findByRole('link', { name: /Trend Movie/ });
    await userEvent.hover(card);
    expect(mocked.getMovieDetails).toHaveBeenCalledWith(1);
    await userEvent.click(card);
    expect(history.entries.at(-1)?.url).toBe('/movie/1');
  });

  it('submits a trimmed search and ignores blank input', async () => {
    const { history } = renderPage(<HomePage />);
    const box = screen.getByRole('searchbox', { name: 'Search movies and TV shows' });
    await userEvent.type(box, '   {Enter}');
    expect(history.entries).toEqual([]);
    await userEvent.clear(box);
    await userEvent.type(box, '  star wars & co {Enter}');
    expect(history.entries).toEqual([{ url: '/search?q=star%20wars%20%26%20co', replace: false }]);
  });

  it('toggles a title in and out of the watchlist, then shows the banner and recommendations', async () => {
    renderPage(<HomePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Trend Movie to watchlist' }));
    const banner = screen.getByRole('complementary', { name: 'Your watchlist' });
    expect(banner).toHaveTextContent('You have 1 title in your watchlist.');
    expect(within(banner).getByRole('link', { name: 'View Watchlist' })).toHaveAttribute('href', '/watchlist');
    const recommended = screen.getByRole('region', { name: 'Recommended for You' });
    expect(await within(recommended).findByRole('link', { name: /Recommended One/ })).toBeInTheDocument();
    await waitFor(() => expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.watchlist) ?? '[]')).toHaveLength(1));
    await userEvent.click(screen.getAllByRole('button', { name: 'Remove Trend Movie from watchlist' })[0]!);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Recommended for You' })).not.toBeInTheDocument());
  });

  it('lists the demo movies when popular movies answer the fallback', async () => {
    mocked.getPopularMovies.mockResolvedValue(api.popularMoviesFallback());
    renderPage(<HomePage />);
    expect(await screen.findByRole('link', { name: /Popular Demo Movie 1/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Popular Demo Movie 2/ })).toBeInTheDocument();
  });

  describe('Continue Watching', () => {
    // Two shows under way: Night Shift (S1 of 3 aired, S2E1 aired) watched last on March 2, Harbour on March 5.
    const season = seasonSummary;
    const nightShift = show(31, {
      name: 'Night Shift',
      seasons: [season(1, 3), season(2, 8)],
      last_episode_to_air: { season_number: 2, episode_number: 1 } as never,
    });
    const harbour = show(32, {
      name: 'Harbour',
      seasons: [season(1, 6)],
      last_episode_to_air: { season_number: 1, episode_number: 6 } as never,
    });
    const viewing = (id: number, season: number, number: number, day: number) => ({
      id,
      media_type: 'tv' as const,
      watchedAt: `2026-03-0${day}T20:00:00.000Z`,
      rewatch: false,
      source: 'reelist' as const,
      episode: { season, number },
    });
    const seed = async () => {
      localStorage.setItem(
        STORAGE_KEYS.watchlist,
        JSON.stringify([
          watchlistItem({ id: 31, title: 'Night Shift', media_type: 'tv', status: 'watching' }),
          watchlistItem({ id: 32, title: 'Harbour', media_type: 'tv', status: 'watching' }),
          watchlistItem({ id: 33, title: 'Not Started', media_type: 'tv', status: 'want_to_watch' }),
        ]),
      );
      const { watchLogStore } = await loadWatchLog();
      await watchLogStore.append([viewing(31, 1, 1, 1), viewing(31, 1, 2, 2), viewing(32, 1, 1, 5)]);
      mocked.getTvDetails.mockImplementation((id: number) => Promise.resolve(id === 31 ? nightShift : harbour));
      mocked.getTvSeason.mockImplementation((id: number, n: number) =>
        Promise.resolve({
          ...season(n, 3),
          episodes: [1, 2, 3].map((e) => ({
            episode_number: e,
            season_number: n,
            name: `${id === 31 ? 'Night' : 'Harbour'} ${n}.${e}`,
          })),
        } as never),
      );
    };

    it('is the first row: the next episode of each show in progress, most recently watched first, with what is left', async () => {
      await seed();
      renderPage(<HomePage />);
      const row = await screen.findByRole('region', { name: 'Continue Watching' });
      expect(headings()[0]).toBe('Continue Watching');
      const cards = within(row).getAllByRole('article');
      expect(cards.map((card) => within(card).getByRole('link').textContent)).toEqual([
        expect.stringContaining('Harbour'),
        expect.stringContaining('Night Shift'),
      ]);
      // The episode's name comes with its season, which may arrive after the show's details.
      await waitFor(() => expect(cards[1]).toHaveTextContent('S1E3 · Night 1.3'));
      expect(cards[1]).toHaveTextContent('2 left');
      expect(cards[0]).toHaveTextContent('5 left');
    });

    it('marks the next episode watched in one click, then offers the one after', async () => {
      await seed();
      renderPage(<HomePage />);
      await userEvent.click(await screen.findByRole('button', { name: 'Mark S1E3 of Night Shift watched' }));
      expect(await screen.findByRole('button', { name: 'Mark S2E1 of Night Shift watched' })).toBeInTheDocument();
      const { watchLogStore } = await loadWatchLog();
      expect(
        watchLogStore
          .getSnapshot()
          .filter((e) => e.id === 31)
          .map((e) => e.episode?.number),
      ).toEqual([1, 2, 3]);
      // The last aired episode finishes the show: it is Watched and leaves the row.
      await userEvent.click(screen.getByRole('button', { name: 'Mark S2E1 of Night Shift watched' }));
      await waitFor(() => expect(screen.queryByRole('link', { name: /Night Shift/ })).not.toBeInTheDocument());
      await waitFor(() =>
        expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.watchlist) ?? '[]')[0]).toMatchObject({
          status: 'watched',
        }),
      );
    });

    it('with storage full, "Mark watched" is announced as not kept and the card stays at the episode stored', async () => {
      await seed();
      renderPage(<HomePage />);
      const mark = await screen.findByRole('button', { name: 'Mark S1E3 of Night Shift watched' });
      const failed: Array<BusEvents['storage:write-failed']> = [];
      const subscription = bus.on('storage:write-failed').subscribe((event) => failed.push(event));
      configureStorage({ local: fullStorage((key) => localStorage.getItem(key)) });
      await userEvent.click(mark);
      await waitFor(() =>
        expect(failed).toEqual([{ key: STORAGE_KEYS.watchLog, label: 'watch log', reason: 'quota', kept: false }]),
      );
      subscription.unsubscribe();
      expect(screen.getByRole('button', { name: 'Mark S1E3 of Night Shift watched' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Mark S2E1 of Night Shift watched' })).not.toBeInTheDocument();
      const card = screen.getAllByRole('article').find((article) => article.textContent?.includes('Night Shift'));
      expect(card).toHaveTextContent('2 left');
    });

    it('is not there, and its code is not asked for, without a show under way', async () => {
      localStorage.setItem(
        STORAGE_KEYS.watchlist,
        JSON.stringify([watchlistItem({ id: 33, title: 'Not Started', media_type: 'tv', status: 'want_to_watch' })]),
      );
      renderPage(<HomePage />);
      expect(await screen.findByRole('link', { name: /Trend Movie/ })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Continue Watching' })).not.toBeInTheDocument();
      expect(mocked.getTvDetails).not.toHaveBeenCalled();
    });
  });
});
