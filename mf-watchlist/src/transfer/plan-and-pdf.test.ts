import { watchlistItem as item } from '@reelist/testing';
import { exportRefusal } from './export-guard';
import { exportDateStamp, exportFileName, importKindOf } from './file-names';
import { pdfStatistics, pdfSubtitleLines, pdfTableRows } from './pdf-data';
import { planImport } from './plan-import';
import { statusLabel } from './status-label';

describe('planImport', () => {
  it('adds new items and counts those already present or repeated', () => {
    const existing = [item({ id: 1 }), item({ id: 2, media_type: 'tv' })];
    const plan = planImport(existing, {
      items: [item({ id: 1 }), item({ id: 2 }), item({ id: 3 }), item({ id: 3 })],
      invalid: [{ row: 9, reason: 'missing title' }],
      generatedIds: false,
    });
    expect(plan.added.map((i) => [i.id, i.media_type])).toEqual([
      [2, 'movie'],
      [3, 'movie'],
    ]);
    expect(plan.duplicates).toBe(2);
    expect(plan.invalid).toHaveLength(1);
    expect(plan.merged).toEqual([...existing, ...plan.added]);
    expect(existing).toHaveLength(2);
  });

  it('moves a generated id away from a different existing item', () => {
    const existing = [item({ id: -5, title: 'Other' })];
    const plan = planImport(existing, { items: [item({ id: -5, title: 'Mine' })], invalid: [], generatedIds: true });
    expect(plan.added[0]?.id).toBe(-6);
    const again = planImport(plan.merged, {
      items: [item({ id: -5, title: 'Mine' })],
      invalid: [],
      generatedIds: true,
    });
    expect(again.added).toEqual([]);
    expect(again.duplicates).toBe(1);
  });
});

describe('PDF data', () => {
  const items = [
    item({ id: 1, title: 'Ünïcödé 東京', vote_average: 7.25, release_date: '2024-01-05', status: 'watched' }),
    item({ id: 2, media_type: 'tv', vote_average: 0, release_date: '', status: undefined }),
    item({ id: 3, vote_average: 8, status: 'watching' }),
    item({ id: 4, status: 'dropped', vote_average: 6 }),
  ];

  it('builds the table rows', () => {
    expect(pdfTableRows(items.slice(0, 2))).toEqual([
      ['Ünïcödé 東京', 'Movie', 'January 5, 2024', '7.3', 'Watched'],
      ['Title 2', 'TV Show', 'Unknown', 'N/A', 'Want to Watch'],
    ]);
  });

  it('builds the Statistics block', () => {
    expect(pdfStatistics(items)).toEqual([
      ['Total Movies', '3'],
      ['Total TV Shows', '1'],
      ['Want to Watch', '1'],
      ['Watching', '1'],
      ['Watched', '1'],
      ['Average Rating', '7.1'],
    ]);
    expect(pdfStatistics([item({ id: 1, vote_average: 0 })])[5]).toEqual(['Average Rating', 'N/A']);
  });

  it('writes the generated-on date and total', () => {
    expect(pdfSubtitleLines(4, new Date('2026-03-04T12:00:00Z'))).toEqual([
      'Generated on March 4, 2026',
      'Total items: 4',
    ]);
  });
});

describe('export helpers', () => {
  it('names files reelist-watchlist-{date}', () => {
    const now = new Date(2026, 0, 9, 23, 30);
    expect(exportDateStamp(now)).toBe('2026-01-09');
    expect(exportFileName('pdf', now)).toBe('reelist-watchlist-2026-01-09.pdf');
  });

  it('refuses an empty watchlist or an unknown format', () => {
    expect(exportRefusal([], 'csv')).toBe('No watchlist data to export');
    expect(exportRefusal([item({ id: 1 })], 'xml')).toBe('Unsupported format');
    expect(exportRefusal([item({ id: 1 })], 'json')).toBeNull();
  });

  it('picks the importer by extension', () => {
    expect(importKindOf('list.CSV')).toBe('csv');
    expect(importKindOf('list.json')).toBe('json');
    expect(importKindOf('list.txt')).toBe('json');
  });

  it('labels a missing status Want to Watch', () => {
    expect(statusLabel(undefined)).toBe('Want to Watch');
  });
});
