import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@reelist/api';
import { resetStorageMemory } from '@reelist/testing';
import { movie, paged, show } from '../../testing/fixtures';
import { renderPage } from '../../testing/render-page';
import { SearchPage } from './search-page';

// Issue 36, finding 4: a text search plus filters must never change the search silently. The box, the URL's q, the
// count and the results agree, and whatever the search endpoints cannot do is done over the loaded results and said.
jest.mock('@reelist/api', () => ({
  ...jest.requireActual('@reelist/api'),
  searchMulti: jest.fn(),
  searchOfType: jest.fn(),
  discoverMovies: jest.fn(),
  discoverTv: jest.fn(),
  getMovieGenres: jest.fn(),
  getTvGenres: jest.fn(),
}));

const mocked = jest.mocked(api);

beforeEach(() => {
  jest.clearAllMocks();
  jest.useFakeTimers();
  localStorage.clear();
  resetStorageMemory();
  mocked.getMovieGenres.mockResolvedValue([
    { id: 28, name: 'Action' },
    { id: 18, name: 'Drama' },
  ]);
  mocked.getTvGenres.mockResolvedValue([{ id: 18, name: 'Drama' }]);
  mocked.searchMulti.mockResolvedValue(
    paged(
      [
        movie(1, { title: 'The Drama', genre_ids: [18] }),
        movie(2, { title: 'The Action', genre_ids: [28] }),
        show(3, { name: 'The Show', genre_ids: [18, 28] }),
      ],
      1,
      3,
      60,
    ),
  );
  mocked.searchOfType.mockResolvedValue(
    paged(
      [
        movie(4, { title: 'The Dark Knight', vote_average: 8.7, media_type: undefined }),
        movie(5, { title: 'The Godfather', vote_average: 9.4, media_type: undefined }),
      ],
      1,
      52,
      1038,
    ),
  );
  mocked.discoverMovies.mockResolvedValue(paged([movie(10, { title: 'Found Movie' })], 1, 1, 1));
  mocked.discoverTv.mockResolvedValue(paged([show(11, { name: 'Found Show' })], 1, 1, 1));
});

afterEach(async () => {
  await act(async () => undefined);
  jest.useRealTimers();
});

const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
const searchBox = () => screen.getByRole('searchbox', { name: 'Search movies and TV shows' });
const shownTitles = () =>
  screen.getAllByRole('article').map((card) => card.querySelector('a')?.getAttribute('aria-label') ?? card.textContent);

describe('a text search with filters', () => {
  it('keeps the text when a genre is picked, filters the loaded results and says so', async () => {
    const { history: nav } = renderPage(<SearchPage />, '/search?q=the');
    expect(await screen.findByRole('link', { name: /The Action/ })).toBeInTheDocument();
    await user().click(await screen.findByRole('button', { name: 'Drama' }));
    expect(nav.current()).toBe('/search?q=the&genres=18');
    expect(searchBox()).toHaveValue('the');
    expect(await screen.findByText('2 results for "the"')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /The Drama/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /The Show/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /The Action/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Filtered within the 3 of 60 results for "the" loaded so far/)).toBeInTheDocument();
    expect(mocked.discoverMovies).not.toHaveBeenCalled();
    expect(mocked.searchMulti).toHaveBeenCalledTimes(1);
  });

  it('searches movies only for Movies, with their own count, and sorts what has loaded, saying so', async () => {
    const { history: nav } = renderPage(<SearchPage />, '/search?q=the');
    expect(await screen.findByRole('link', { name: /The Action/ })).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Movies' }));
    await user().selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Highest Rated');
    expect(nav.current()).toBe('/search?q=the&type=movie&sort=vote_average.desc');
    expect(await screen.findByText('1,038 results for "the"')).toBeInTheDocument();
    expect(mocked.searchOfType).toHaveBeenLastCalledWith('movie', 'the', 1, expect.anything());
    const names = screen.getAllByRole('link', { name: /The (Godfather|Dark Knight)/ }).map((a) => a.textContent);
    expect(names[0]).toMatch(/Godfather/);
    expect(names[1]).toMatch(/Dark Knight/);
    expect(screen.getByText(/Sorted within the 2 of 1,038 results for "the" loaded so far/)).toBeInTheDocument();
    expect(shownTitles()).toHaveLength(2);
  });

  it('switches to discover for a filter search results cannot carry, clearing the box and saying so', async () => {
    const { history: nav } = renderPage(<SearchPage />, '/search?q=the&runtimeMin=60');
    expect(await screen.findByRole('link', { name: /Found Movie/ })).toBeInTheDocument();
    expect(nav.current()).toBe('/search?runtimeMin=60');
    expect(searchBox()).toHaveValue('');
    expect(screen.getByText(/the search for "the" was cleared/)).toBeInTheDocument();
    expect(mocked.searchMulti).not.toHaveBeenCalled();
  });

  it('typing text with such a filter on keeps the text and drops that filter, saying so', async () => {
    const { history: nav } = renderPage(<SearchPage />, '/search?runtimeMin=60');
    expect(await screen.findByRole('link', { name: /Found Movie/ })).toBeInTheDocument();
    await user().type(searchBox(), 'the');
    await act(async () => jest.advanceTimersByTime(500));
    expect(nav.current()).toBe('/search?q=the');
    expect(await screen.findByRole('link', { name: /The Action/ })).toBeInTheDocument();
    expect(screen.getByText(/Runtime, watch region and "On my services" were turned off/)).toBeInTheDocument();
  });
});
