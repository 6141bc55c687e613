import { watchlistItem as item } from '@reelist/testing';
import { neutralise, unneutralise, cutText } from '../../lib/csv-cells';
import { CSV_COLUMNS, CSV_SPEC_COLUMNS } from '../../lib/csv-columns';
import { watchlistToCsv } from '../export';
import { csvHeaderMap, csvRecordsToItems, generatedId, tmdbIdOf } from './csv-import';
import { parseCsvText } from '../../testing/parse-csv-text';
import { ImportError } from '../../lib/import-error';

const NOW = new Date('2026-01-02T03:04:05.000Z');

describe('CSV cells', () => {
  it.each(['=1+1', '+1', '-2', '@SUM(1)', '\tx', '\rx'])('neutralises the formula trigger in %j', (value) => {
    expect(neutralise(value)).toBe(`'${value}`);
    expect(unneutralise(neutralise(value))).toBe(value);
  });

  it('leaves ordinary text and an apostrophe title alone', () => {
    expect(neutralise('Alien')).toBe('Alien');
    expect(neutralise("'Til Death")).toBe("'Til Death");
    expect(unneutralise("'Til Death")).toBe("'Til Death");
  });

  it('escapes text that only looks neutralised, so import restores it', () => {
    expect(unneutralise(neutralise("'=x"))).toBe("'=x");
    expect(unneutralise(neutralise("''x"))).toBe("''x");
  });

  it('cuts by characters without splitting a surrogate pair', () => {
    expect(cutText('😀'.repeat(3), 2)).toBe('😀😀');
    expect(cutText('short', 200)).toBe('short');
  });
});

describe('watchlistToCsv', () => {
  it('writes the spec columns, quotes every cell and doubles inner quotes', () => {
    const csv = watchlistToCsv([
      item({ id: 1, title: 'Say "Hi", Bob', media_type: 'tv', status: 'watching', vote_average: 7.5 }),
    ]);
    const [header, row] = csv.split('\r\n');
    expect(header).toBe(CSV_COLUMNS.map((c) => `"${c}"`).join(','));
    expect(row).toBe('"Say ""Hi"", Bob","TV Show","Watching","7.5","2020-01-01","2024-01-01T00:00:00.000Z","","1"');
  });

  it("keeps the spec's columns in order and adds the TMDB ID last, empty for a generated id", () => {
    expect(CSV_COLUMNS).toEqual([...CSV_SPEC_COLUMNS, 'TMDB ID']);
    expect(CSV_SPEC_COLUMNS).toEqual(['Title', 'Type', 'Status', 'Rating', 'Release Date', 'Added Date', 'Overview']);
    const [, real, generated] = watchlistToCsv([item({ id: 550 }), item({ id: -12 })]).split('\r\n');
    expect(real?.endsWith(',"550"')).toBe(true);
    expect(generated?.endsWith(',""')).toBe(true);
  });

  it('cuts the overview to 200 characters and neutralises formulas', () => {
    const csv = watchlistToCsv([item({ id: 2, title: '=HYPERLINK("x")', overview: 'o'.repeat(300) })]);
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv).toContain(`"${'o'.repeat(200)}"`);
    expect(csv).not.toContain('o'.repeat(201));
  });

  it('labels a missing status Want to Watch and legacy statuses by their label', () => {
    const csv = watchlistToCsv([item({ id: 3, status: undefined }), item({ id: 4, status: 'on_hold' })]);
    expect(csv).toContain('"Want to Watch"');
    expect(csv).toContain('"On Hold"');
  });
});

describe('CSV import', () => {
  it('reads the recognised columns with the spec rules', () => {
    const text = [
      'title,TYPE,Status,Rating,Release Date,Added Date',
      'Alien,Movie,currently watching,8.5,1979-05-25,2024-02-01T00:00:00.000Z',
      '"Lost, Again",TV Show,WATCHED,abc,2004-09-22,',
      'Odd,Documentary,Someday,,,',
    ].join('\n');
    const { items, invalid, adjusted } = parseCsvText(text, NOW);
    expect(invalid).toEqual([]);
    expect(adjusted).toEqual([
      { row: 2, note: 'rating not a number set to 0' },
      { row: 3, note: 'unknown type set to Movie' },
      { row: 3, note: 'unknown status set to Want to Watch' },
    ]);
    expect(items.map((i) => [i.title, i.media_type, i.status, i.vote_average])).toEqual([
      ['Alien', 'movie', 'watching', 8.5],
      ['Lost, Again', 'tv', 'watched', 0],
      ['Odd', 'movie', 'want_to_watch', 0],
    ]);
    expect(items[0]?.addedAt).toBe('2024-02-01T00:00:00.000Z');
    expect(items[1]?.addedAt).toBe(NOW.toISOString());
  });

  it('skips blank lines, keeps quoted newlines and reports rows without a title', () => {
    const text = 'Title,Overview\r\n\r\n"Multi","line one\nline two"\r\n   \r\n,"no title"\r\n';
    const { items, invalid } = parseCsvText(text, NOW);
    expect(items).toHaveLength(1);
    expect(items[0]?.overview).toBe('line one\nline two');
    expect(invalid).toEqual([{ row: 2, reason: 'missing title' }]);
  });

  it('refuses a file without a Title column', () => {
    expect(() => csvHeaderMap(['Name', 'Type'])).toThrow(
      new ImportError('Failed to parse watchlist file: the CSV file has no Title column'),
    );
  });

  it('generates stable negative ids from the row', () => {
    const header = csvHeaderMap(['Title']);
    const a = csvRecordsToItems([{ Title: 'Alien' }], header, NOW).items[0];
    const b = csvRecordsToItems([{ Title: 'Alien' }], header, NOW, 7).items[0];
    expect(a?.id).toBeLessThan(0);
    expect(a?.id).toBe(b?.id);
    expect(a?.id).toBe(generatedId({ title: 'Alien', media_type: 'movie', release_date: '' }));
  });

  it('takes the TMDB ID column as the id, with the row Type, and generates ids for rows without one', () => {
    const text = [
      'Title,Type,Release Date,TMDB ID',
      'Fight Club,Movie,1999-10-15,550',
      'Breaking Bad,TV Show,2008-01-20, 1396 ',
      'Old Row,Movie,1980-01-01,',
      'Bad Id,Movie,,-7',
      'Huge Id,Movie,,99999999999999999999',
    ].join('\n');
    const { items, adjusted } = parseCsvText(text, NOW);
    expect(items.map((i) => [i.title, i.id, i.media_type])).toEqual([
      ['Fight Club', 550, 'movie'],
      ['Breaking Bad', 1396, 'tv'],
      ['Old Row', generatedId({ title: 'Old Row', media_type: 'movie', release_date: '1980-01-01' }), 'movie'],
      ['Bad Id', generatedId({ title: 'Bad Id', media_type: 'movie', release_date: '' }), 'movie'],
      ['Huge Id', generatedId({ title: 'Huge Id', media_type: 'movie', release_date: '' }), 'movie'],
    ]);
    expect(adjusted).toEqual([
      { row: 4, note: 'TMDB ID not a positive whole number, ignored' },
      { row: 5, note: 'TMDB ID not a positive whole number, ignored' },
    ]);
    expect([tmdbIdOf('0'), tmdbIdOf('1.5'), tmdbIdOf('abc'), tmdbIdOf('42')]).toEqual([
      undefined,
      undefined,
      undefined,
      42,
    ]);
  });

  it('notes every value the import rules replaced, and nothing for values given right or left empty', () => {
    const text = [
      'Title,Type,Status,Rating,Release Date,Added Date',
      'Fine,TV Show,want to watch,7,1999-01-01,2024-01-01T00:00:00.000Z',
      'Empty,,,,,',
      'Odd,Documentary,Someday,great,soon,yesterday',
      'Spaces, movie ,  WANT_TO_WATCH , 0 ,,',
      'Status only,Movie,Maybe,,,',
    ].join('\n');
    const { items, adjusted } = parseCsvText(text, NOW);
    expect(items).toHaveLength(5);
    expect(items[2]).toMatchObject({ media_type: 'movie', status: 'want_to_watch', vote_average: 0 });
    expect(items[2]?.release_date).toBe('soon');
    expect(items[2]?.addedAt).toBe(NOW.toISOString());
    expect(adjusted).toEqual([
      { row: 3, note: 'unknown type set to Movie' },
      { row: 3, note: 'unknown status set to Want to Watch' },
      { row: 3, note: 'rating not a number set to 0' },
      { row: 3, note: 'release date not a date, kept as written' },
      { row: 3, note: 'added date not a date set to the import date' },
      { row: 5, note: 'unknown status set to Want to Watch' },
    ]);
  });

  it('numbers adjusted rows across chunks like invalid rows', () => {
    const header = csvHeaderMap(['Title', 'Status']);
    const { adjusted } = csvRecordsToItems([{ Title: 'A', Status: 'x' }], header, NOW, 40);
    expect(adjusted).toEqual([{ row: 40, note: 'unknown status set to Want to Watch' }]);
  });
});
