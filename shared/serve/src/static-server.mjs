// Production static serving for the shell, the remotes and the previews: correct caching, compression, CORS,
// SPA fallback and security headers. Plain node:http: the whole job is a few dozen lines and no dependency.
// Compression: production builds write `name.br` beside each text asset at brotli's highest level (federation
// factory); it is sent as it is. Anything without one (gzip, config.json, previews) is compressed here, once.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.map', '.txt']);
/** Files whose name does not change when their content does: always revalidate. */
const NO_CACHE = new Set([
  'index.html',
  'config.json',
  'mf-manifest.json',
  'mf-stats.json',
  'remoteEntry.js',
  'sw.js',
  'theme-init.js',
  'manifest.webmanifest',
]);
const HASHED = /\.[0-9a-f]{8}\.(js|css|png|svg|jpg|woff2?)$/;

/** The build's brotli copy of a file (`name.br`, written with it: every build cleans dist first), or null. */
const precompressed = (file) => readFile(`${file}.br`).catch(() => null);

export function cacheControl(file) {
  const base = file.split('/').pop();
  if (NO_CACHE.has(base)) return 'no-cache';
  if (HASHED.test(base)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/**
 * @param {object} o
 * @param {string} o.root folder to serve
 * @param {boolean} [o.spa] unknown paths without an extension get index.html (deep links like /movie/12)
 * @param {boolean} [o.cors] send Access-Control-Allow-Origin: * (remotes are fetched cross-origin)
 * @param {object | (() => object)} [o.config] served as /config.json (a function: asked on every request)
 * @param {string} [o.csp] Content-Security-Policy for HTML responses
 * @param {Record<string, string>} [o.mounts] URL prefix (`/releases/`) -> another folder served under it
 * @param {(pathname: string) => string | undefined} [o.links] a Link header for the HTML of a path (first-page-hints)
 */
export function createStaticServer({ root, spa = false, cors = false, config, csp, mounts = {}, links }) {
  const memo = new Map();
  const load = async (file) => {
    const info = await stat(file);
    const key = `${file}:${info.mtimeMs}:${info.size}`;
    let entry = memo.get(file);
    if (!entry || entry.key !== key) {
      const [body, br] = await Promise.all([readFile(file), precompressed(file)]);
      entry = { key, body, etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`, br, gz: null };
      memo.set(file, entry);
    }
    return entry;
  };

  return createServer(async (req, res) => {
    const url = new URL(req.url || '/', 'http://localhost');
    // No site may frame the app (a framing page could trick a click on Clear All): every response says so, the
    // legacy header for old browsers, frame-ancestors where no page CSP carries it.
    const headers = {
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Content-Security-Policy': "frame-ancestors 'none'",
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      Vary: 'Accept-Encoding',
    };
    if (cors) {
      headers['Access-Control-Allow-Origin'] = '*';
      headers['Cross-Origin-Resource-Policy'] = 'cross-origin';
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        ...headers,
        'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
        'Access-Control-Allow-Headers': '*',
      });
      return res.end();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, headers);
      return res.end();
    }
    if (config && url.pathname === '/config.json') {
      res.writeHead(200, { ...headers, 'Content-Type': TYPES['.json'], 'Cache-Control': 'no-cache' });
      return res.end(
        req.method === 'HEAD' ? undefined : JSON.stringify(typeof config === 'function' ? config() : config),
      );
    }
    const mount = Object.keys(mounts).find((prefix) => url.pathname.startsWith(prefix));
    const base = mount ? mounts[mount] : root;
    let path = normalize(decodeURIComponent(mount ? url.pathname.slice(mount.length) : url.pathname)).replace(
      /^([/\\])+/,
      '',
    );
    if (path === '' || path.endsWith(sep)) path = join(path, 'index.html');
    let file = join(base, path);
    if (file !== base && !file.startsWith(base + sep)) {
      res.writeHead(403, headers);
      return res.end();
    }
    let entry;
    try {
      entry = await load(file);
    } catch {
      if (spa && !extname(path)) {
        file = join(root, 'index.html');
        entry = await load(file).catch(() => null);
      }
      if (!entry) {
        res.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
        return res.end('Not found');
      }
    }
    const ext = extname(file);
    headers['Content-Type'] = TYPES[ext] || 'application/octet-stream';
    headers['Cache-Control'] = cacheControl(file);
    headers.ETag = entry.etag;
    if (ext === '.html' && csp) headers['Content-Security-Policy'] = csp;
    const link = ext === '.html' ? links?.(url.pathname) : undefined;
    if (link) headers.Link = link;
    if (file.endsWith('sw.js')) headers['Service-Worker-Allowed'] = '/';
    if (req.headers['if-none-match'] === entry.etag) {
      res.writeHead(304, headers);
      return res.end();
    }
    let body = entry.body;
    const accept = String(req.headers['accept-encoding'] || '');
    if (COMPRESSIBLE.has(ext) && body.length > 512) {
      if (/\bbr\b/.test(accept)) {
        entry.br ??= brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } });
        body = entry.br;
        headers['Content-Encoding'] = 'br';
      } else if (/\bgzip\b/.test(accept)) {
        entry.gz ??= gzipSync(body, { level: 9 });
        body = entry.gz;
        headers['Content-Encoding'] = 'gzip';
      }
    }
    headers['Content-Length'] = body.length;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
}

export function listen(server, port, host = '0.0.0.0') {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
