// Production static serving for the shell, the remotes and the previews. The files themselves (path decoding and
// normalisation, ranges, HEAD, the build's brotli copies) go through Hono's serveStatic, with Hono's etag and
// compress middleware for conditional requests and for files the build wrote no brotli copy of (source maps,
// previews). What stays here is ours: which requests are refused before any file is looked at, the runtime
// /config.json, the release mounts, the Link hints, the public pages' heads, the headers (CSP, frame denial, nosniff,
// cache rules) and the SPA fallback.
import { createAdaptorServer } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { etag } from 'hono/etag';
import { existsSync, statSync } from 'node:fs';
import { extname } from 'node:path';

/** Hashed names change with their content: cached for a year. Every other name is revalidated on each use. */
const HASHED = /\.[0-9a-f]{8}\.(js|css|png|svg|jpg|woff2?)$/;

export function cacheControl(file) {
  return HASHED.test(file.split('/').pop()) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** Longer paths than any file or route of the app has: answered 414 before anything else. */
export const MAX_PATH_LENGTH = 2048;

/**
 * Why a request path is refused before any file is looked at (a status and a line of text), or null. The path is
 * decoded whole once: percent-encoding that does not decode (`%E0%A4%A`, overlong UTF-8 like `%C0%AE`) is
 * malformed; after decoding, a NUL, a backslash or a `.`/`..` segment (however it was encoded) names no file of
 * ours. serveStatic guards again; this answers 400 instead of a 404 that looks like a missing file.
 */
export function refusal(rawPath) {
  if (rawPath.length > MAX_PATH_LENGTH) return { status: 414, text: 'URI too long' };
  let path;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return { status: 400, text: 'Malformed percent-encoding in the path' };
  }
  if (/[\0\\]/.test(path) || /(^|\/)\.\.?(\/|$)/.test(path)) return { status: 400, text: 'Not a file path' };
  return null;
}

/** The raw path of a request URL, as it came (the URL parser would already have resolved dot segments). */
const rawPathOf = (url) => {
  const start = url.indexOf('/', url.indexOf('://') + 3);
  const end = url.search(/[?#]/);
  return url.slice(start, end === -1 ? undefined : end);
};

/** A strong validator from the served file's size and time (the brotli copy has its own), without reading it. */
const validator = (file) => {
  const info = statSync(file);
  return `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
};

/**
 * @param {object} o
 * @param {string} o.root folder to serve
 * @param {boolean} [o.spa] unknown paths without an extension get index.html (deep links like /movie/12)
 * @param {boolean} [o.cors] send Access-Control-Allow-Origin: * (remotes are fetched cross-origin)
 * @param {object | (() => object)} [o.config] served as /config.json (a function: asked on every request)
 * @param {string} [o.csp] Content-Security-Policy for HTML responses
 * @param {Record<string, string>} [o.mounts] URL prefix (`/releases/`) -> another folder served under it
 * @param {(pathname: string) => string | undefined} [o.links] a Link header for the HTML of a path (first-page-hints)
 * @param {(url: string) => Promise<{ status: number, html: string, painted?: boolean } | null>} [o.pages] a public
 *   page's own HTML (public-pages.mjs; `painted`: with its first screen); null: the plain index.html
 * @param {(line: string) => void} [o.log] where a handler's error is reported (console.error)
 */
export function createStaticServer({
  root,
  spa = false,
  cors: crossOrigin = false,
  config,
  csp,
  mounts = {},
  links,
  pages,
  log = console.error,
}) {
  const app = new Hono();

  // No site may frame the app (a framing page could trick a click on Clear All): every response says so, the
  // legacy header for old browsers, frame-ancestors where no page CSP carries it. Errors included.
  app.use(async (c, next) => {
    await next();
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
    c.res.headers.set('X-Frame-Options', 'DENY');
    c.res.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (!c.res.headers.has('Content-Security-Policy'))
      c.res.headers.set('Content-Security-Policy', "frame-ancestors 'none'");
    if (crossOrigin) c.res.headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
  });
  if (crossOrigin) app.use(cors({ origin: '*', allowMethods: ['GET', 'HEAD', 'OPTIONS'], allowHeaders: ['*'] }));
  app.use(async (c, next) => {
    const refused = refusal(rawPathOf(c.req.url));
    if (refused) return c.text(refused.text, refused.status, { 'Cache-Control': 'no-cache' });
    if (c.req.method === 'OPTIONS') return c.body(null, 204, { 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS' });
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return c.body(null, 405, { Allow: 'GET, HEAD, OPTIONS' });
    return next();
  });
  app.use(compress());
  app.use(etag());

  if (config) {
    app.get('/config.json', (c) => {
      c.header('Cache-Control', 'no-cache');
      return c.json(typeof config === 'function' ? config() : config);
    });
  }

  // Headers of a file found: its cache rule and validator, and for HTML the page's CSP and Link hints.
  const onFound = (file, c) => {
    const name = file.replace(/\.(br|gz|zst)$/, '');
    c.header('Cache-Control', cacheControl(name));
    c.header('ETag', validator(file));
    c.header('Vary', 'Accept-Encoding');
    if (name.endsWith('.html')) {
      if (csp) c.header('Content-Security-Policy', csp);
      const link = links?.(c.req.path);
      if (link) c.header('Link', link);
    }
    if (name.endsWith('/sw.js')) c.header('Service-Worker-Allowed', '/');
  };
  for (const [prefix, folder] of Object.entries(mounts)) {
    const under = prefix.replace(/\/$/, '');
    // Made once the folder exists: a remote has no releases folder until its first release.
    let mounted = null;
    app.use(`${under}/*`, (c, next) => {
      mounted ??= existsSync(folder)
        ? serveStatic({ root: folder, precompressed: true, onFound, rewriteRequestPath: (p) => p.slice(under.length) })
        : null;
      return mounted ? mounted(c, next) : next();
    });
  }
  if (pages) {
    // A public page's HTML carries its own head; the headers are those of the index.html it is made from.
    app.use(async (c, next) => {
      if (extname(c.req.path)) return next();
      const page = await pages(c.req.url);
      if (!page) return next();
      c.header('Cache-Control', 'no-cache');
      c.header('Vary', 'Accept-Encoding');
      if (csp) c.header('Content-Security-Policy', csp);
      // A page painted from its HTML needs its remote's files only to take it over: named in advance, they would
      // share a slow link with its stylesheets and pictures (measured: the Largest Contentful Paint came later).
      const link = page.painted ? undefined : links?.(c.req.path);
      if (link) c.header('Link', link);
      return c.html(page.html, page.status);
    });
  }
  app.use(serveStatic({ root, precompressed: true, onFound }));
  if (spa) {
    const page = serveStatic({ root, path: 'index.html', precompressed: true, onFound });
    app.use((c, next) => (extname(c.req.path) ? next() : page(c, next)));
  }
  app.notFound((c) => c.text('Not found', 404, { 'Cache-Control': 'no-cache' }));
  app.onError((error, c) => {
    log(`${c.req.method} ${c.req.url} failed: ${error?.stack ?? error}`);
    return c.text('Internal server error', 500, { 'Cache-Control': 'no-cache' });
  });

  const server = createAdaptorServer({ fetch: app.fetch });
  // A request line or header block Node cannot parse: answered 400 where the socket still takes it, never thrown.
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    else socket.destroy();
  });
  return server;
}

export function listen(server, port, host = '0.0.0.0') {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
