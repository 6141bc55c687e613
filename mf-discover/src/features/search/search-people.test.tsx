import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@reelist/api';
import type { Title } from '@reelist/contracts';
import { resetStorageMemory } from '@reelist/testing';
import { movie, paged, show } from '../../testing/fixtures';
import { renderPage } from '../../testing/render-page';
import { SearchPage } from './search-page';

jest.mock('@reelist/api', () => {
  const actual = jest.requireActual('@reelist/api');
  return {
    ...actual,
    searchMulti: jest.fn(),
    searchPeople: jest.fn(),
    getMovieGenres: jest.fn(),
    getTvGenres: jest.fn(),
  };
});

const mocked = jest.mocked(api);

const person = (id: number, name: string, extra: Partial<Title> & { known_for?: Title[] } = {}): Title => ({
  id,
  name,
  profile_path: `/profile-${id}.jpg`,
  known_for_department: 'Acting',
  popularity: 20,
  ...extra,
});

beforeEach(() => {
  jest.clearAllMocks();
  jest.useFakeTimers();
  localStorage.clear();
  resetStorageMemory();
  mocked.getMovieGenres.mockResolvedValue([{ id: 28, name: 'Action' }]);
  mocked.getTvGenres.mockResolvedValue([{ id: 18, name: 'Drama' }]);
  mocked.searchMulti.mockResolvedValue(
    paged(
      [movie(1, { title: 'Pat Movie', genre_ids: [28] }), person(7, 'Pat Multi', { media_type: 'person' }), show(2)],
      1,
      1,
      3,
    ),
  );
  mocked.searchPeople.mockResolvedValue(
    paged(
      [
        person(5, 'Pat Doe', {
          known_for_department: 'Directing',
          known_for: [movie(1, { title: 'First Film' }), show(2, { name: 'Second Show' }), movie(3)],
        }),
        person(6, 'Pat Nophoto', { profile_path: null }),
      ],
      1,
      1,
      2,
    ),
  );
});

afterEach(async () => {
  await act(async () => undefined);
  jest.useRealTimers();
});

const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

describe('Search finds people', () => {
  it('shows people among all results as person cards that link to their page', async () => {
    renderPage(<SearchPage />, '/search?q=pat');
    const card = await screen.findByRole('link', { name: 'Pat Multi' });
    expect(card).toHaveAttribute('href', '/person/7');
    expect(screen.getByRole('link', { name: /Pat Movie/ })).toHaveAttribute('href', '/movie/1');
  });

  it('searches people alone with the People choice: their own count, photo or placeholder, known for', async () => {
    const { history: nav } = renderPage(<SearchPage />, '/search?q=pat');
    await screen.findByRole('link', { name: 'Pat Multi' });
    await user().click(screen.getByRole('button', { name: 'People', pressed: false }));
    expect(nav.current()).toBe('/search?q=pat&type=people');
    const doe = await screen.findByRole('link', { name: 'Pat Doe' });
    expect(doe).toHaveAttribute('href', '/person/5');
    expect(doe).toHaveAccessibleDescription('Directing · Known for First Film, Second Show');
    expect(mocked.searchPeople).toHaveBeenCalledWith('pat', 1, expect.anything());
    expect(screen.getByText('2 results for "pat"')).toBeInTheDocument();
    const results = screen.getByRole('list', { name: 'Search results' });
    expect(within(results).queryByRole('link', { name: /Pat Movie/ })).not.toBeInTheDocument();
    // A person without a photo gets a neutral placeholder, not a film poster.
    const nophoto = screen.getByRole('link', { name: 'Pat Nophoto' });
    expect(nophoto.querySelector('img')).toBeNull();
    expect(screen.getByRole('button', { name: 'People', pressed: true })).toBeInTheDocument();
  });

  it('hides the title filters for People with a plain note, and turns off the ones already set', async () => {
    const { history: nav } = renderPage(<SearchPage />, '/search?q=pat&genres=28&yearFrom=1990');
    await screen.findByRole('link', { name: /Pat Movie/ });
    await user().click(screen.getByRole('button', { name: 'People' }));
    expect(nav.current()).toBe('/search?q=pat&type=people');
    expect(
      screen.getByText(
        'Sort, genres, year, rating, runtime, watch region and "On my services" apply to titles, so they were turned off for People.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('People are found by name: sort and filters apply to movies and TV shows.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Advanced Filters' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Genres' })).not.toBeInTheDocument();
    const applied = screen.getByRole('group', { name: 'Applied filters' });
    expect(
      within(applied)
        .getAllByRole('button')
        .map((b) => b.textContent || b.getAttribute('aria-label')),
    ).toEqual(['Remove People', 'Clear filters']);
  });

  it('restores People from the URL and asks for a name before searching', async () => {
    const { history: nav } = renderPage(<SearchPage />, '/search?type=people');
    expect(screen.getByRole('heading', { name: 'Start Your Search' })).toBeInTheDocument();
    expect(screen.getByText("Type a person's name above.")).toBeInTheDocument();
    await act(async () => nav.go('/search?q=pat&type=people'));
    expect(await screen.findByRole('link', { name: 'Pat Doe' })).toBeInTheDocument();
    expect(mocked.searchMulti).not.toHaveBeenCalled();
    await user().click(screen.getByRole('button', { name: 'All' }));
    expect(nav.current()).toBe('/search?q=pat');
  });
});

describe('People chosen while typing', () => {
  it('keeps People when the text is committed after the choice', async () => {
    const { history: nav } = renderPage(<SearchPage />, '/search');
    const u = user();
    await u.type(screen.getByRole('searchbox', { name: 'Search movies and TV shows' }), 'pat');
    await u.click(screen.getByRole('button', { name: 'People' }));
    await act(async () => jest.advanceTimersByTime(600));
    expect(nav.current()).toBe('/search?q=pat&type=people');
  });
});
