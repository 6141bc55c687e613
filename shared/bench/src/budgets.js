// The product's speed and size budgets as data, and the comparison of measured figures with them.
// A figure is { id, label, value, unit, note? }; value null means "could not be measured" (with a note why).
import { HISTORY_DIARY_ROWS } from './history-export.js';

/** @typedef {{ op: '<=' | '>=' | '=', value: number, text?: string }} Budget */
/** @typedef {{ id: string, label: string, value: number | null, unit: string, note?: string }} Figure */
/** @typedef {Figure & { budget: Budget | null, result: 'pass' | 'fail' | 'missing' | 'info' }} Row */

/**
 * Budgets by figure id. An id ending in `.*` covers every figure whose id starts with what precedes the `*`.
 * Figures without a budget are reported as information only.
 * @type {Array<[string, Budget]>}
 */
export const BUDGETS = [
  // Issue 20: a phone's first screen. Home's scripts before its first cards, and until it is idle.
  ['bytes.js./', { op: '<=', value: 115 }],
  ['lighthouse.mobile.scriptKb./', { op: '<=', value: 120 }],
  // Issue 40: English (its messages and the translation runtime) on Home's first screen.
  ['i18n.english./', { op: '<=', value: 2 }],
  ['chain.depth.*', { op: '<=', value: 3 }],
  ['lighthouse.desktop.score.*', { op: '>=', value: 98 }],
  ['lighthouse.desktop.cls.*', { op: '<=', value: 0.02 }],
  ['lighthouse.desktop.lcp./', { op: '<=', value: 600 }],
  ['lighthouse.mobile.score.*', { op: '>=', value: 95 }],
  ['lighthouse.mobile.tbt.*', { op: '<=', value: 150 }],
  ['lighthouse.mobile.lcp.*', { op: '<=', value: 2000 }],
  ['lighthouse.mobile.cls.*', { op: '<=', value: 0.02 }],
  ['inp.*', { op: '<=', value: 100 }],
  ['watchlist.ready', { op: '<=', value: 500 }],
  ['watchlist.filter', { op: '<=', value: 100 }],
  ['watchlist.sort', { op: '<=', value: 100 }],
  ['watchlist.status', { op: '<=', value: 100 }],
  ['csv.import20k', { op: '<=', value: 3000 }],
  ['csv.import20k.longestTask', { op: '<=', value: 200 }],
  ['csv.refuse200k', { op: '<=', value: 15_000 }],
  ['pdf.export1k', { op: '<=', value: 3000 }],
  ['cache.repeatApiRequests', { op: '<=', value: 0 }],
  ['history.total', { op: '<=', value: 20_000 }],
  ['history.longestTask', { op: '<=', value: 200 }],
  ['history.progressStall', { op: '<=', value: 1000 }],
  ['history.reimportTitles', { op: '<=', value: 0 }],
  ['history.reimportAdded', { op: '<=', value: 0 }],
  ['history.watchLogEntries', { op: '=', value: HISTORY_DIARY_ROWS }],
  ['tv.seasonsReady', { op: '<=', value: 300 }],
  ['tv.episodeToggle', { op: '<=', value: 50 }],
  // Issue 22: a shared list of 1,000 titles fits in a link Chromium, Safari and Firefox open.
  ['share.link1000', { op: '<=', value: 32 }],
  // Issue 37: a filmography of hundreds of credits renders and filters in 100 ms on a phone's CPU.
  ['person.*', { op: '<=', value: 100 }],
  ['year.render', { op: '<=', value: 1000 }],
  ['year.png', { op: '<=', value: 2000 }],
  ['year.creditRequests', { op: '<=', value: 0 }],
  // Issue 23: the daily check of a 1,000-title watchlist, paced at 40 requests a second.
  ['services.dailyCheck', { op: '<=', value: 30_000 }],
  ['services.longestTask', { op: '<=', value: 200 }],
];

/** @returns {Budget | null} */
export function budgetFor(id, budgets = BUDGETS) {
  for (const [pattern, budget] of budgets) {
    if (pattern.endsWith('*') ? id.startsWith(pattern.slice(0, -1)) : pattern === id) return budget;
  }
  return null;
}

/** @param {Figure[]} figures @returns {Row[]} */
export function evaluate(figures, budgets = BUDGETS) {
  return figures.map((figure) => {
    const budget = budgetFor(figure.id, budgets);
    /** @type {Row['result']} */
    let result = 'info';
    if (budget && (figure.value === null || !Number.isFinite(figure.value))) result = 'missing';
    else if (budget && figure.value !== null) {
      const ok =
        budget.op === '<='
          ? figure.value <= budget.value
          : budget.op === '>='
            ? figure.value >= budget.value
            : figure.value === budget.value;
      result = ok ? 'pass' : 'fail';
    }
    return { ...figure, budget, result };
  });
}

/** --strict fails on a missed budget and on a budgeted figure that could not be measured (unverified is not a pass). */
export function strictFailures(rows) {
  return rows.filter((r) => r.result === 'fail' || r.result === 'missing');
}
