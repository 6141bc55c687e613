import { C, DEFAULT_PREFERENCES } from '@reelist/contracts';
import type { Review, WatchLogEntry } from '@reelist/contracts';
import { watchlistItem } from '@reelist/testing';
import { planMove } from './plan-move';

const logKey = (entry: WatchLogEntry) => `${entry.media_type}${entry.id}@${entry.watchedAt}`;
const viewing = (id: number, watchedAt: string): WatchLogEntry => ({
  id,
  media_type: 'movie',
  watchedAt,
  rewatch: false,
  source: 'reelist',
});
const review = (id: string, movieId: number): Review => ({
  id,
  movieId,
  mediaType: 'movie',
  rating: 4,
  content: `Review ${id}`,
  author: C.LOCAL_USER,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  helpful: 0,
  reported: false,
});
const rating = (value: number, createdAt: string) => ({ user: C.LOCAL_USER, rating: value, createdAt });

const backup = (parts: Partial<Parameters<typeof planMove>[1]['backup']>) => ({
  watchlist: [],
  reviews: {},
  ratings: {},
  preferences: DEFAULT_PREFERENCES,
  theme: { theme: 'dark' as const, autoTheme: false },
  viewHistory: [],
  searchHistory: [],
  ...parts,
});

describe('planMove', () => {
  it('adds what this device lacks and keeps what it has, unless the other copy changed later', () => {
    const device = {
      watchlist: [
        watchlistItem({ id: 1, status: 'watched', addedAt: '2025-01-01T00:00:00.000Z' }),
        watchlistItem({
          id: 2,
          status: 'watching',
          addedAt: '2025-01-01T00:00:00.000Z',
          updatedAt: '2025-06-01T00:00:00.000Z',
        }),
      ],
      watchLog: [viewing(1, '2025-01-02T00:00:00.000Z')],
      ratings: { movie_1: [rating(5, '2025-03-01T00:00:00.000Z')] },
      reviews: { movie_1: [review('a', 1)] },
    };
    const plan = planMove(
      device,
      {
        backup: backup({
          watchlist: [
            watchlistItem({
              id: 1,
              status: 'want_to_watch',
              addedAt: '2025-01-01T00:00:00.000Z',
              updatedAt: '2025-02-01T00:00:00.000Z',
            }),
            watchlistItem({ id: 2, status: 'watched', addedAt: '2025-01-01T00:00:00.000Z' }),
            watchlistItem({ id: 3 }),
          ],
          ratings: {
            movie_1: [rating(2, '2025-04-01T00:00:00.000Z')],
            movie_3: [rating(3, '2025-01-01T00:00:00.000Z')],
          },
          reviews: { movie_1: [review('a', 1), review('b', 1)] },
        }),
        watchLog: [viewing(1, '2025-01-02T00:00:00.000Z'), viewing(3, '2025-05-05T00:00:00.000Z')],
      },
      logKey,
    );
    expect(plan.change.add.map((item) => item.id)).toEqual([3]);
    // Item 1 changed later on the other device; item 2 changed later here.
    expect([...plan.change.statuses]).toEqual([['movie_1', 'want_to_watch']]);
    expect(plan.change.viewings).toEqual([viewing(3, '2025-05-05T00:00:00.000Z')]);
    expect([...plan.change.ratings.keys()]).toEqual(['movie_1', 'movie_3']);
    expect([...plan.change.reviews]).toEqual([['movie_1', [review('b', 1)]]]);
    expect(plan.counts).toEqual({ added: 1, present: 2, newer: 1, viewings: 1, ratings: 2, reviews: 1 });
    expect(plan.theme).toEqual({ theme: 'dark', autoTheme: false });
  });

  it('moves nothing in twice', () => {
    const data = {
      backup: backup({ watchlist: [watchlistItem({ id: 9 })], reviews: { movie_9: [review('r', 9)] } }),
      watchLog: [viewing(9, '2025-01-01T00:00:00.000Z')],
    };
    const device = {
      watchlist: [watchlistItem({ id: 9 })],
      watchLog: [viewing(9, '2025-01-01T00:00:00.000Z')],
      ratings: {},
      reviews: { movie_9: [review('r', 9)] },
    };
    expect(planMove(device, data, logKey).counts).toEqual({
      added: 0,
      present: 1,
      newer: 0,
      viewings: 0,
      ratings: 0,
      reviews: 0,
    });
  });
});

describe('planMove: reminders', () => {
  const reminder = (key: string, done = false) => ({
    key,
    day: '2026-06-20',
    media_type: 'movie' as const,
    id: 603,
    title: 'The Matrix',
    detail: 'Movie release',
    done,
  });

  it('sets the other device’s reminders this one has none of for the entry, each once', () => {
    const device = { watchlist: [], watchLog: [], ratings: {}, reviews: {}, reminders: [reminder('movie-603', true)] };
    const data = {
      backup: backup({}),
      reminders: [reminder('movie-603'), reminder('movie-604'), reminder('movie-604', true)],
    };
    expect(planMove(device, data, logKey).reminders).toEqual([reminder('movie-604')]);
    expect(planMove({ ...device, reminders: undefined }, { backup: backup({}) }, logKey).reminders).toEqual([]);
  });
});
