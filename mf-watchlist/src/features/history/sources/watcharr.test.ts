import fc from 'fast-check';
import { ImportError } from '../../../lib/import-error';
import { WATCHARR_EXPORT, ryotFile, traktExport, watcharrFile } from './test/json-fixtures';
import { SKIP_REASONS, SOURCE_MESSAGES } from './messages';
import type { TextFile } from '../../../lib/source-types';
import { watcharrParser } from './watcharr';

const file = (value: unknown, path = 'watcharr.json'): TextFile => ({ path, text: JSON.stringify(value) });
const entry = (fields: Record<string, unknown>) => ({
  id: 1,
  createdAt: '2024-01-01T10:00:00Z',
  updatedAt: '2024-01-02T10:00:00Z',
  status: 'FINISHED',
  rating: 0,
  thoughts: '',
  content: { tmdbId: 949, title: 'Heat', type: 'movie', imdb_id: '', release_date: '1995-12-15T00:00:00Z' },
  activity: [],
  ...fields,
});

describe('watcharrParser.parse', () => {
  const parsed = watcharrParser.parse([watcharrFile()]);
  const records = new Map(parsed.records.map((r) => [r.sourceKey, r]));

  it('makes one viewing per play of a FINISHED entry, the rating on the latest', () => {
    expect(records.get('movie:949:play:31')).toEqual({
      file: 'watcharr-export.json',
      row: 1,
      title: 'Heat',
      year: 1995,
      media: 'movie',
      ids: { tmdb: 949, imdb: 'tt0113277' },
      watchedAt: '2024-06-07T20:00:00.000Z',
      sourceKey: 'movie:949:play:31',
    });
    expect(records.get('movie:949:play:33')).toMatchObject({
      watchedAt: '2025-01-02T22:00:00.000Z',
      rewatch: true,
      rating10: 8.5,
      ratedAt: '2024-06-08T12:52:00.000Z',
    });
  });

  it('reads plays from the activity type and data in exports without countAsPlay, thoughts as the review', () => {
    expect(records.get('tv:1396:play:61')).toMatchObject({
      media: 'tv',
      watchedAt: '2023-02-10T20:00:00.000Z',
      rating10: 7.5,
      review: 'Loved the ending.',
    });
  });

  it("dates a FINISHED entry without plays by its last update, else as 'date unknown'", () => {
    expect(records.get('movie:680:play')).toMatchObject({ watchedAt: '2022-01-05T10:00:00.000Z' });
    const undated = watcharrParser.parse([file([entry({ updatedAt: undefined })])]).records[0];
    expect(undated).toMatchObject({ watchedUndated: true });
    expect(undated).not.toHaveProperty('watchedAt');
  });

  it('puts PLANNED, WATCHING, HOLD and DROPPED entries on the watchlist, dated when added', () => {
    expect(records.get('movie:129')).toEqual({
      file: 'watcharr-export.json',
      row: 2,
      title: 'Spirited Away',
      year: 2001,
      media: 'movie',
      ids: { tmdb: 129 },
      watchlist: true,
      addedAt: '2025-05-01T08:00:00.000Z',
      sourceKey: 'movie:129',
    });
    expect(records.get('tv:66')).toMatchObject({ media: 'tv', watchlist: true, inProgress: true });
    expect(records.get('movie:129')).not.toHaveProperty('inProgress');
    expect(records.get('movie:603')).toMatchObject({ watchlist: true, rating10: 6 });
    expect(records.get('tv:1668')).toMatchObject({ watchlist: true });
  });

  it("reads a show's finished episodes as undated episode viewings", () => {
    expect(records.get('tv:66:s1e1')).toMatchObject({
      title: 'Example Show',
      media: 'episode',
      idsOf: 'title',
      ids: { tmdb: 66, imdb: 'tt7654321' },
      episode: { season: 1, number: 1 },
      watchedUndated: true,
      rating10: 7,
    });
    expect(records.get('tv:66:s1e2')).not.toHaveProperty('rating10');
    expect(records.has('tv:66:s1e3')).toBe(false);
  });

  it('treats a rating of 0 as unrated and skips games with the reason', () => {
    expect(parsed.records.filter((r) => r.rating10 !== undefined).map((r) => r.sourceKey)).toEqual([
      'movie:949:play:33',
      'tv:66:s1e1',
      'tv:1396:play:61',
      'movie:603',
    ]);
    expect(parsed.skipped).toEqual([{ file: 'watcharr-export.json', row: 7, reason: SKIP_REASONS.game }]);
    expect(parsed.records).toHaveLength(10);
    expect(parsed).toMatchObject({ source: 'watcharr', missing: [], ignoredFiles: [] });
  });

  it('keeps decimal ratings to the half point', () => {
    const [record] = watcharrParser.parse([file([entry({ rating: 8.3 })])]).records;
    expect(record?.rating10).toBe(8.5);
  });

  it('skips books, entries without content or title, and entries with an unknown status and nothing else', () => {
    const parsed = watcharrParser.parse([
      file([
        entry({ content: undefined, book: { title: 'Dune' } }),
        entry({ content: undefined }),
        entry({ content: { type: 'movie' } }),
        entry({ status: 'LOST' }),
        entry({ status: 'LOST', rating: 4 }),
        42,
      ]),
    ]);
    expect(parsed.skipped.map((s) => s.reason)).toEqual([
      SKIP_REASONS.book,
      SKIP_REASONS.notAnEntry,
      SKIP_REASONS.noTitle,
      SKIP_REASONS.unknownStatus('LOST'),
      SKIP_REASONS.notAnEntry,
    ]);
    expect(parsed.records).toEqual([expect.objectContaining({ rating10: 4, row: 5 })]);
    expect(parsed.records[0]).not.toHaveProperty('watchlist');
  });

  it('throws an ImportError when the file is not JSON or holds nothing', () => {
    expect(() => watcharrParser.parse([{ path: 'w.json', text: '[{' }])).toThrow(
      new ImportError(SOURCE_MESSAGES.notJson('Watcharr')),
    );
    expect(() => watcharrParser.parse([file([])])).toThrow(
      new ImportError(SOURCE_MESSAGES.nothingToImport('Watcharr')),
    );
    expect(() => watcharrParser.parse([])).toThrow(ImportError);
  });
});

describe('watcharrParser.detect', () => {
  it('recognises the export by its first entry', () => {
    expect(watcharrParser.detect([watcharrFile()])).toBe(true);
    expect(watcharrParser.detect([file([WATCHARR_EXPORT[6]])])).toBe(true);
  });

  it('rejects the other JSON exports and look-alikes', () => {
    expect(watcharrParser.detect([ryotFile()])).toBe(false);
    expect(watcharrParser.detect(traktExport())).toBe(false);
    expect(watcharrParser.detect([file([{ status: 'done', content: {} }])])).toBe(false);
    expect(watcharrParser.detect([file({ status: 'PLANNED', content: {} })])).toBe(false);
    expect(watcharrParser.detect([{ path: 'x.json', text: 'nope' }])).toBe(false);
  });
});

describe('watcharrParser never fails with anything but an ImportError', () => {
  const maybe = (value: fc.Arbitrary<unknown>) => fc.oneof(value, fc.jsonValue());
  const activity = fc.record(
    {
      id: fc.jsonValue(),
      type: maybe(fc.constantFrom('ADDED_WATCHED', 'STATUS_CHANGED', 'RATING_CHANGED', 'IMPORTED_WATCHED')),
      data: maybe(fc.constantFrom('FINISHED', '{"status":"FINISHED"}')),
      countAsPlay: fc.jsonValue(),
      customDate: fc.jsonValue(),
      createdAt: maybe(fc.date({ noInvalidDate: true }).map((d) => d.toISOString())),
    },
    { requiredKeys: [] },
  );
  const item = fc.record(
    {
      id: fc.jsonValue(),
      status: maybe(fc.constantFrom('PLANNED', 'WATCHING', 'FINISHED', 'HOLD', 'DROPPED')),
      rating: maybe(fc.double()),
      thoughts: fc.jsonValue(),
      updatedAt: fc.jsonValue(),
      content: maybe(
        fc.record({ tmdbId: fc.jsonValue(), title: fc.jsonValue(), type: maybe(fc.constantFrom('movie', 'tv')) }),
      ),
      game: fc.jsonValue(),
      activity: maybe(fc.array(activity, { maxLength: 4 })),
      watchedEpisodes: maybe(
        fc.array(fc.record({ seasonNumber: fc.jsonValue(), episodeNumber: fc.jsonValue(), status: fc.jsonValue() })),
      ),
    },
    { requiredKeys: [] },
  );
  const text = fc.oneof(
    fc.jsonValue().map((value) => JSON.stringify(value) ?? ''),
    fc.array(item, { maxLength: 5 }).map((value) => JSON.stringify(value)),
    fc.string(),
  );

  it('for any JSON or text', () => {
    fc.assert(
      fc.property(text, (value) => {
        const files = [{ path: 'watcharr.json', text: value }];
        expect(typeof watcharrParser.detect(files)).toBe('boolean');
        try {
          expect(watcharrParser.parse(files).source).toBe('watcharr');
        } catch (error) {
          expect(error).toBeInstanceOf(ImportError);
        }
      }),
    );
  });
});
