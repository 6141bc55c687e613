// Renders evaluated rows as the markdown table printed by `npm run bench` and kept in results.md, and the short
// summary of it the root README keeps (the README links the table instead of copying it).

const DECIMALS = { ms: 0, KB: 1, score: 0, cls: 3, hops: 0, requests: 0, nodes: 0, 'req/s': 0, entries: 0, chars: 0, items: 0 };

export function formatValue(value, unit) {
  if (value === null || value === undefined || !Number.isFinite(value)) return 'not measured';
  const digits = DECIMALS[unit] ?? 2;
  const number = value.toFixed(digits);
  return unit === 'score' || unit === 'cls' ? number : `${number} ${unit}`;
}

export function formatBudget(budget, unit) {
  if (!budget) return '—';
  const sign = { '<=': '≤', '>=': '≥', '=': '=' }[budget.op];
  return budget.text ?? `${sign} ${formatValue(budget.value, unit)}`;
}

const RESULT_TEXT = { pass: 'pass', fail: '**FAIL**', missing: 'not measured', info: '—' };

/** Markdown cells must not break the table: pipes escaped, newlines flattened. */
export const cell = (text) => String(text).replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

/** @param {import('./budgets.js').Row[]} rows */
export function renderTable(rows) {
  const lines = ['| figure | value | budget | result |', '|---|---|---|---|'];
  for (const row of rows) {
    const value = formatValue(row.value, row.unit) + (row.note ? ` (${row.note})` : '');
    lines.push(`| ${cell(row.label)} | ${cell(value)} | ${cell(formatBudget(row.budget, row.unit))} | ${RESULT_TEXT[row.result]} |`);
  }
  return lines.join('\n');
}

export function summarize(rows) {
  const count = (result) => rows.filter((r) => r.result === result).length;
  return { pass: count('pass'), fail: count('fail'), missing: count('missing'), info: count('info') };
}

/** The whole results.md: command, date, environment line, table, summary. */
export function renderReport(rows, meta) {
  const s = summarize(rows);
  return [
    `Measured with \`${meta.command}\` on ${meta.date} (${meta.environment}).`,
    '',
    renderTable(rows),
    '',
    `${s.pass} within budget, ${s.fail} over budget, ${s.missing} not measured, ${s.info} recorded without a budget.`,
    ...(meta.notes?.length ? ['', ...meta.notes.map((n) => `- ${n}`)] : []),
  ].join('\n');
}

/** The README's Benchmarks section: how to run, where the table is, and what the last full run held and missed. */
export function renderReadmeSummary(rows, meta) {
  const s = summarize(rows);
  const missed = rows
    .filter((row) => row.result === 'fail')
    .map((row) => `${row.label} (${formatValue(row.value, row.unit)}, budget ${formatBudget(row.budget, row.unit)})`);
  return [
    '```sh',
    'npm run bench                                     # build, serve as `npm start` does, measure, compare with budgets',
    'npm run bench -- --skip-build --skip-lighthouse   # quick partial run',
    'BENCH_ONLY=history npm run bench -- --skip-build  # one section alone',
    '```',
    '',
    'The latest results are in [`shared/bench/results/results.md`](shared/bench/results/results.md) (every raw figure',
    'in `results.json`; how each figure is measured: `shared/bench/README.md`). A full run rewrites this summary.',
    '',
    `Last full run ${meta.date} (${meta.environment}): ${s.pass} budgets held, ${s.fail} missed, ${s.missing} not ` +
      `measured, ${s.info} figures recorded without a budget.${missed.length ? ' Missed:' : ''}`,
    ...missed.map((line) => `- ${cell(line)}`),
  ].join('\n');
}

/** Replaces the body of a markdown section (`## heading` up to the next `## `) keeping the rest intact. */
export function replaceSection(markdown, heading, body) {
  const lines = markdown.split('\n');
  const start = lines.findIndex((l) => l.trim() === `## ${heading}`);
  if (start < 0) return `${markdown.trimEnd()}\n\n## ${heading}\n\n${body}\n`;
  let end = lines.findIndex((l, i) => i > start && /^## /.test(l));
  if (end < 0) end = lines.length;
  const tail = lines.slice(end);
  return [...lines.slice(0, start + 1), '', body, ...(tail.length ? ['', ...tail] : [''])].join('\n');
}
