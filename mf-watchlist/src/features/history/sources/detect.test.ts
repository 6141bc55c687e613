import { watchlistItem } from '@reelist/testing';
import { CSV_COLUMNS, CSV_SPEC_COLUMNS } from '../../../lib/csv-columns';
import { watchlistToCsv, watchlistToJson } from '../../export';
import { ImportError } from '../../../lib/import-error';
import { PARSERS, isReelistExport, parseImportFiles } from './detect';
import { CSV_SAMPLES } from './test/fixtures';
import { ryotFile, ryotLegacyFile, traktExport, watcharrFile } from './test/json-fixtures';
import { SOURCE_MESSAGES } from './messages';
import type { TextFile } from '../../../lib/source-types';

const file = (path: string, value: unknown): TextFile => ({ path, text: JSON.stringify(value) });

const SAMPLES: ReadonlyArray<readonly [string, string, () => TextFile[]]> = [
  ['trakt', 'trakt-export-alex.zip', () => traktExport('flat')],
  ['trakt', 'backup.zip', () => traktExport('folders')],
  ['trakt', 'watched-history-1.json', () => traktExport('flat').filter((f) => f.path === 'watched-history-1.json')],
  ['watcharr', 'watcharr-export.json', () => [watcharrFile()]],
  ['ryot', 'ryot-export.json', () => [ryotFile()]],
  ['ryot', 'ryot-export-2024.json', () => [ryotLegacyFile()]],
];

describe('PARSERS', () => {
  it("holds one parser per service, Reelist's own export not among them", () => {
    const sources = PARSERS.map((p) => p.source);
    expect(new Set(sources).size).toBe(9);
    expect(sources).not.toContain('reelist');
  });
});

describe('parseImportFiles', () => {
  it.each(SAMPLES)('reads a %s sample (%s) as that service', (source, name, files) => {
    expect(parseImportFiles(files(), name).source).toBe(source);
  });

  it.each(SAMPLES)('leaves no doubt: only the %s parser claims %s', (source, _name, files) => {
    expect(PARSERS.filter((p) => p.detect(files())).map((p) => p.source)).toEqual([source]);
  });

  it.each(CSV_SAMPLES)('picks the %s parser first for the sample %s', (source, _name, files) => {
    expect(PARSERS.find((p) => p.detect(files()))?.source).toBe(source);
    const json = PARSERS.filter((p) => ['trakt', 'watcharr', 'ryot'].includes(p.source));
    expect(json.filter((p) => p.detect(files()))).toEqual([]);
    expect(isReelistExport(files())).toBe(false);
  });

  it("falls back on the download's name for a Trakt export whose files hold nothing", () => {
    const files = [file('watched-history-1.json', []), file('lists-watchlist.json', [])];
    expect(() => parseImportFiles(files, 'trakt-export-alex.zip')).toThrow(
      new ImportError(SOURCE_MESSAGES.nothingToImport('Trakt')),
    );
    expect(() => parseImportFiles(files, 'export.zip')).toThrow(new ImportError(SOURCE_MESSAGES.unknownFormat));
  });

  it('throws an ImportError listing what is supported when no parser fits', () => {
    expect(() => parseImportFiles([file('notes.json', { notes: [] })], 'notes.json')).toThrow(
      new ImportError(SOURCE_MESSAGES.unknownFormat),
    );
    expect(() => parseImportFiles([{ path: 'a.csv', text: 'Foo,Bar\n1,2\n' }], 'a.csv')).toThrow(ImportError);
    expect(() => parseImportFiles([], 'empty.zip')).toThrow(ImportError);
    expect(SOURCE_MESSAGES.unknownFormat).toBe(
      "This file is not an export Reelist can read. Supported: Letterboxd, IMDb, Trakt, TMDB, Netflix, Movary, Watcharr, Yamtrack, Ryot, and Reelist's own CSV or JSON.",
    );
  });
});

describe('isReelistExport', () => {
  const items = [watchlistItem({ id: 1, title: 'Heat' }), watchlistItem({ id: 2, media_type: 'tv' })];
  const now = new Date('2026-01-02T03:04:05.000Z');

  it("recognises Reelist's JSON export, and the form with a version and items", () => {
    expect(isReelistExport([{ path: 'reelist.json', text: watchlistToJson(items, now) }])).toBe(true);
    expect(isReelistExport([file('backup.json', { version: '2.0', items: [] })])).toBe(true);
  });

  it("recognises Reelist's CSV export by its header, quoted or not, in any column order", () => {
    expect(isReelistExport([{ path: 'reelist.csv', text: watchlistToCsv(items) }])).toBe(true);
    expect(isReelistExport([{ path: 'a.csv', text: 'Title,Type,Status\nHeat,Movie,Watched\n' }])).toBe(true);
    const shuffled = [...CSV_COLUMNS].reverse().join(',');
    expect(isReelistExport([{ path: 'a.csv', text: `\uFEFF${shuffled}\r\n` }])).toBe(true);
    // An export from before the TMDB ID column, its columns in any order.
    const older = [...CSV_SPEC_COLUMNS].reverse().join(',');
    expect(isReelistExport([{ path: 'a.csv', text: `${older}\r\n` }])).toBe(true);
  });

  it("is claimed by no service's parser", () => {
    for (const files of [
      [{ path: 'reelist.json', text: watchlistToJson(items, now) }],
      [{ path: 'reelist.csv', text: watchlistToCsv(items) }],
    ]) {
      expect(PARSERS.filter((p) => p.detect(files))).toEqual([]);
    }
  });

  it("rejects other services' exports and more than one file", () => {
    expect(isReelistExport([watcharrFile()])).toBe(false);
    expect(isReelistExport([ryotFile()])).toBe(false);
    expect(isReelistExport(traktExport())).toBe(false);
    expect(isReelistExport([{ path: 'n.csv', text: 'Title,Date\n"Heat","3/14/25"\n' }])).toBe(false);
    expect(isReelistExport([{ path: 'r.csv', text: 'Title,Type,Rating\n' }])).toBe(false);
    expect(isReelistExport([file('w.json', { watchlist: 'none' })])).toBe(false);
    expect(isReelistExport([file('w.json', [{ watchlist: [] }])])).toBe(false);
    const json = { path: 'reelist.json', text: watchlistToJson(items, now) };
    expect(isReelistExport([json, json])).toBe(false);
    expect(isReelistExport([])).toBe(false);
  });
});
