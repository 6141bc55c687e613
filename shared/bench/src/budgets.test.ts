import { budgetFor, evaluate, strictFailures } from './budgets.js';

describe('budgets', () => {
  it('finds exact and wildcard budgets, and none for information-only figures', () => {
    expect(budgetFor('bytes.js./')).toEqual({ op: '<=', value: 115 });
    expect(budgetFor('lighthouse.desktop.score./watchlist')).toEqual({ op: '>=', value: 98 });
    expect(budgetFor('lighthouse.mobile.score./')).toEqual({ op: '>=', value: 95 });
    expect(budgetFor('lighthouse.mobile.scriptKb./')).toEqual({ op: '<=', value: 120 });
    expect(budgetFor('lighthouse.mobile.scriptKb./search?q=star')).toBeNull();
    expect(budgetFor('inp.detailTab')).toEqual({ op: '<=', value: 100 });
    expect(budgetFor('lighthouse.mobile.lcpElement./')).toBeNull();
  });

  it('passes at the limit and fails past it, in both directions', () => {
    const rows = evaluate([
      { id: 'bytes.js./', label: 'Home JS', value: 115, unit: 'KB' },
      { id: 'bytes.js./', label: 'Home JS', value: 115.1, unit: 'KB' },
      { id: 'lighthouse.mobile.score./', label: 'LH', value: 95, unit: 'score' },
      { id: 'lighthouse.mobile.score./', label: 'LH', value: 94, unit: 'score' },
      { id: 'cache.repeatApiRequests', label: 'repeat', value: 0, unit: 'requests' },
    ]);
    expect(rows.map((r) => r.result)).toEqual(['pass', 'fail', 'pass', 'fail', 'pass']);
  });

  it('checks an exact budget both ways, and the history budgets', () => {
    const rows = evaluate([
      { id: 'history.watchLogEntries', label: 'log', value: 5000, unit: 'entries' },
      { id: 'history.watchLogEntries', label: 'log', value: 4999, unit: 'entries' },
      { id: 'history.watchLogEntries', label: 'log', value: 5001, unit: 'entries' },
      { id: 'history.total', label: 'total', value: 20_001, unit: 'ms' },
      { id: 'history.longestTask', label: 'task', value: 200, unit: 'ms' },
      { id: 'history.progressStall', label: 'stall', value: 1000, unit: 'ms' },
      { id: 'history.reimportAdded', label: 'again', value: 1, unit: 'entries' },
      { id: 'history.commit', label: 'commit', value: 99_999, unit: 'ms' },
    ]);
    expect(rows.map((r) => r.result)).toEqual(['pass', 'fail', 'fail', 'fail', 'pass', 'pass', 'fail', 'info']);
  });

  it('marks an unmeasured budgeted figure as missing and an unbudgeted one as information', () => {
    const rows = evaluate([
      { id: 'watchlist.sort', label: 'sort', value: null, unit: 'ms', note: 'no sort control' },
      { id: 'search.typeLatency', label: 'typing', value: 612, unit: 'ms' },
      { id: 'csv.import20k', label: 'csv', value: Number.NaN, unit: 'ms' },
    ]);
    expect(rows.map((r) => r.result)).toEqual(['missing', 'info', 'missing']);
  });

  it('--strict counts failures and unverified budgets, never information', () => {
    const rows = evaluate([
      { id: 'watchlist.sort', label: 'sort', value: null, unit: 'ms' },
      { id: 'watchlist.filter', label: 'filter', value: 150, unit: 'ms' },
      { id: 'watchlist.ready', label: 'ready', value: 100, unit: 'ms' },
      { id: 'load.p95', label: 'p95', value: 9000, unit: 'ms' },
    ]);
    expect(strictFailures(rows).map((r: { id: string }) => r.id)).toEqual(['watchlist.sort', 'watchlist.filter']);
  });
});
