import { evaluate } from './budgets.js';
import { cell, formatValue, renderReadmeSummary, renderReport, renderTable, replaceSection } from './report.js';

describe('report', () => {
  it('formats values by unit', () => {
    expect(formatValue(129.94, 'KB')).toBe('129.9 KB');
    expect(formatValue(0.0123, 'cls')).toBe('0.012');
    expect(formatValue(97, 'score')).toBe('97');
    expect(formatValue(null, 'ms')).toBe('not measured');
  });

  it('renders one row per figure with value, budget and result', () => {
    const table = renderTable(
      evaluate([
        { id: 'bytes.js./', label: 'Home JS before first cards', value: 140, unit: 'KB' },
        { id: 'watchlist.sort', label: 'Watchlist sort', value: null, unit: 'ms', note: 'no | sort\ncontrol' },
        { id: 'search.typeLatency', label: 'Search as you type', value: 600, unit: 'ms' },
      ]),
    );
    const lines = table.split('\n');
    expect(lines[0]).toBe('| figure | value | budget | result |');
    expect(lines[2]).toBe('| Home JS before first cards | 140.0 KB | ≤ 115.0 KB | **FAIL** |');
    expect(lines[3]).toBe('| Watchlist sort | not measured (no \\| sort control) | ≤ 100 ms | not measured |');
    expect(lines[4]).toBe('| Search as you type | 600 ms | — | — |');
  });

  it('renders an exact budget and the history units', () => {
    const table = renderTable(
      evaluate([
        { id: 'history.watchLogEntries', label: 'Watch log', value: 5000, unit: 'entries' },
        { id: 'history.watchLogChars', label: 'Watch log size', value: 351234, unit: 'chars' },
      ]),
    );
    expect(table.split('\n')[2]).toBe('| Watch log | 5000 entries | = 5000 entries | pass |');
    expect(table.split('\n')[3]).toBe('| Watch log size | 351234 chars | — | — |');
  });

  it('escapes cells so service text cannot break the table', () => {
    expect(cell('a|b\nc')).toBe('a\\|b c');
  });

  it('writes a report with command, date and a summary', () => {
    const rows = evaluate([{ id: 'watchlist.ready', label: 'ready', value: 10, unit: 'ms' }]);
    const md = renderReport(rows, { command: 'npm run bench', date: '2026-11-22', environment: '2 cores', notes: ['n1'] });
    expect(md).toContain('Measured with `npm run bench` on 2026-11-22 (2 cores).');
    expect(md).toContain('1 within budget, 0 over budget, 0 not measured, 0 recorded without a budget.');
    expect(md).toContain('- n1');
  });

  it('replaces a section body and keeps the sections around it', () => {
    const md = '# R\n\n## Benchmarks\n\nplaceholder\n\n## Next\n\nkeep\n';
    const out = replaceSection(md, 'Benchmarks', 'TABLE');
    expect(out).toBe('# R\n\n## Benchmarks\n\nTABLE\n\n## Next\n\nkeep\n');
    expect(replaceSection(out, 'Benchmarks', 'T2')).toBe('# R\n\n## Benchmarks\n\nT2\n\n## Next\n\nkeep\n');
    expect(replaceSection('# R\n', 'Benchmarks', 'T')).toBe('# R\n\n## Benchmarks\n\nT\n');
  });
});

describe('README summary', () => {
  it('links the table and lists only what missed its budget', () => {
    const rows = [
      { label: 'LCP mobile /', value: 2267, unit: 'ms', budget: { op: '<=', value: 2000 }, result: 'fail' },
      { label: 'CLS mobile /', value: 0.005, unit: 'cls', budget: { op: '<=', value: 0.02 }, result: 'pass' },
      { label: 'TBT desktop /', value: 0, unit: 'ms', budget: null, result: 'info' },
    ];
    const text = renderReadmeSummary(rows as never, { date: '2026-11-25', environment: '2 cores' });
    expect(text).toContain('[`shared/bench/results/results.md`](shared/bench/results/results.md)');
    expect(text).toContain(
      'Last full run 2026-11-25 (2 cores): 1 budgets held, 1 missed, 0 not measured, 1 figures recorded without a budget. Missed:',
    );
    expect(text).toContain('- LCP mobile / (2267 ms, budget ≤ 2000 ms)');
    expect(text).not.toContain('CLS mobile');
    expect(text).not.toContain('| figure |');
  });
});
