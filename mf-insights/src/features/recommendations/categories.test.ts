import type { Title } from '@reelist/contracts';
import { categorizeRecommendations, isNewRelease, mergeRecommendations } from './categories';

const NOW = new Date('2024-06-15T12:00:00.000Z');
const entry = (id: number, extra: Partial<Title> = {}) => ({
  title: { id, media_type: 'movie' as const, popularity: 10, vote_average: 6, ...extra },
});

describe('categorizeRecommendations', () => {
  const items = [
    entry(1, { popularity: 50.1 }),
    entry(2, { popularity: 50 }),
    entry(3, { vote_average: 7.5 }),
    entry(4, { vote_average: 7.49 }),
    entry(5, { release_date: '2024-01-01' }),
    entry(6, { first_air_date: '2023-06-15', media_type: 'tv' }),
    entry(7, { release_date: '2023-06-14' }),
    entry(8, { genre_ids: [18] }),
  ];

  it('applies the spec thresholds', () => {
    const result = categorizeRecommendations(items, { favoriteGenres: [18], watchlistSize: 1, now: NOW });
    const ids = (list: typeof items) => list.map((i) => i.title.id);
    expect(ids(result.trending)).toEqual([1]);
    expect(ids(result.highlyRated)).toEqual([3]);
    expect(ids(result.newReleases)).toEqual([5, 6]);
    expect(ids(result.yourGenres)).toEqual([8]);
    expect(ids(result.similar)).toEqual(ids(items));
  });

  it('leaves your genres and similar empty without favourites or watchlist', () => {
    const result = categorizeRecommendations(items, { favoriteGenres: [], watchlistSize: 0, now: NOW });
    expect(result.yourGenres).toEqual([]);
    expect(result.similar).toEqual([]);
  });
});

describe('isNewRelease', () => {
  it('excludes future, undated and unreadable releases', () => {
    expect(isNewRelease({ id: 1, release_date: '2024-07-01' }, NOW)).toBe(false);
    expect(isNewRelease({ id: 1 }, NOW)).toBe(false);
    expect(isNewRelease({ id: 1, release_date: 'soon' }, NOW)).toBe(false);
  });
});

describe('mergeRecommendations', () => {
  it('keeps the first occurrence of each title, movie and TV apart', () => {
    const merged = mergeRecommendations([
      [entry(1), entry(2)],
      [entry(2, { popularity: 99 }), entry(2, { media_type: 'tv' })],
    ]);
    expect(merged.map((i) => `${i.title.media_type}:${i.title.id}:${i.title.popularity}`)).toEqual([
      'movie:1:10',
      'movie:2:10',
      'tv:2:10',
    ]);
  });
});
