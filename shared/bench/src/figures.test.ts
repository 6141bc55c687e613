import { evaluate } from './budgets.js';
import { figuresFrom } from './figures.js';

describe('figuresFrom', () => {
  const raw = {
    routes: { '/': { jsKb: 120.5, cssKb: 8, scriptDepth: 3, waves: 5 }, '/watchlist': { error: 'Timeout\nstack' } },
    repeat: { count: 0 },
    lighthouse: { '/': { desktop: { score: 97, lcp: 900, tbt: 10, cls: 0.01 }, mobile: { error: 'crashed' } } },
    watchlist: {
      ready: { value: 320 },
      filter: { value: null, note: 'no tile' },
      status: { value: 40 },
      measures: [
        { name: 'watchlist:status', duration: 90 },
        { name: 'watchlist:status', duration: 30.4 },
      ],
    },
    importExport: { csv: { value: 2500 }, longestTask: { value: 150 }, pdf: { value: 900 } },
    search: { value: 640 },
    load: [{ path: '/3/movie/popular?api_key=bench&page=2', requestsPerSec: 900, p50: 8, p95: 20, errors: 0, non2xx: 0 }],
  };

  it('flattens every measurement, keeping the reason of what was not measured', () => {
    const figures = figuresFrom(raw, ['/', '/watchlist']);
    const byId = Object.fromEntries(figures.map((f) => [f.id, f]));
    expect(byId['bytes.js./']).toMatchObject({ value: 120.5, unit: 'KB' });
    expect(byId['bytes.js./watchlist']).toMatchObject({ value: null, note: 'Timeout' });
    expect(byId['lighthouse.desktop.score./']?.value).toBe(97);
    expect(byId['lighthouse.mobile.score./']).toMatchObject({ value: null, note: 'crashed' });
    expect(byId['watchlist.filter']).toMatchObject({ value: null, note: 'no tile' });
    expect(byId['watchlist.sort']?.value).toBeNull();
    expect(byId['watchlist.status']).toMatchObject({ value: 30.4, note: 'measure watchlist:status; DOM settled after 40 ms' });
    expect(byId['load.p95./3/movie/popular?page=2']?.value).toBe(20);
  });

  it('never leaks the api key into labels and evaluates against budgets', () => {
    const rows = evaluate(figuresFrom(raw, ['/', '/watchlist']));
    expect(JSON.stringify(rows)).not.toContain('api_key');
    const result = (id: string) => rows.find((r) => r.id === id)?.result;
    expect(result('bytes.js./')).toBe('pass');
    expect(result('chain.depth./')).toBe('pass');
    expect(result('chain.waves./')).toBe('info');
    expect(result('lighthouse.desktop.cls./')).toBe('pass');
    expect(result('watchlist.filter')).toBe('missing');
    expect(result('search.typeLatency')).toBe('info');
  });
});
