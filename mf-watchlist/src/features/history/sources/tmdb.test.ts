import { ImportError } from '../../../lib/import-error';
import { TMDB_RATINGS, TMDB_WATCHLIST } from './test/fixtures';
import { tmdbParser } from './tmdb';

describe('tmdbParser', () => {
  it('reads ratings on the 0.5-10 scale (decimals kept, 0.5 -> 1) that imply a viewing on the rating day', () => {
    const parsed = tmdbParser.parse([{ path: 'ratings.csv', text: TMDB_RATINGS }]);
    expect(parsed.label).toBe('TMDB ratings (CSV)');
    expect(parsed.records[0]).toEqual({
      file: 'ratings.csv',
      row: 1,
      title: 'Heat',
      year: 1995,
      media: 'movie',
      ids: { tmdb: 949, imdb: 'tt0113277' },
      rating10: 8.5,
      ratedAt: '2025-01-02T18:22:10.000Z',
      watchedAt: '2025-01-02T18:22:10.000Z',
      sourceKey: 'ratings:movie:949',
    });
    expect(parsed.records[1]).toMatchObject({ media: 'tv', rating10: 9, sourceKey: 'ratings:tv:1396' });
  });

  it("reads rated episodes with the EPISODE's ids, the show's title and the season and episode", () => {
    const parsed = tmdbParser.parse([{ path: 'ratings.csv', text: TMDB_RATINGS }]);
    expect(parsed.records[2]).toEqual({
      file: 'ratings.csv',
      row: 3,
      title: 'Friends',
      media: 'episode',
      ids: { tmdb: 85987, imdb: 'tt0583459' },
      idsOf: 'episode',
      episode: { season: 1, number: 1 },
      rating10: 1,
      ratedAt: '2025-01-04T21:10:00.000Z',
      watchedAt: '2025-01-04T21:10:00.000Z',
      sourceKey: 'ratings:tv:85987:1x1',
    });
    expect(parsed.records[3]).toMatchObject({ title: 'Example Show', episode: { season: 2, number: 3 } });
    expect(parsed.skipped).toEqual([
      { file: 'ratings.csv', row: 5, reason: 'Items of type "person" are not imported.' },
    ]);
  });

  it('reads the watchlist (no Your Rating anywhere): to watch, added on Date Rated', () => {
    const parsed = tmdbParser.parse([{ path: 'export.csv', text: TMDB_WATCHLIST }]);
    expect(parsed.label).toBe('TMDB watchlist (CSV)');
    expect(parsed.records).toEqual([
      {
        file: 'export.csv',
        row: 1,
        title: 'The Matrix',
        year: 1999,
        media: 'movie',
        ids: { tmdb: 603, imdb: 'tt0133093' },
        watchlist: true,
        addedAt: '2024-06-01T00:00:00.000Z',
        sourceKey: 'watchlist:movie:603',
      },
      expect.objectContaining({ title: 'Stranger Things', media: 'tv', watchlist: true }),
    ]);
  });

  it("believes the file's name over its rows", () => {
    const parsed = tmdbParser.parse([{ path: 'tmdb-watchlist.csv', text: TMDB_RATINGS }]);
    expect(parsed.records.every((r) => r.watchlist && !r.watchedAt)).toBe(true);
    const both = tmdbParser.parse([
      { path: 'a/ratings.csv', text: TMDB_RATINGS },
      { path: 'a/watchlist.csv', text: TMDB_WATCHLIST },
    ]);
    expect(both.label).toBe('TMDB ratings and watchlist (CSV)');
    expect(both.records).toHaveLength(6);
  });

  it('skips rows without ids, ratings or a valid season and episode', () => {
    const text = `TMDb ID,IMDb ID,Type,Name,Release Date,Season Number,Episode Number,Rating,Your Rating,Date Rated
,,movie,Nothing,,,,,8,2025-01-01T00:00:00Z
949,,movie,Heat,,,,,,2025-01-01T00:00:00Z
1396,,tv,Breaking Bad S1,,1,,,8,2025-01-01T00:00:00Z
`;
    const parsed = tmdbParser.parse([{ path: 'ratings.csv', text }]);
    expect(parsed.records).toEqual([]);
    expect(parsed.skipped.map((s) => s.reason)).toEqual([
      'No title or id to find the movie or show by.',
      'No valid rating.',
      'No valid season and episode number.',
    ]);
  });

  it('throws an ImportError naming the missing column', () => {
    expect(() => tmdbParser.parse([{ path: 'x.csv', text: 'TMDb ID,Name\n949,Heat\n' }])).toThrow(
      new ImportError('This TMDB file has no Type column'),
    );
    expect(() => tmdbParser.parse([{ path: 'x.csv', text: '' }])).toThrow(
      new ImportError('This TMDB file has no TMDb ID column'),
    );
  });
});
