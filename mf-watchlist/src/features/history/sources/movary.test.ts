import { ImportError } from '../../../lib/import-error';
import { MOVARY_HISTORY, MOVARY_RATINGS, MOVARY_WATCHLIST } from './test/fixtures';
import { movaryParser } from './movary';

describe('movaryParser', () => {
  it('reads two identical rows on one day as two viewings, by occurrence index', () => {
    const parsed = movaryParser.parse([{ path: 'history.csv', text: MOVARY_HISTORY }]);
    expect(parsed.label).toBe('Movary history (CSV)');
    expect(parsed.records.slice(0, 2)).toEqual([
      {
        file: 'history.csv',
        row: 1,
        title: 'Heat',
        year: 1995,
        media: 'movie',
        ids: { tmdb: 949, imdb: 'tt0113277' },
        watchedAt: '2025-01-02T00:00:00.000Z',
        sourceKey: 'history:949:2025-01-02:1',
      },
      expect.objectContaining({ row: 2, watchedAt: '2025-01-02T00:00:00.000Z', sourceKey: 'history:949:2025-01-02:2' }),
    ]);
  });

  it('keeps the comment as a review, an empty date as undated, and skips a broken date', () => {
    const parsed = movaryParser.parse([{ path: 'history.csv', text: MOVARY_HISTORY }]);
    expect(parsed.records[2]).toMatchObject({
      review: 'Still great, even the third time.',
      sourceKey: 'history:949:2025-02-03:1',
    });
    expect(parsed.records[3]).toMatchObject({
      title: 'Memento',
      watchedUndated: true,
      sourceKey: 'history:77:undated:1',
    });
    expect(parsed.records[3]).not.toHaveProperty('watchedAt');
    expect(parsed.skipped).toEqual([{ file: 'history.csv', row: 5, reason: 'No valid watch date.' }]);
  });

  it('reads ratings (1-10) and skips rows without one', () => {
    const parsed = movaryParser.parse([{ path: 'ratings.csv', text: MOVARY_RATINGS }]);
    expect(parsed.records).toEqual([
      {
        file: 'ratings.csv',
        row: 1,
        title: 'Heat',
        year: 1995,
        media: 'movie',
        ids: { tmdb: 949, imdb: 'tt0113277' },
        rating10: 9,
        sourceKey: 'ratings:949',
      },
    ]);
    expect(parsed.skipped).toEqual([{ file: 'ratings.csv', row: 2, reason: 'No valid rating.' }]);
  });

  it('reads the watchlist with addedAt as a plain date-time (UTC) or ISO', () => {
    const parsed = movaryParser.parse([{ path: 'export (2).csv', text: MOVARY_WATCHLIST }]);
    expect(parsed.records.map((r) => [r.title, r.watchlist, r.addedAt, r.sourceKey])).toEqual([
      ['Dune: Part Two', true, '2025-01-05T12:30:00.000Z', 'watchlist:693134'],
      ['Arrival', true, '2025-01-06T08:00:00.000Z', 'watchlist:329865'],
    ]);
  });

  it('tells the three files apart by header, whatever their names', () => {
    const parsed = movaryParser.parse([
      { path: 'a.csv', text: MOVARY_WATCHLIST },
      { path: 'b.csv', text: MOVARY_HISTORY },
      { path: 'c.csv', text: MOVARY_RATINGS },
    ]);
    expect(parsed.label).toBe('Movary export (CSV)');
    expect(parsed.records).toHaveLength(7);
  });

  it('throws an ImportError naming the missing column', () => {
    expect(() => movaryParser.parse([{ path: 'x.csv', text: 'title,year\nHeat,1995\n' }])).toThrow(
      new ImportError('This Movary file has no tmdbId column'),
    );
    expect(() => movaryParser.parse([{ path: 'x.csv', text: 'title,year,tmdbId\nHeat,1995,949\n' }])).toThrow(
      new ImportError('This Movary file has no watchedAt, userRating or addedAt column'),
    );
  });
});
