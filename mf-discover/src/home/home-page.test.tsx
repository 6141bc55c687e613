import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@reelist/api';
import { STORAGE_KEYS } from '@reelist/contracts';
import { resetStorageMemory } from '@reelist/testing';
import { resetPrefetchMemory } from '../lib/prefetch';
import { movie, paged, show } from '../testing/fixtures';
import { renderPage } from '../testing/render-page';
import { HomePage } from './home-page';

jest.mock('@reelist/api', () => {
  const actual = jest.requireActual('@reelist/api');
  const list = () => jest.fn();
  return {
    ...actual,
    getTrending: list(),
    getPopularMovies: list(),
    getPopularTv: list(),
    getTopRatedMovies: list(),
    getUpcomingMovies: list(),
    getMovieRecommendations: list(),
    getTvRecommendations: list(),
    discoverMovies: list(),
    getMovieDetails: list(),
    getTvDetails: list(),
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
    expect(screen.getByRole('link', { name: /Popular Show/ })).toHaveAttribute('href', '/tv/4');
    expect(screen.getByRole('link', { name: /Top One/ })).toHaveAttribute('href', '/movie/5');
    expect(headings()).toEqual([
      'Reelist on your device',
      'Trending Today',
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

  it('shows 8 skeleton cards per carousel while loading', async () => {
    mocked.getTrending.mockReturnValue(new Promise(() => undefined));
    renderPage(<HomePage />);
    const trending = screen.getByRole('region', { name: 'Trending Today' });
    expect(within(trending).getAllByTestId('media-card-skeleton')).toHaveLength(8);
    expect(await screen.findByRole('link', { name: /Popular One/ })).toBeInTheDocument();
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
});
