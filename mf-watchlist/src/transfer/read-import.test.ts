import fc from 'fast-check';
import { watchlistItem } from '@reelist/testing';
import { readImport } from './read-import';

const NOW = new Date('2026-01-02T00:00:00.000Z');
const file = (content: string, name: string) => new File([content], name);
const read = (f: File, existing = [watchlistItem({ id: 1, title: 'Kept' })]) =>
  readImport(f, existing, { now: NOW, worker: false });

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
