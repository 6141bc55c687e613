import { evaluate } from './budgets.js';
import { figuresFrom } from './figures.js';

describe('figuresFrom', () => {
  const raw = {
    routes: { '/': { jsKb: 110.5, cssKb: 8, scriptDepth: 3, waves: 5 }, '/watchlist': { error: 'Timeout\nstack' } },
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
    expect(byId['bytes.js./']).toMatchObject({ value: 110.5, unit: 'KB' });
    expect(byId['bytes.js./watchlist']).toMatchObject({ value: null, note: 'Timeout' });
    expect(byId['lighthouse.desktop.score./']?.value).toBe(97);
    expect(byId['lighthouse.mobile.score./']).toMatchObject({ value: null, note: 'crashed' });
    expect(byId['watchlist.filter']).toMatchObject({ value: null, note: 'no tile' });
    expect(byId['watchlist.sort']?.value).toBeNull();
    expect(byId['watchlist.status']).toMatchObject({ value: 30.4, note: 'measure watchlist:status; DOM settled after 40 ms' });
    expect(byId['load.p95./3/movie/popular?page=2']?.value).toBe(20);
  });

  it('reports INP per interaction and the mobile scripts until idle, against the mobile first-screen budgets', () => {
    const inp = { watchlistStatus: { value: 64 }, detailTab: { value: null, note: 'no tab' }, searchTyping: { value: 120 } };
    const lighthouse = { '/': { mobile: { score: 96, lcp: 1900, tbt: 90, cls: 0, scriptKb: 121.3 } } };
    const rows = evaluate(figuresFrom({ routes: {}, lighthouse, inp }, []));
    const result = (id: string) => rows.find((r) => r.id === id)?.result;
    expect(result('inp.watchlistStatus')).toBe('pass');
    expect(result('inp.detailTab')).toBe('missing');
    expect(result('inp.searchTyping')).toBe('fail');
    expect(result('lighthouse.mobile.score./')).toBe('pass');
    expect(result('lighthouse.mobile.lcp./')).toBe('pass');
    expect(result('lighthouse.mobile.scriptKb./')).toBe('fail');
  });

  it('leaves out the sections a BENCH_ONLY run skipped', () => {
    const ids = figuresFrom({ routes: {}, lighthouse: {}, history: { error: 'catalogue down' } }, []).map((f) => f.id);
    expect(ids.every((id) => id.startsWith('history.'))).toBe(true);
    expect(ids).toContain('history.total');
  });

  it('reports the shared list links, the 1,000-title one against its 32 KB budget', () => {
    const share = { 100: { value: 1.9, note: '1971 characters' }, 1000: { value: null, note: 'no Share link button' } };
    const rows = evaluate(figuresFrom({ routes: {}, lighthouse: {}, share }, []));
    expect(rows.map(({ id, value, result }) => ({ id, value, result }))).toEqual([
      { id: 'share.link100', value: 1.9, result: 'info' },
      { id: 'share.link1000', value: null, result: 'missing' },
    ]);
    expect(rows[1]?.note).toBe('no Share link button');
  });

  it('reports the history import, each budget checked, the reason kept when it failed', () => {
    const history = {
      readMs: 900.4,
      matchMs: 7000,
      previewMs: 7900.4,
      commitMs: 800,
      totalMs: 8700.4,
      preview: { text: 'Import 1500 items', summary: ['6463 rows matched', '0 titles need review'] },
      longTasks: { longest: 240, count: 3, totalMs: 400, top: [{ duration: 240, at: 8100, phase: 'commit' }] },
      progress: { barStall: { ms: 1250, value: 100, from: 7000, to: 8250 }, textStall: { ms: 500, value: 1500 } },
      log: { entries: 5000, chars: 420000 },
      reimport: { text: 'Nothing new to import', disabled: true, titles: 0, added: 0, previewMs: 300 },
    };
    const rows = evaluate(figuresFrom({ routes: {}, lighthouse: {}, history }, []));
    const row = (id: string) => rows.find((r) => r.id === id);
    expect(row('history.total')).toMatchObject({ value: 8700, result: 'pass' });
    expect(row('history.preview')?.note).toBe('Import 1500 items; preview: 6463 rows matched, 0 titles need review');
    expect(row('history.longestTask')).toMatchObject({ value: 240, result: 'fail' });
    expect(row('history.longestTask')?.note).toMatch(/^commit, 8100 ms after choosing; 3 long tasks/);
    expect(row('history.progressStall')).toMatchObject({ value: 1250, result: 'fail' });
    expect(row('history.progressStall')?.note).toContain('at 100%');
    expect(row('history.watchLogEntries')).toMatchObject({ value: 5000, result: 'pass' });
    expect(row('history.watchLogChars')).toMatchObject({ value: 420000, result: 'info' });
    expect(row('history.reimportAdded')).toMatchObject({ value: 0, result: 'pass', note: 'preview: Nothing new to import (disabled)' });
    expect(row('history.reimportTitles')).toMatchObject({ value: 0, result: 'pass', note: 'preview: Nothing new to import' });
    expect(row('history.commit')?.result).toBe('info');

    const offered = {
      ...history,
      reimport: {
        text: 'Import 1000 items',
        disabled: false,
        titles: 1000,
        added: 0,
        summary: ['6463 rows matched', '4212 rows already present'],
        ratingsChanged: { count: 1000 },
      },
    };
    const again = evaluate(figuresFrom({ routes: {}, lighthouse: {}, history: offered }, []));
    expect(again.find((r) => r.id === 'history.reimportTitles')).toMatchObject({
      value: 1000,
      result: 'fail',
      note: 'preview: Import 1000 items, 6463 rows matched, 4212 rows already present; committing it changed 1000 stored ratings',
    });
    expect(again.find((r) => r.id === 'history.reimportAdded')).toMatchObject({ value: 0, result: 'pass', note: 'preview: Import 1000 items (committed)' });

    const failed = evaluate(figuresFrom({ routes: {}, lighthouse: {}, history: { error: 'import refused: bad zip\nstack' } }, []));
    expect(failed.find((r) => r.id === 'history.total')).toMatchObject({ value: null, result: 'missing', note: 'import refused: bad zip' });
    const more = evaluate(figuresFrom({ routes: {}, lighthouse: {}, history: { ...history, log: { entries: 5001, chars: 1 } } }, []));
    expect(more.find((r) => r.id === 'history.watchLogEntries')?.result).toBe('fail');
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
