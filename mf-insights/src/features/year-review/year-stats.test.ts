import type { TitleFacts, WatchLogEntry } from '@reelist/contracts';
import { yearBounds } from '../../lib/viewing-time/viewing-time';
import type { Zone } from '../../lib/viewing-time/viewing-time';
import { computeYearReview, longestStreak } from './year-stats';

const utc: Zone = () => 0;
const losAngeles: Zone = () => -8 * 60;

const view = (id: number, watchedAt: string, extra: Partial<WatchLogEntry> = {}): WatchLogEntry => ({
  id,
  media_type: 'movie',
  watchedAt,
  rewatch: false,
  source: 'reelist',
  ...extra,
});
const episode = (id: number, watchedAt: string, season: number, number: number, extra: Partial<WatchLogEntry> = {}) =>
  view(id, watchedAt, { media_type: 'tv', episode: { season, number }, ...extra });

const mann = { id: 1, name: 'Michael Mann' };
const pacino = { id: 2, name: 'Al Pacino' };
const deNiro = { id: 3, name: 'Robert De Niro' };
const facts: Record<string, TitleFacts | null> = {
  movie_10: { name: 'Heat', year: 1995, runtime: 170, genres: [28, 80], directors: [mann], cast: [pacino, deNiro] },
  movie_11: { name: 'Thief', year: 1981, runtime: 122, genres: [80], directors: [mann], cast: [] },
  movie_12: { name: 'Serpico', year: 1973, runtime: 130, genres: [18, 80], directors: [], cast: [pacino] },
  tv_20: { name: 'Miami Vice', year: 1984, runtime: 48, genres: [80], directors: [], cast: [] },
  movie_13: null,
};
const factsOf = (key: string) => facts[key];
const review = (log: WatchLogEntry[], year = 2024, zone: Zone = utc) => computeYearReview(log, year, { factsOf, zone });

describe('computeYearReview', () => {
  it('is all zeros for a year without viewings', () => {
    const result = review([view(10, '2023-05-01T20:00:00Z')]);
    expect(result).toMatchObject({
      viewings: 0,
      films: 0,
      episodes: 0,
      minutes: 0,
      days: 0,
      genres: [],
      directors: [],
      actors: [],
      decades: [],
      highestRated: [],
      rewatches: 0,
      newToYou: 0,
    });
    expect(result.longestStreak).toBeUndefined();
    expect(result.first).toBeUndefined();
    expect(result.averageRating).toBeUndefined();
    expect(result.months).toEqual(Array(12).fill(0));
  });

  it('counts films, episodes and whole-show viewings, and hours from runtimes', () => {
    const result = review([
      view(10, '2024-02-01T20:00:00Z'),
      view(10, '2024-03-01T20:00:00Z', { rewatch: true }),
      episode(20, '2024-03-02T20:00:00Z', 1, 1),
      episode(20, '2024-03-02T21:00:00Z', 1, 2),
      view(20, '2024-04-01T20:00:00Z', { media_type: 'tv' }),
      view(99, '2024-04-02T20:00:00Z'),
    ]);
    expect(result).toMatchObject({ viewings: 6, films: 3, episodes: 2, showViewings: 1, titles: 3 });
    // Two viewings of Heat and two episodes; the show as a whole and the unknown film have no runtime.
    expect(result.minutes).toBe(170 * 2 + 48 * 2);
    expect(result.timedViewings).toBe(4);
    expect(result.titlesWithoutFacts).toBe(1);
  });

  it("takes an episode's own runtime when known, else the show's usual length", () => {
    const log = [episode(20, '2024-03-02T20:00:00Z', 1, 1), episode(20, '2024-03-03T20:00:00Z', 1, 2)];
    const result = computeYearReview(log, 2024, {
      factsOf,
      zone: utc,
      episodeMinutesOf: (entry) => (entry.episode?.number === 1 ? 90 : undefined),
    });
    expect(result.minutes).toBe(90 + 48);
  });

  it('places a viewing in the year of its day in the reader’s time zone', () => {
    const log = [view(10, '2024-01-01T03:00:00Z'), view(11, '2024-12-31T12:00:00Z')];
    expect(review(log, 2024, utc).viewings).toBe(2);
    expect(review(log, 2024, losAngeles).viewings).toBe(1);
    expect(review(log, 2023, losAngeles)).toMatchObject({ viewings: 1, months: [...Array(11).fill(0), 1] });
  });

  it('keeps a day-only import on its day whatever the time zone', () => {
    const log = [view(10, '2024-01-01T00:00:00.000Z')];
    expect(review(log, 2024, losAngeles)).toMatchObject({ viewings: 1, days: 1 });
    expect(review(log, 2024, losAngeles).first?.time).toMatchObject({ month: 0, day: 1 });
  });

  it('counts days with a viewing and months', () => {
    const result = review([
      view(10, '2024-01-05T10:00:00Z'),
      view(11, '2024-01-05T22:00:00Z'),
      view(12, '2024-06-01T10:00:00Z'),
    ]);
    expect(result.days).toBe(2);
    expect(result.months[0]).toBe(2);
    expect(result.months[5]).toBe(1);
  });

  it('ranks genres, directors and actors by distinct titles, and decades oldest first', () => {
    const result = review([
      view(10, '2024-02-01T20:00:00Z'),
      view(10, '2024-02-02T20:00:00Z', { rewatch: true }),
      view(11, '2024-02-03T20:00:00Z'),
      view(12, '2024-02-04T20:00:00Z'),
      episode(20, '2024-02-05T20:00:00Z', 1, 1),
      episode(20, '2024-02-05T21:00:00Z', 1, 2),
    ]);
    expect(result.genres).toEqual([
      { id: 80, titles: 4 },
      { id: 18, titles: 1 },
      { id: 28, titles: 1 },
    ]);
    expect(result.directors).toEqual([{ ...mann, titles: 2, viewings: 3 }]);
    // Pacino: Heat and Serpico; De Niro: Heat only.
    expect(result.actors.map((a) => [a.name, a.titles])).toEqual([
      ['Al Pacino', 2],
      ['Robert De Niro', 1],
    ]);
    expect(result.decades).toEqual([
      { decade: 1970, titles: 1 },
      { decade: 1980, titles: 2 },
      { decade: 1990, titles: 1 },
    ]);
  });

  it('keeps only the top entries of each ranking', () => {
    const log = [view(10, '2024-02-01T20:00:00Z'), view(12, '2024-02-02T20:00:00Z')];
    expect(computeYearReview(log, 2024, { factsOf, zone: utc, limit: 1 }).genres).toEqual([{ id: 80, titles: 2 }]);
  });

  it('counts rewatches against new-to-you viewings, episodes included', () => {
    const result = review([
      view(10, '2024-02-01T20:00:00Z'),
      view(10, '2024-02-02T20:00:00Z', { rewatch: true }),
      episode(20, '2024-02-03T20:00:00Z', 1, 1, { rewatch: true }),
      episode(20, '2024-02-04T20:00:00Z', 1, 2),
    ]);
    expect(result).toMatchObject({ rewatches: 2, newToYou: 2 });
  });

  it("rates each title of the year by the visitor's one rating (stars, halves kept), not by the log's per-viewing scores", () => {
    const stars: Record<string, number> = { movie_10: 4.5, movie_11: 5, movie_12: 1, tv_20: 4, movie_99: 2 };
    const result = computeYearReview(
      [
        view(10, '2024-02-01T20:00:00Z', { rating10: 7 }),
        view(10, '2024-08-01T20:00:00Z', { rating10: 9.5, rewatch: true }),
        view(11, '2024-03-01T20:00:00Z', { rating10: 10 }),
        view(12, '2024-04-01T20:00:00Z'),
        episode(20, '2024-05-01T20:00:00Z', 1, 1, { rating10: 2 }),
        view(13, '2024-05-02T20:00:00Z', { rating10: 8 }),
        // Rated, but not watched this year.
        view(99, '2023-05-02T20:00:00Z'),
      ],
      2024,
      { factsOf, zone: utc, ratingOf: (key) => stars[key] },
    );
    // Titles by star, 1 to 5: a half counts with the full stars shown (4.5 in the 4 bar).
    expect(result.ratings).toEqual([1, 0, 0, 2, 1]);
    expect(result.averageRating).toBeCloseTo((4.5 + 5 + 1 + 4) / 4);
    expect(result.highestRated.map((r) => [r.key, r.rating])).toEqual([
      ['movie_11', 5],
      ['movie_10', 4.5],
      ['tv_20', 4],
      ['movie_12', 1],
    ]);
    // The title's latest viewing of the year stands for it.
    expect(result.highestRated[1]?.entry.watchedAt).toBe('2024-08-01T20:00:00Z');
  });

  it("has no ratings without the visitor's ratings", () => {
    const result = review([view(10, '2024-02-01T20:00:00Z', { rating10: 7 })]);
    expect(result.ratings).toEqual([0, 0, 0, 0, 0]);
    expect(result.averageRating).toBeUndefined();
    expect(result.highestRated).toEqual([]);
  });

  it('finds the first and last viewing of the year, by day then time', () => {
    const result = review([
      view(11, '2024-06-01T10:00:00Z'),
      view(10, '2024-01-02T23:00:00Z'),
      view(12, '2024-01-02T08:00:00Z'),
      view(13, '2024-12-30T00:00:00Z'),
      view(14, '2025-01-01T08:00:00Z'),
    ]);
    expect(result.first?.entry.id).toBe(12);
    expect(result.last?.entry.id).toBe(13);
  });

  it('measures the longest streak inside the year, noting a run across either year end', () => {
    const log = [
      // 29-31 December 2023 and 1-2 January 2024: two days of it in 2024.
      ...['2023-12-29', '2023-12-30', '2023-12-31', '2024-01-01', '2024-01-02'].map((d) => view(10, `${d}T20:00:00Z`)),
      // Three days in March.
      ...['2024-03-10', '2024-03-11', '2024-03-12'].map((d) => view(11, `${d}T20:00:00Z`)),
      // 31 December 2024 into 2025.
      ...['2024-12-31', '2025-01-01', '2025-01-02', '2025-01-03'].map((d) => view(12, `${d}T20:00:00Z`)),
    ];
    expect(review(log, 2024).longestStreak).toMatchObject({ days: 3, fromPreviousYear: false, intoNextYear: false });
    expect(review(log, 2023).longestStreak).toMatchObject({ days: 3, fromPreviousYear: false, intoNextYear: true });
    expect(review(log, 2025).longestStreak).toMatchObject({ days: 3, fromPreviousYear: true, intoNextYear: false });
  });

  it('counts a streak by calendar days in the reader’s time zone', () => {
    // 20:00 and 06:00 UTC the next day: two days in UTC, one evening and a late night in Los Angeles.
    const log = [view(10, '2024-05-01T20:00:00Z'), view(11, '2024-05-02T06:00:00Z')];
    expect(review(log, 2024, utc).longestStreak?.days).toBe(2);
    expect(review(log, 2024, losAngeles).longestStreak?.days).toBe(1);
  });

  it('ignores entries with unreadable dates', () => {
    expect(review([view(10, 'not a date')]).viewings).toBe(0);
  });
});

describe('longestStreak', () => {
  const { first, last } = yearBounds(2024);

  it('takes the earliest of equally long runs', () => {
    const days = new Set([first + 10, first + 11, first + 20, first + 21]);
    expect(longestStreak(days, first, last)).toEqual({
      days: 2,
      start: first + 10,
      end: first + 11,
      fromPreviousYear: false,
      intoNextYear: false,
    });
  });

  it('runs up to the last day of the year', () => {
    const days = new Set([last - 1, last]);
    expect(longestStreak(days, first, last)).toMatchObject({ days: 2, end: last, intoNextYear: false });
  });

  it('is undefined without a viewing in the year', () => {
    expect(longestStreak(new Set([first - 1]), first, last)).toBeUndefined();
  });
});
