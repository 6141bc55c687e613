import { watchlistItem as item } from '@reelist/testing';
import { CSV_COLUMNS } from '../../lib/csv-columns';
import { parseCsvText } from '../../testing/parse-csv-text';
import { toExportJson, watchlistToCsv } from '../export';
import { parseWatchlistJson } from './json-import';
import { planImport, replanImport } from './plan-import';

const NOW = new Date('2026-01-02T03:04:05.000Z');
const header = (csv: string) => csv.split('\r\n')[0];

describe('tags in the exports', () => {
  it('CSV: keeps exactly the usual columns while no item has tags', () => {
    const csv = watchlistToCsv([item({ id: 1 }), item({ id: 2, tags: [] })]);
    expect(header(csv)).toBe(CSV_COLUMNS.map((c) => `"${c}"`).join(','));
  });

  it('CSV: adds a Tags column, tags joined with "; ", quoted and neutralised like every cell', () => {
    const csv = watchlistToCsv([
      item({ id: 1, tags: ['cinema', 'with kids'] }),
      item({ id: 2 }),
      item({ id: 3, tags: ['=x', 'a "b"'] }),
    ]);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe([...CSV_COLUMNS, 'Tags'].map((c) => `"${c}"`).join(','));
    expect(lines[1]).toMatch(/,"cinema; with kids"$/);
    expect(lines[2]).toMatch(/,""$/);
    expect(lines[3]).toMatch(/,"'=x; a ""b"""$/);
  });

  it('JSON: carries tags only on tagged items', () => {
    const json = toExportJson([item({ id: 1, tags: ['cinema'] }), item({ id: 2 })], NOW);
    expect(json.watchlist[0]?.tags).toEqual(['cinema']);
    expect(json.watchlist[1]).not.toHaveProperty('tags');
  });
});

describe('tags in the imports', () => {
  it('CSV: reads the Tags column, split on semicolons or commas and cleaned', () => {
    const csv = 'Title,Tags\r\nAlien," cinema ;with  kids, Cinema"\r\nBrazil,\r\n';
    const parsed = parseCsvText(csv, NOW);
    expect(parsed.items.map((i) => i.tags)).toEqual([['cinema', 'with kids'], undefined]);
    expect(parsed.invalid).toEqual([]);
  });

  it('JSON: reads `tags`, and a bad value drops the tags, never the entry', () => {
    const text = JSON.stringify({
      watchlist: [
        { id: 1, title: 'A', tags: ['x', ' X '] },
        { id: 2, title: 'B', tags: 5 },
      ],
    });
    const parsed = parseWatchlistJson(text, NOW);
    expect(parsed.items.map((i) => [i.id, i.tags])).toEqual([
      [1, ['x']],
      [2, undefined],
    ]);
  });
});

describe('planImport with tags', () => {
  const listed = [
    item({ id: 1, title: 'Alien', tags: ['cinema'], addedAt: '2024-01-01T00:00:00.000Z' }),
    item({ id: 2, title: 'Brazil', addedAt: '2024-01-01T00:00:00.000Z' }),
    item({ id: 3, title: 'Casablanca', tags: ['noir'] }),
  ];
  const file = (items: ReturnType<typeof item>[]) => ({ items, invalid: [], adjusted: [], generatedIds: false });

  it('adds the file’s new tags to an item already listed (a union, dated now) and leaves the rest alone', () => {
    const plan = planImport(
      listed,
      file([
        item({ id: 1, title: 'Alien', tags: ['CINEMA', 'with kids'] }),
        item({ id: 2, title: 'Brazil' }),
        item({ id: 3, title: 'Casablanca', tags: ['Noir'] }),
        item({ id: 4, title: 'Dune', tags: ['sci-fi'] }),
      ]),
      NOW,
    );
    expect(plan.retagged).toEqual([{ ...listed[0], tags: ['cinema', 'with kids'], updatedAt: NOW.toISOString() }]);
    expect(plan.duplicates).toBe(2);
    expect(plan.added.map((i) => [i.id, i.tags])).toEqual([[4, ['sci-fi']]]);
    expect(plan.merged.map((i) => [i.id, i.tags])).toEqual([
      [1, ['cinema', 'with kids']],
      [2, undefined],
      [3, ['noir']],
      [4, ['sci-fi']],
    ]);
  });

  it('unites the tags of a title the file holds twice into the one new item', () => {
    const plan = planImport([], file([item({ id: 5, tags: ['a'] }), item({ id: 5, tags: ['b', 'A'] })]), NOW);
    expect(plan.added.map((i) => i.tags)).toEqual([['a', 'b']]);
    expect(plan.added[0]).not.toHaveProperty('updatedAt', NOW.toISOString());
    expect(plan.duplicates).toBe(1);
    expect(plan.retagged).toEqual([]);
  });

  it('again against a changed list: tags go to the items still there, a removed one stays removed', () => {
    const plan = planImport(listed, file([item({ id: 1, tags: ['x'] }), item({ id: 2, tags: ['y'] })]), NOW);
    expect(plan.retagged.map((i) => i.id)).toEqual([1, 2]);
    const meanwhile = [{ ...listed[0]!, tags: ['cinema', 'z'] }, listed[2]!];
    const again = replanImport(plan, meanwhile, NOW);
    expect(again.merged.map((i) => [i.id, i.tags])).toEqual([
      [1, ['cinema', 'z', 'x']],
      [3, ['noir']],
    ]);
    expect(again.retagged.map((i) => i.id)).toEqual([1]);
  });
});
