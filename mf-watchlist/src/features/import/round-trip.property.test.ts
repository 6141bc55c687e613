import fc from 'fast-check';
import type { WatchlistItem, WatchlistStatus } from '@reelist/contracts';
import { effectiveStatus } from '@reelist/domain';
import { normaliseTags } from '@reelist/storage';
import { parseCsvText } from '../../testing/parse-csv-text';
import { CSV_OVERVIEW_MAX, watchlistToCsv, watchlistToJson } from '../export';
import { cutText } from '../../lib/csv-cells';
import { csvHeaderMap, csvRecordsToItems, generatedId } from './csv-import';
import { parseWatchlistJson } from './json-import';
import { ImportError } from '../../lib/import-error';
import { planImport } from './plan-import';

const NOW = new Date('2026-01-02T03:04:05.000Z');
const isoDate = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString());
// Hostile on purpose: quotes, commas, newlines, formula triggers, apostrophes, unicode and bidi controls.
const nasty = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.stringMatching(/^['=+\-@\t\r\n",; ]{1,6}[a-z]{0,4}$/),
  fc.constantFrom('<img src=x onerror=alert(1)>', '\u202Egnp.exe\u202C', '=HYPERLINK("x")', "'=1", '"", \r\n'),
);
const status = fc.option(
  fc.constantFrom<WatchlistStatus>('want_to_watch', 'watching', 'watched', 'on_hold', 'dropped'),
  {
    nil: undefined,
  },
);

// Tags as the store keeps them (cleaned), made from the same hostile text: separators, quotes, formula triggers.
const tags = fc.option(
  fc
    .array(nasty, { maxLength: 5 })
    .map(normaliseTags)
    .filter((list) => list.length > 0),
  { nil: undefined },
);

const itemArb = fc.record(
  {
    id: fc.integer({ min: 1, max: 2_000_000_000 }),
    title: nasty.filter((t) => t.trim() !== ''),
    poster_path: fc.option(fc.constantFrom('/a.jpg', '/b-c.png'), { nil: null }),
    release_date: fc.oneof(
      fc.constant(''),
      isoDate.map((d) => d.slice(0, 10)),
    ),
    vote_average: fc.integer({ min: 0, max: 100 }).map((n) => n / 10),
    media_type: fc.constantFrom<'movie' | 'tv'>('movie', 'tv'),
    overview: fc.oneof(nasty, fc.string({ minLength: 190, maxLength: 260 })),
    addedAt: isoDate,
    status,
    updatedAt: fc.option(isoDate, { nil: undefined }),
    genre_ids: fc.option(fc.array(fc.integer({ min: 1, max: 99 }), { minLength: 1, maxLength: 3 }), { nil: undefined }),
    tags,
  },
  { requiredKeys: ['id', 'title', 'poster_path', 'release_date', 'vote_average', 'media_type', 'overview', 'addedAt'] },
) as fc.Arbitrary<WatchlistItem>;

const uniqueItems = fc.uniqueArray(itemArb, { selector: (i) => `${i.media_type}_${i.id}`, maxLength: 15 });

describe('export then import returns the same watchlist', () => {
  it('JSON keeps every field the first form carries, tags too', () => {
    fc.assert(
      fc.property(uniqueItems, (items) => {
        const back = parseWatchlistJson(watchlistToJson(items, NOW), NOW);
        expect(back.invalid).toEqual([]);
        expect(back.items).toEqual(items.map((i) => ({ ...i, status: effectiveStatus(i) })));
      }),
    );
  });

  it('CSV keeps every column it carries (the overview cut to 200 characters), the id and the tags', () => {
    const project = (i: WatchlistItem) => ({
      id: i.id,
      title: i.title,
      media_type: i.media_type,
      status: effectiveStatus(i),
      vote_average: i.vote_average,
      release_date: i.release_date,
      addedAt: i.addedAt,
      overview: cutText(i.overview, CSV_OVERVIEW_MAX),
      tags: i.tags,
    });
    fc.assert(
      fc.property(uniqueItems, (items) => {
        const back = parseCsvText(watchlistToCsv(items), NOW);
        expect(back.invalid).toEqual([]);
        expect(back.adjusted).toEqual([]);
        expect(back.items.map(project)).toEqual(items.map(project));
      }),
    );
  });

  it('CSV ids survive into the watchlist: movie-service ids as they are, generated ids generated again', () => {
    const withGenerated = fc.uniqueArray(
      fc.oneof(
        itemArb,
        itemArb.map((i) => ({ ...i, id: -i.id })),
      ),
      { selector: (i) => `${i.media_type}_${i.id}`, maxLength: 15 },
    );
    fc.assert(
      fc.property(withGenerated, (items) => {
        const plan = planImport([], parseCsvText(watchlistToCsv(items), NOW));
        const real = items.filter((i) => i.id > 0);
        expect(plan.added.filter((i) => i.id > 0).map((i) => [i.media_type, i.id])).toEqual(
          real.map((i) => [i.media_type, i.id]),
        );
        for (const added of plan.added.filter((i) => i.id < 0)) {
          // The row's own generated id, or the next free one below when another title holds it.
          expect(added.id).toBeLessThanOrEqual(generatedId(added));
        }
        expect(plan.added.length + plan.duplicates).toBe(items.length);
      }),
    );
  });

  it('importing the export into the list it came from changes nothing, and into the untagged list adds the tags', () => {
    fc.assert(
      fc.property(uniqueItems, (items) => {
        for (const parsed of [
          parseCsvText(watchlistToCsv(items), NOW),
          parseWatchlistJson(watchlistToJson(items, NOW), NOW),
        ]) {
          const same = planImport(items, parsed, NOW);
          expect(same.added).toEqual([]);
          expect(same.retagged).toEqual([]);
          expect(same.merged).toEqual(items);
          const untagged = items.map(({ tags: _tags, ...rest }) => rest);
          const back = planImport(untagged, parsed, NOW);
          expect(back.merged.map((i) => i.tags)).toEqual(items.map((i) => i.tags));
          expect(back.retagged).toHaveLength(items.filter((i) => i.tags).length);
        }
      }),
    );
  });
});

const onlyImportErrors = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ImportError);
  }
};

describe('hostile files never throw past the importer', () => {
  it('JSON: any text or shape gives items or an ImportError', () => {
    const shapes = fc.oneof(
      fc.string(),
      fc.json(),
      fc.anything().map((a) => JSON.stringify({ watchlist: [a] }) ?? ''),
      fc.array(fc.anything()).map((list) => JSON.stringify({ version: '1.0', watchlist: list }) ?? ''),
    );
    fc.assert(fc.property(shapes, (text) => onlyImportErrors(() => parseWatchlistJson(text, NOW))));
  });

  it('CSV: any text gives items or an ImportError, and planning never changes the current list', () => {
    const existing = [
      {
        id: 1,
        title: 'Kept',
        poster_path: null,
        release_date: '',
        vote_average: 0,
        media_type: 'movie' as const,
        overview: '',
        addedAt: NOW.toISOString(),
      },
    ];
    const snapshot = JSON.stringify(existing);
    const text = fc.oneof(
      fc.string({ unit: 'grapheme' }),
      fc.array(nasty, { maxLength: 8 }).map((cells) => `Title,Type,Status\n${cells.join(',')}`),
    );
    fc.assert(
      fc.property(text, (csv) =>
        onlyImportErrors(() => {
          const parsed = parseCsvText(csv, NOW);
          planImport(existing, parsed);
        }),
      ),
    );
    expect(JSON.stringify(existing)).toBe(snapshot);
  });

  it('CSV records of any shape convert without throwing', () => {
    const header = csvHeaderMap(['Title', 'Type', 'Rating', 'Status', 'Added Date']);
    fc.assert(
      fc.property(
        fc.array(
          fc.dictionary(
            fc.constantFrom('Title', 'Type', 'Rating', 'Status', 'Added Date', '__parsed_extra'),
            fc.anything(),
          ),
        ),
        (records) => {
          csvRecordsToItems(records, header, NOW);
        },
      ),
    );
  });
});
