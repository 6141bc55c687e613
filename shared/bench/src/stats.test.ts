import { medianRun } from './stats.js';

describe('medianRun', () => {
  it('takes the median of each figure on its own, and keeps the runs', () => {
    const runs = [
      { score: 90, lcp: 2500, tbt: 300, cls: 0.01, scriptKb: 120 },
      { score: 97, lcp: 2100, tbt: 80, cls: 0, scriptKb: 118 },
      { score: 95, lcp: 2300, tbt: 120, cls: 0.02, scriptKb: 119 },
    ];
    expect(medianRun(runs)).toEqual({ score: 95, lcp: 2300, tbt: 120, cls: 0.01, scriptKb: 119, runs });
  });

  it('leaves failed runs out, and reports the error when every run failed', () => {
    const runs = [{ error: 'chrome crashed' }, { score: 91, lcp: 2000, tbt: 100, cls: 0, scriptKb: 110 }];
    expect(medianRun(runs)).toMatchObject({ score: 91, lcp: 2000 });
    expect(medianRun([{ error: 'no page' }, { error: 'again' }])).toEqual({
      error: 'no page',
      runs: [{ error: 'no page' }, { error: 'again' }],
    });
  });
});
