import { screen, waitFor, within } from '@testing-library/react';
import { getMovieGenres, getTvGenres } from '@reelist/api';
import { resetStorageMemory, watchlistItem } from '@reelist/testing';
import { renderPage } from '../../testing/render-page';
import { AnalyticsPage } from './analytics-page';

// Finding 2 of issue 36: with titles marked Watched and an imported diary, Analytics showed zeros everywhere.

jest.mock('@reelist/api', () => ({
  ...jest.requireActual('@reelist/api'),
  getMovieGenres: jest.fn(),
  getTvGenres: jest.fn(),
}));

const NOW = new Date(2024, 5, 15, 18, 0);
const clock = () => NOW;
const at = (daysAgo: number) => new Date(2024, 5, 15 - daysAgo, 10).toISOString();

beforeEach(() => {
  localStorage.clear();
  resetStorageMemory();
  jest.mocked(getMovieGenres).mockResolvedValue([
    { id: 18, name: 'Drama' },
    { id: 35, name: 'Comedy' },
  ]);
  jest.mocked(getTvGenres).mockResolvedValue([]);
});

const seedWatched = () => {
  localStorage.setItem(
    'reelist_watchlist',
    JSON.stringify([
      watchlistItem({ id: 1, status: 'watched', genre_ids: [18], updatedAt: at(0), addedAt: at(40) }),
      watchlistItem({ id: 2, status: 'watched', genre_ids: [18, 35], updatedAt: at(1), addedAt: at(40) }),
      watchlistItem({ id: 3, status: 'want_to_watch', genre_ids: [35], addedAt: at(40) }),
      // Watched and in the log: counted once, by the log's viewing.
      watchlistItem({ id: 550, status: 'watched', genre_ids: [35], updatedAt: at(3), addedAt: at(40) }),
    ]),
  );
  // A small Letterboxd diary: a film watched twice, and one more film.
  localStorage.setItem(
    'reelist_watch_log',
    JSON.stringify({
      v: 1,
      e: [
        [550, 'm', at(2), 9, 0, 'letterboxd', 'https://boxd.it/a'],
        [550, 'm', at(200), 0, 1, 'letterboxd', 'https://boxd.it/b'],
        [551, 'm', at(20), 8, 0, 'letterboxd', 'https://boxd.it/c'],
      ],
    }),
  );
};

describe('Analytics: what was watched', () => {
  it('counts Watched items and the watch log, with plain descriptions, genres, types and a calendar', async () => {
    seedWatched();
    renderPage(<AnalyticsPage now={clock} />);
    const card = (label: string) => screen.getByText(label).parentElement as HTMLElement;
    expect(await screen.findByText('Films Watched')).toBeInTheDocument();
    expect(screen.queryByText('No Analytics Data')).not.toBeInTheDocument();

    // The spec's cards stay, saying what they count.
    expect(card('Total Views')).toHaveTextContent('Detail pages opened, all time');
    expect(card('Unique Movies')).toHaveTextContent('Different titles opened');
    expect(within(card('This Week')).getByText('0')).toBeInTheDocument();

    // The watch log's chunk loads after the first paint here (the shell loads it beside the page in the app).
    await waitFor(() => expect(within(card('Films Watched')).getByText('4')).toBeInTheDocument());
    expect(within(card('Viewings Logged')).getByText('5')).toBeInTheDocument();
    expect(within(card('Watched This Week')).getByText('3')).toBeInTheDocument();
    expect(within(card('Watched This Month')).getByText('4')).toBeInTheDocument();
    expect(within(card('Watching Streak')).getByText('3 days')).toBeInTheDocument();

    expect(screen.getByRole('img', { name: 'Viewings by content type' })).toHaveAccessibleDescription(
      'Movies 100% and TV shows 0% of 5 viewings.',
    );
    const genres = screen.getByRole('img', { name: 'Most watched genres' });
    expect(await within(genres).findAllByText('Drama')).not.toHaveLength(0);
    // Films 1, 2 and 550 have known genres (the watchlist's); film 551's are not known yet.
    expect(genres).toHaveAccessibleDescription('The 2 genres watched most; first is Drama with 2 titles.');
    expect(screen.getByText(/The genres of 1 title are not known yet/)).toBeInTheDocument();

    const calendar = screen.getByRole('img', { name: 'Viewings per day, last 12 months' });
    expect(calendar).toHaveAccessibleDescription(/^Viewings on 5 days of the last 3\d\d; the busiest/);
    expect(
      within(screen.getByRole('table', { name: 'Viewings per day, last 12 months' }))
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      'Nov 28, 20231 viewing',
      'May 26, 20241 viewing',
      'Jun 13, 20241 viewing',
      'Jun 14, 20241 viewing',
      'Jun 15, 20241 viewing',
    ]);
  });

  it('shows the watched figures with Watched items alone, never No Analytics Data', async () => {
    localStorage.setItem(
      'reelist_watchlist',
      JSON.stringify([watchlistItem({ id: 1, status: 'watched', genre_ids: [18], updatedAt: at(0) })]),
    );
    renderPage(<AnalyticsPage now={clock} />);
    expect(await screen.findByText('Films Watched')).toBeInTheDocument();
    expect(screen.queryByText('No Analytics Data')).not.toBeInTheDocument();
  });
});
