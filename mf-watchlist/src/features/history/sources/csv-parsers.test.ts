import fc from 'fast-check';
import { ImportError } from '../../../lib/import-error';
import * as fixtures from './test/fixtures';
import { CSV_SAMPLES } from './test/fixtures';
import { imdbParser } from './imdb';
import { ryotFile, ryotLegacyFile, traktExport, watcharrFile } from './test/json-fixtures';
import { letterboxdParser } from './letterboxd';
import { movaryParser } from './movary';
import { netflixParser } from './netflix';
import { tmdbParser } from './tmdb';
import type { TextFile } from '../../../lib/source-types';
import { yamtrackParser } from './yamtrack';

const CSV_PARSERS = [letterboxdParser, imdbParser, tmdbParser, netflixParser, movaryParser, yamtrackParser];

// The other services' exports: no CSV parser may claim them.
const JSON_SAMPLES: ReadonlyArray<readonly [string, () => TextFile[]]> = [
  ['Trakt ZIP', () => traktExport('flat')],
  ['Trakt ZIP with folders', () => traktExport('folders')],
  ['Watcharr', () => [watcharrFile()]],
  ['Ryot', () => [ryotFile()]],
  ['Ryot (2024)', () => [ryotLegacyFile()]],
];

describe('CSV parsers: detection', () => {
  it.each(CSV_SAMPLES)('only the %s parser claims its sample %s', (source, _name, files) => {
    expect(CSV_PARSERS.filter((parser) => parser.detect(files())).map((parser) => parser.source)).toEqual([source]);
  });

  it.each(JSON_SAMPLES)('no CSV parser claims the %s sample', (_name, files) => {
    expect(CSV_PARSERS.filter((parser) => parser.detect(files())).map((parser) => parser.source)).toEqual([]);
  });

  it.each(CSV_SAMPLES)('the %s parser reads its sample %s without skipping it whole', (source, _name, files) => {
    const parser = CSV_PARSERS.find((p) => p.source === source);
    const parsed = parser?.parse(files());
    expect(parsed?.source).toBe(source);
    expect(parsed?.records.length).toBeGreaterThan(0);
  });
});

// ---- hostile input ----

const FIXTURE_TEXTS = Object.values(fixtures).filter((value): value is string => typeof value === 'string');
const HEADERS = FIXTURE_TEXTS.map((text) => text.split(/\r?\n/)[0] ?? '');
const PATHS = [
  'diary.csv',
  'ratings.csv',
  'watchlist.csv',
  'x/reviews.csv',
  'x/lists/rainy.csv',
  'x/likes/films.csv',
  'CONTENT_INTERACTION/ViewingActivity.csv',
  'MyList.csv',
  'NetflixViewingHistory.csv',
  'profile.csv',
  '',
];

// Quotes, separators, line breaks, BOMs, date and title punctuation, and the odd grapheme.
const CHARS = [',', '"', '\n', '\r', '\r\n', '\uFEFF', ' ', ':', '.', '/', '-', 'a', 'Z', '1', '9', '0', 'é', '👩‍👩‍👧'];
const junk = fc.oneof(
  fc.string({ unit: fc.constantFrom(...CHARS), maxLength: 120 }),
  fc.string({ unit: 'grapheme', maxLength: 80 }),
);
const text = fc.oneof(
  junk,
  // A real header over hostile rows.
  fc.tuple(fc.constantFrom(...HEADERS), junk).map(([header, rows]) => `${header}\n${rows}`),
  // A real file with junk spliced in anywhere (a broken quote, a cut row).
  fc
    .tuple(fc.constantFrom(...FIXTURE_TEXTS), fc.nat(), junk)
    .map(([file, at, rows]) => file.slice(0, at % (file.length + 1)) + rows + file.slice(at % (file.length + 1))),
);
const files = fc.array(fc.record({ path: fc.constantFrom(...PATHS), text }), { maxLength: 3 });

describe('CSV parsers: hostile input', () => {
  it('never throws anything but an ImportError, and every record they give is sound', () => {
    fc.assert(
      fc.property(files, (input) => {
        for (const parser of CSV_PARSERS) {
          parser.detect(input);
          let parsed;
          try {
            parsed = parser.parse(input);
          } catch (error) {
            expect(error).toBeInstanceOf(ImportError);
            continue;
          }
          for (const record of parsed.records) {
            if (record.rating10 !== undefined) expect(record.rating10 >= 1 && record.rating10 <= 10).toBe(true);
            for (const date of [record.watchedAt, record.ratedAt, record.addedAt]) {
              if (date !== undefined) expect(new Date(date).toISOString()).toBe(date);
            }
            expect(typeof record.sourceKey).toBe('string');
            expect(record.row).toBeGreaterThan(0);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
