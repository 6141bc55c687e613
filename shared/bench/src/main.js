// npm run bench: build, serve as `npm start` does (bench ports), measure, compare with budgets, write results.
// Flags: --strict (exit 1 when a budget fails or cannot be verified), --skip-build, --skip-lighthouse,
// --no-readme (leave README.md alone; partial runs never touch it).
// BENCH_ONLY=history (comma-separated sections, see SECTIONS) runs those sections alone: a partial run.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveAll } from '@reelist/serve';
import { BUDGETS, evaluate, strictFailures } from './budgets.js';
import { launchBrowser } from './browser.js';
import { CALENDAR_BUDGETS, calendarFigures, measureCalendar } from './calendar.js';
import { figuresFrom } from './figures.js';
import { measureShareLinks } from './share.js';
import { buildHistoryFixture } from './history-export.js';
import { measureHistoryImport } from './history.js';
import { measureInp } from './inp.js';
import { measureImportExport, measureSearchTyping, measureWatchlist } from './interactions.js';
import { LISTS_BUDGETS, listsFigures } from './lists-figures.js';
import { measureLists } from './lists.js';
import { loadCatalog } from './load.js';
import { renderReadmeSummary, renderReport, replaceSection } from './report.js';
import { medianRun } from './stats.js';
import { busiestPerson, measurePersonPage } from './person.js';
import { measureTvProgress } from './tv.js';
import { measureRoute, repeatedNavigation } from './routes.js';
import { makeSearchHistory, makeViewHistory, makeWatchlist } from './seed.js';
import { measureServices } from './services.js';
import { measureYearReview } from './year-review.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const RESULTS = join(ROOT, 'shared/bench/results');
const PORT_BASE = Number(process.env.BENCH_PORT_BASE) || 12200;
const CATALOG_PORT = Number(process.env.BENCH_CATALOG_PORT) || PORT_BASE + 100;

const args = new Set(process.argv.slice(2));
/** What BENCH_ONLY can select; without it every section runs. */
const SECTIONS = [
  'routes',
  'repeat',
  'watchlist',
  'import',
  'search',
  'inp',
  'history',
  'tv',
  'person',
  'share',
  'year',
  'services',
  'lists',
  'calendar',
  'lighthouse',
  'load',
];
const only = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const unknownSections = only.filter((name) => !SECTIONS.includes(name));
if (unknownSections.length) {
  console.error(`BENCH_ONLY: unknown section(s) ${unknownSections.join(', ')}; known: ${SECTIONS.join(', ')}`);
  process.exit(2);
}
const runs = (section) => only.length === 0 || only.includes(section);
const started = Date.now();
const log = (text) => console.log(`[bench ${Math.round((Date.now() - started) / 1000)}s] ${text}`);

function build() {
  log('building production bundles (nx run-many -t build)');
  const r = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--output-style=stream'], { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`build failed (exit ${r.status})`);
}

async function serve() {
  const env = {
    ...process.env,
    SHELL_PORT: String(PORT_BASE),
    MF_DISCOVER_PORT: String(PORT_BASE + 1),
    MF_DETAIL_PORT: String(PORT_BASE + 2),
    MF_WATCHLIST_PORT: String(PORT_BASE + 3),
    MF_INSIGHTS_PORT: String(PORT_BASE + 4),
    CATALOG_PORT: String(CATALOG_PORT),
    TMDB_API_KEY: '',
    OMDB_API_KEY: '',
  };
  return serveAll(env);
}

/** Real ids: the most popular movie and TV show of the catalogue being served. */
async function popularIds(catalog) {
  const first = async (path) => {
    const res = await fetch(`${catalog}${path}?api_key=bench`);
    const body = await res.json();
    const id = body?.results?.[0]?.id;
    if (typeof id !== 'number') throw new Error(`no id from ${path}`);
    return id;
  };
  return { movie: await first('/3/movie/popular'), tv: await first('/3/tv/popular') };
}

async function main() {
  if (!args.has('--skip-build')) build();
  const server = await serve();
  const base = `http://localhost:${PORT_BASE}`;
  const catalog = `http://127.0.0.1:${CATALOG_PORT}`;
  const raw = { routes: {}, lighthouse: {} };
  try {
    const ids = await popularIds(catalog);
    const watchlist = { reelist_watchlist: makeWatchlist(10_000) };
    const history = {
      reelist_view_history: makeViewHistory(600, Date.now()),
      reelist_search_history: makeSearchHistory(200, Date.now()),
    };
    // The person page of the catalogue's busiest person (hundreds of credits), and a collection of four films.
    const person = await busiestPerson(catalog).catch((e) => ({ error: String(e.message) }));
    const routes = [
      ['/', {}],
      ['/search?q=star', {}],
      [`/movie/${ids.movie}`, {}],
      [`/tv/${ids.tv}`, {}],
      ['/watchlist', watchlist],
      ['/analytics', history],
      ...(person.error ? [] : [[`/person/${person.id}`, {}]]),
      [`/collection/${COLLECTION_ID}`, {}],
    ];
    raw.ids = { ...ids, person: person.error ? null : { id: person.id, name: person.name, credits: person.credits } };

    const browser = await launchBrowser();
    try {
      if (runs('routes')) {
        for (const [route, seed] of routes) {
          log(`bytes and request chain: ${route}`);
          raw.routes[route] = await measureRoute(browser, base, route, seed).catch((e) => ({ error: String(e.message) }));
        }
      }
      if (runs('repeat')) {
        log('repeated navigation between cached routes');
        raw.repeat = await repeatedNavigation(browser, base, '/search?q=star', `/movie/${ids.movie}`).catch((e) => ({
          error: String(e.message),
        }));
      }
      if (runs('watchlist')) {
        log('watchlist of 10,000 items');
        raw.watchlist = await measureWatchlist(browser, base);
      }
      if (runs('import')) {
        log('PDF export of 1,000 items, CSV import of 20,000 rows and refusal of 200,000');
        raw.importExport = await measureImportExport(browser, base);
      }
      if (runs('search')) {
        log('search as you type');
        raw.search = await measureSearchTyping(browser, base);
      }
      if (runs('inp')) {
        log('INP on a phone (4x CPU slowdown): watchlist status, Detail tab, Search typing');
        raw.inp = await measureInp(browser, base, ids.movie);
      }
      if (runs('history')) {
        log('history import: Letterboxd ZIP of 5,000 diary rows over 1,500 catalogue films');
        raw.history = await historyImport(browser, base, catalog);
      }
      if (runs('tv')) {
        log('TV progress: The Long Run (20 seasons, 500 episodes) with a 20,000-entry watch log');
        raw.tv = await measureTvProgress(browser, base, ids.tv).catch((e) => ({ error: String(e.message) }));
      }
      if (runs('person')) {
        log(`person page: ${person.name ?? '?'} (${person.credits ?? '?'} credits) on a phone, CPU 4x slower`);
        raw.person = person.error
          ? { error: person.error }
          : await measurePersonPage(browser, base, person, `/movie/${ids.movie}`).catch((e) => ({ error: String(e.message) }));
      }
      if (runs('share')) {
        log('shared list links of 100 and 1,000 catalogue titles');
        raw.share = await measureShareLinks(browser, base, catalog);
      }
      if (runs('year')) {
        log('Year in Review: 20,000 viewings of 1,500 titles with credits kept');
        raw.yearReview = await measureYearReview(browser, base);
      }
      if (runs('services')) {
        log('my services: the daily arrivals check of a 1,000-title watchlist');
        raw.services = await measureServices(browser, base, catalog).catch((e) => ({ error: String(e.message) }));
      }
      if (runs('lists')) {
        log('lists: 200 lists, 5,000 titles in one, on a phone, CPU 4x slower');
        raw.lists = await measureLists(browser, base).catch((e) => ({ error: String(e.message) }));
      }
      if (runs('calendar')) raw.calendar = await measureCalendar(browser, base, catalog, log).catch((e) => ({ error: String(e.message) }));
    } finally {
      await browser.close();
    }

    if (runs('lighthouse') && !args.has('--skip-lighthouse')) {
      const { runLighthouse, seedProfile } = await import('./lighthouse.js');
      // Single runs vary on this 2-core machine (desktop LCP on Home: 547 to 626 ms for the same build), so each
      // figure is the median of three.
      const RUNS = 3;
      // BENCH_LIGHTHOUSE_ROUTES=/person,/collection: only the routes starting with one of these (a partial run); `/`
      // alone is Home.
      const picked = (process.env.BENCH_LIGHTHOUSE_ROUTES ?? '').split(',').filter(Boolean);
      const chosen = (r) => !picked.length || picked.some((p) => (p === '/' ? r === '/' : r.startsWith(p)));
      for (const [route, seed] of routes.filter(([r]) => chosen(r))) {
        const template = Object.keys(seed).length ? await seedProfile(base, seed) : null;
        raw.lighthouse[route] = {};
        for (const preset of ['desktop', 'mobile']) {
          const results = [];
          for (let i = 0; i < RUNS; i++) {
            log(`lighthouse ${preset}: ${route} (run ${i + 1} of ${RUNS})`);
            results.push(await runLighthouse(base + route, preset, template).catch((e) => ({ error: String(e.message) })));
          }
          raw.lighthouse[route][preset] = medianRun(results);
        }
        if (template) rmSync(template, { recursive: true, force: true });
      }
    }

    if (runs('load')) {
      log('catalogue under load (autocannon, 5 s x 10 connections per endpoint)');
      raw.load = await loadCatalog(catalog, [
        '/3/trending/all/day?api_key=bench',
        '/3/movie/popular?api_key=bench&page=2',
        `/3/movie/${ids.movie}?api_key=bench&append_to_response=credits,videos,similar`,
        '/3/search/multi?api_key=bench&query=star',
      ]);
    }
  } finally {
    server.stop();
  }

  const figures = figuresFrom(raw, routesOrder(raw));
  if (raw.lists !== undefined) figures.push(...listsFigures(raw.lists));
  if (raw.calendar !== undefined) figures.push(...calendarFigures(raw.calendar));
  const rows = evaluate(figures, [...BUDGETS, ...LISTS_BUDGETS, ...CALENDAR_BUDGETS]);
  const date = new Date().toISOString().slice(0, 10);
  const partial = args.has('--skip-lighthouse') || only.length > 0 || !!process.env.BENCH_LIGHTHOUSE_ROUTES;
  const meta = {
    command: `${only.length ? `BENCH_ONLY=${only.join(',')} ` : ''}npm run bench${args.has('--skip-lighthouse') ? ' -- --skip-lighthouse' : ''}`,
    date,
    environment: `${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, Debian Chromium, production build served as npm start serves it`,
    notes: NOTES,
  };
  const markdown = renderReport(rows, meta);
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(join(RESULTS, 'results.json'), `${JSON.stringify({ meta, rows, raw }, null, 2)}\n`);
  writeFileSync(join(RESULTS, 'results.md'), `# Benchmark results\n\n${markdown}\n`);
  if (!partial && !args.has('--no-readme')) {
    const readme = join(ROOT, 'README.md');
    writeFileSync(readme, replaceSection(readFileSync(readme, 'utf8'), 'Benchmarks', renderReadmeSummary(rows, meta)));
  }
  console.log(`\n${markdown}\n`);
  log(`done; results in shared/bench/results/`);
  const failures = strictFailures(rows);
  if (args.has('--strict') && failures.length) {
    console.error(`--strict: ${failures.length} budget(s) failed or unverified: ${failures.map((f) => f.label).join('; ')}`);
    process.exit(1);
  }
  process.exit(0);
}

const routesOrder = (raw) => Object.keys(raw.routes);

/** The catalogue's Shrek Collection (four released films): its ids are the same on every build date. */
const COLLECTION_ID = 500_009;

/** The history section: the fixture once per run (from the catalogue being served), then the import. Never throws. */
async function historyImport(browser, base, catalog) {
  let fixture;
  try {
    fixture = await buildHistoryFixture(catalog);
    log(`  fixture: ${JSON.stringify(fixture.info.rows)}, ${Math.round(fixture.info.zipBytes / 1024)} KB zipped`);
    return await measureHistoryImport(browser, base, fixture);
  } catch (error) {
    const reason = String(error?.message ?? error).split('\n')[0].slice(0, 160);
    console.warn(`  history import: not measured (${reason})`);
    return { error: reason };
  } finally {
    fixture?.dispose();
  }
}

const NOTES = [
  'Bytes: encoded (compressed) body sizes of script and stylesheet responses, from page load until the route is usable (Home: first carousel card; other routes: the h1), fresh context, service worker blocked.',
  'Script depth (hops): from request initiators (DevTools protocol, async stacks): a script is one hop deeper than the deepest script on the stack that asked for it; scripts the HTML names are hop 1. "Request waves" is the timing order instead (a request is one wave after the last script or config it started after), which also counts HTTP/1.1 connection queuing.',
  'Interaction timings: from the action (in-page clock) to the DOM under <main> settling (a frame with no mutation); the screens\' own performance measures are kept in results.json.',
  'History import: a Letterboxd ZIP (diary.csv 5,000 rows over 1,500 catalogue films with rewatches, watched.csv, ratings.csv) chosen on the Watchlist of a fresh profile; times from the file input\'s change event to the frame the preview\'s "Import N items" shows, and from its click to the frame "Successfully imported" shows (in-page clock); long tasks over the whole import; the progress bar sampled every 250 ms while matching; then the same file again.',
  'TV progress: "The Long Run" (20 seasons of 25 episodes, 488 aired) with 20,000 viewings in the watch log; Seasons ready is an in-app navigation from another show (Detail code loaded) to the frame its "Mark all aired as watched" is enabled; the toggle and mark-all figures are action to DOM settled.',
  'Person page: the catalogue\'s busiest person on a 390 px phone with the CPU slowed 4x, every other credited title Watched in the watchlist; each department lists its first 20 rows and a Show all button, and draws them as they near the screen (5 at first); render is an in-app navigation back to the person (details cached, code loaded) until the rows shown at first are in the DOM; Movies, Hide watched and Sort by Rating are the control\'s action until the DOM under <main> settles; Show all is the biggest department\'s button, on the page as first shown, until the DOM under <main> settles (in-page clock).',
  'Shared list links: the Watchlist\'s Export / Share panel with N popular catalogue titles (real names, statuses mixed), "Share link" for All; the link\'s whole length.',
  'Lists: 200 lists in reelist_lists as lists-store.ts stores them (one of 5,000 titles, the others 8 to 12) on a 390 px phone with the CPU slowed 4x; each figure the median of 7 runs, from the click (or Enter in a row\'s position box) until the frame showing the result has been painted (in-page clock: the condition holds in an animation frame, then a task after it). Open: My Lists -> the list\'s link until its h1 and rows down to the screen\'s bottom (only rows near the viewport are rendered); to end: the list scrolled to its bottom until its last title is in the DOM; My Lists: its "← My Lists" link until its h1 and the cards down to the screen\'s bottom (only cards near the viewport are rendered); moves: until "Moved {title} to position N of 5000." is announced and the row is at N.',
  'Calendar: 300 catalogue shows tracked (200 on the watchlist, a third of them Watching, 100 kept followed) on a 390 px phone with the CPU slowed 4x; each figure the median of 3 runs until the frame where the "Checking your shows" progress is gone and the agenda is in the DOM, then a task after it (in-page clock). Open: /calendar?view=agenda in a new tab, from the navigation\'s start (the code and the catalogue\'s answers in the browser\'s HTTP cache from an unmeasured first open, the app\'s memory empty, the shows\' schedules kept in storage by that open, at most 30 minutes old); cold: the same with the kept schedules removed first (every show asked again); reopen: the Watchlist\'s Calendar link, the answers in the api\'s cache.',
  'Lighthouse: performance category, Debian Chromium headless; /watchlist (10,000 items) and /analytics (history) on a pre-seeded profile with storage reset disabled. Each figure, desktop and mobile (simulated 4x CPU and a slow 4G link), is the median of 3 runs per route: single runs on this 2-core CPU vary. "Scripts until idle" is every script Lighthouse saw the page load.',
  'INP: a 390 px touch phone with the CPU slowed 4x (DevTools protocol), real taps and keys; the longest Event Timing entry of any interaction (input to next paint), as the browser computes INP. Watchlist: a status button on a 1,000-item watchlist; Detail: Cast to Crew; Search: typing "star" until its results show.',
];

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
