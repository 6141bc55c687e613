import fc from 'fast-check';
import { ImportError } from '../../../lib/import-error';
import { traktExport, watcharrFile } from './test/json-fixtures';
import { SKIP_REASONS } from './messages';
import { traktParser } from './trakt';
import type { SourceRecord, TextFile } from '../../../lib/source-types';

const file = (path: string, value: unknown): TextFile => ({ path, text: JSON.stringify(value) });
const byKey = (records: readonly SourceRecord[]) => new Map(records.map((r) => [r.sourceKey, r]));

describe('traktParser.parse, the flat export', () => {
  const parsed = traktParser.parse(traktExport('flat'));
  const records = byKey(parsed.records);

  it('reads every history play as a viewing keyed by its history id', () => {
    expect(records.get('history:9876543212')).toEqual({
      file: 'watched-history-2.json',
      row: 1,
      title: 'Heat',
      year: 1995,
      media: 'movie',
      ids: { tmdb: 949, imdb: 'tt0113277' },
      watchedAt: '2025-01-02T20:00:00.000Z',
      sourceKey: 'history:9876543212',
    });
    expect(records.get('history:9876543213')?.watchedAt).toBe('2025-06-14T21:30:00.000Z');
  });

  it("gives an episode the show's title, year and ids, the episode's numbers and name", () => {
    expect(records.get('history:9876543210')).toEqual({
      file: 'watched-history-1.json',
      row: 1,
      title: 'Example Show',
      year: 2019,
      media: 'episode',
      ids: { tmdb: 66, imdb: 'tt7654321', tvdb: 55 },
      idsOf: 'title',
      episode: { season: 1, number: 2, name: 'Second Door' },
      watchedAt: '2025-10-04T20:15:00.000Z',
      sourceKey: 'history:9876543210',
    });
  });

  it('leaves null ids out: a movie without a TMDB id keeps its IMDb id', () => {
    expect(records.get('history:9876543211')?.ids).toEqual({ imdb: 'tt0067001' });
  });

  it('reads movie and show ratings, and skips season and episode ratings with the reason', () => {
    expect(records.get('rating:movie:1000')).toMatchObject({
      media: 'movie',
      rating10: 8,
      ratedAt: '2025-01-03T21:40:12.000Z',
    });
    expect(records.get('rating:show:44')).toMatchObject({ title: 'Example Show', media: 'tv', rating10: 9 });
    expect(parsed.skipped).toEqual(
      expect.arrayContaining([
        { file: 'ratings-seasons.json', row: 1, reason: SKIP_REASONS.seasonRating },
        { file: 'ratings-episodes.json', row: 1, reason: SKIP_REASONS.episodeRating },
      ]),
    );
  });

  it('puts watchlist and personal list items on the watchlist, dated when listed', () => {
    expect(records.get('watchlist:7001')).toMatchObject({
      title: 'Spirited Away',
      media: 'movie',
      watchlist: true,
      addedAt: '2025-05-01T08:00:00.000Z',
    });
    expect(records.get('list:123:8001')).toMatchObject({ title: 'Paddington 2', watchlist: true });
    expect(parsed.skipped).toEqual(
      expect.arrayContaining([
        { file: 'lists-watchlist.json', row: 2, reason: SKIP_REASONS.seasonOnList },
        { file: 'lists-list-123-rainy-sunday.json', row: 2, reason: SKIP_REASONS.personOnList },
      ]),
    );
  });

  it('adds watched roll-ups only for titles with no play in the history', () => {
    const rollUps = parsed.records.filter((r) => r.sourceKey.startsWith('watched:'));
    expect(rollUps.map((r) => [r.sourceKey, r.media, r.watchedAt])).toEqual([
      ['watched:movie:4000', 'movie', '2019-03-01T20:00:00.000Z'],
      ['watched:show:45', 'tv', '2018-12-24T18:00:00.000Z'],
    ]);
    expect(parsed.records.filter((r) => r.title === 'Heat' && r.watchedAt)).toHaveLength(2);
  });

  it('reports the sections _errors.json names as missing, readably', () => {
    expect(parsed.missing).toEqual(['Favorites', 'Episode ratings']);
  });

  it('lists every file it did not read, personal data included (lists-lists.json names the lists)', () => {
    expect(parsed.ignoredFiles.sort()).toEqual(
      ['comments-movies.json', 'hidden-calendar.json', 'user-profile.json', 'user-settings.json'].sort(),
    );
    expect(parsed).toMatchObject({ source: 'trakt', label: 'Trakt export (ZIP)' });
  });

  it('gives every record a distinct source key', () => {
    expect(new Set(parsed.records.map((r) => r.sourceKey)).size).toBe(parsed.records.length);
    expect(parsed.records).toHaveLength(10);
  });
});

describe('traktParser, other layouts and bad input', () => {
  it('reads the folder layout of older exports to the same records', () => {
    const flat = traktParser.parse(traktExport('flat'));
    const folders = traktParser.parse(traktExport('folders'));
    const strip = (records: typeof flat.records) => records.map(({ file: _file, ...rest }) => rest);
    expect(strip(folders.records)).toEqual(strip(flat.records));
    expect(folders.records.find((r) => r.sourceKey === 'history:9876543210')?.file).toBe('watched/history-1.json');
    expect(folders.missing).toEqual(flat.missing);
  });

  it('never parses or keeps user-settings.json or user-profile.json', () => {
    const parse = jest.spyOn(JSON, 'parse');
    const files = traktExport('flat');
    const parsed = traktParser.parse(files);
    const personal = files.filter((f) => f.path.startsWith('user-')).map((f) => f.text);
    expect(parse.mock.calls.some(([text]) => personal.includes(text))).toBe(false);
    parse.mockRestore();
    expect(JSON.stringify(parsed)).not.toMatch(/alex@example\.com|Alex Example|London/);
  });

  it('counts a play once when paginated files overlap', () => {
    const play = {
      id: 1,
      watched_at: '2025-01-01T00:00:00.000Z',
      action: 'watch',
      type: 'movie',
      movie: { title: 'A', ids: { trakt: 1 } },
    };
    const parsed = traktParser.parse([file('watched-history-1.json', [play]), file('watched-history-2.json', [play])]);
    expect(parsed.records).toHaveLength(1);
  });

  it('skips a file that is not JSON or not a list, and reads the rest', () => {
    const parsed = traktParser.parse([
      { path: 'ratings-movies.json', text: '[{"rated_at": ' },
      file('ratings-shows.json', { rated_at: 'x' }),
      ...traktExport('flat').filter((f) => f.path === 'lists-watchlist.json'),
    ]);
    expect(parsed.skipped).toEqual(
      expect.arrayContaining([
        { file: 'ratings-movies.json', row: 0, reason: SKIP_REASONS.fileNotJson },
        { file: 'ratings-shows.json', row: 0, reason: SKIP_REASONS.fileNotList },
      ]),
    );
    expect(parsed.records).toHaveLength(1);
  });

  it('skips rows without a usable date, title or rating', () => {
    const parsed = traktParser.parse([
      file('watched-history-1.json', [
        { id: 1, watched_at: 'yesterday', action: 'watch', type: 'movie', movie: { title: 'A', ids: {} } },
        {
          id: 2,
          watched_at: '2025-01-01T00:00:00.000Z',
          action: 'watch',
          type: 'movie',
          movie: { ids: { trakt: null } },
        },
        { id: 3, watched_at: '2025-01-01T00:00:00.000Z', action: 'watch', type: 'person' },
        'not an object',
      ]),
      file('ratings-movies.json', [
        { rated_at: '2025-01-01T00:00:00.000Z', rating: 0, type: 'movie', movie: { title: 'B' } },
      ]),
    ]);
    expect(parsed.records).toEqual([]);
    expect(parsed.skipped.map((s) => s.reason)).toEqual([
      SKIP_REASONS.noWatchDate,
      SKIP_REASONS.noTitle,
      SKIP_REASONS.unknownType('person'),
      SKIP_REASONS.notAnEntry,
      SKIP_REASONS.noRating,
    ]);
  });

  it('marks a roll-up without a last watch date as watched, date unknown', () => {
    const parsed = traktParser.parse([
      file('watched-movies.json', [{ plays: 1, movie: { title: 'A', ids: { trakt: 7 } } }]),
    ]);
    expect(parsed.records[0]).toMatchObject({ watchedUndated: true, sourceKey: 'watched:movie:7' });
    expect(parsed.records[0]).not.toHaveProperty('watchedAt');
  });

  it.each([
    [
      'an array of names',
      ['watched-history-3', 'users/alex/ratings/movies', 'lists/watchlist.json'],
      ['Watch history', 'Movie ratings', 'Watchlist'],
    ],
    [
      'an array of objects',
      [{ endpoint: 'users/alex/history?extended=gdpr' }, { section: 'lists-list-77-to-watch' }, { code: 500 }],
      ['Watch history', 'List "to watch"'],
    ],
    [
      'an object keyed by section',
      { 'watched-shows': 'timeout', 'notes-movies': { status: 502 } },
      ['Watched shows', 'Notes movies'],
    ],
  ])('reads _errors.json as %s', (_shape, errors, missing) => {
    const parsed = traktParser.parse([
      ...traktExport('flat').filter((f) => f.path !== '_errors.json'),
      file('_errors.json', errors),
    ]);
    expect(parsed.missing).toEqual(missing);
  });

  it('throws an ImportError naming what is missing when nothing can be imported', () => {
    const files = [
      file('watched-history-1.json', []),
      file('_errors.json', ['watched-history']),
      file('user-settings.json', {}),
    ];
    expect(() => traktParser.parse(files)).toThrow(ImportError);
    expect(() => traktParser.parse(files)).toThrow(/no movies or shows.*Watch history/);
    expect(() => traktParser.parse([file('user-profile.json', {})])).toThrow(ImportError);
  });
});

describe('traktParser.detect', () => {
  it('recognises either layout, or a single history, ratings or list file', () => {
    expect(traktParser.detect(traktExport('flat'))).toBe(true);
    expect(traktParser.detect(traktExport('folders'))).toBe(true);
    for (const name of ['watched-history-1.json', 'ratings-movies.json', 'lists-watchlist.json']) {
      expect(traktParser.detect(traktExport('flat').filter((f) => f.path === name))).toBe(true);
    }
  });

  it('needs a Trakt file name and Trakt keys', () => {
    expect(traktParser.detect([watcharrFile()])).toBe(false);
    expect(traktParser.detect([{ ...watcharrFile(), path: 'watched-history-1.json' }])).toBe(false);
    expect(traktParser.detect([file('history.json', [{ id: 1, watched_at: 'x', action: 'watch' }])])).toBe(false);
    expect(traktParser.detect([file('watched-history-1.json', [])])).toBe(false);
    expect(traktParser.detect(traktExport('flat').filter((f) => !f.path.match(/^(watched|ratings|lists)-/)))).toBe(
      false,
    );
  });
});

describe('traktParser never fails with anything but an ImportError', () => {
  const maybe = (value: fc.Arbitrary<unknown>) => fc.oneof(value, fc.jsonValue());
  const media = fc.record(
    {
      title: maybe(fc.string()),
      year: maybe(fc.integer()),
      ids: maybe(fc.record({ trakt: fc.jsonValue(), tmdb: fc.jsonValue(), imdb: fc.jsonValue() })),
    },
    { requiredKeys: [] },
  );
  const item = fc.record(
    {
      id: fc.jsonValue(),
      watched_at: maybe(fc.date({ noInvalidDate: true }).map((d) => d.toISOString())),
      rated_at: fc.jsonValue(),
      listed_at: fc.jsonValue(),
      rank: fc.jsonValue(),
      notes: fc.jsonValue(),
      name: fc.jsonValue(),
      sort_by: maybe(fc.constantFrom('rank', 'added')),
      ranked: fc.jsonValue(),
      // A lists-lists.json entry names its list by this id: 1 is the list file's.
      ids: maybe(fc.record({ trakt: maybe(fc.integer({ min: 1, max: 2 })) }, { requiredKeys: [] })),
      last_watched_at: fc.jsonValue(),
      action: fc.jsonValue(),
      rating: maybe(fc.integer({ min: -1, max: 11 })),
      type: maybe(fc.constantFrom('movie', 'show', 'season', 'episode', 'person')),
      movie: maybe(media),
      show: maybe(media),
      episode: maybe(fc.record({ season: fc.jsonValue(), number: fc.jsonValue(), title: fc.jsonValue() })),
    },
    { requiredKeys: [] },
  );
  const names = fc.constantFrom(
    'watched-history-1.json',
    'watched/history-2.json',
    'ratings-movies.json',
    'lists-watchlist.json',
    'lists-list-1-x.json',
    'lists-lists.json',
    'watched-movies.json',
    'watched-shows.json',
    '_errors.json',
    'user-settings.json',
    'other.json',
  );
  const contents = fc
    .oneof(fc.jsonValue(), fc.array(item, { maxLength: 5 }))
    .map((value) => JSON.stringify(value) ?? '');
  const files = fc.array(fc.record({ path: names, text: fc.oneof(contents, fc.string()) }), { maxLength: 6 });

  it('for any files with Trakt names and any JSON or text in them', () => {
    fc.assert(
      fc.property(files, (input) => {
        expect(typeof traktParser.detect(input)).toBe('boolean');
        try {
          const parsed = traktParser.parse(input);
          expect(parsed.source).toBe('trakt');
        } catch (error) {
          expect(error).toBeInstanceOf(ImportError);
        }
      }),
    );
  });
});
