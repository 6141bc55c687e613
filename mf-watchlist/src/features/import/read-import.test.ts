import fc from 'fast-check';
import { STORAGE_KEYS } from '@reelist/contracts';
import { watchlistItem } from '@reelist/testing';
import { CSV_MATCH_MAX_ROWS } from './constants';
import { watchlistToCsv } from '../export';
import { fakeTmdb, movie, page, show } from '../../testing/fake-tmdb';
import { readImport } from './read-import';

const NOW = new Date('2026-01-02T00:00:00.000Z');
const file = (content: string, name: string) => new File([content], name);
const read = (f: File, existing = [watchlistItem({ id: 1, title: 'Kept' })]) =>
  readImport(f, existing, { now: NOW, worker: false, match: { ratePerSecond: Infinity } });

// CSV rows without a TMDB ID are looked up in the catalogue: a fake one that knows nothing unless a test says so.
beforeEach(() => {
  localStorage.clear();
  fakeTmdb();
});

describe('readImport', () => {
  it('plans a JSON import of the first form against the current list', async () => {
    const json = JSON.stringify({
      exportDate: 'x',
      version: '1.0',
      totalItems: 2,
      watchlist: [
        { id: 1, title: 'Kept', mediaType: 'movie' },
        { id: 2, title: 'New', mediaType: 'tv', status: 'watched' },
        { title: 'broken' },
      ],
    });
    const outcome = await read(file(json, 'backup.JSON'));
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.plan.added.map((i) => i.title)).toEqual(['New']);
    expect(outcome.plan.duplicates).toBe(1);
    expect(outcome.plan.invalid).toEqual([{ row: 3, reason: 'missing or invalid id' }]);
  });

  it('refuses up front, naming the limit in items, an import the browser could not keep', async () => {
    const rows = Array.from({ length: 6_000 }, (_, i) => ({
      id: i + 10,
      title: `Imported title ${i}`,
      mediaType: 'movie',
      overview: 'An overview. '.repeat(80),
    }));
    const outcome = await read(file(JSON.stringify({ watchlist: rows }), 'big.json'));
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.message).toMatch(
      /^Nothing was imported: this browser can keep about [\d,]+ watchlist items, and the import would make 6,001\. Import a smaller file or remove items first\.$/,
    );
    const max = Number(/about ([\d,]+)/.exec(outcome.message)?.[1]?.replaceAll(',', ''));
    expect(max).toBeGreaterThan(3_000);
    expect(max).toBeLessThan(6_000);
    expect(localStorage.getItem(STORAGE_KEYS.watchlist)).toBeNull();
  });

  it('plans a CSV import with quoted commas, newlines and progress', async () => {
    const progress: number[] = [];
    const csv = 'Title,Type,Status\r\n"Hello, ""World""",TV Show,Currently Watching\r\n\r\n"Two\nLines",Movie,x\r\n';
    const outcome = await readImport(file(csv, 'list.csv'), [], {
      now: NOW,
      worker: false,
      onProgress: (p) => progress.push(p),
    });
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.plan.added.map((i) => [i.title, i.media_type, i.status])).toEqual([
      ['Hello, "World"', 'tv', 'watching'],
      ['Two\nLines', 'movie', 'want_to_watch'],
    ]);
    expect(progress.at(-1)).toBe(1);
  });

  it('keeps the ids of an exported CSV and matches rows without one to the catalogue by title and year', async () => {
    const api = fakeTmdb({
      'search/movie Fight Club 1999': { body: page([movie(550, 'Fight Club', '1999-10-15')]) },
      'search/tv Breaking Bad 2008': { body: page([show(1396, 'Breaking Bad', '2008-01-20')]) },
    });
    const exported = watchlistToCsv([
      watchlistItem({ id: 603, title: 'The Matrix', release_date: '1999-03-30' }),
      watchlistItem({ id: -8, title: 'Fight Club', release_date: '1999-10-15' }),
      watchlistItem({ id: -9, title: 'Breaking Bad', release_date: '2008-01-20', media_type: 'tv' }),
      watchlistItem({ id: -10, title: 'Home Video', release_date: '2011-05-05' }),
    ]);
    const outcome = await read(file(exported, 'list.csv'), []);
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.plan.added.map((i) => [i.title, i.id, i.media_type, i.poster_path])).toEqual([
      ['The Matrix', 603, 'movie', null],
      ['Fight Club', 550, 'movie', '/m550.jpg'],
      ['Breaking Bad', 1396, 'tv', '/t1396.jpg'],
      ['Home Video', expect.any(Number), 'movie', null],
    ]);
    expect(outcome.plan.added[3]?.id).toBeLessThan(0);
    expect(outcome.plan.matching).toEqual({ rows: 3, matched: 2 });
    expect(api.requests().some((r) => r.includes('Matrix'))).toBe(false);
    // Resolved titles are remembered: importing the file again asks the catalogue nothing.
    expect(localStorage.getItem(STORAGE_KEYS.importMatches)).toContain('fight club');
    const again = fakeTmdb();
    const second = await read(file(exported, 'list.csv'), outcome.plan.merged);
    if (!second.ok) throw new Error(second.message);
    expect(second.plan.added).toEqual([]);
    expect(second.plan.duplicates).toBe(4);
    expect(again.fetch).not.toHaveBeenCalledWith(expect.stringContaining('Fight'), expect.anything());
  });

  it('leaves the ids generated when matching is off, the file too large for it, or the catalogue unreachable', async () => {
    const api = fakeTmdb({ 'search/movie Fight Club 1999': { status: 503, body: {} } });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const csv = 'Title,Type,Release Date\nFight Club,Movie,1999-10-15\n';
    const off = await readImport(file(csv, 'a.csv'), [], { now: NOW, worker: false, match: false });
    expect(off.ok && [off.plan.added[0]!.id < 0, off.plan.matching]).toEqual([true, undefined]);
    expect(api.fetch).not.toHaveBeenCalled();

    const failed = await read(file(csv, 'a.csv'), []);
    expect(failed.ok && failed.plan.added[0]!.id).toBeLessThan(0);
    expect(failed.ok && failed.plan.matching).toEqual({
      rows: 1,
      matched: 0,
      stopped: { reason: 'failed', message: 'Failed to search movies' },
    });

    api.fetch.mockClear();
    const rows = Array.from({ length: CSV_MATCH_MAX_ROWS + 1 }, (_, i) => `Film ${i},Movie,2000-01-01`);
    const big = await read(file(`Title,Type,Release Date\n${rows.join('\n')}`, 'big.csv'), []);
    expect(big.ok && big.plan.matching).toEqual({
      rows: CSV_MATCH_MAX_ROWS + 1,
      matched: 0,
      stopped: { reason: 'too_many', limit: CSV_MATCH_MAX_ROWS },
    });
    expect(api.fetch).not.toHaveBeenCalled();
    jest.restoreAllMocks();
  });

  it('carries the adjusted rows of a file into the plan', async () => {
    const csv = 'Title,Status,Rating\nA,Someday,1\nB,Watched,lots\n';
    const outcome = await read(file(csv, 'a.csv'));
    expect(outcome.ok && outcome.plan.adjusted).toEqual([
      { row: 1, note: 'unknown status set to Want to Watch' },
      { row: 2, note: 'rating not a number set to 0' },
    ]);
  });

  it.each([
    ['notes.txt', '{}', 'Please select a JSON file exported from the product'],
    ['list.json', '{oops', 'Failed to parse JSON file'],
    ['list.json', '{"items": []}', 'Invalid watchlist format'],
    ['list.json', '{"watchlist": [{"nope": 1}]}', 'Failed to parse watchlist file: no valid watchlist items found'],
    ['list.csv', 'Title\n"unterminated', 'Failed to parse CSV file'],
    ['list.csv', '', 'Failed to parse watchlist file: the CSV file has no Title column'],
    ['list.csv', 'Name,Year\nAlien,1979', 'Failed to parse watchlist file: the CSV file has no Title column'],
  ])('refuses %s (%j) with the spec message', async (name, content, message) => {
    expect(await read(file(content, name))).toEqual({ ok: false, message });
  });

  it('refuses files over the size limit before reading them', async () => {
    const big = file('x', 'big.json');
    Object.defineProperty(big, 'size', { value: 21 * 1024 * 1024 });
    expect(await read(big)).toEqual({ ok: false, message: 'This file is too large to import. The limit is 20 MB.' });
  });

  it('reports a read failure as Failed to read file', async () => {
    const original = FileReader.prototype.readAsText;
    FileReader.prototype.readAsText = function fail(this: FileReader) {
      queueMicrotask(() => this.onerror?.(new ProgressEvent('error') as ProgressEvent<FileReader>));
    };
    try {
      expect(await read(file('{}', 'a.json'))).toEqual({ ok: false, message: 'Failed to read file' });
    } finally {
      FileReader.prototype.readAsText = original;
    }
  });

  it('never rejects and never touches the current list, whatever the file holds', async () => {
    const existing = [watchlistItem({ id: 1, title: 'Kept' })];
    const snapshot = JSON.stringify(existing);
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'grapheme', maxLength: 200 }),
        fc.constantFrom('a.csv', 'a.json', 'a.txt'),
        async (content, name) => {
          const outcome = await read(file(content, name), existing);
          expect(typeof outcome.ok).toBe('boolean');
        },
      ),
      { numRuns: 60 },
    );
    expect(JSON.stringify(existing)).toBe(snapshot);
  });
});
