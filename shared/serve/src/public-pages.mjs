// Each public page's own head in the shell's HTML, before any script runs: title, description, canonical URL, Open
// Graph and Twitter card tags, and JSON-LD for titles and people, from the movie service with the default
// preferences (English; nothing of the visitor's reaches the server). Crawlers and link previews run no JavaScript,
// so without this a shared film showed the same bare "Reelist" page as every other address. A title, person or
// collection page also carries its public content for a visitor without JavaScript (page-readable.mjs).
//
// Never in the way: a service slower than TIMEOUT_MS, down, or answering nonsense gets the plain shell (as before),
// and the client renders as it always did. A title the service says does not exist answers 404.

import { readFile, stat } from 'node:fs/promises';
import { NOT_FOUND, readableFor } from './page-readable.mjs';
import { escapeHtml, headFor, jsonForScript, notFoundHead, renderHead } from './page-head.mjs';

export {
  PRODUCT_NAME,
  SITE_DESCRIPTION,
  escapeHtml,
  excerpt,
  headFor,
  jsonForScript,
  notFoundHead,
  renderHead,
} from './page-head.mjs';
export { readableFor } from './page-readable.mjs';

/** How long an HTML response waits for the movie service before it goes out as the plain shell. */
export const TIMEOUT_MS = 300;
/** Answers kept for the next crawler of the same page (the service's details change rarely). */
const CACHE_TTL_MS = 10 * 60_000;
const CACHE_MAX = 500;

const ENTITY = /^\/(movie|tv|person|collection)\/([^/]+)\/?$/;

/**
 * The public page an address names: Home, Search (with its query) or an entity with its id; null for every other
 * route (the visitor's own pages: watchlist, analytics, ...), which keep the plain shell. An entity id that is not a
 * positive whole number is `missing` at once, without asking the service (as the client reads ids).
 */
export function publicPage(url) {
  const { pathname, searchParams } = new URL(url, 'http://x');
  if (pathname === '/') return { kind: 'home' };
  if (pathname === '/search' || pathname === '/search/') return { kind: 'search', query: searchParams.get('q') ?? '' };
  const match = ENTITY.exec(pathname);
  if (!match) return null;
  const [, kind, raw] = match;
  const id = /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
  return id === null ? { kind, missing: true } : { kind, id };
}

/**
 * The shell's HTML with a page's head: its title and description in place of the shell's (the build writes them
 * minified, attribute quotes dropped), the other tags before </head>; and its readable content, when it has some,
 * in a <noscript> of its own instead of the shell's "needs JavaScript" one.
 */
export function withHead(html, head, readable = '') {
  const page = html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
    .replace(
      /<meta\s+name="?description"?\s[^>]*>/,
      `<meta name="description" content="${escapeHtml(head.description)}" />`,
    )
    .replace('</head>', `${renderHead(head)}</head>`);
  if (!readable) return page;
  // After the app's root, whose first paint is the header's bar: the page reads below it, as the app's does.
  return page
    .replace(/<noscript>[^<]*<\/noscript>/, '')
    .replace(
      '</body>',
      `<noscript><link rel="stylesheet" href="/noscript.css"><main class="noscript-page">${readable}</main></noscript></body>`,
    );
}

/**
 * The HTML with the app's own first screen rendered on the server (app-render.mjs): its markup in the root, where
 * the header's first-paint bar was, the page's stylesheets linked (it must paint styled, before any script), and
 * the service answers it was made from, for the browser's first render to read the same (the id and attribute are
 * read by the shell's start, src/services/start-services.ts).
 */
export function withApp(html, app) {
  const styles = app.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
  const answers = `<script type="application/json" id="server-answers">${jsonForScript(app.answers)}</script>`;
  return (
    html
      .replace('</head>', `${styles}</head>`)
      // It reads, and its links work, without JavaScript: no "needs JavaScript" line above it.
      .replace(/<noscript>[^<]*<\/noscript>/, '')
      .replace(
        /<div id=root>[\s\S]*<\/div><\/body>/,
        () => `<div id=root data-server-rendered>${app.html}</div>${answers}</body>`,
      )
  );
}

/**
 * What a page asks the service for, as the client does on it: Home's first row (Trending Today), Search's first page,
 * an entity's details. null: nothing (Search without a query).
 */
function servicePath(page) {
  if (page.kind === 'home') return '/trending/all/day?page=1';
  if (page.kind === 'search')
    return page.query.trim()
      ? `/search/multi?query=${encodeURIComponent(page.query.trim())}&page=1&include_adult=false`
      : null;
  if (page.kind === 'movie' || page.kind === 'tv') return `/${page.kind}/${page.id}?append_to_response=credits`;
  if (page.kind === 'person') return `/person/${page.id}?append_to_response=combined_credits`;
  return `/collection/${page.id}`;
}

/**
 * `work` given `ms` at most: past that the promise rejects and the work's signal aborts. The timer is ours, held
 * until it fires: a page must never wait on a fetch that misses its abort (one `AbortSignal.timeout` passed to
 * fetch and referenced by nothing else can be collected before it fires; a page then hung for a minute in a test).
 */
function withinTime(ms, work) {
  const controller = new AbortController();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      const late = new Error(`no answer in ${ms} ms`);
      controller.abort(late);
      reject(late);
    }, ms);
    work(controller.signal).then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error) => (clearTimeout(timer), reject(error)),
    );
  });
}

/** Whether an answer has the shape the page reads: a list of results, or an entity's name. */
const answers = (page, data) =>
  typeof data === 'object' &&
  data !== null &&
  (page.kind === 'home' || page.kind === 'search'
    ? Array.isArray(data.results)
    : (data.title ?? data.name) !== undefined);

/**
 * @param {object} o
 * @param {string} o.indexFile the shell build's index.html (read again when it changes: a new build needs no restart)
 * @param {() => { baseUrl: string, apiKey: string, imageBaseUrl: string }} o.service the movie service, asked each time
 * @param {typeof fetch} [o.fetch]
 * @param {(line: string) => void} [o.log] a failure is reported once, not once per request, until pages render again
 * @param {number} [o.timeoutMs]
 * @param {() => number} [o.now]
 * @param {(url: string) => Promise<{ html: string, answers: unknown[], styles: string[] } | undefined>} [o.renderApp]
 *   the app's first screen (app-render.mjs): in the same time, else the page goes out without it
 * @returns {(url: string) => Promise<{ status: number, html: string, painted?: boolean } | null>} null: serve the plain
 *   shell; `painted`: the page comes with its first screen
 */
export function createPublicPages({
  indexFile,
  service,
  renderApp,
  fetch: fetchImpl = fetch,
  log = console.error,
  timeoutMs = TIMEOUT_MS,
  now = Date.now,
}) {
  let shell = { mtimeMs: -1, html: '' };
  const cache = new Map();
  let failing = false;
  let renderFailing = false;

  /** The app's render of the page, or undefined: none, too slow or failed (reported once, until one succeeds). */
  const appRender = (url) =>
    withinTime(timeoutMs, () => renderApp(url)).then(
      (app) => ((renderFailing = false), app),
      (error) => {
        if (!renderFailing)
          log(`public page ${new URL(url).pathname}: served without the server's render (${error?.stack ?? error})`);
        renderFailing = true;
        return undefined;
      },
    );

  const shellHtml = async () => {
    const info = await stat(indexFile);
    if (info.mtimeMs !== shell.mtimeMs) shell = { mtimeMs: info.mtimeMs, html: await readFile(indexFile, 'utf8') };
    return shell.html;
  };

  /** The service's answer for a page: { found: data } or { missing: true }; throws on anything else. */
  const ask = async (page, path, signal) => {
    const { baseUrl, apiKey } = service();
    const key = `${baseUrl}${path}`;
    const kept = cache.get(key);
    if (kept && kept.until > now()) return kept.answer;
    const url = new URL(`${baseUrl}${path}`);
    url.searchParams.set('api_key', apiKey);
    url.searchParams.set('language', 'en-US');
    const response = await fetchImpl(url, { signal, headers: { Accept: 'application/json' } });
    // Only an entity can be missing: Home's or Search's list answering 404 is a service fault.
    if (response.status === 404 && page.id !== undefined) return { missing: true };
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
    const data = await response.json();
    if (!answers(page, data)) throw new Error(`${path}: not what a ${page.kind} page reads`);
    const answer = { found: data };
    if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value);
    cache.set(key, { answer, until: now() + CACHE_TTL_MS });
    return answer;
  };

  return async function render(url) {
    const page = publicPage(url);
    if (!page) return null;
    const canonical = new URL(url).origin + new URL(url).pathname.replace(/(.)\/$/, '$1');
    try {
      const html = await shellHtml();
      const missing = () => ({ status: 404, html: withHead(html, notFoundHead(canonical), NOT_FOUND) });
      if (page.missing) return missing();
      // The app's render first: it makes the page's own service call, whose answer the head reads too (no second
      // call). Not rendered (a route it does not render, a title the service does not have, too slow or failing):
      // the head asks for itself in the time left.
      const started = now();
      const rendered = renderApp ? await appRender(url) : undefined;
      const own = rendered?.answers[0]?.[1];
      const path = servicePath(page);
      const left = Math.max(0, timeoutMs - (now() - started));
      const answer =
        rendered && answers(page, own)
          ? { found: own }
          : path
            ? await withinTime(left, (signal) => ask(page, path, signal))
            : { found: null };
      if (answer.missing) return missing();
      const search = page.kind === 'search' && page.query ? `?q=${encodeURIComponent(page.query)}` : '';
      const imageBase = service().imageBaseUrl;
      const head = headFor(page, answer.found, { canonical: canonical + search, imageBase });
      failing = false;
      // The rendered page reads without JavaScript too: no second, plain copy of it.
      if (rendered) return { status: 200, html: withApp(withHead(html, head), rendered), painted: true };
      return { status: 200, html: withHead(html, head, readableFor(page, answer.found, { imageBase })) };
    } catch (error) {
      if (!failing) log(`public page ${new URL(url).pathname}: served the plain shell (${error?.message ?? error})`);
      failing = true;
      return null;
    }
  };
}
