import fc from 'fast-check';
import { ImportError } from '../../../lib/import-error';
import { RYOT_EXPORT, ryotFile, ryotLegacyFile, traktExport, watcharrFile } from './test/json-fixtures';
import { SKIP_REASONS, SOURCE_MESSAGES } from './messages';
import { ryotParser } from './ryot';
import type { TextFile } from '../../../lib/source-types';

const file = (value: unknown, path = 'ryot.json'): TextFile => ({ path, text: JSON.stringify(value) });

describe('ryotParser.parse, a current export (metadata, collection objects)', () => {
  const parsed = ryotParser.parse([ryotFile()]);
  const records = new Map(parsed.records.map((r) => [r.sourceKey, r]));

  it('makes a viewing of each seen entry, dated when it ended, else when it started', () => {
    expect(records.get('movie:949:seen:1')).toEqual({
      file: 'ryot-export.json',
      row: 1,
      title: 'Heat',
      media: 'movie',
      ids: { tmdb: 949 },
      watchedAt: '2025-01-02T20:00:00.000Z',
      sourceKey: 'movie:949:seen:1',
    });
    expect(records.get('movie:949:seen:2')?.watchedAt).toBe('2025-06-14T19:00:00.000Z');
  });

  it("reads a show's seen entries with season and episode numbers as episodes, and skips unfinished ones", () => {
    expect(records.get('show:1396:seen:1')).toMatchObject({
      title: 'Breaking Bad',
      media: 'episode',
      idsOf: 'title',
      ids: { tmdb: 1396 },
      episode: { season: 1, number: 1 },
      watchedAt: '2025-02-01T21:00:00.000Z',
    });
    expect(records.has('show:1396:seen:2')).toBe(false);
    expect(parsed.skipped).toContainEqual({ file: 'ryot-export.json', row: 2, reason: SKIP_REASONS.unfinished });
  });

  it('reads the 0-100 rating string as 1-10 and the review text, dated by the review', () => {
    expect(records.get('movie:949:review:2025-01-02T21:00:00.000Z')).toMatchObject({
      rating10: 8.5,
      ratedAt: '2025-01-02T21:00:00.000Z',
    });
    expect(records.get('movie:949:review:2025-01-02T21:00:00.000Z')).not.toHaveProperty('review');
    expect(records.get('show:1396:review:2025-03-01T10:00:00.000Z')).toMatchObject({
      media: 'tv',
      rating10: 9,
      review: 'Worth every hour.',
    });
    expect(parsed.skipped).toContainEqual({ file: 'ryot-export.json', row: 2, reason: SKIP_REASONS.episodeRating });
  });

  it('puts items of the Watchlist collection on the watchlist, with either object shape', () => {
    expect(records.get('movie:949:watchlist')).toMatchObject({ watchlist: true, addedAt: '2024-12-01T10:00:00.000Z' });
    expect(records.get('movie:129:watchlist')).toMatchObject({
      title: 'Spirited Away',
      watchlist: true,
      addedAt: '2025-05-01T08:00:00.000Z',
    });
    expect([...records.keys()].filter((key) => key.endsWith(':watchlist'))).toHaveLength(2);
  });

  it('skips other media and other sources with the reason', () => {
    expect(parsed.skipped).toEqual(
      expect.arrayContaining([
        { file: 'ryot-export.json', row: 4, reason: SKIP_REASONS.otherMedia('Books') },
        { file: 'ryot-export.json', row: 5, reason: SKIP_REASONS.otherSource('Movies', 'custom') },
      ]),
    );
    expect(SKIP_REASONS.otherMedia('Books')).toBe('Books are not imported; only movies and shows are.');
    expect(parsed.skipped).toHaveLength(4);
    expect(parsed.records).toHaveLength(7);
    expect(parsed).toMatchObject({ source: 'ryot', label: 'Ryot export (JSON)', missing: [], ignoredFiles: [] });
  });
});

describe('ryotParser.parse, other shapes', () => {
  it('reads an export from before Feb 2025 (media, collection strings)', () => {
    const parsed = ryotParser.parse([ryotLegacyFile()]);
    expect(parsed.records.map((r) => [r.sourceKey, r.watchedAt ?? r.rating10 ?? r.watchlist])).toEqual([
      ['movie:603:seen:1', '2024-08-01T20:00:00.000Z'],
      ['movie:603:review:2024-08-02T09:00:00.000Z', 9.5],
      ['movie:603:watchlist', true],
    ]);
    expect(parsed.records[1]?.review).toBe('Still holds up.');
    expect(parsed.skipped).toEqual([
      { file: 'ryot-export-2024.json', row: 2, reason: SKIP_REASONS.otherMedia('Anime') },
    ]);
  });

  it('reads metadata when a file has both keys, media when metadata is empty', () => {
    const both = { ...RYOT_EXPORT, media: [{ lot: 'movie', source: 'tmdb', identifier: '1', seen_history: [{}] }] };
    expect(ryotParser.parse([file(both)]).records).toHaveLength(7);
    const older = { metadata: [], media: both.media };
    expect(ryotParser.parse([file(older)]).records).toEqual([
      expect.objectContaining({ sourceKey: 'movie:1:seen:1', watchedUndated: true }),
    ]);
  });

  it('skips a TMDB item without a usable id', () => {
    const parsed = ryotParser.parse([file({ metadata: [{ lot: 'show', source: 'tmdb', identifier: 'abc' }] })]);
    expect(parsed.skipped).toEqual([{ file: 'ryot.json', row: 1, reason: SKIP_REASONS.noTitle }]);
  });

  it('throws an ImportError when the file is not JSON or holds no movies or shows', () => {
    expect(() => ryotParser.parse([{ path: 'r.json', text: '{"metadata": [' }])).toThrow(
      new ImportError(SOURCE_MESSAGES.notJson('Ryot')),
    );
    expect(() => ryotParser.parse([file({ metadata: [], workouts: [] })])).toThrow(
      new ImportError(SOURCE_MESSAGES.nothingToImport('Ryot')),
    );
  });
});

describe('ryotParser.detect', () => {
  it('recognises both generations, and an export without media', () => {
    expect(ryotParser.detect([ryotFile()])).toBe(true);
    expect(ryotParser.detect([ryotLegacyFile()])).toBe(true);
    expect(ryotParser.detect([file({ metadata: null, workouts: [], measurements: [] })])).toBe(true);
  });

  it('rejects the other JSON exports and look-alikes', () => {
    expect(ryotParser.detect([watcharrFile()])).toBe(false);
    expect(ryotParser.detect(traktExport())).toBe(false);
    expect(ryotParser.detect([file({ media: [{ title: 'x' }] })])).toBe(false);
    expect(ryotParser.detect([file({ metadata: 'x' })])).toBe(false);
    expect(ryotParser.detect([file({ watchlist: [] })])).toBe(false);
  });
});

describe('ryotParser never fails with anything but an ImportError', () => {
  const maybe = (value: fc.Arbitrary<unknown>) => fc.oneof(value, fc.jsonValue());
  const seen = fc.record(
    {
      ended_on: fc.jsonValue(),
      started_on: fc.jsonValue(),
      progress: fc.jsonValue(),
      show_season_number: fc.jsonValue(),
      show_episode_number: fc.jsonValue(),
    },
    { requiredKeys: [] },
  );
  const item = fc.record(
    {
      lot: maybe(fc.constantFrom('movie', 'show', 'book')),
      source: maybe(fc.constantFrom('tmdb', 'custom')),
      identifier: maybe(fc.integer().map(String)),
      source_id: fc.jsonValue(),
      seen_history: maybe(fc.array(seen, { maxLength: 3 })),
      reviews: maybe(
        fc.array(fc.record({ rating: fc.jsonValue(), review: fc.jsonValue(), show_season_number: fc.jsonValue() }), {
          maxLength: 3,
        }),
      ),
      collections: maybe(
        fc.array(fc.oneof(fc.jsonValue(), fc.constant('Watchlist'), fc.record({ collection_name: fc.jsonValue() }))),
      ),
    },
    { requiredKeys: [] },
  );
  const text = fc.oneof(
    fc.jsonValue().map((value) => JSON.stringify(value) ?? ''),
    fc
      .record(
        { metadata: maybe(fc.array(item, { maxLength: 4 })), media: maybe(fc.array(item, { maxLength: 4 })) },
        { requiredKeys: [] },
      )
      .map((value) => JSON.stringify(value)),
    fc.string(),
  );

  it('for any JSON or text', () => {
    fc.assert(
      fc.property(text, (value) => {
        const files = [{ path: 'ryot.json', text: value }];
        expect(typeof ryotParser.detect(files)).toBe('boolean');
        try {
          expect(ryotParser.parse(files).source).toBe('ryot');
        } catch (error) {
          expect(error).toBeInstanceOf(ImportError);
        }
      }),
    );
  });
});
