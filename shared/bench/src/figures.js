// Turns the raw measurements into the flat figure list that is compared with the budgets.
import { toKb } from './stats.js';

/** API keys never appear in reports (a security rule), not even the embedded catalogue's placeholder. */
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
    if (r.english) {
      const { catalogBytes, runtimeBytes, catalogs, ids, idBytes, bytes } = r.english;
      const english = `runtime ${toKb(runtimeBytes)} KB, ${catalogs} English catalogues ${toKb(catalogBytes)} KB, ${ids} message ids ${toKb(idBytes)} KB`;
      figures.push({ id: `i18n.english.${route}`, label: `What English costs ${route} before its ${usable} (i18n runtime, catalogues, ids)`, value: toKb(bytes), unit: 'KB', note: english });
    }
    figures.push({ id: `chain.waves.${route}`, label: `Request waves ${route} (timing order, with config)`, value: num(r.waves), unit: 'hops' });
  }
  // A section that did not run (BENCH_ONLY) has no raw entry and no rows; one that ran and failed has rows.
  const ran = (key) => raw[key] !== undefined;
  if (ran('repeat')) {
    const repeat = raw.repeat ?? {};
    figures.push({
      id: 'cache.repeatApiRequests',
      label: 'API requests on repeated navigation (search <-> detail)',
      value: num(repeat.count),
      unit: 'requests',
      ...(repeat.error ? { note: repeat.error.split('\n')[0].slice(0, 120) } : {}),
    });
  }
  for (const route of Object.keys(raw.lighthouse ?? {})) {
    for (const preset of ['desktop', 'mobile']) {
      const lh = raw.lighthouse[route]?.[preset] ?? {};
      const note = lh.error ? { note: lh.error.split('\n')[0].slice(0, 120) } : {};
      const p = `lighthouse.${preset}`;
      figures.push({ id: `${p}.score.${route}`, label: `Lighthouse ${preset} ${route}`, value: num(lh.score), unit: 'score', ...note });
      figures.push({ id: `${p}.lcp.${route}`, label: `LCP ${preset} ${route}`, value: num(lh.lcp), unit: 'ms' });
      figures.push({ id: `${p}.tbt.${route}`, label: `TBT ${preset} ${route}`, value: num(lh.tbt), unit: 'ms' });
      figures.push({ id: `${p}.cls.${route}`, label: `CLS ${preset} ${route}`, value: num(lh.cls), unit: 'cls' });
      if (preset === 'mobile')
        figures.push({ id: `${p}.scriptKb.${route}`, label: `Scripts until idle, mobile ${route}`, value: num(lh.scriptKb), unit: 'KB' });
    }
  }
  if (ran('watchlist')) {
    const w = raw.watchlist ?? {};
    figures.push(fromAttempt('watchlist.ready', 'Watchlist 10,000: ready after navigation', 'ms', w.ready));
    figures.push(preferApp('watchlist.filter', 'Watchlist 10,000: filter (Watching tile)', w.filter, w.measures, 'watchlist:filter'));
    figures.push(preferApp('watchlist.sort', 'Watchlist 10,000: sort by title', w.sort, w.measures, 'watchlist:sort'));
    figures.push(preferApp('watchlist.status', 'Watchlist 10,000: status change', w.status, w.measures, 'watchlist:status'));
    figures.push({ id: 'watchlist.domNodes', label: 'Watchlist 10,000: DOM elements in <main>', value: num(w.domNodes), unit: 'nodes' });
  }
  if (ran('importExport')) {
    const io = raw.importExport ?? {};
    figures.push(fromAttempt('csv.import20k', 'CSV import of 20,000 rows (kept; about the most a browser holds)', 'ms', io.csv));
    figures.push(fromAttempt('csv.import20k.longestTask', 'CSV import: longest main-thread task', 'ms', io.longestTask));
    figures.push(fromAttempt('csv.refuse200k', 'CSV of 200,000 rows: refused before anything is stored', 'ms', io.csvRefused));
    figures.push(fromAttempt('pdf.export1k', 'PDF export of 1,000 items', 'ms', io.pdf));
  }
  if (ran('search')) {
    figures.push(fromAttempt('search.typeLatency', 'Search as you type: last key to results (500 ms debounce included)', 'ms', raw.search));
  }
  if (ran('inp')) {
    const inp = raw.inp ?? {};
    figures.push(fromAttempt('inp.watchlistStatus', 'INP phone: status change, 1,000-item watchlist', 'ms', inp.watchlistStatus));
    figures.push(fromAttempt('inp.detailTab', 'INP phone: tab switch on Detail', 'ms', inp.detailTab));
    figures.push(fromAttempt('inp.searchTyping', 'INP phone: typing in Search', 'ms', inp.searchTyping));
  }
  if (ran('history')) figures.push(...historyFigures(raw.history));
  if (ran('tv')) {
    const tv = raw.tv ?? {};
    figures.push(fromAttempt('tv.seasonsReady', 'TV 20 seasons / 500 episodes: Seasons section interactive after navigation', 'ms', tv.seasonsReady));
    figures.push(fromAttempt('tv.detailTitled', 'TV: the same navigation, until the show\'s title is shown', 'ms', tv.detailTitled));
    figures.push(fromAttempt('tv.seasonOpen', 'TV: a season opened (25 episodes fetched and shown)', 'ms', tv.seasonOpen));
    figures.push(fromAttempt('tv.episodeToggle', 'TV: an episode ticked, progress updated', 'ms', tv.episodeToggle));
    figures.push(fromAttempt('tv.markAllAired', 'TV: Mark all aired as watched (487 episodes)', 'ms', tv.markAllAired));
  }
  if (ran('person')) figures.push(...personFigures(raw.person));
  for (const [size, link] of Object.entries(raw.share ?? {})) {
    figures.push(fromAttempt(`share.link${size}`, `Shared list link of ${Number(size).toLocaleString('en-US')} titles`, 'KB', link));
  }
  if (ran('yearReview')) figures.push(...yearReviewFigures(raw.yearReview));
  if (ran('services')) figures.push(...servicesFigures(raw.services));
  for (const l of raw.load ?? []) {
    const path = withoutKey(l.path);
    const note = l.errors || l.non2xx ? { note: `${l.errors} errors, ${l.non2xx} non-2xx` } : {};
    figures.push({ id: `load.p50.${path}`, label: `Catalogue p50 ${path} (${l.requestsPerSec} req/s)`, value: num(l.p50), unit: 'ms', ...note });
    figures.push({ id: `load.p95.${path}`, label: `Catalogue p95 ${path}`, value: num(l.p95), unit: 'ms' });
  }
  return figures;
}

/**
 * The history import's figures (src/history.js): preview, commit and their total, the longest main-thread task, the
 * progress bar's longest stand-still while matching, the watch log after the first import and what a second adds.
 * A failed run gives every figure null with the reason.
 */
export function historyFigures(h = {}) {
  const p = 'History import (Letterboxd ZIP, 5,000 diary rows, 1,500 films)';
  const failed = h.error ? { note: String(h.error).split('\n')[0].slice(0, 160) } : {};
  const ms = (v) => (num(v) === null ? null : Math.round(v));
  const task = h.longTasks;
  const top = task?.top?.[0];
  const bar = h.progress?.barStall;
  const text = h.progress?.textStall;
  const re = h.reimport;
  const sumOf = (items) => (items?.length ? `; preview: ${items.join(', ')}` : '');
  return [
    { id: 'history.read', label: `${p}: file chosen -> matching shown (worker read)`, value: ms(h.readMs), unit: 'ms', ...failed },
    { id: 'history.match', label: `${p}: matching shown -> preview`, value: ms(h.matchMs), unit: 'ms' },
    {
      id: 'history.preview',
      label: `${p}: file chosen -> "Import N items" shown`,
      value: ms(h.previewMs),
      unit: 'ms',
      ...(h.preview?.text ? { note: `${h.preview.text}${sumOf(h.preview.summary)}` } : failed),
    },
    { id: 'history.commit', label: `${p}: "Import N items" click -> "Successfully imported"`, value: ms(h.commitMs), unit: 'ms' },
    { id: 'history.total', label: `${p}: preview + commit`, value: ms(h.totalMs), unit: 'ms', ...failed },
    {
      id: 'history.longestTask',
      label: `${p}: longest main-thread task`,
      value: task === null ? null : ms(task?.longest),
      unit: 'ms',
      ...(task === null
        ? { note: 'no longtask support' }
        : top
          ? { note: `${top.phase}, ${Math.round(top.at)} ms after choosing; ${task.count} long tasks, ${Math.round(task.totalMs)} ms in all` }
          : failed),
    },
    {
      id: 'history.progressStall',
      label: `${p}: progress bar's longest stand-still while matching (sampled every 250 ms)`,
      value: bar ? ms(bar.ms) : null,
      unit: 'ms',
      ...(bar
        ? { note: `at ${bar.value}%, ${Math.round(bar.from)}-${Math.round(bar.to)} ms after choosing${text ? `; "done of total" text: ${Math.round(text.ms)} ms at ${text.value}` : ''}` }
        : h.progress
          ? { note: 'matching never showed' }
          : failed),
    },
    {
      id: 'history.watchLogEntries',
      label: `${p}: watch log entries after the import`,
      value: num(h.log?.entries),
      unit: 'entries',
      ...failed,
    },
    { id: 'history.watchLogChars', label: `${p}: stored watch log size`, value: num(h.log?.chars), unit: 'chars' },
    {
      id: 'history.reimportTitles',
      label: `${p}: titles a second import of the same file offers ("Nothing new to import" = 0)`,
      value: num(re?.titles),
      unit: 'items',
      ...(re
        ? {
            note: `preview: ${re.text}${re.summary?.length ? `, ${re.summary.join(', ')}` : ''}${
              re.ratingsChanged ? `; committing it changed ${re.ratingsChanged.count} stored ratings` : ''
            }`,
          }
        : failed),
    },
    {
      id: 'history.reimportAdded',
      label: `${p}: watch log entries a second import of the same file adds`,
      value: num(re?.added),
      unit: 'entries',
      ...(re ? { note: `preview: ${re.text}${re.disabled ? ' (disabled)' : ' (committed)'}` } : failed),
    },
    { id: 'history.reimportPreview', label: `${p}: second import, file chosen -> preview`, value: ms(re?.previewMs), unit: 'ms' },
  ];
}

/** Year in Review's figures (src/year-review.js); a failed run gives each null with the reason. */
export function yearReviewFigures(y = {}) {
  const p = 'Year in Review (20,000 viewings, 1,500 titles, credits kept)';
  const failed = y.error ? { note: String(y.error).split('\n')[0].slice(0, 160) } : {};
  const ms = (v) => (num(v) === null ? null : Math.round(v));
  return [
    { id: 'year.render', label: `${p}: year link click -> figures and top people shown`, value: ms(y.renderMs), unit: 'ms', ...failed },
    { id: 'year.png', label: `${p}: "Share image" click -> 1080 x 1920 PNG saved`, value: ms(y.pngMs), unit: 'ms', ...failed },
    { id: 'year.creditRequests', label: `${p}: credit requests with every title kept`, value: num(y.creditRequests), unit: 'requests', ...failed },
  ];
}

/** The daily arrivals check's figures (src/services.js); a failed run gives each null with the reason. */
export function servicesFigures(s = {}) {
  const p = `Daily arrivals check of a ${num(s.watchlist) ?? 1000}-title watchlist (40 requests/s)`;
  const failed = s.error ? { note: String(s.error).split('\n')[0].slice(0, 160) } : {};
  const ms = (v) => (num(v) === null ? null : Math.round(v));
  return [
    { id: 'services.dailyCheck', label: `${p}: start to arrivals stored`, value: ms(s.checkMs), unit: 'ms', ...failed },
    {
      id: 'services.longestTask',
      label: `${p}: longest main-thread task`,
      value: ms(s.longestTask),
      unit: 'ms',
      ...(s.longestTask === null && !s.error ? { note: 'no longtask support' } : failed),
    },
    { id: 'services.requests', label: `${p}: watch-provider requests`, value: num(s.requests), unit: 'requests', ...failed },
  ];
}

/** The person page's figures (src/person.js): a filmography of hundreds of credits rendered, filtered and sorted. */
export function personFigures(p = {}) {
  const failed = p.error ? { note: String(p.error).split('\n')[0].slice(0, 160) } : {};
  const of = `${p.credits ?? '?'} credits, ${p.rows ?? '?'} of ${p.allRows ?? '?'} rows shown at first`;
  return [
    { ...fromAttempt('person.render', `Person page (${of}), phone 4x CPU: in-app navigation -> first rows shown`, 'ms', p.render), ...failed },
    fromAttempt('person.filter', 'Person page, phone 4x CPU: Movies filter', 'ms', p.filter),
    {
      ...fromAttempt('person.hideWatched', 'Person page, phone 4x CPU: Hide watched', 'ms', p.hideWatched),
      ...(p.shownAfterHide !== undefined && !p.hideWatched?.note ? { note: `${p.shownAfterHide} rows left` } : {}),
    },
    fromAttempt('person.sort', 'Person page, phone 4x CPU: Sort by Rating', 'ms', p.sort),
    {
      ...fromAttempt('person.showAll', `Person page, phone 4x CPU: Show all of ${p.showAllDepartment || 'the biggest department'}`, 'ms', p.showAll),
      ...(p.shownAfterShowAll !== undefined && !p.showAll?.note ? { note: `${p.shownAfterShowAll} rows shown` } : {}),
    },
  ];
}
