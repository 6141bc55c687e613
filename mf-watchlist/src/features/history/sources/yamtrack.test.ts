import { ImportError } from '../../../lib/import-error';
import { YAMTRACK_EXPORT, YAMTRACK_EXPORT_OLD } from './test/fixtures';
import { yamtrackParser } from './yamtrack';

const parsed = yamtrackParser.parse([{ path: 'yamtrack.csv', text: YAMTRACK_EXPORT }]);
const at = (row: number) => parsed.records.find((r) => r.row === row);

describe('yamtrackParser', () => {
  it('reads a completed movie with quoted cells: score, end date, multi-line notes', () => {
    expect(at(1)).toEqual({
      file: 'yamtrack.csv',
      row: 1,
      title: 'Heat',
      media: 'movie',
      ids: { tmdb: 949 },
      rating10: 9,
      review: 'Great, "again".\nSecond line.',
      watchedAt: '2025-01-02T00:00:00.000Z',
      sourceKey: '949|movie|||2025-01-02',
    });
  });

  it("reads episode rows as viewings of the SHOW's id with season and episode", () => {
    expect(at(4)).toEqual({
      file: 'yamtrack.csv',
      row: 4,
      title: 'Friends',
      media: 'episode',
      ids: { tmdb: 1668 },
      episode: { season: 1, number: 3 },
      watchedAt: '2025-01-05T00:00:00.000Z',
      sourceKey: '1668|episode|1|3|2025-01-05',
    });
    expect(at(5)).toMatchObject({ episode: { season: 1, number: 4 }, watchedUndated: true });
  });

  it('puts In progress and Planning titles on the watchlist; a 0 score is no rating', () => {
    expect(at(2)).toMatchObject({ media: 'tv', watchlist: true, inProgress: true, rating10: 8.5 });
    expect(at(2)).not.toHaveProperty('watchedAt');
    expect(at(6)).toEqual({
      file: 'yamtrack.csv',
      row: 6,
      title: 'The Matrix',
      media: 'movie',
      ids: { tmdb: 603 },
      watchlist: true,
      sourceKey: '603|movie|||',
    });
  });

  it('keeps two tracking instances with the same end date as two viewings', () => {
    expect([at(10)?.sourceKey, at(11)?.sourceKey]).toEqual([
      '551|movie|||2024-05-01 20:00:00+00:00',
      '551|movie|||2024-05-01 20:00:00+00:00#2',
    ]);
    expect(at(10)?.watchedAt).toBe('2024-05-01T20:00:00.000Z');
  });

  it('skips other sources and media, season rows and dropped titles with nothing to keep, saying why', () => {
    expect(parsed.skipped.map((s) => [s.row, s.reason])).toEqual([
      [3, 'Season rows are not imported; the rows of their episodes are.'],
      [7, 'Anime from mal are not supported; only ones from TMDB are.'],
      [8, 'Games from igdb are not supported; only ones from TMDB are.'],
      [9, 'Dropped, with no rating or review to import.'],
    ]);
  });

  it('reads the earlier header with progress_changed', () => {
    const old = yamtrackParser.parse([{ path: 'y.csv', text: YAMTRACK_EXPORT_OLD }]);
    expect(old.records).toEqual([
      expect.objectContaining({ title: 'Heat', rating10: 9, watchedAt: '2025-01-02T00:00:00.000Z' }),
    ]);
  });

  it('throws an ImportError naming the missing column', () => {
    expect(() => yamtrackParser.parse([{ path: 'y.csv', text: '"media_id","media_type"\n"1","movie"\n' }])).toThrow(
      new ImportError('This Yamtrack file has no source column'),
    );
  });
});
