import { ImportError } from '../../../lib/import-error';
import { RAGGED_ROW_REASON } from './csv';
import {
  IMDB_RATINGS_2016,
  IMDB_RATINGS_2018,
  IMDB_RATINGS_2024,
  IMDB_WATCHLIST_2016,
  IMDB_WATCHLIST_2018,
  IMDB_WATCHLIST_2024,
} from './test/fixtures';
import { imdbParser } from './imdb';

const parseOne = (path: string, text: string) => imdbParser.parse([{ path, text }]);

describe('imdbParser', () => {
  it('reads a 2024 ratings file (BOM first): ids, Original Title, types, ratings that imply a viewing', () => {
    const parsed = parseOne('ratings.csv', IMDB_RATINGS_2024);
    expect(parsed.label).toBe('IMDb ratings (CSV)');
    expect(parsed.records[0]).toEqual({
      file: 'ratings.csv',
      row: 1,
      title: 'Heat',
      originalTitle: 'Heat',
      year: 1995,
      media: 'movie',
      ids: { imdb: 'tt0113277' },
      rating10: 8,
      ratedAt: '2025-02-11T00:00:00.000Z',
      // Trakt's practice: a rated title was watched, on the day it was rated.
      watchedAt: '2025-02-11T00:00:00.000Z',
      sourceKey: 'ratings:tt0113277',
    });
    expect(parsed.records.map((r) => [r.ids.imdb, r.media, r.idsOf])).toEqual([
      ['tt0113277', 'movie', undefined],
      ['tt0903747', 'tv', undefined],
      ['tt0959621', 'episode', 'episode'],
      ['tt1234567', 'tv', undefined],
    ]);
  });

  it('skips games (naming the type) and ragged rows, row by row', () => {
    expect(parseOne('ratings.csv', IMDB_RATINGS_2024).skipped).toEqual([
      { file: 'ratings.csv', row: 4, reason: 'Video Game is not a film or TV title.' },
      { file: 'ratings.csv', row: 5, reason: RAGGED_ROW_REASON },
    ]);
  });

  it('maps the older camelCase Title Types of the 2017-2024 files', () => {
    const parsed = parseOne('ratings.csv', IMDB_RATINGS_2018);
    expect(parsed.records.map((r) => [r.title, r.media, r.originalTitle])).toEqual([
      ['Heat', 'movie', undefined],
      ['Breaking Bad', 'tv', undefined],
      ['Breaking Bad: Pilot', 'episode', undefined],
      ['Astro Boy', 'tv', undefined],
    ]);
    expect(parsed.skipped).toEqual([{ file: 'ratings.csv', row: 4, reason: 'videoGame is not a film or TV title.' }]);
  });

  it('reads a 2024 watchlist: on the watchlist since Created, with a rating where the user gave one', () => {
    const parsed = parseOne('watchlist.csv', IMDB_WATCHLIST_2024);
    expect(parsed.label).toBe('IMDb watchlist or list (CSV)');
    expect(parsed.records).toEqual([
      {
        file: 'watchlist.csv',
        row: 1,
        title: 'Spirited Away',
        originalTitle: 'Sen to Chihiro no kamikakushi',
        year: 2001,
        media: 'movie',
        ids: { imdb: 'tt0245429' },
        watchlist: true,
        addedAt: '2025-05-01T00:00:00.000Z',
        sourceKey: 'list:tt0245429',
      },
      expect.objectContaining({
        title: 'Interstellar',
        watchlist: true,
        rating10: 9,
        ratedAt: '2025-05-03T00:00:00.000Z',
        sourceKey: 'list:tt0816692',
      }),
    ]);
    expect(parsed.records[1]).not.toHaveProperty('watchedAt');
    expect(parsed.skipped).toEqual([
      { file: 'watchlist.csv', row: 3, reason: 'Podcast Series is not a film or TV title.' },
    ]);
  });

  it('reads a 2018 list file (no Your Rating columns)', () => {
    const parsed = parseOne('WATCHLIST.csv', IMDB_WATCHLIST_2018);
    expect(parsed.records.map((r) => [r.title, r.media, r.watchlist, r.addedAt])).toEqual([
      ['Spirited Away', 'movie', true, '2019-05-01T00:00:00.000Z'],
      ['The Sopranos', 'tv', true, '2019-05-02T00:00:00.000Z'],
    ]);
  });

  it('reads the ≤2017 header: quoted lower-case names, "You rated", ctime dates', () => {
    const parsed = parseOne('ratings.csv', IMDB_RATINGS_2016);
    expect(parsed.records.map((r) => [r.ids.imdb, r.media, r.rating10, r.ratedAt, r.watchedAt, r.sourceKey])).toEqual([
      ['tt0113277', 'movie', 9, '2016-12-31T00:00:00.000Z', '2016-12-31T00:00:00.000Z', 'ratings:tt0113277'],
      ['tt0903747', 'tv', 10, '2017-01-02T21:05:10.000Z', '2017-01-02T21:05:10.000Z', 'ratings:tt0903747'],
    ]);
  });

  it('tells a ≤2017 ratings file from a list by its name, else by whether every row is rated', () => {
    expect(parseOne('export.csv', IMDB_RATINGS_2016).records.every((r) => r.sourceKey.startsWith('ratings:'))).toBe(
      true,
    );
    expect(parseOne('watchlist.csv', IMDB_RATINGS_2016).records.every((r) => r.watchlist)).toBe(true);
    expect(parseOne('ls012345.csv', IMDB_WATCHLIST_2016).records).toEqual([
      expect.objectContaining({ watchlist: true, addedAt: '2017-01-01T10:00:00.000Z', sourceKey: 'list:tt0245429' }),
    ]);
  });

  it('reads ratings and lists together, labelled as both', () => {
    const parsed = imdbParser.parse([
      { path: 'ratings.csv', text: IMDB_RATINGS_2024 },
      { path: 'watchlist.csv', text: IMDB_WATCHLIST_2024 },
      { path: 'notes.txt', text: 'hello' },
    ]);
    expect(parsed.label).toBe('IMDb ratings and lists (CSV)');
    expect(parsed.records).toHaveLength(6);
    expect(parsed.ignoredFiles).toEqual(['notes.txt']);
  });

  it('skips rows without a valid IMDb id or rating', () => {
    const text =
      'Const,Your Rating,Date Rated,Title,Title Type\nnm0000001,8,2025-01-01,Someone,Movie\ntt0113277,,2025-01-01,Heat,Movie\n';
    const parsed = parseOne('ratings.csv', text);
    expect(parsed.records).toEqual([]);
    expect(parsed.skipped.map((s) => s.reason)).toEqual(['"nm0000001" is not an IMDb id (Const).', 'No valid rating.']);
  });

  it('throws an ImportError naming the Const column when no file has one', () => {
    expect(() => parseOne('ratings.csv', 'Title,Year\nHeat,1995\n')).toThrow(
      new ImportError('This IMDb file has no Const column'),
    );
  });
});
