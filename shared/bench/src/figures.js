// Turns the raw measurements into the flat figure list that is compared with the budgets.

/** API keys never appear in reports (QUALITY.md), not even the embedded catalogue's placeholder. */
export function withoutKey(path) {
  const url = new URL(path, 'http://x');
  url.searchParams.delete('api_key');
  url.searchParams.delete('apikey');
  return url.pathname + url.search;
}

const num = (v) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** A figure from an { value, note } attempt result (interactions) or a plain number. */
const fromAttempt = (id, label, unit, attemptResult) => ({
  id,
  label,
  unit,
  value: num(attemptResult?.value),
  ...(attemptResult?.note ? { note: attemptResult.note } : {}),
});

/** The screen's own measure (last of that name) when it set one, else the outside timing; the note says which. */
function preferApp(id, label, outside, measures, name) {
  const own = [...(measures ?? [])].reverse().find((m) => m.name === name);
  if (!own) return fromAttempt(id, label, 'ms', outside);
  const also = num(outside?.value);
  const note = `measure ${name}${also === null ? '' : `; DOM settled after ${Math.round(also)} ms`}`;
  return { id, label, unit: 'ms', value: num(own.duration), note };
}

export function figuresFrom(raw, routes) {
  /** @type {import('./budgets.js').Figure[]} */
  const figures = [];
  for (const route of routes) {
    const r = raw.routes?.[route] ?? {};
    const note = r.error ? { note: r.error.split('\n')[0].slice(0, 120) } : {};
    const usable = route === '/' ? 'first cards' : 'h1';
    figures.push({ id: `bytes.js.${route}`, label: `JS before ${route} shows its ${usable}`, value: num(r.jsKb), unit: 'KB', ...note });
    figures.push({ id: `bytes.css.${route}`, label: `CSS before ${route} shows its ${usable}`, value: num(r.cssKb), unit: 'KB' });
    figures.push({ id: `chain.depth.${route}`, label: `Script depth ${route} (initiators)`, value: num(r.scriptDepth), unit: 'hops' });
    figures.push({ id: `chain.waves.${route}`, label: `Request waves ${route} (timing order, with config)`, value: num(r.waves), unit: 'hops' });
  }
  const repeat = raw.repeat ?? {};
  figures.push({
    id: 'cache.repeatApiRequests',
    label: 'API requests on repeated navigation (search <-> detail)',
    value: num(repeat.count),
    unit: 'requests',
    ...(repeat.error ? { note: repeat.error.split('\n')[0].slice(0, 120) } : {}),
  });
  for (const route of Object.keys(raw.lighthouse ?? {})) {
    for (const preset of ['desktop', 'mobile']) {
      const lh = raw.lighthouse[route]?.[preset] ?? {};
      const note = lh.error ? { note: lh.error.split('\n')[0].slice(0, 120) } : {};
      const p = `lighthouse.${preset}`;
      figures.push({ id: `${p}.score.${route}`, label: `Lighthouse ${preset} ${route}`, value: num(lh.score), unit: 'score', ...note });
      figures.push({ id: `${p}.lcp.${route}`, label: `LCP ${preset} ${route}`, value: num(lh.lcp), unit: 'ms' });
      figures.push({ id: `${p}.tbt.${route}`, label: `TBT ${preset} ${route}`, value: num(lh.tbt), unit: 'ms' });
      figures.push({ id: `${p}.cls.${route}`, label: `CLS ${preset} ${route}`, value: num(lh.cls), unit: 'cls' });
    }
  }
  const w = raw.watchlist ?? {};
  figures.push(fromAttempt('watchlist.ready', 'Watchlist 10,000: ready after navigation', 'ms', w.ready));
  figures.push(preferApp('watchlist.filter', 'Watchlist 10,000: filter (Watching tile)', w.filter, w.measures, 'watchlist:filter'));
  figures.push(preferApp('watchlist.sort', 'Watchlist 10,000: sort by title', w.sort, w.measures, 'watchlist:sort'));
  figures.push(preferApp('watchlist.status', 'Watchlist 10,000: status change', w.status, w.measures, 'watchlist:status'));
  figures.push({ id: 'watchlist.domNodes', label: 'Watchlist 10,000: DOM elements in <main>', value: num(w.domNodes), unit: 'nodes' });
  const io = raw.importExport ?? {};
  figures.push(fromAttempt('csv.import50k', 'CSV import of 50,000 rows', 'ms', io.csv));
  figures.push(fromAttempt('csv.import50k.longestTask', 'CSV import: longest main-thread task', 'ms', io.longestTask));
  figures.push(fromAttempt('pdf.export1k', 'PDF export of 1,000 items', 'ms', io.pdf));
  figures.push(fromAttempt('search.typeLatency', 'Search as you type: last key to results (500 ms debounce included)', 'ms', raw.search));
  for (const l of raw.load ?? []) {
    const path = withoutKey(l.path);
    const note = l.errors || l.non2xx ? { note: `${l.errors} errors, ${l.non2xx} non-2xx` } : {};
    figures.push({ id: `load.p50.${path}`, label: `Catalogue p50 ${path} (${l.requestsPerSec} req/s)`, value: num(l.p50), unit: 'ms', ...note });
    figures.push({ id: `load.p95.${path}`, label: `Catalogue p95 ${path}`, value: num(l.p95), unit: 'ms' });
  }
  return figures;
}
