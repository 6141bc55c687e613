// Bytes and request-chain depth per route before it is usable, and API requests on repeated navigation.
import { causalDepth, chainDepth, kindOf, stackUrls } from './chain.js';
import { firstCardVisible, headingVisible, newSeededContext } from './browser.js';
import { englishCost } from './english.js';
import { sumBytes, toKb } from './stats.js';

/**
 * Loads `route` in a fresh context and records every response until the route is usable (Home: first
 * carousel card; others: the h1). Bytes are the encoded body sizes Chromium reports (compressed on the wire).
 */
export async function measureRoute(browser, baseUrl, route, seed = {}) {
  const context = await newSeededContext(browser, seed);
  const page = await context.newPage();
  // Initiators (with async stacks) from the DevTools protocol: which script asked for which request.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Debugger.enable');
  await cdp.send('Debugger.setAsyncCallStackDepth', { maxDepth: 32 });
  const initiated = [];
  cdp.on('Network.requestWillBeSent', ({ request, type, initiator }) => {
    initiated.push({ url: request.url, kind: kindOf(request.url, String(type).toLowerCase()), parents: stackUrls(initiator.stack) });
  });
  const pending = [];
  let usable = false;
  page.on('requestfinished', (request) => {
    if (usable) return;
    pending.push(
      (async () => {
        const timing = request.timing();
        const sizes = await request.sizes().catch(() => null);
        const kind = kindOf(request.url(), request.resourceType());
        // Home's scripts are read too, for what English costs its first screen.
        const text = route === '/' && kind === 'script' ? await request.response().then((r) => r?.text()).catch(() => '') : undefined;
        return {
          url: request.url(),
          kind,
          text,
          start: timing.startTime,
          end: timing.startTime + Math.max(timing.responseEnd, 0),
          bytes: sizes?.responseBodySize ?? 0,
        };
      })(),
    );
  });
  try {
    await page.goto(baseUrl + route, { waitUntil: 'commit' });
    await (route === '/' ? firstCardVisible(page) : headingVisible(page));
    usable = true;
    const requests = await Promise.all(pending);
    const { js, css } = sumBytes(requests);
    return {
      jsKb: toKb(js),
      cssKb: toKb(css),
      scriptDepth: causalDepth(initiated),
      waves: chainDepth(requests, ['script', 'config', 'manifest']),
      requests: requests.map(({ url, kind, bytes }) => ({ url, kind, bytes })),
      ...(route === '/' && { english: englishCost(requests.filter((r) => r.text)) }),
    };
  } finally {
    await context.close();
  }
}

/**
 * Navigates inside the app (history API, as a link click does) between two cached routes, twice, and counts
 * the catalogue API requests (/3/) of the second round: inside the TTL the cache must answer them all.
 */
export async function repeatedNavigation(browser, baseUrl, first, second) {
  const context = await newSeededContext(browser);
  const page = await context.newPage();
  let counting = false;
  const repeated = [];
  // Catalogue requests still under way: 'networkidle' is a page-load state, so after an in-app navigation it says
  // nothing about the new route's requests (Where to Watch answers after the h1).
  const inFlight = new Set();
  const isApi = (request) => new URL(request.url()).pathname.startsWith('/3/');
  page.on('request', (request) => {
    if (!isApi(request)) return;
    inFlight.add(request);
    if (counting) repeated.push(request.url());
  });
  for (const event of ['requestfinished', 'requestfailed']) page.on(event, (request) => inFlight.delete(request));
  const settled = async () => {
    // Quiet for half a second: no catalogue request under way, and none started meanwhile.
    for (let quiet = 0; quiet < 5; quiet = inFlight.size === 0 ? quiet + 1 : 0) await page.waitForTimeout(100);
  };
  const go = async (route) => {
    const before = await page.evaluate(() => document.querySelector('h1')?.textContent ?? '');
    await page.evaluate((to) => {
      history.pushState({}, '', to);
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    }, route);
    await page.waitForURL((url) => url.pathname + url.search === route);
    // The previous page's h1 may still be on screen for a moment: wait for the new route's own heading, so the
    // route's requests have really finished before we leave (a request every caller abandons is not cached).
    await page.waitForFunction((prev) => {
      const text = document.querySelector('h1')?.textContent ?? '';
      return text !== '' && text !== prev;
    }, before);
    await headingVisible(page);
    await settled();
  };
  try {
    await page.goto(baseUrl + first);
    await headingVisible(page);
    await page.waitForLoadState('networkidle');
    await go(second);
    counting = true;
    await go(first);
    await go(second);
    return { count: repeated.length, urls: repeated };
  } finally {
    await context.close();
  }
}
