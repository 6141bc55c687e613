import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DiscoverParams, Paged, Title, WatchlistItem } from '@reelist/contracts';
import {
  discoverMovies,
  getMovieGenres,
  getMovieRecommendations,
  getPopularTv,
  getTopRatedMovies,
  getTrending,
  getTvGenres,
  getTvRecommendations,
} from '@reelist/api';
import { resetStorageMemory, watchlistItem } from '@reelist/testing';
import { renderPage } from '../../testing/render-page';
import { RecommendationsPage } from './recommendations-page';

// Finding 3 of issue 36: every category started with the same nine titles, and Your Genres said 'No Your Genres
// picks'. Each category now selects by its own rule from its own call, and 'All' shows a title once.

jest.mock('@reelist/api', () => ({
  ...jest.requireActual('@reelist/api'),
  discoverMovies: jest.fn(),
  getMovieGenres: jest.fn(),
  getMovieRecommendations: jest.fn(),
  getPopularTv: jest.fn(),
  getTopRatedMovies: jest.fn(),
  getTrending: jest.fn(),
  getTvGenres: jest.fn(),
  getTvRecommendations: jest.fn(),
}));

const NOW = new Date('2024-06-15T12:00:00.000Z');
const clock = () => NOW;
const page = (results: Title[]): Paged<Title> => ({ page: 1, results, total_pages: 1, total_results: results.length });
const title = (id: number, extra: Partial<Title> = {}): Title => ({
  id,
  title: `Pick ${id}`,
  vote_average: 6,
  vote_count: 1000,
  popularity: 10,
  release_date: '2010-01-01',
  genre_ids: [],
  ...extra,
});
const item = (id: number, extra: Partial<WatchlistItem> = {}): WatchlistItem =>
  watchlistItem({ id, title: `Saved ${id}`, vote_average: 7, genre_ids: [18], status: undefined, ...extra });
const seedWatchlist = (items: WatchlistItem[]) => localStorage.setItem('reelist_watchlist', JSON.stringify(items));

/** The same popular, well rated, recent Drama: the kind of title every call returns. */
const everywhere = title(1, { popularity: 90, vote_average: 8.5, release_date: '2024-05-01', genre_ids: [18] });

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  resetStorageMemory();
  jest.mocked(getMovieGenres).mockResolvedValue([{ id: 18, name: 'Drama' }]);
  jest.mocked(getTvGenres).mockResolvedValue([]);
  jest.mocked(getPopularTv).mockResolvedValue(page([]));
  jest.mocked(getTvRecommendations).mockResolvedValue(page([]));
  jest
    .mocked(getTrending)
    .mockResolvedValue(page([everywhere, title(2, { popularity: 80 }), title(3, { popularity: 20 })]));
  jest
    .mocked(getTopRatedMovies)
    .mockResolvedValue(
      page([everywhere, title(10, { vote_average: 8 }), title(11, { vote_average: 9.5, vote_count: 12 })]),
    );
  jest.mocked(discoverMovies).mockImplementation(async (params: DiscoverParams = {}) => {
    if (params['primary_release_date.gte'] !== undefined)
      return page([everywhere, title(20, { release_date: '2024-03-01' }), title(21, { release_date: '2023-01-01' })]);
    return page([everywhere, title(30, { genre_ids: [18] }), title(31, { genre_ids: [99] })]);
  });
  jest.mocked(getMovieRecommendations).mockResolvedValue(page([everywhere, title(40), title(41)]));
});

const picksIn = (region: HTMLElement) =>
  within(region)
    .getAllByRole('article')
    .map((card) =>
      within(card)
        .getByRole('button', { name: /^Add .* to watchlist$/ })
        .getAttribute('aria-label'),
    )
    .map((label) => label?.replace(/^Add (.*) to watchlist$/, '$1'));

describe('recommendation categories', () => {
  it('selects each category by its own rule and shows a title once in All', async () => {
    seedWatchlist([item(100)]);
    renderPage(<RecommendationsPage now={clock} />);

    const trending = await screen.findByRole('region', { name: 'Trending Now (2)' });
    expect(picksIn(trending)).toEqual(['Pick 1', 'Pick 2']);
    expect(within(trending).getAllByText('Trending this week')).toHaveLength(2);
    // Below the vote floor (12 votes) is not highly rated, however high the average.
    expect(picksIn(screen.getByRole('region', { name: 'Highly Rated (1)' }))).toEqual(['Pick 10']);
    expect(picksIn(screen.getByRole('region', { name: 'New Releases (1)' }))).toEqual(['Pick 20']);
    const genres = screen.getByRole('region', { name: 'Your Genres (1)' });
    expect(picksIn(genres)).toEqual(['Pick 30']);
    expect(genres).toHaveTextContent('Popular in Drama');
    const similar = screen.getByRole('region', { name: 'Similar to Watchlist (2)' });
    expect(picksIn(similar)).toEqual(['Pick 40', 'Pick 41']);
    expect(similar).toHaveTextContent('Because you added Saved 100');

    const all = screen.getAllByRole('region').flatMap(picksIn);
    expect(new Set(all).size).toBe(all.length);
    expect(within(screen.getByText('Total Recommendations').parentElement!).getByText('7')).toBeInTheDocument();

    // A category's own tab lists every title that passes its rule, shared ones included.
    await userEvent.click(screen.getByRole('tab', { name: 'Highly Rated' }));
    expect(picksIn(screen.getByRole('tabpanel'))).toEqual(['Pick 1', 'Pick 10']);
  });

  it('explains an empty Your Genres in plain words when the visitor has no genres yet', async () => {
    seedWatchlist([item(100, { genre_ids: [] })]);
    renderPage(<RecommendationsPage now={clock} />);
    await screen.findByRole('region', { name: /Trending Now/ });
    expect(screen.queryByRole('region', { name: /Your Genres/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Your Genres' }));
    expect(screen.queryByText(/No Your Genres picks/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Nothing in Your Genres yet' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'You have no favorite genres yet. Add a few titles to your watchlist or open some you like, and picks in their genres will show here.',
      ),
    ).toBeInTheDocument();
  });

  it('explains an empty Similar to Watchlist for a visitor with only a viewing history', async () => {
    localStorage.setItem(
      'reelist_view_history',
      JSON.stringify([
        {
          id: 9,
          title: 'Viewed',
          mediaType: 'movie',
          posterPath: null,
          genres: [18],
          rating: 7,
          viewedAt: '2024-06-14T10:00:00.000Z',
          sessionId: 's',
        },
      ]),
    );
    renderPage(<RecommendationsPage now={clock} />);
    await screen.findByRole('region', { name: /Trending Now/ });
    await userEvent.click(screen.getByRole('tab', { name: 'Similar to Watchlist' }));
    expect(
      screen.getByText('Your watchlist is empty. Add a title to it and titles like it will show here.'),
    ).toBeInTheDocument();
  });
});
