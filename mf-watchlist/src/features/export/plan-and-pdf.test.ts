import { watchlistItem as item } from '@reelist/testing';
import { generatedId, planImport } from '../import';
import { exportRefusal } from './export-guard';
import { exportDateStamp, exportFileName, importKindOf } from './file-names';
import { pdfStatistics, pdfSubtitleLines, pdfTableRows } from './pdf-data';
import { statusLabel } from '../../lib/status-label';

describe('planImport', () => {
  it('adds new items and counts those already present or repeated', () => {
    const existing = [item({ id: 1 }), item({ id: 2, media_type: 'tv' })];
    const plan = planImport(existing, {
      items: [item({ id: 1 }), item({ id: 2 }), item({ id: 3 }), item({ id: 3 })],
      invalid: [{ row: 9, reason: 'missing title' }],
      adjusted: [{ row: 2, note: 'unknown status set to Want to Watch' }],
      generatedIds: false,
    });
    expect(plan.added.map((i) => [i.id, i.media_type])).toEqual([
      [2, 'movie'],
      [3, 'movie'],
    ]);
    expect(plan.duplicates).toBe(2);
    expect(plan.invalid).toHaveLength(1);
    expect(plan.adjusted).toEqual([{ row: 2, note: 'unknown status set to Want to Watch' }]);
    expect(plan.merged).toEqual([...existing, ...plan.added]);
    expect(existing).toHaveLength(2);
  });

  it('moves a generated id away from a different existing item', () => {
    const existing = [item({ id: -5, title: 'Other' })];
    const plan = planImport(existing, {
      items: [item({ id: -5, title: 'Mine' })],
      invalid: [],
      adjusted: [],
      generatedIds: true,
    });
    expect(plan.added[0]?.id).toBe(-6);
    const again = planImport(plan.merged, {
      items: [item({ id: -5, title: 'Mine' })],
      invalid: [],
      adjusted: [],
      generatedIds: true,
    });
    expect(again.added).toEqual([]);
    expect(again.duplicates).toBe(1);
  });

  it('keeps real CSV ids (TMDB ID column or matched) as they are and finds their duplicates by id', () => {
    const existing = [item({ id: 550, title: 'Fight Club' }), item({ id: -5, title: 'Other' })];
    const plan = planImport(existing, {
      items: [
        item({ id: 550, title: 'Fight Club' }),
        item({ id: 603, title: 'The Matrix' }),
        item({ id: 603, title: 'The Matrix' }),
        item({ id: 603, title: 'The Matrix', media_type: 'tv' }),
        item({ id: -5, title: 'Mine' }),
      ],
      invalid: [],
      adjusted: [],
      generatedIds: true,
      matching: { rows: 1, matched: 0 },
    });
    expect(plan.added.map((i) => [i.id, i.media_type, i.title])).toEqual([
      [603, 'movie', 'The Matrix'],
      [603, 'tv', 'The Matrix'],
      [-6, 'movie', 'Mine'],
    ]);
    expect(plan.duplicates).toBe(2);
    expect(plan.matching).toEqual({ rows: 1, matched: 0 });
  });

  it('counts a row that now has a real id but came in before under its generated id as a duplicate', () => {
    const row = item({ id: 0, title: 'Heat', release_date: '1995-12-15' });
    const before = { ...row, id: generatedId(row) };
    const blocker = item({ id: generatedId(row), title: 'Blocker' });
    for (const existing of [[before], [blocker, { ...before, id: before.id - 1 }]]) {
      const plan = planImport(existing, {
        items: [{ ...row, id: 949 }],
        invalid: [],
        adjusted: [],
        generatedIds: true,
      });
      expect(plan.added).toEqual([]);
      expect(plan.duplicates).toBe(1);
    }
    const json = planImport([before], { items: [{ ...row, id: 949 }], invalid: [], adjusted: [], generatedIds: false });
    expect(json.added.map((i) => i.id)).toEqual([949]);
    // A file holding the title twice, with its id and without (as an exported list may), imports both.
    const both = planImport([], {
      items: [before, { ...row, id: 949 }],
      invalid: [],
      adjusted: [],
      generatedIds: true,
    });
    expect(both.added.map((i) => i.id)).toEqual([before.id, 949]);
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
