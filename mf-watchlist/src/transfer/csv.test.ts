import { watchlistItem as item } from '@reelist/testing';
import { neutralise, unneutralise, cutText } from './csv-cells';
import { CSV_COLUMNS, watchlistToCsv } from './csv-export';
import { csvHeaderMap, csvRecordsToItems, generatedId } from './csv-import';
import { parseCsvText } from '../testing/parse-csv-text';
import { ImportError } from './import-error';

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
    expect(row).toBe('"Say ""Hi"", Bob","TV Show","Watching","7.5","2020-01-01","2024-01-01T00:00:00.000Z",""');
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
    const { items, invalid } = parseCsvText(text, NOW);
    expect(invalid).toEqual([]);
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
});
