// The visitor's own lists at scale: 200 lists in `reelist_lists`, one of them with 5,000 titles and the others with
// about 10 each, in the compact form @reelist/storage writes (lists-store.ts). On a 390 px phone with the CPU slowed
// 4x (as src/person.js), each figure the median of several runs on the in-page clock, from the action until the
// frame that shows its result has been painted (the condition holds in an animation frame, then a task after it).
// Each action starts from a page at rest (the last one's work after its paint done, as a visitor's next tap finds it):
// - open: My Lists -> the 5,000-title list's link clicked, until its h1 and rows down to the screen's bottom are in
//   the DOM (the list renders only the rows near the viewport);
// - myLists: the list's "← My Lists" link clicked, until the h1 and the cards down to the screen's bottom are in the
//   DOM (My Lists, too, renders only the cards near the viewport);
// - moveDown: "Move {title} down" pressed on one of the first rows, until the announcement and the rows' order show it;
// - moveTyped: a row's "Position of {title}" holding a place 100 further (typed beforehand), Enter, until the same
//   (the row at its new place, out of the window it left, is in the DOM);
// - toEnd: the list as first shown scrolled to its bottom at once, until its last title is in the DOM.
// A row is found by its place among all (aria-posinset), and scrolled into view beforehand, unmeasured.
// Besides: the characters the 5,000-title list takes in storage per title (as seeded, and as the app wrote it back
// after the moves), and what reading, encoding and writing the whole stored value costs on the same CPU.
import { attempt, withThrottle, newSeededContext } from './browser.js';
import { BIG_LIST_ID, BIG_LIST_ITEMS, BIG_LIST_NAME, LIST_COUNT, makeListsSeed, storedCharsPerItem } from './lists-seed.js';
import { median } from './stats.js';

export { BIG_LIST_ITEMS, LIST_COUNT } from './lists-seed.js';

const CPU_SLOWDOWN = 4;
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const RUNS = 7;
const TIMEOUT = 20_000;

/**
 * In the page: finds the element (`find`, the source of a function body given `arg`; outside the timing), runs `act`
 * on it (`el`, `arg`), then checks `done` (a function body returning a boolean) every animation frame. Resolves
 * { dom, painted }: ms from the action to the frame where `done` first held, and to a task right after that frame
 * (its style, layout and paint done). Rejects when nothing is found or after TIMEOUT.
 */
const timeUntilPainted = async (page, { find, act, done }, arg = null) => {
  await atRest(page);
  return page.evaluate(
    ({ find, act, done, arg, timeout }) =>
      new Promise((resolve, reject) => {
        const el = new Function('arg', find)(arg);
        if (!el) {
          reject(new Error(`nothing found: ${find.slice(0, 100)}`));
          return;
        }
        const check = new Function('arg', done);
        const t0 = performance.now();
        new Function('el', 'arg', act)(el, arg);
        const frame = () => {
          const now = performance.now();
          if (check(arg)) setTimeout(() => resolve({ dom: now - t0, painted: performance.now() - t0 }), 0);
          else if (now - t0 > timeout) reject(new Error(`not shown within ${timeout} ms: ${done.slice(0, 100)}`));
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
    { find, act, done, arg, timeout: TIMEOUT },
  );
};

/**
 * Two frames, then an idle period: what the last action left to do after its paint (rows past the screen's edge,
 * posters loading, a store's write) is done, so the next figure is its own action's, as the INP figures are (inp.js).
 */
const atRest = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve(undefined)))),
      ),
  );

const ROW_SELECTOR = 'main ol[aria-label^="Titles in "] > li';
const ROWS = `document.querySelectorAll('${ROW_SELECTOR}')`;
/** The row at 1-based place `n` of the whole list, when it is rendered. */
const rowAt = (n) => `document.querySelector('${ROW_SELECTOR}[aria-posinset="' + (${n}) + '"]')`;
/** The rows rendered reach the viewport's bottom (or the list's end): the first screen of the list is drawn. */
const SCREEN_FILLED = `const rows = ${ROWS};
  const last = rows[rows.length - 1];
  return !!last && (last.getBoundingClientRect().bottom >= innerHeight || last.getAttribute('aria-posinset') === String(arg.total))`;
const CARDS = `document.querySelectorAll('main ul[aria-label="Your lists"] > li')`;
/** The cards rendered reach the viewport's bottom (or the last list): My Lists' first screen is drawn. */
const CARDS_FILLED = `const cards = ${CARDS};
  const last = cards[cards.length - 1];
  return !!last && (last.getBoundingClientRect().bottom >= innerHeight || last.getAttribute('aria-posinset') === String(arg.lists))`;
const H1 = `document.querySelector('main h1')?.textContent`;
const CLICK = 'el.click();';
/** The first element matching `selector` under <main> whose `attribute` (or text, for null) is arg[key]. */
const findBy = (selector, attribute, key) =>
  `return [...document.querySelectorAll('main ${selector}')].find((el) => ${
    attribute ? `el.getAttribute('${attribute}')` : 'el.textContent'
  } === arg.${key});`;

/** Opens the big list from My Lists by its link (in-app navigation). */
const openList = (page) =>
  timeUntilPainted(
    page,
    { find: findBy('a', 'href', 'href'), act: CLICK, done: `if (${H1} !== arg.name) return false; ${SCREEN_FILLED};` },
    { href: `/lists/${BIG_LIST_ID}`, name: BIG_LIST_NAME, total: BIG_LIST_ITEMS },
  );

/** Back to My Lists by the list page's "← My Lists" link. */
const openMyLists = (page) =>
  timeUntilPainted(
    page,
    { find: findBy('a', 'href', 'href'), act: CLICK, done: `if (${H1} !== 'My Lists') return false; ${CARDS_FILLED};` },
    { href: '/lists', lists: LIST_COUNT },
  );

/** "Moved {title} to position {to} of {total}." is announced and the row is at its new place. */
const MOVED = `return ${rowAt('arg.to')}?.getAttribute('aria-label') === arg.title &&
    [...document.querySelectorAll('[role="status"]')].some((s) => s.textContent === arg.announced);`;

/**
 * Scrolls the list until the row at 0-based `index` is rendered, then brings it to the middle of the viewport (a frame
 * later, its neighbours are drawn too); resolves its title, or null.
 */
const rowTitle = (page, index) =>
  page.evaluate(
    async ({ selector, n }) => {
      const find = () => document.querySelector(`${selector}[aria-posinset="${n}"]`);
      const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      for (let step = 0; step < 500 && !find(); step += 1) {
        const rows = document.querySelectorAll(selector);
        const last = Number(rows[rows.length - 1]?.getAttribute('aria-posinset') ?? 0);
        window.scrollBy(0, n > last ? innerHeight : -innerHeight);
        await frames();
      }
      find()?.scrollIntoView({ block: 'center' });
      await frames();
      return find()?.getAttribute('aria-label') ?? null;
    },
    { selector: ROW_SELECTOR, n: index + 1 },
  );

const announced = (title, to) => `Moved ${title} to position ${to} of ${BIG_LIST_ITEMS}.`;

/** The median of the runs' `painted` times as the value, every run kept ({ dom, painted } each). */
const summary = (runs) => ({ value: median(runs.map((r) => r.painted)), domMedian: median(runs.map((r) => r.dom)), runs });

/** `once(i)` (async) `n` times, each throttled; resolves the summary. A failed run fails the figure. */
async function repeat(page, n, once) {
  const runs = [];
  for (let i = 0; i < n; i += 1) runs.push(await withThrottle(page, CPU_SLOWDOWN, () => once(i)));
  return summary(runs);
}

/** What reading (JSON.parse), encoding (JSON.stringify) and writing (localStorage.setItem) the whole stored value cost. */
const storeCosts = (page) =>
  page.evaluate((runs) => {
    const raw = localStorage.getItem('reelist_lists') ?? '';
    const time = (fn) => {
      const all = [];
      for (let i = 0; i < runs; i += 1) {
        const t0 = performance.now();
        fn();
        all.push(performance.now() - t0);
      }
      return all.sort((a, b) => a - b)[Math.floor(runs / 2)];
    };
    const value = JSON.parse(raw);
    const out = {
      chars: raw.length,
      getItemMs: time(() => localStorage.getItem('reelist_lists')),
      parseMs: time(() => JSON.parse(raw)),
      stringifyMs: time(() => JSON.stringify(value)),
      // A fresh string each time, under a key of its own, so nothing short-cuts the write.
      setItemMs: time(() => localStorage.setItem('reelist_bench_probe', `${raw} `)),
    };
    localStorage.removeItem('reelist_bench_probe');
    return out;
  }, 5);

export async function measureLists(browser, baseUrl) {
  const seed = makeListsSeed();
  const context = await newSeededContext(browser, { reelist_lists: seed.value }, PHONE);
  const page = await context.newPage();
  const out = { lists: LIST_COUNT, items: BIG_LIST_ITEMS, seeded: storedCharsPerItem(seed.value, BIG_LIST_ID) };
  try {
    await page.goto(`${baseUrl}/lists`);
    await page.getByRole('heading', { level: 1, name: 'My Lists' }).waitFor({ timeout: 30_000 });
    await page.locator('main ul[aria-label="Your lists"] > li').first().waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    out.storedChars = await page.evaluate(() => localStorage.getItem('reelist_lists')?.length ?? null);
    // A seed the app's schema refused would be kept aside (and only its valid part shown): not the data meant.
    if (await page.evaluate(() => localStorage.getItem('reelist_lists__backup') !== null))
      throw new Error('the app refused the seeded lists (it kept them under reelist_lists__backup)');
    // Once unmeasured, so the list page's code and the posters' first requests are behind.
    await openList(page);
    await openMyLists(page);

    // (a) and (b): the list from My Lists, and back, in turns.
    const back = [];
    out.open = await attempt('lists open', async () => {
      const opened = [];
      for (let i = 0; i < RUNS; i += 1) {
        opened.push(await withThrottle(page, CPU_SLOWDOWN, () => openList(page)));
        back.push(await withThrottle(page, CPU_SLOWDOWN, () => openMyLists(page)));
      }
      return summary(opened);
    }).then(unwrap);
    out.myLists = back.length === RUNS ? summary(back) : { value: null, note: out.open.note };
    await openList(page);

    // (c) "Move {title} down" on rows 1, 3, 5, ... (each a different title, none moved before).
    out.moveDown = await attempt('lists move down', () =>
      repeat(page, RUNS, async (i) => {
        const from = 2 * i;
        const title = await rowTitle(page, from);
        return timeUntilPainted(
          page,
          { find: findBy('button', 'aria-label', 'label'), act: CLICK, done: MOVED },
          { label: `Move ${title} down`, title, to: from + 2, announced: announced(title, from + 2) },
        );
      }),
    ).then(unwrap);

    // (d) A typed position: the row at place 41, 42, ... typed 100 places further (the typing unmeasured), then Enter.
    out.moveTyped = await attempt('lists typed move', () =>
      repeat(page, RUNS, async (i) => {
        const from = 40 + i;
        const title = await rowTitle(page, from);
        const to = from + 1 + 100;
        await page.getByRole('spinbutton', { name: `Position of ${title}`, exact: true }).fill(String(to));
        return timeUntilPainted(
          page,
          {
            find: findBy('input', 'aria-label', 'label'),
            act: `el.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', code: 'Enter', bubbles: true, cancelable: true }));`,
            done: MOVED,
          },
          { label: `Position of ${title}`, title, to, announced: announced(title, to) },
        );
      }),
    ).then(unwrap);
    // The stored value as the app wrote it back after the moves (every list re-encoded by lists-store.ts).
    const written = await page.evaluate(() => localStorage.getItem('reelist_lists'));
    out.written = written ? storedCharsPerItem(written, BIG_LIST_ID) : null;
    out.writtenChars = written?.length ?? null;

    // (e) The list as first shown (away and back in between: the page opens at its top), scrolled to its end at once.
    out.toEnd = await attempt('lists to end', () =>
      repeat(page, RUNS, async () => {
        await openMyLists(page);
        await openList(page);
        return timeUntilPainted(
          page,
          {
            find: `return document.querySelector('${ROW_SELECTOR}');`,
            act: 'window.scrollTo(0, document.documentElement.scrollHeight);',
            done: `return ${rowAt('arg.total')} !== null;`,
          },
          { total: BIG_LIST_ITEMS },
        );
      }),
    ).then(unwrap);

    out.storeCosts = await attempt('lists store costs', () => withThrottle(page, CPU_SLOWDOWN, () => storeCosts(page))).then(unwrap);
  } catch (error) {
    out.error = String(error?.message ?? error).split('\n')[0].slice(0, 160);
  } finally {
    await context.close();
  }
  return out;
}

/** attempt()'s { value, note } around a summary: the summary's fields at the top, the note kept. */
const unwrap = ({ value, note }) => (value && typeof value === 'object' ? { ...value, note } : { value: null, note });
