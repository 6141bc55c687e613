import type { Paged, Title, WatchlistItem } from '@reelist/contracts';
import { watchlistItem } from '@reelist/testing';
import { averageWatchlistRating, rankWithReasons, recommendFromWatchlist } from './service';
import { topWatchlistGenres } from './top-genres';
import type { RecommendationSources } from './service';

const item = (id: number, extra: Partial<WatchlistItem> = {}): WatchlistItem =>
  watchlistItem({ id, title: `Item ${id}`, vote_average: 7, status: undefined, ...extra });
const title = (id: number, extra: Partial<Title> = {}): Title => ({ id, vote_average: 8, popularity: 10, ...extra });
const page = (results: Title[]): Paged<Title> => ({ page: 1, results, total_pages: 1, total_results: results.length });

const sources = (overrides: Partial<RecommendationSources> = {}): RecommendationSources => ({
  recommendationsFor: jest.fn(async () => page([])),
  discoverByGenres: jest.fn(async () => page([])),
  popularTv: jest.fn(async () => page([])),
  ...overrides,
});

describe('topWatchlistGenres', () => {
  it('orders genres by frequency and keeps five', () => {
    const items = [{ genre_ids: [1, 2, 3] }, { genre_ids: [2, 3, 4, 5, 6, 7] }, { genre_ids: [3] }];
    expect(topWatchlistGenres(items)).toEqual([3, 2, 1, 4, 5]);
  });
});

describe('averageWatchlistRating', () => {
  it('defaults to 7 and ignores unrated items', () => {
    expect(averageWatchlistRating([])).toBe(7);
    expect(averageWatchlistRating([{ vote_average: 0 }, { vote_average: 8 }, { vote_average: 6 }])).toBe(7);
  });
});

describe('rankWithReasons', () => {
  it('drops watchlist items, duplicates and low ratings, then sorts by score', () => {
    const watchlist = [item(1, { vote_average: 8 })];
    const ranked = rankWithReasons(
      [
        title(1, { media_type: 'movie' }),
        title(2, { media_type: 'movie', vote_average: 7, popularity: 100 }),
        title(2, { media_type: 'movie' }),
        title(2, { media_type: 'tv', vote_average: 9, popularity: 1 }),
        title(3, { media_type: 'movie', vote_average: 6.9 }),
        title(4, { media_type: 'person' }),
      ].map((t) => ({ title: t })),
      watchlist,
    );
    expect(ranked.map(({ title: t }) => `${t.media_type}:${t.id}`)).toEqual(['movie:2', 'tv:2']);
  });

  it('keeps at most 20', () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ title: title(i + 10, { media_type: 'movie' }) }));
    expect(rankWithReasons(many, [])).toHaveLength(20);
  });
});

describe('recommendFromWatchlist', () => {
  it('returns nothing for an empty watchlist without calling the service', async () => {
    const s = sources();
    await expect(recommendFromWatchlist([], s)).resolves.toEqual([]);
    expect(s.recommendationsFor).not.toHaveBeenCalled();
  });

  it('uses the first three items and a genre discovery, tagging media types', async () => {
    const s = sources({
      recommendationsFor: jest.fn(async ({ id }) => page([title(100 + id)])),
      discoverByGenres: jest.fn(async () => page([title(200)])),
    });
    const watchlist = [item(1, { genre_ids: [18] }), item(2, { media_type: 'tv' }), item(3), item(4)];
    const result = await recommendFromWatchlist(watchlist, s);
    expect(s.recommendationsFor).toHaveBeenCalledTimes(3);
    expect(s.discoverByGenres).toHaveBeenCalledWith([18]);
    expect(s.popularTv).not.toHaveBeenCalled();
    expect(result.map((t) => `${t.media_type}:${t.id}`).sort()).toEqual([
      'movie:101',
      'movie:103',
      'movie:200',
      'tv:102',
    ]);
  });

  it('falls back to popular TV without genres and tolerates a failing call', async () => {
    const s = sources({
      recommendationsFor: jest.fn(async () => Promise.reject(new Error('down'))),
      popularTv: jest.fn(async () => page([title(300)])),
    });
    const result = await recommendFromWatchlist([item(1)], s);
    expect(result).toEqual([expect.objectContaining({ id: 300, media_type: 'tv' })]);
  });

  it('rejects when every call failed', async () => {
    const s = sources({
      recommendationsFor: jest.fn(async () => Promise.reject(new Error('down'))),
      popularTv: jest.fn(async () => Promise.reject(new Error('also down'))),
    });
    await expect(recommendFromWatchlist([item(1)], s)).rejects.toThrow('down');
  });
});
