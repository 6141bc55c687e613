import { act, screen } from '@testing-library/react';
import { C } from '@reelist/contracts';
import type { MediaType, WatchlistStatus } from '@reelist/contracts';
import { loadWatchLog, ratingsStore, watchlistStore } from '@reelist/storage';
import { renderWithProviders, resetDetailTestState } from '../testing/render-detail';
import { useVisitorMarks, VisitorMarksLine } from './visitor-marks';

beforeEach(() => resetDetailTestState());

const TITLES: Array<[MediaType, number]> = [
  ['movie', 1],
  ['movie', 2],
  ['tv', 3],
  ['tv', 4],
];

/** One list item per title: its label, then its marks as the visitor sees them. */
function Marks() {
  const marksOf = useVisitorMarks();
  return (
    <ul>
      {TITLES.map(([type, id]) => (
        <li key={`${type}${id}`} aria-label={`${type} ${id}`}>
          <VisitorMarksLine marks={marksOf(type, id)} />
        </li>
      ))}
    </ul>
  );
}

const item = (id: number, media_type: MediaType, status: WatchlistStatus) => ({
  id,
  media_type,
  status,
  title: `T${id}`,
  poster_path: null,
  release_date: '2001-01-01',
  vote_average: 5,
  overview: '',
  addedAt: '2024-01-01T00:00:00.000Z',
});

const marksText = (name: string) => screen.getByRole('listitem', { name }).textContent;

describe('visitor marks', () => {
  it('show nothing for a title the visitor has not touched', async () => {
    renderWithProviders(<Marks />);
    await act(async () => {
      await loadWatchLog();
    });
    expect(marksText('movie 1')).toBe('');
    expect(marksText('tv 3')).toBe('');
  });

  it('show the watchlist status, watched from the log or the status, and the stars, per title and type', async () => {
    const { watchLogStore } = await loadWatchLog();
    renderWithProviders(<Marks />);
    await act(async () => {
      await watchlistStore.replaceAll([item(1, 'movie', 'want_to_watch'), item(3, 'tv', 'watched')]);
      await watchLogStore.append([
        { id: 2, media_type: 'movie', watchedAt: '2024-02-01T10:00:00.000Z', source: 'reelist', rewatch: false },
        // An episode is not the show watched.
        {
          id: 4,
          media_type: 'tv',
          watchedAt: '2024-02-01T10:00:00.000Z',
          source: 'reelist',
          rewatch: false,
          episode: { season: 1, number: 1 },
        },
      ]);
      ratingsStore.updateTitle('movie_1', () => [{ user: C.LOCAL_USER, rating: 4, createdAt: '2024-01-01' }]);
      ratingsStore.updateTitle('tv_3', () => [{ user: C.LOCAL_USER, rating: 1, createdAt: '2024-01-01' }]);
      // Another user's rating is not the visitor's.
      ratingsStore.updateTitle('movie_2', () => [{ user: 'someone', rating: 3, createdAt: '2024-01-01' }]);
    });
    expect(marksText('movie 1')).toBe('Want to WatchRated 4 stars');
    expect(marksText('movie 2')).toBe('Watched');
    expect(marksText('tv 3')).toBe('WatchedRated 1 star');
    expect(marksText('tv 4')).toBe('');
    // The icons are decoration: the words are read.
    expect(screen.getByRole('listitem', { name: 'movie 1' }).querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(
      2,
    );
  });
});
