import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@reelist/api';
import { DEFAULT_PREFERENCES, STORAGE_KEYS } from '@reelist/contracts';
import { resetStorageMemory } from '@reelist/testing';
import { movie, paged, show } from '../../testing/fixtures';
import { renderPage } from '../../testing/render-page';
import { SearchPage } from './search-page';

jest.mock('@reelist/api', () => {
  const actual = jest.requireActual('@reelist/api');
  return {
    ...actual,
    searchMulti: jest.fn(),
    discoverMovies: jest.fn(),
    discoverTv: jest.fn(),
    getMovieGenres: jest.fn(),
    getTvGenres: jest.fn(),
    getMovieDetails: jest.fn(),
    getTvDetails: jest.fn(),
  };
});

const mocked = jest.mocked(api);
const GENRES = [
  { id: 28, name: 'Action' },
  { id: 12, name: 'Adventure' },
  { id: 18, name: 'Drama' },
];

beforeEach(() => {
  jest.clearAllMocks();
  jest.useFakeTimers();
  localStorage.clear();
  sessionStorage.clear();
  resetStorageMemory();
  mocked.getMovieGenres.mockResolvedValue(GENRES);
  mocked.getTvGenres.mockResolvedValue([
    { id: 18, name: 'Drama' },
    { id: 10765, name: 'Sci-Fi & Fantasy' },
  ]);
  mocked.searchMulti.mockResolvedValue(
    paged([movie(1, { title: 'Star Movie' }), { id: 9, name: 'A Person', media_type: 'person' }, show(2)], 1, 1, 3),
  );
  mocked.discoverMovies.mockResolvedValue(paged([movie(10, { title: 'Found Movie' })], 1, 1, 1));
  mocked.discoverTv.mockResolvedValue(paged([show(11, { name: 'Found Show' })], 1, 1, 1));
});

afterEach(async () => {
  // Let answers still in flight (e.g. the genre lists) land inside act before the page unmounts.
  await act(async () => undefined);
  jest.useRealTimers();
});

const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
const searchBox = () => screen.getByRole('searchbox', { name: 'Search movies and TV shows' });
const history = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.searchHistory) ?? '[]');

describe('SearchPage', () => {
  it('starts with Start Your Search and searches nothing', async () => {
    renderPage(<SearchPage />, '/search');
    expect(screen.getByRole('heading', { level: 1, name: /Search/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Start Your Search' })).toBeInTheDocument();
    await act(async () => undefined);
    expect(mocked.searchMulti).not.toHaveBeenCalled();
  });

  it('debounces typing for 500 ms, writes q to the URL, shows results with people and records the search', async () => {
    const { history: nav } = renderPage(<SearchPage />, '/search');
    await user().type(searchBox(), 'Star');
    act(() => jest.advanceTimersByTime(499));
    expect(mocked.searchMulti).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(1));
    expect(nav.entries.at(-1)).toEqual({ url: '/search?q=Star', replace: true });
    expect(await screen.findByRole('link', { name: /Star Movie/ })).toHaveAttribute('href', '/movie/1');
    expect(screen.getByRole('link', { name: /Show 2/ })).toHaveAttribute('href', '/tv/2');
    expect(screen.getByRole('link', { name: 'A Person' })).toHaveAttribute('href', '/person/9');
    expect(mocked.searchMulti).toHaveBeenCalledTimes(1);
    expect(mocked.searchMulti).toHaveBeenCalledWith('Star', 1, expect.anything());
    expect(screen.getByText('3 results for "Star"')).toBeInTheDocument();
    expect(history()).toEqual([
      { query: 'star', resultsCount: 3, searchedAt: expect.any(String), sessionId: expect.any(String) },
    ]);
  });

  it('reads q from the URL, follows outside changes and clears on blank text without searching', async () => {
    const { history: nav } = renderPage(<SearchPage />, '/search?q=star');
    expect(await screen.findByRole('link', { name: /Star Movie/ })).toBeInTheDocument();
    expect(searchBox()).toHaveValue('star');
    await act(async () => nav.go('/search?q=other'));
    expect(searchBox()).toHaveValue('other');
    expect(mocked.searchMulti).toHaveBeenLastCalledWith('other', 1, expect.anything());
    await user().clear(searchBox());
    await user().type(searchBox(), '   ');
    await act(async () => jest.advanceTimersByTime(600));
    expect(nav.current()).toBe('/search');
    expect(screen.getByRole('heading', { name: 'Start Your Search' })).toBeInTheDocument();
    expect(mocked.searchMulti).toHaveBeenCalledTimes(2);
  });

  it('shows Search Failed with the message, or the default message, and retries', async () => {
    mocked.searchMulti.mockRejectedValueOnce(new Error('Failed to search content'));
    renderPage(<SearchPage />, '/search?q=x');
    expect(await screen.findByRole('heading', { name: 'Search Failed' })).toBeInTheDocument();
    expect(screen.getByText('Failed to search content')).toBeInTheDocument();
    mocked.searchMulti.mockRejectedValueOnce(new Error(''));
    await user().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Failed to search. Please try again.')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: /Star Movie/ })).toBeInTheDocument();
  });

  it('shows No Results Found', async () => {
    mocked.searchMulti.mockResolvedValue(paged([], 1, 0, 0));
    renderPage(<SearchPage />, '/search?q=zzz');
    expect(await screen.findByRole('heading', { name: 'No Results Found' })).toBeInTheDocument();
  });

  it('appends the next page with Load More while page < total pages', async () => {
    mocked.searchMulti
      .mockResolvedValueOnce(paged([movie(1, { title: 'First' })], 1, 2, 2))
      .mockResolvedValueOnce(paged([movie(2, { title: 'Second' })], 2, 2, 2));
    renderPage(<SearchPage />, '/search?q=a');
    expect(await screen.findByRole('link', { name: /First/ })).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByRole('link', { name: /Second/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /First/ })).toBeInTheDocument();
    expect(mocked.searchMulti).toHaveBeenLastCalledWith('a', 2, expect.anything());
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    expect(history()).toHaveLength(1);
  });

  it('browses with discover when a filter is set, and keeps filters in the URL', async () => {
    const { history: nav } = renderPage(<SearchPage />, '/search');
    await user().click(screen.getByRole('button', { name: 'Movies' }));
    expect(nav.current()).toBe('/search?type=movie');
    expect(await screen.findByRole('link', { name: /Found Movie/ })).toBeInTheDocument();
    expect(mocked.discoverMovies).toHaveBeenCalledWith({ sort_by: 'popularity.desc' }, 1, expect.anything());
    await user().selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Highest Rated');
    expect(nav.current()).toBe('/search?type=movie&sort=vote_average.desc');
    await user().click(await screen.findByRole('button', { name: 'Action' }));
    expect(nav.current()).toBe('/search?type=movie&sort=vote_average.desc&genres=28');
    expect(mocked.discoverMovies).toHaveBeenLastCalledWith(
      { sort_by: 'vote_average.desc', with_genres: '28' },
      1,
      expect.anything(),
    );
    expect(history()).toEqual([]);
  });

  it('merges movie and TV discover results for all media types', async () => {
    renderPage(<SearchPage />, '/search?sort=popularity.desc');
    expect(await screen.findByRole('link', { name: /Found Movie/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Found Show/ })).toHaveAttribute('href', '/tv/11');
    expect(screen.getByText('2 results')).toBeInTheDocument();
  });

  it('shows two genre chips with a way to see the rest', async () => {
    renderPage(<SearchPage />, '/search?type=movie');
    const genres = await screen.findByRole('group', { name: 'Genres' });
    expect(
      within(genres)
        .getAllByRole('button', { pressed: false })
        .map((b) => b.textContent),
    ).toEqual(['Action', 'Adventure']);
    await user().click(within(genres).getByRole('button', { name: 'More genres (1)' }));
    expect(within(genres).getByRole('button', { name: 'Drama' })).toBeInTheDocument();
  });

  it('shows at most four applied filter tags, removes one and clears them all', async () => {
    const url = '/search?q=x&type=movie&genres=28,12&yearFrom=1990&ratingMin=6&runtimeMax=120&region=GB';
    const { history: nav } = renderPage(<SearchPage />, url);
    await act(async () => undefined);
    const applied = await screen.findByRole('group', { name: 'Applied filters' });
    expect(await within(applied).findByText('Action')).toBeInTheDocument();
    expect(within(applied).getByRole('button', { name: '+3 more' })).toBeInTheDocument();
    expect(within(applied).queryByText('Region: GB')).not.toBeInTheDocument();
    await user().click(within(applied).getByRole('button', { name: 'Remove Movies' }));
    expect(nav.current()).not.toContain('type=');
    expect(await screen.findByRole('button', { name: 'More genres (2)' })).toBeInTheDocument();
    await user().click(within(applied).getByRole('button', { name: 'Clear filters' }));
    // Runtime and region cannot narrow a text search, so arriving with them cleared q (issue 36, finding 4).
    expect(nav.current()).toBe('/search');
    expect(screen.queryByRole('group', { name: 'Applied filters' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Start Your Search' })).toBeInTheDocument();
  });

  it('sets advanced filters within bounds and keeps the region default US', async () => {
    const { history: nav } = renderPage(<SearchPage />, '/search?region=GB');
    expect(screen.getByRole('button', { name: 'Advanced Filters' })).toHaveAttribute('aria-expanded', 'true');
    const year = screen.getByRole('slider', { name: 'Year from' });
    expect(year).toHaveAttribute('min', '1900');
    expect(year).toHaveAttribute('max', String(new Date().getFullYear() + 2));
    expect(screen.getByRole('slider', { name: 'Minimum rating' })).toHaveAttribute('step', '0.1');
    expect(screen.getByRole('slider', { name: 'Maximum runtime' })).toHaveValue('300');
    await user().selectOptions(screen.getByRole('combobox', { name: 'Watch region' }), 'US');
    expect(nav.current()).toBe('/search');
  });

  it('switches to list view in the URL and starts from the preferred view', async () => {
    localStorage.setItem(STORAGE_KEYS.preferences, JSON.stringify({ ...DEFAULT_PREFERENCES, defaultView: 'list' }));
    const { history: nav } = renderPage(<SearchPage />, '/search?q=star');
    await user().click(await screen.findByRole('button', { name: 'Add to Watchlist: Star Movie' }));
    expect(screen.getByRole('button', { name: 'In Watchlist: Star Movie' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    await user().click(screen.getByRole('button', { name: 'Grid view' }));
    expect(nav.current()).toBe('/search?q=star&view=grid');
  });

  it('records nothing when analytics tracking is off', async () => {
    localStorage.setItem(STORAGE_KEYS.preferences, JSON.stringify({ ...DEFAULT_PREFERENCES, trackAnalytics: false }));
    renderPage(<SearchPage />, '/search?q=star');
    expect(await screen.findByRole('link', { name: /Star Movie/ })).toBeInTheDocument();
    expect(history()).toEqual([]);
  });

  it('filters "On my services": discover with my services (| = or) in my region, shown as a tag', async () => {
    localStorage.setItem(
      STORAGE_KEYS.preferences,
      JSON.stringify({ ...DEFAULT_PREFERENCES, preferredRegion: 'GB', myServices: [8, 1899] }),
    );
    const u = user();
    const { history: nav } = renderPage(<SearchPage />, '/search');
    await u.click(screen.getByRole('button', { name: 'On my services', pressed: false }));
    expect(nav.current()).toBe('/search?services=1');
    expect(await screen.findByText('Found Movie')).toBeInTheDocument();
    expect(mocked.discoverMovies).toHaveBeenLastCalledWith(
      expect.objectContaining({ with_watch_providers: '8|1899', watch_region: 'GB' }),
      1,
      expect.anything(),
    );
    expect(screen.getByRole('button', { name: 'On my services', pressed: true })).toBeInTheDocument();
    const applied = screen.getByRole('group', { name: 'Applied filters' });
    expect(within(applied).getByText('On my services')).toBeInTheDocument();
  });

  it('offers no "On my services" toggle before services are chosen', () => {
    renderPage(<SearchPage />, '/search?services=1');
    expect(screen.queryByRole('button', { name: 'On my services' })).not.toBeInTheDocument();
    expect(mocked.discoverMovies).not.toHaveBeenCalled();
  });
});
