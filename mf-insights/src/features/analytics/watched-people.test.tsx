import { screen, within } from '@testing-library/react';
import { getMovieGenres, getTvGenres } from '@reelist/api';
import { resetStorageMemory } from '@reelist/testing';
import { renderPage } from '../../testing/render-page';
import { AnalyticsPage } from './analytics-page';

// Issue 37: Analytics names the people the visitor watches most, each a link to their page.

jest.mock('@reelist/api', () => ({
  ...jest.requireActual('@reelist/api'),
  getMovieGenres: jest.fn(),
  getTvGenres: jest.fn(),
}));

const NOW = new Date(2024, 5, 15, 18, 0);
const clock = () => NOW;

beforeEach(() => {
  localStorage.clear();
  resetStorageMemory();
  jest.mocked(getMovieGenres).mockResolvedValue([]);
  jest.mocked(getTvGenres).mockResolvedValue([]);
  // Heat twice and Thief (both directed by Michael Mann), and Collateral with Tom Cruise, whose facts are not known.
  localStorage.setItem(
    'reelist_watch_log',
    JSON.stringify({
      v: 1,
      e: [
        [949, 'm', '2024-01-05T20:00:00.000Z', 0, 0, 'reelist'],
        [949, 'm', '2024-03-09T20:00:00.000Z', 0, 1, 'reelist'],
        [11, 'm', '2023-03-10T20:00:00.000Z', 0, 0, 'reelist'],
        [1538, 'm', '2024-04-10T20:00:00.000Z', 0, 0, 'reelist'],
      ],
    }),
  );
});

const keepFacts = () =>
  localStorage.setItem(
    'reelist_title_facts',
    JSON.stringify({
      v: 1,
      p: { 1: 'Michael Mann', 2: 'Al Pacino', 3: 'James Caan', 4: 'Robert De Niro' },
      t: {
        movie_949: ['Heat', 1995, 170, [80], [1], [2, 4]],
        movie_11: ['Thief', 1981, 122, [80], [1], [3]],
      },
    }),
  );

describe('Analytics: People you watch most', () => {
  it('ranks actors and directors by titles watched, each a link to their page, with counts', async () => {
    keepFacts();
    renderPage(<AnalyticsPage now={clock} />);
    const panel = await screen.findByRole('region', { name: 'People you watch most' });
    const directors = within(panel).getByRole('list', { name: 'Directors' });
    expect(
      within(directors)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Michael Mann2 titles, 3 viewings']);
    expect(within(directors).getByRole('link', { name: 'Michael Mann' })).toHaveAttribute('href', '/person/1');
    const actors = within(panel).getByRole('list', { name: 'Actors' });
    expect(
      within(actors)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Al Pacino1 title, 2 viewings', 'Robert De Niro1 title, 2 viewings', 'James Caan1 title']);
    expect(within(actors).getByRole('link', { name: 'Robert De Niro' })).toHaveAttribute('href', '/person/4');
  });

  it('is not shown while no credits of watched titles are known', async () => {
    renderPage(<AnalyticsPage now={clock} />);
    expect(await screen.findByText('Films Watched')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'People you watch most' })).not.toBeInTheDocument();
  });
});
