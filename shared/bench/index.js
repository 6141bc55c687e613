// @reelist/bench public API: the budget logic and report rendering (the runner is src/main.js).
export { BUDGETS, budgetFor, evaluate, strictFailures } from './src/budgets.js';
export { renderTable, renderReport, replaceSection, formatValue } from './src/report.js';
export { causalDepth, chainDepth, kindOf, stackUrls } from './src/chain.js';
export { figuresFrom } from './src/figures.js';
export { makeWatchlist, makeViewHistory, makeSearchHistory, makeCsv } from './src/seed.js';
