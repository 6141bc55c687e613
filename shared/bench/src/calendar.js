// The calendar at scale: 300 catalogue shows tracked (calendar-seed.js) on a 390 px phone with the CPU slowed 4x (as
// src/lists.js), each figure the median of a few runs on the in-page clock, until the frame where every show has
// been read (the "Checking your shows" progress gone) and the agenda is in the DOM, then a task after that frame
// (its style, layout and paint done):
// - open: /calendar loaded in a new tab of the context (the browser's HTTP cache and storage kept, the app's memory
//   not), from the navigation's start: the shows' schedules the calendar keeps for half an hour are there;
// - cold open: the same with the kept schedules removed before the app starts, so every show is asked again (a
//   first visit, or one more than half an hour after the last);
// - reopen: the Watchlist's "Calendar" link clicked (in-app: the code loaded, the answers in the api's cache).
import { attempt, newSeededContext } from './browser.js';
import { CALENDAR_SHOWS, KEPT_SCHEDULES_KEY, makeCalendarSeed } from './calendar-seed.js';
import { median } from './stats.js';

export { CALENDAR_SHOWS } from './calendar-seed.js';
export { CALENDAR_BUDGETS, calendarFigures } from './calendar-figures.js';

const CPU_SLOWDOWN = 4;
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const RUNS = 3;
const TIMEOUT = 120_000;
const PATH = '/calendar?view=agenda';

/** `count` catalogue shows (discover, popularity order, 20 a page): real ids the app's requests find. */
export async function catalogShows(catalog, count = CALENDAR_SHOWS) {
  const pages = Array.from({ length: Math.ceil(count / 20) }, (_, i) => i + 1);
  const lists = await Promise.all(
    pages.map(async (page) => {
      const res = await fetch(`${catalog}/3/discover/tv?api_key=bench&sort_by=popularity.desc&page=${page}`);
      if (!res.ok) throw new Error(`${res.status} from the catalogue's discover/tv`);
      return (await res.json()).results ?? [];
    }),
  );
  const shows = [...new Map(lists.flat().map((show) => [show.id, show])).values()].slice(0, count);
  if (shows.length < count) throw new Error(`the catalogue has ${shows.length} shows, not ${count}`);
  return shows;
}

/**
 * In the page (an init script, and a function evaluated): calls `report({ dom, painted, entries })` once every show
 * has been read and the agenda is in the DOM, checked every animation frame; `t0` is where the clock starts.
 */
function whenCalendarReady(t0, report) {
  const ready = () =>
    location.pathname === '/calendar' &&
    document.querySelector('main h1')?.textContent === 'Calendar' &&
    !!document.querySelector('main ol[aria-label="Agenda"]') &&
    ![...document.querySelectorAll('[role="status"]')].some((s) => s.textContent?.startsWith('Checking your shows'));
  const frame = () => {
    if (!ready()) return void requestAnimationFrame(frame);
    const dom = performance.now() - t0;
    const entries = document.querySelectorAll('main ol[aria-label="Agenda"] a[href^="/tv/"]').length;
    setTimeout(() => report({ dom, painted: performance.now() - t0, entries }), 0);
  };
  requestAnimationFrame(frame);
}

/** From the document's start, on /calendar only: the result in window.__benchCalendar. */
function watchFromStart(source) {
  if (location.pathname !== '/calendar') return;
  const run = new Function(`return (${source})`)();
  run(0, (result) => {
    window.__benchCalendar = result;
  });
}

async function throttled(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return cdp;
}

/**
 * One open: a new tab, throttled before it loads, /calendar until ready; `cold`: without the schedules kept in
 * storage. Resolves { dom, painted, entries, requests }.
 */
async function openOnce(context, baseUrl, { cold = false } = {}) {
  const page = await context.newPage();
  if (cold) await page.addInitScript((key) => localStorage.removeItem(key), KEPT_SCHEDULES_KEY);
  let requests = 0;
  page.on('request', (req) => {
    if (/\/3\/tv\/\d+/.test(req.url())) requests += 1;
  });
  const cdp = await throttled(page);
  await page.goto(`${baseUrl}${PATH}`, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(() => window.__benchCalendar ?? null, null, { timeout: TIMEOUT, polling: 250 });
  const result = { ...(await handle.jsonValue()), requests };
  return { page, cdp, result };
}

/** The Watchlist (in-app, unmeasured), then its "Calendar" link until ready. */
const reopenOnce = async (page) => {
  await page.evaluate(() => document.querySelector('a[href="/watchlist"]')?.click());
  await page.locator('main a[href="/calendar"]').first().waitFor({ state: 'attached', timeout: 30_000 });
  return page.evaluate(
    ({ source, timeout }) =>
      new Promise((resolve, reject) => {
        const run = new Function(`return (${source})`)();
        const t0 = performance.now();
        setTimeout(() => reject(new Error(`not ready within ${timeout} ms`)), timeout);
        document.querySelector('main a[href="/calendar"]').click();
        run(t0, resolve);
      }),
    { source: whenCalendarReady.toString(), timeout: TIMEOUT },
  );
};

const summary = (runs) => ({
  value: median(runs.map((r) => r.painted)),
  domMedian: median(runs.map((r) => r.dom)),
  entries: runs.at(-1)?.entries ?? null,
  requests: runs.at(-1)?.requests ?? null,
  runs,
});

/** The section: logs its start with `log`, never throws (a failure is the result's `error`). */
export async function measureCalendar(browser, baseUrl, catalog, log = () => undefined) {
  log(`calendar: ${CALENDAR_SHOWS} tracked shows on a phone, CPU ${CPU_SLOWDOWN}x slower`);
  const out = { shows: CALENDAR_SHOWS };
  let context;
  try {
    const { values } = makeCalendarSeed(await catalogShows(catalog));
    context = await newSeededContext(browser, values, PHONE);
    await context.addInitScript(watchFromStart, whenCalendarReady.toString());
    // Once unmeasured: the code and the browser's first requests behind, as for a returning visitor.
    const warm = await openOnce(context, baseUrl);
    await warm.page.close();

    let last = null;
    out.open = await attempt('calendar open', async () => {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) {
        const { page, cdp, result } = await openOnce(context, baseUrl);
        runs.push(result);
        if (last) await last.page.close();
        last = { page, cdp };
      }
      return summary(runs);
    }).then(unwrap);

    out.cold = await attempt('calendar cold open', async () => {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) {
        const { page, result } = await openOnce(context, baseUrl, { cold: true });
        runs.push(result);
        await page.close();
      }
      return summary(runs);
    }).then(unwrap);

    out.reopen = await attempt('calendar reopen', async () => {
      if (!last) throw new Error('no page open');
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) runs.push({ ...(await reopenOnce(last.page)), requests: null });
      return summary(runs);
    }).then(unwrap);
  } catch (error) {
    out.error = String(error?.message ?? error).split('\n')[0].slice(0, 160);
  } finally {
    await context?.close();
  }
  return out;
}

/** attempt()'s { value, note } around a summary: the summary's fields at the top, the note kept. */
const unwrap = ({ value, note }) => (value && typeof value === 'object' ? { ...value, note } : { value: null, note });
