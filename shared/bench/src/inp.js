// Interaction to Next Paint on a phone: a 390 px touch screen with the CPU slowed 4x (Lighthouse's mobile
// throttle, through the DevTools protocol). Each interaction is real input (Playwright's mouse, touch and keyboard
// reach the page as trusted events), and its latency is what the page itself reports with the Event Timing API:
// the longest `event` entry of any interaction (interactionId > 0), from input to the next paint, processing and
// presentation included. That is how the browser computes INP; with fewer than 50 interactions it is the worst one.
import { attempt, headingVisible, newSeededContext } from './browser.js';
import { makeWatchlist } from './seed.js';

const CPU_SLOWDOWN = 4;
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };

/** Collects every event entry of an interaction, from before the app starts. */
function recordInteractions() {
  const w = /** @type {any} */ (window);
  w.__benchEvents = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) w.__benchEvents.push({ name: entry.name, duration: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

async function phonePage(browser, seed) {
  const context = await newSeededContext(browser, seed, PHONE);
  await context.addInitScript(recordInteractions);
  const page = await context.newPage();
  return { context, page };
}

/** The shell's background start-up work waits this long after the load event (after-page-settles.ts), plus a margin. */
const APP_SETTLE_MS = 2_500;

/**
 * The page at rest: past the shell's start-up work after load, then two frames and an idle period, so what a
 * scroll set going (lazy images, observers) is done too. The figure is then the interaction's own.
 */
async function settle(page) {
  await page.waitForFunction(
    (ms) => {
      const [nav] = performance.getEntriesByType('navigation');
      return nav && nav.loadEventEnd > 0 && performance.now() > nav.loadEventEnd + ms;
    },
    APP_SETTLE_MS,
    { polling: 100 },
  );
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve(undefined)))),
      ),
  );
}

/**
 * Slows the CPU only for the interaction, not while the page loads (that is Lighthouse's part). `target` is
 * scrolled into view and the page left to settle first, so the figure is the interaction's own.
 */
async function throttled(page, target, fn) {
  await target.scrollIntoViewIfNeeded();
  await settle(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  try {
    await page.evaluate(() => ((/** @type {any} */ (window)).__benchEvents = []));
    await fn();
    // Event entries are reported after the next paint: wait two frames, then read them.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    return await page.evaluate(() => {
      const events = (/** @type {any} */ (window)).__benchEvents;
      return events.length ? Math.max(...events.map((e) => e.duration)) : null;
    }).then((worst) => {
      if (worst === null) throw new Error('the browser reported no interaction');
      return worst;
    });
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
}

/**
 * A finger on the element's centre, straight through the DevTools protocol: a locator's tap() first runs
 * Playwright's own hit-target checks inside the page, on the same events, and they would count in the figure.
 */
async function tapAt(page, locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('nothing to tap');
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * A status change on the first card of a 1,000-item watchlist (grid, the phone's default view). A touch screen's card
 * has one actions menu instead of the hover buttons: it is opened first (not measured), then "Watched" in it tapped.
 */
async function watchlistStatus(browser, baseUrl) {
  const { context, page } = await phonePage(browser, { reelist_watchlist: makeWatchlist(1_000) });
  try {
    await page.goto(`${baseUrl}/watchlist`);
    await headingVisible(page);
    const actions = page.getByRole('button', { name: /^Actions for Bench Title/ }).first();
    await actions.waitFor();
    await actions.scrollIntoViewIfNeeded();
    await tapAt(page, actions);
    const watched = page.getByRole('menuitemradio', { name: 'Watched' });
    await watched.waitFor();
    const before = await watched.getAttribute('aria-checked');
    if (before === 'true') throw new Error('the first card is already Watched');
    return await throttled(page, watched, async () => {
      await tapAt(page, watched);
      // The menu closes with the choice: the card's badge says the new status.
      await page.getByRole('menu').waitFor({ state: 'detached', timeout: 10_000 });
    });
  } finally {
    await context.close();
  }
}

/** Cast to Crew on a movie's Detail page. */
async function detailTab(browser, baseUrl, movieId) {
  const { context, page } = await phonePage(browser, {});
  try {
    await page.goto(`${baseUrl}/movie/${movieId}`);
    await headingVisible(page);
    const tab = page.getByRole('tab', { name: 'Crew' });
    await tab.waitFor();
    return await throttled(page, tab, async () => {
      await tapAt(page, tab);
      await page.getByRole('tab', { name: 'Crew', selected: true }).waitFor({ timeout: 10_000 });
    });
  } finally {
    await context.close();
  }
}

/** Typing "star" into Search's box, key by key (each key is an interaction; the worst one counts). */
async function searchTyping(browser, baseUrl) {
  const { context, page } = await phonePage(browser, {});
  try {
    await page.goto(`${baseUrl}/search`);
    await headingVisible(page);
    const box = page.getByRole('main').getByRole('searchbox').first();
    await box.tap();
    return await throttled(page, box, async () => {
      await box.pressSequentially('star', { delay: 120 });
      // Until the results for the term are shown: their render counts if it delays a key's paint.
      await page
        .getByRole('main')
        .getByRole('link', { name: /star/i })
        .first()
        .waitFor({ timeout: 15_000 });
    });
  } finally {
    await context.close();
  }
}

export async function measureInp(browser, baseUrl, movieId) {
  return {
    watchlistStatus: await attempt('INP watchlist status', () => watchlistStatus(browser, baseUrl)),
    detailTab: await attempt('INP detail tab', () => detailTab(browser, baseUrl, movieId)),
    searchTyping: await attempt('INP search typing', () => searchTyping(browser, baseUrl)),
  };
}
