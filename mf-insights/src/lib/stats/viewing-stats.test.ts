import type { ViewHistoryEntry } from '@reelist/contracts';
import { computeViewingStats, topGenres, viewingStreak } from './viewing-stats';

// Local-time constructors: hours and calendar days mean the same in any time zone the tests run in.
const NOW = new Date(2024, 5, 15, 18, 0);
const at = (daysAgo: number, hour = 12): string => new Date(2024, 5, 15 - daysAgo, hour, 0).toISOString();

const view = (id: number, viewedAt: string, extra: Partial<ViewHistoryEntry> = {}): ViewHistoryEntry => ({
  id,
  title: `Title ${id}`,
  mediaType: 'movie',
  posterPath: null,
  genres: [],
  rating: 0,
  viewedAt,
  sessionId: 's',
  ...extra,
});

describe('computeViewingStats', () => {
  it('is all zeros for an empty history', () => {
    const stats = computeViewingStats([], NOW);
    expect(stats).toMatchObject({ totalViews: 0, uniqueMovies: 0, weeklyViews: 0, monthlyViews: 0, viewingStreak: 0 });
    expect(stats.hourlyPattern).toHaveLength(24);
    expect(stats.dailyPattern).toHaveLength(30);
    expect(stats.dailyPattern.every((n) => n === 0)).toBe(true);
    expect(stats.topGenres).toEqual([]);
    expect(stats.averageRating).toBe(0);
  });

  it('counts total and unique views by id and media type', () => {
    const history = [view(1, at(0)), view(1, at(1)), view(1, at(2), { mediaType: 'tv' }), view(2, at(3))];
    const stats = computeViewingStats(history, NOW);
    expect(stats.totalViews).toBe(4);
    expect(stats.uniqueMovies).toBe(3);
    expect(stats.mediaTypes).toEqual({ movie: 3, tv: 1 });
  });

  it('uses 7 and 30 day windows ending now', () => {
    const history = [view(1, at(0)), view(2, at(6, 19)), view(3, at(7, 17)), view(4, at(29, 19)), view(5, at(31))];
    const stats = computeViewingStats(history, NOW);
    expect(stats.weeklyViews).toBe(2);
    expect(stats.monthlyViews).toBe(4);
  });

  it('fills the daily pattern oldest first with today last, and the hourly pattern by local hour', () => {
    const history = [view(1, at(0, 9)), view(2, at(0, 9)), view(3, at(29, 21)), view(4, at(30, 21))];
    const stats = computeViewingStats(history, NOW);
    expect(stats.dailyPattern[29]).toBe(2);
    expect(stats.dailyPattern[0]).toBe(1);
    expect(stats.dailyPattern.reduce((a, b) => a + b, 0)).toBe(3);
    expect(stats.hourlyPattern[9]).toBe(2);
    expect(stats.hourlyPattern[21]).toBe(2);
  });

  it('ignores unreadable and future dates outside the all-time figures', () => {
    const history = [view(1, 'not a date'), view(2, new Date(2024, 5, 16).toISOString())];
    const stats = computeViewingStats(history, NOW);
    expect(stats.totalViews).toBe(2);
    expect(stats.weeklyViews).toBe(0);
    expect(stats.hourlyPattern.every((n) => n === 0)).toBe(true);
  });

  it('averages the ratings of rated views', () => {
    const history = [view(1, at(0), { rating: 8 }), view(2, at(0), { rating: 7 }), view(3, at(0), { rating: 0 })];
    expect(computeViewingStats(history, NOW).averageRating).toBe(7.5);
  });

  it('ranks the five most viewed genres', () => {
    const history = [
      view(1, at(0), { genres: [18, 35, 28] }),
      view(2, at(0), { genres: [18, 35, 99, 12, 16] }),
      view(3, at(0), { genres: [18] }),
    ];
    expect(computeViewingStats(history, NOW).topGenres).toEqual([
      { genreId: 18, count: 3 },
      { genreId: 35, count: 2 },
      { genreId: 12, count: 1 },
      { genreId: 16, count: 1 },
      { genreId: 28, count: 1 },
    ]);
  });

  it('counts the streak of consecutive days ending today', () => {
    const history = [view(1, at(0)), view(2, at(1)), view(3, at(1)), view(4, at(2)), view(5, at(4))];
    expect(computeViewingStats(history, NOW).viewingStreak).toBe(3);
  });

  it('keeps a streak that ended yesterday and drops one that ended earlier', () => {
    expect(computeViewingStats([view(1, at(1)), view(2, at(2))], NOW).viewingStreak).toBe(2);
    expect(computeViewingStats([view(1, at(2)), view(2, at(3))], NOW).viewingStreak).toBe(0);
  });
});

describe('viewingStreak', () => {
  it('walks back from today', () => {
    expect(viewingStreak(new Set([10, 9, 8, 6]), 10)).toBe(3);
    expect(viewingStreak(new Set([9]), 10)).toBe(1);
    expect(viewingStreak(new Set(), 10)).toBe(0);
  });
});

describe('topGenres', () => {
  it('honours the limit', () => {
    expect(topGenres([[1, 2, 3]], 2)).toEqual([
      { genreId: 1, count: 1 },
      { genreId: 2, count: 1 },
    ]);
  });
});
