import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Paged, Title, ViewHistoryEntry, WatchlistItem } from '@reelist/contracts';
import { DEFAULT_PREFERENCES } from '@reelist/contracts';
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
  vote_average: 7,
  popularity: 10,
  release_date: '2010-01-01',
  genre_ids: [],
  ...extra,
});
const item = (id: number, extra: Partial<WatchlistItem> = {}): WatchlistItem =>
  watchlistItem({ id, title: `Saved ${id}`, vote_average: 7, genre_ids: [18], status: undefined, ...extra });
const view = (id: number): ViewHistoryEntry => ({
  id,
  title: `Viewed ${id}`,
  mediaType: 'movie',
  posterPath: null,
  genres: [35],
  rating: 7,
  viewedAt: '2024-06-14T10:00:00.000Z',
  sessionId: 's',
});
const seedWatchlist = (items: WatchlistItem[]) => localStorage.setItem('reelist_watchlist', JSON.stringify(items));

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  resetStorageMemory();
  jest.mocked(getMovieGenres).mockResolvedValue([
    { id: 18, name: 'Drama' },
    { id: 35, name: 'Comedy' },
  ]);
  jest.mocked(getTvGenres).mockResolvedValue([]);
  jest.mocked(getMovieRecommendations).mockResolvedValue(page([]));
  jest.mocked(getTvRecommendations).mockResolvedValue(page([]));
  jest.mocked(discoverMovies).mockResolvedValue(page([]));
  jest.mocked(getPopularTv).mockResolvedValue(page([]));
  jest.mocked(getTrending).mockResolvedValue(page([]));
  jest.mocked(getTopRatedMovies).mockResolvedValue(page([]));
});

describe('RecommendationsPage', () => {
  it('asks to build a taste profile without watchlist or history', () => {
    renderPage(<RecommendationsPage now={clock} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Recommendations' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Build Your Taste Profile' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Content' })).toHaveAttribute('href', '/search');
    expect(getMovieRecommendations).not.toHaveBeenCalled();
  });

  it('shows the stats, the rows by category with reasons, and View All', async () => {
    seedWatchlist([item(1, { status: 'watched', vote_average: 8 }), item(2, { vote_average: 0 })]);
    localStorage.setItem('reelist_view_history', JSON.stringify([view(1), view(9)]));
    localStorage.setItem('reelist_user_preferences', JSON.stringify({ ...DEFAULT_PREFERENCES, favoriteGenres: [35] }));
    const many = Array.from({ length: 13 }, (_, i) => title(100 + i, { popularity: 60 + i }));
    jest.mocked(getTrending).mockResolvedValue(page(many));
    jest.mocked(getMovieRecommendations).mockImplementation(async (id) => (id === 1 ? page([title(400)]) : page([])));
    jest.mocked(getTopRatedMovies).mockResolvedValue(page([title(200, { genre_ids: [18], vote_average: 8 })]));
    jest.mocked(discoverMovies).mockResolvedValue(page([title(300, { genre_ids: [35], vote_average: 8 })]));
    renderPage(<RecommendationsPage now={clock} />);

    const trending = await screen.findByRole('region', { name: 'Trending Now (13)' });
    expect(within(trending).getAllByRole('article')).toHaveLength(12);
    expect(within(trending).getAllByText('Trending this week')).toHaveLength(12);
    expect(screen.getByRole('region', { name: 'Highly Rated (1)' })).toHaveTextContent('Highly rated by many viewers');
    expect(screen.getByRole('region', { name: 'Your Genres (1)' })).toHaveTextContent('Popular in Comedy');
    expect(screen.getByRole('region', { name: 'Similar to Watchlist (1)' })).toHaveTextContent(
      'Because you added Saved 1',
    );
    expect(screen.queryByRole('region', { name: /New Releases/ })).not.toBeInTheDocument();

    const card = (label: string) => screen.getByText(label).parentElement as HTMLElement;
    expect(within(card('Total Recommendations')).getByText('16')).toBeInTheDocument();
    expect(within(card('Watchlist Items')).getByText('1 watched')).toBeInTheDocument();
    expect(within(card('Viewing Time')).getByText('2 views')).toBeInTheDocument();
    expect(within(card('Average Rating')).getByText('8.0')).toBeInTheDocument();

    await userEvent.click(within(trending).getByRole('button', { name: 'View All Trending Now' }));
    expect(screen.getByRole('tab', { name: 'Trending Now' })).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('tabpanel')).getAllByRole('article')).toHaveLength(13);
    // About 45 cards queried by role: slow in jsdom when the machine is busy, not a timing dependency.
  }, 30_000);

  it('offers six filter tabs and an empty message for an empty category', async () => {
    seedWatchlist([item(1)]);
    jest.mocked(getMovieRecommendations).mockResolvedValue(page([title(100)]));
    renderPage(<RecommendationsPage now={clock} />);
    await screen.findByRole('region', { name: 'Similar to Watchlist (1)' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All Recommendations',
      'Trending Now',
      'Highly Rated',
      'New Releases',
      'Your Genres',
      'Similar to Watchlist',
    ]);
    await userEvent.click(screen.getByRole('tab', { name: 'New Releases' }));
    expect(screen.getByRole('heading', { name: 'Nothing in New Releases yet' })).toBeInTheDocument();
    expect(screen.getByText('No title released in the last year is left outside your watchlist.')).toBeInTheDocument();
  });

  it("adds a 'Streamable now' tab when streaming services are chosen", async () => {
    localStorage.setItem('reelist_user_preferences', JSON.stringify({ ...DEFAULT_PREFERENCES, myServices: [8] }));
    seedWatchlist([item(1)]);
    jest.mocked(getMovieRecommendations).mockResolvedValue(page([title(100)]));
    renderPage(<RecommendationsPage now={clock} />);
    await screen.findByRole('region', { name: 'Similar to Watchlist (1)' });
    expect(screen.getAllByRole('tab').at(-1)).toHaveTextContent('Streamable now');
  });

  it('uses the average rating N/A and hides titles added from the page', async () => {
    seedWatchlist([item(1, { vote_average: 0 })]);
    jest.mocked(getMovieRecommendations).mockResolvedValue(page([title(100), title(101)]));
    renderPage(<RecommendationsPage now={clock} />);
    const row = await screen.findByRole('region', { name: 'Similar to Watchlist (2)' });
    expect(screen.getByText('Average Rating').parentElement).toHaveTextContent('N/A');
    await userEvent.click(within(row).getByRole('button', { name: 'Add Pick 100 to watchlist' }));
    expect(screen.getByRole('region', { name: 'Similar to Watchlist (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading recommendations...' })).not.toBeInTheDocument();
  });

  it('shows No Recommendations Yet and generates again on request', async () => {
    seedWatchlist([item(1)]);
    renderPage(<RecommendationsPage now={clock} />);
    expect(await screen.findByRole('heading', { name: 'No Recommendations Yet' })).toBeInTheDocument();
    jest.mocked(getMovieRecommendations).mockResolvedValue(page([title(100)]));
    await userEvent.click(screen.getByRole('button', { name: 'Generate Recommendations' }));
    expect(await screen.findByText('Pick 100')).toBeInTheDocument();
  });

  it('tolerates one failing source', async () => {
    seedWatchlist([item(1)]);
    jest.mocked(getMovieRecommendations).mockRejectedValue(new Error('Failed to fetch movie recommendations'));
    jest.mocked(discoverMovies).mockResolvedValue(page([title(200, { genre_ids: [18] })]));
    renderPage(<RecommendationsPage now={clock} />);
    expect(await screen.findByText('Popular in Drama')).toBeInTheDocument();
  });

  it('says Failed to fetch recommendations when everything fails, and retries', async () => {
    seedWatchlist([item(1)]);
    localStorage.setItem('reelist_view_history', JSON.stringify([view(1)]));
    const down = new Error('Network Error');
    jest.mocked(getMovieRecommendations).mockRejectedValue(down);
    jest.mocked(discoverMovies).mockRejectedValue(down);
    jest.mocked(getTrending).mockRejectedValue(down);
    jest.mocked(getTopRatedMovies).mockRejectedValue(down);
    jest.mocked(getPopularTv).mockRejectedValue(down);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(<RecommendationsPage now={clock} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch recommendations');
    // The count beside the error says there is none, not that it is still loading.
    const total = screen.getByText('Total Recommendations').parentElement as HTMLElement;
    expect(within(total).getByText('–')).toBeInTheDocument();
    expect(within(total).queryByText('…')).not.toBeInTheDocument();
    jest.mocked(getTrending).mockResolvedValue(page([title(300, { genre_ids: [35], popularity: 60 })]));
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Pick 300')).toBeInTheDocument();
  });

  it('says Failed to fetch recommendations when every call fails and there are no genres to ask about', async () => {
    seedWatchlist([item(1, { genre_ids: [] })]);
    const down = new Error('Network Error');
    for (const call of [getMovieRecommendations, discoverMovies, getTrending, getTopRatedMovies, getPopularTv])
      jest.mocked(call).mockRejectedValue(down);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(<RecommendationsPage now={clock} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch recommendations');
  });

  it('refreshes on request', async () => {
    seedWatchlist([item(1)]);
    jest.mocked(getMovieRecommendations).mockResolvedValue(page([title(100)]));
    renderPage(<RecommendationsPage now={clock} />);
    await screen.findByText('Pick 100');
    jest.mocked(getMovieRecommendations).mockResolvedValue(page([title(100), title(101)]));
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Pick 101')).toBeInTheDocument();
  });
});
