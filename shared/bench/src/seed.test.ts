import { makeCsv, makeSearchHistory, makeViewHistory, makeWatchlist, makeYearReviewSeed, random } from './seed.js';
import { median, percentile, sumBytes, toKb } from './stats.js';

describe('seed data', () => {
  it('is deterministic and shaped like stored watchlist items', () => {
    expect(makeWatchlist(3)).toEqual(makeWatchlist(3));
    const items = makeWatchlist(10_000);
    expect(new Set(items.map((i) => `${i.id}:${i.media_type}`)).size).toBe(10_000);
    expect(items[0]).toMatchObject({ status: 'want_to_watch', media_type: 'movie' });
    expect(items.every((i) => !Number.isNaN(Date.parse(i.addedAt)))).toBe(true);
  });

  it('makes histories in the stored shapes', () => {
    const views = makeViewHistory(50);
    expect(views).toHaveLength(50);
    expect(views.map((v) => v.viewedAt)).toEqual([...views.map((v) => v.viewedAt)].sort());
    expect(makeSearchHistory(5)[0]).toEqual(expect.objectContaining({ query: 'star', sessionId: 'bench-0' }));
  });

  it('writes a CSV with the export columns, quoting commas and doubling quotes', () => {
    const lines = makeCsv(11).trimEnd().split('\n');
    expect(lines).toHaveLength(12);
    expect(lines[0]).toBe('Title,Type,Status,Rating,Release Date,Added Date,Overview');
    expect(lines[1]).toMatch(/^"Imported, ""quoted"" 0",Movie,Want to Watch,\d+\.\d,2001-01-01,2026-01-01,Overview 0$/);
    expect(lines[4]).toContain(',TV Show,');
  });

  it('random stays in [0, 1)', () => {
    const rnd = random(7);
    for (let i = 0; i < 1000; i++) {
      const x = rnd();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
  });
});

describe('stats', () => {
  it('computes nearest-rank percentiles', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(95);
    expect(median([3, 1, 2])).toBe(2);
    expect(percentile([], 50)).toBeNull();
  });

  it('sums compressed bytes per kind', () => {
    const sums = sumBytes([
      { kind: 'script', bytes: 1024 },
      { kind: 'stylesheet', bytes: 512 },
      { kind: 'script', bytes: 2048 },
      { kind: 'other', bytes: 99 },
    ]);
    expect(sums).toEqual({ js: 3072, css: 512 });
    expect(toKb(3072)).toBe(3);
  });
});

describe('makeYearReviewSeed', () => {
  it('spreads the viewings over the year and keeps the facts of every title they name', () => {
    const seed = makeYearReviewSeed({ entries: 2_000, titles: 150, year: 2024 });
    const rows = seed.reelist_watch_log.e;
    expect(rows).toHaveLength(2_000);
    expect(rows.every((row) => String(row[2]).startsWith('2024-'))).toBe(true);
    const keys = new Set(rows.map((row) => `${row[1] === 't' ? 'tv' : 'movie'}_${row[0]}`));
    expect(keys.size).toBe(150);
    for (const key of keys) expect(seed.reelist_title_facts.t).toHaveProperty([key]);
    // Episodes of shows carry [season, number]; some films are rewatched.
    expect(rows.some((row) => row[1] === 't' && Array.isArray(row[7]))).toBe(true);
    expect(rows.some((row) => row[4] === 1)).toBe(true);
    expect(makeYearReviewSeed({ entries: 2_000, titles: 150 })).toEqual(seed);
  });
});
