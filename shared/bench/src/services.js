// "My services" on the production build: the daily arrivals check of a 1,000-title watchlist against the embedded
// catalogue, as a returning visitor's start-up runs it (after the first screen, in idle time), paced at 40 requests
// a second. Its duration is the app's own performance measure; long tasks are observed in the page meanwhile.
import { newSeededContext, recordLongTasks } from './browser.js';

const CHECK_MEASURE = 'reelist:arrivals-check';
const WATCHLIST_SIZE = 1_000;
/** Generous: a slow check must become a measured (failing) figure, not a timeout. */
const TIMEOUT = 180_000;

/** `count` catalogue movies as stored watchlist items (discover, popularity order, 20 a page). */
async function catalogItems(catalog, count) {
  const pages = Array.from({ length: Math.ceil(count / 20) }, (_, i) => i + 1);
  const lists = await Promise.all(
    pages.map(async (page) => {
      const res = await fetch(`${catalog}/3/discover/movie?api_key=bench&sort_by=popularity.desc&page=${page}`);
      if (!res.ok) throw new Error(`${res.status} from the catalogue's discover`);
      return (await res.json()).results;
    }),
  );
  return lists
    .flat()
    .slice(0, count)
    .map((m, i) => ({
      id: m.id,
      title: m.title,
      media_type: 'movie',
      poster_path: m.poster_path,
      release_date: m.release_date,
      vote_average: m.vote_average,
      status: 'want_to_watch',
      addedAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString(),
    }));
}

export async function measureServices(browser, baseUrl, catalog) {
  const items = await catalogItems(catalog, WATCHLIST_SIZE);
  const context = await newSeededContext(browser, {
    reelist_watchlist: items,
    reelist_user_preferences: { myServices: [8, 9, 337], servicesPromptDismissed: true },
  });
  const page = await context.newPage();
  let requests = 0;
  page.on('request', (req) => {
    if (/\/3\/movie\/\d+\/watch\/providers/.test(req.url())) requests += 1;
  });
  try {
    await page.addInitScript(recordLongTasks, '__benchServices');
    await page.goto(`${baseUrl}/`);
    const check = await page.waitForFunction(
      (name) => {
        const [measure] = performance.getEntriesByName(name, 'measure');
        return measure ? { start: measure.startTime, duration: measure.duration } : null;
      },
      CHECK_MEASURE,
      { timeout: TIMEOUT, polling: 250 },
    );
    const { start, duration } = await check.jsonValue();
    const longTasks = await page.evaluate(() => window.__benchServices.longTasks);
    const during = longTasks?.filter((t) => t.start + t.duration >= start && t.start <= start + duration) ?? null;
    return {
      watchlist: items.length,
      checkMs: duration,
      requests,
      longestTask: during === null ? null : Math.max(0, ...during.map((t) => t.duration)),
    };
  } catch (error) {
    return { watchlist: items.length, requests, error: String(error?.message ?? error) };
  } finally {
    await context.close();
  }
}
