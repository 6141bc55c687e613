import type { SourceRecord, TextFile } from '../../../lib/source-types';
import { parseImportFiles } from './detect';
import { imdbParser } from './imdb';
import { letterboxdParser } from './letterboxd';
import type { ImportedList, ParsedHistory } from './lists';
import { LETTERBOXD_LIST, letterboxdZip } from './test/fixtures';
import { IMDB_LIST, LETTERBOXD_LIST_OUT_OF_STEP, LETTERBOXD_LIST_UNRANKED, traktListFiles } from './test/list-fixtures';
import { traktExport } from './test/json-fixtures';
import { traktParser } from './trakt';

// Each list's titles as the records they point at: title, then note.
const titlesOf = (parsed: ParsedHistory, list: ImportedList): Array<[string, string | undefined]> =>
  list.entries.map((entry) => {
    const record = parsed.records.find((r: SourceRecord) => r.file === list.file && r.row === entry.row);
    return [record?.title ?? `(no record at row ${entry.row})`, entry.note];
  });
const one = (path: string, text: string): TextFile[] => [{ path, text }];
const summary = (parsed: ParsedHistory) =>
  (parsed.lists ?? []).map((list) => ({
    name: list.name,
    description: list.description,
    ranked: list.ranked,
    titles: titlesOf(parsed, list),
  }));

describe('Letterboxd lists', () => {
  it('reads each list of the ZIP: name, description, ranked order and notes; padding commas change nothing', () => {
    const parsed: ParsedHistory = letterboxdParser.parse(letterboxdZip());
    expect(summary(parsed)).toEqual([
      {
        name: 'Rainy Sunday',
        description: 'Films for a grey afternoon',
        ranked: true,
        titles: [
          ['Paddington 2', undefined],
          ['Crouching Tiger, Hidden Dragon', 'Start here'],
        ],
      },
      {
        name: 'Old favourites',
        description: '',
        ranked: true,
        titles: [
          ['Alien', undefined],
          ['Arrival', 'Quiet, sad'],
        ],
      },
    ]);
    // The titles still go to the watchlist, as before.
    expect(parsed.records.filter((r) => r.file.includes('/lists/')).every((r) => r.watchlist)).toBe(true);
  });

  it('reads an unranked list (no Position) in file order, with a quoted name and notes holding line breaks', () => {
    expect(summary(letterboxdParser.parse(one('lists/crime.csv', LETTERBOXD_LIST_UNRANKED)))).toEqual([
      {
        name: 'Crime, "mostly"\nafter dark',
        description: 'Two lines:\nthe first, then this',
        ranked: false,
        titles: [
          ['Heat', 'Best with the\nlights off, loud'],
          ['Memento', undefined],
          ['Crouching Tiger, Hidden Dragon', undefined],
        ],
      },
    ]);
  });

  it('puts a list whose positions are out of step in Position order, unranked', () => {
    const [list] = summary(letterboxdParser.parse(one('shuffled.csv', LETTERBOXD_LIST_OUT_OF_STEP)));
    expect(list).toEqual({
      name: 'Shuffled',
      description: '',
      ranked: false,
      titles: [
        ['Arrival', undefined],
        ['Alien', 'second, really'],
      ],
    });
  });

  it('names a list without its metadata block after its file, and leaves out rows it could not read', () => {
    const table = LETTERBOXD_LIST.slice(LETTERBOXD_LIST.indexOf('Position'));
    const text = `${table}3,Broken row,2001\n4,,2002,https://boxd.it/x,\n`;
    const parsed = letterboxdParser.parse(one('letterboxd/lists/rainy-day-picks.csv', text));
    expect(summary(parsed)).toEqual([
      {
        name: 'Rainy day picks',
        description: '',
        // Position still runs 1..4 down the file: the unreadable rows keep their places.
        ranked: true,
        titles: [
          ['Paddington 2', undefined],
          ['Crouching Tiger, Hidden Dragon', 'Start here'],
        ],
      },
    ]);
    expect(parsed.skipped.map((s) => s.row)).toEqual([3, 4]);
    const headerOnly = `Letterboxd list export v7\nDate,Name,Tags,URL,Description\n\n${table}`;
    const bare: ParsedHistory = letterboxdParser.parse(one('lists/bare.csv', headerOnly));
    expect(bare.lists?.[0]).toMatchObject({ name: 'Bare' });
  });

  it('makes no lists of an export without list files', () => {
    const parsed = letterboxdParser.parse(letterboxdZip().filter((f) => !f.path.includes('/lists/')));
    expect(parsed).toHaveProperty('lists', []);
  });
});

describe('Trakt lists', () => {
  const files = [...traktExport('flat').filter((f) => !/^lists-(list-|lists)/.test(f.path)), ...traktListFiles()];

  it('reads each list: lists-lists.json names it, its items give the order (rank) and notes', () => {
    const parsed: ParsedHistory = traktParser.parse(files);
    expect(summary(parsed)).toEqual([
      {
        name: 'Rainy Sunday',
        description: 'Films for a grey afternoon',
        ranked: true,
        titles: [
          ['Paddington 2', undefined],
          ['Heat', 'Start here, "really"\nthen the rest'],
        ],
      },
      {
        name: 'Shows, "mostly"\nto finish',
        description: '',
        ranked: false,
        titles: [['Example Show', 'Season 2 on']],
      },
      { name: 'Flagged', description: '', ranked: false, titles: [['Alien', undefined]] },
      { name: 'Late additions', description: '', ranked: false, titles: [['Arrival', undefined]] },
    ]);
    expect(parsed.ignoredFiles).not.toContain('lists-lists.json');
  });

  it('reads the older export, lists in a folder, alike', () => {
    const flat = summary(traktParser.parse(traktListFiles('flat')));
    expect(summary(traktParser.parse(traktListFiles('folders')))).toEqual(flat);
    expect(flat).toHaveLength(4);
  });
});

describe('IMDb lists', () => {
  const parseImdb = (path: string, text: string): ParsedHistory => imdbParser.parse(one(path, text));
  const names = (parsed: ParsedHistory) => parsed.lists?.map((list) => list.name);

  it('reads a list CSV as an unranked list in Position order, Description as the note (padding commas too)', () => {
    const parsed = parseImdb('Best of 2024.csv', IMDB_LIST);
    expect(summary(parsed)).toEqual([
      {
        name: 'Best of 2024',
        description: '',
        ranked: false,
        titles: [
          ['Spirited Away', undefined],
          ['Interstellar', 'Big screen, "again"\nand loud'],
        ],
      },
    ]);
    expect(parsed.skipped).toEqual([
      { file: 'Best of 2024.csv', row: 3, reason: 'Podcast Series is not a film or TV title.' },
    ]);
  });

  it('calls a list whose file name is only an id "IMDb list"', () => {
    expect(names(parseImdb('ls012345678.csv', IMDB_LIST))).toEqual(['IMDb list']);
    expect(names(parseImdb('8a6c9a3e-1b2c-4d5e-9f00-123456789abc.csv', IMDB_LIST))).toEqual(['IMDb list']);
  });

  it('keeps the watchlist the watchlist alone, and a ratings file no list', () => {
    const watchlist = parseImdb('WATCHLIST.csv', IMDB_LIST);
    expect(watchlist.lists).toEqual([]);
    expect(watchlist.records.every((r) => r.watchlist)).toBe(true);
    const ratings = 'Const,Your Rating,Date Rated,Title,Title Type,Year\ntt0113277,8,2025-02-11,Heat,Movie,1995\n';
    expect(parseImdb('ratings.csv', ratings).lists).toEqual([]);
  });

  it('reaches the import through the detector with its lists', () => {
    expect(parseImportFiles(one('Best of 2024.csv', IMDB_LIST), 'Best of 2024.csv').lists).toHaveLength(1);
  });
});
