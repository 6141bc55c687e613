import type { Title } from '@reelist/contracts';
import { distinctRows, isNewRelease, mergeRecommendations, selectCategories } from './categories';

const NOW = new Date('2024-06-15T12:00:00.000Z');
const movie = (id: number, extra: Partial<Title> = {}): Title => ({
  id,
  media_type: 'movie',
  popularity: 10,
  vote_average: 6,
  ...extra,
});
const entry = (id: number, extra: Partial<Title> = {}) => ({ title: movie(id, extra) });
const ids = (list: ReadonlyArray<{ title: Title }>) => list.map((i) => i.title.id);
const none = { trending: [], topRated: [], recent: [], inGenres: [], service: [] };

describe('selectCategories', () => {
  it('applies each rule to its own source, with the spec thresholds', () => {
    const sets = selectCategories(
      {
        trending: [movie(1, { popularity: 50.1 }), movie(2, { popularity: 50 }), movie(3, { popularity: 99 })],
        topRated: [
          movie(4, { vote_average: 7.5 }),
          movie(5, { vote_average: 7.49 }),
          movie(6, { vote_average: 9, vote_count: 99 }),
          movie(7, { vote_average: 8, vote_count: 100 }),
        ],
        recent: [
          movie(8, { release_date: '2024-01-01' }),
          movie(9, { first_air_date: '2023-06-15', media_type: 'tv' }),
          movie(10, { release_date: '2023-06-14' }),
        ],
        inGenres: [movie(11, { genre_ids: [18] }), movie(12, { genre_ids: [99] })],
        service: [
          { title: movie(13), reason: { kind: 'added', title: 'Saved' } },
          { title: movie(14), reason: { kind: 'popular-tv' } },
        ],
      },
      { genres: [35, 18], now: NOW },
    );
    expect(ids(sets.trending)).toEqual([3, 1]);
    expect(ids(sets.highlyRated)).toEqual([7, 4]);
    expect(ids(sets.newReleases)).toEqual([8, 9]);
    expect(sets.yourGenres).toEqual([
      { title: movie(11, { genre_ids: [18] }), reason: { kind: 'genre', genreId: 18 } },
    ]);
    expect(ids(sets.similar)).toEqual([13]);
  });

  it('leaves your genres empty without genres', () => {
    const sets = selectCategories({ ...none, inGenres: [movie(1, { genre_ids: [18] })] }, { genres: [], now: NOW });
    expect(sets.yourGenres).toEqual([]);
  });
});

describe('distinctRows', () => {
  it('keeps each title under the first category that has it, in tab order', () => {
    const sets = selectCategories(
      {
        ...none,
        trending: [movie(1, { popularity: 90, vote_average: 8 })],
        topRated: [movie(1, { popularity: 90, vote_average: 8 }), movie(2, { vote_average: 8 })],
      },
      { genres: [], now: NOW },
    );
    const rows = distinctRows(sets);
    expect(ids(rows.trending)).toEqual([1]);
    expect(ids(rows.highlyRated)).toEqual([2]);
    expect(ids(sets.highlyRated)).toEqual([1, 2]);
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
