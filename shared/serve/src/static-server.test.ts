import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { sendRaw } from '@reelist/testing/e2e';
import { cacheControl, createStaticServer, listen } from './static-server.mjs';

const script = 'export const answer = 42;\n'.repeat(100);

describe('static server', () => {
  let dir: string;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'reelist-static-'));
    writeFileSync(join(dir, 'index.html'), `<!doctype html><title>Reelist</title>${' '.repeat(600)}`);
    writeFileSync(join(dir, 'main.0123abcd.js'), script);
    // The build's brotli copy, with a marker so the test can tell it from on-the-fly compression.
    writeFileSync(join(dir, 'main.0123abcd.js.br'), brotliCompressSync(`${script}// build copy\n`));
    writeFileSync(join(dir, 'plain.0123abcd.js'), script);
    const links = (pathname: string) =>
      pathname === '/movie/1' ? '<http://x.test/e.js>; rel=preload; as=script' : undefined;
    server = await listen(createStaticServer({ root: dir, spa: true, links }), 0, '127.0.0.1');
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (path: string, encoding: string) =>
    fetch(base + path, { headers: { 'Accept-Encoding': encoding } }).then(async (res) => ({
      res,
      body: Buffer.from(await res.arrayBuffer()),
    }));

  it("sends the Link header the path's page has, on its HTML only", async () => {
    expect((await fetch(`${base}/movie/1`)).headers.get('link')).toBe('<http://x.test/e.js>; rel=preload; as=script');
    expect((await fetch(`${base}/`)).headers.get('link')).toBeNull();
    expect((await fetch(`${base}/main.0123abcd.js`)).headers.get('link')).toBeNull();
  });

  it('tells browsers that no site may frame any of its answers', async () => {
    for (const path of ['/', '/main.0123abcd.js', '/missing.0123abcd.js']) {
      const res = await fetch(base + path);
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
    }
  });

  it("sends the build's brotli copy as it is", async () => {
    const res = await fetch(`${base}/main.0123abcd.js`, { headers: { 'Accept-Encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(await res.text()).toBe(`${script}// build copy\n`);
  });

  it('compresses a file without a brotli copy with gzip, on the fly', async () => {
    const gz = await fetch(`${base}/plain.0123abcd.js`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(await gz.text()).toBe(script);
    const main = await fetch(`${base}/main.0123abcd.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(main.headers.get('content-encoding')).toBe('gzip');
    expect(await main.text()).toBe(script);
  });

  it('sends the file as it is when the client accepts no compression', async () => {
    const { res, body } = await get('/main.0123abcd.js', 'identity');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(body.toString()).toBe(script);
  });

  it('answers deep links with index.html and unknown files with 404', async () => {
    expect((await get('/movie/12', 'identity')).body.toString()).toContain('<title>Reelist</title>');
    expect((await get('/missing.js', 'identity')).res.status).toBe(404);
  });

  it('caches hashed files for a year and revalidates files whose names do not change', () => {
    expect(cacheControl('/dist/main.0123abcd.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControl('/dist/remoteEntry.js')).toBe('no-cache');
    expect(cacheControl('/dist/index.html')).toBe('no-cache');
    // Built by its own compiler under one name across builds: an hour's cache would run last build's worker.
    expect(cacheControl('/dist/import-worker.js')).toBe('no-cache');
  });

  it("serves a mounted folder under its prefix (a remote's releases), never outside it, and asks a config function each time", async () => {
    const releases = mkdtempSync(join(tmpdir(), 'reelist-mount-'));
    mkdirSync(join(releases, '1.0.0'));
    writeFileSync(join(releases, '1.0.0', 'remoteEntry.js'), 'release one');
    let version = 1;
    const mounted = await listen(
      createStaticServer({ root: dir, mounts: { '/releases/': releases }, config: () => ({ version: version++ }) }),
      0,
      '127.0.0.1',
    );
    const at = `http://127.0.0.1:${(mounted.address() as AddressInfo).port}`;
    try {
      expect(await (await fetch(`${at}/releases/1.0.0/remoteEntry.js`)).text()).toBe('release one');
      expect((await fetch(`${at}/releases/..%2F..%2Fetc%2Fpasswd`)).status).toBe(400);
      expect((await fetch(`${at}/releases/2.0.0/remoteEntry.js`)).status).toBe(404);
      expect(await (await fetch(`${at}/config.json`)).json()).toEqual({ version: 1 });
      expect(await (await fetch(`${at}/config.json`)).json()).toEqual({ version: 2 });
    } finally {
      mounted.close();
      rmSync(releases, { recursive: true, force: true });
    }
  });
});

describe('static server, requests no file answers', () => {
  let dir: string;
  let server: Server;
  let port: number;
  const logged: string[] = [];
  let failConfig = false;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'reelist-static-'));
    mkdirSync(join(dir, 'root'));
    writeFileSync(join(dir, 'secret.txt'), 'outside the root');
    writeFileSync(join(dir, 'root', 'index.html'), '<!doctype html><title>Reelist</title>');
    writeFileSync(join(dir, 'root', 'data.0123abcd.js'), '0123456789');
    const config = () => {
      if (failConfig) throw new Error('config broke');
      return { ok: true };
    };
    server = await listen(
      createStaticServer({ root: join(dir, 'root'), spa: true, config, log: (line) => logged.push(line) }),
      0,
      '127.0.0.1',
    );
    port = (server.address() as AddressInfo).port;
  });

  afterAll(() => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const raw = (path: string, headers: [string, string][] = [], method = 'GET') =>
    sendRaw(port, { method, path, headers, ending: 'whole', cutAt: 0 });

  it('answers malformed percent-encoding with 400 (the probe: GET /%E0%A4%A ended the process)', async () => {
    for (const path of ['/%E0%A4%A', '/%', '/movie/%zz', '/%C0%AE%C0%AE/secret.txt'])
      expect((await raw(path)).status).toBe(400);
  });

  it('refuses traversal in any encoding and never reads outside the root', async () => {
    const paths = [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/%5c..%5csecret.txt',
      '/..\\secret.txt',
    ];
    for (const path of [...paths, '/index.html%00.js', '/%00']) {
      const answer = await raw(path);
      expect([400, 403, 404]).toContain(answer.status);
      expect(answer.body).not.toContain('outside the root');
    }
  });

  it('answers a 9,000-character path with 414 and odd methods with 405', async () => {
    expect((await raw(`/${'a'.repeat(9000)}`)).status).toBe(414);
    expect((await raw('/', [], 'PROPFIND')).status).toBe(405);
    expect((await raw('/', [], 'POST')).status).toBe(405);
  });

  it('serves ranges, refuses ranges past the end, and answers HEAD without a body', async () => {
    const part = await fetch(`http://127.0.0.1:${port}/data.0123abcd.js`, { headers: { Range: 'bytes=2-4' } });
    expect(part.status).toBe(206);
    expect(await part.text()).toBe('234');
    expect((await raw('/data.0123abcd.js', [['Range', 'bytes=50-60']])).status).toBe(416);
    expect((await raw('/data.0123abcd.js', [['Range', 'bytes=abc']])).status).toBeLessThan(300);
    const head = await raw('/data.0123abcd.js', [], 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
  });

  it('answers 304 to its own validator and the file to any other If-None-Match', async () => {
    const first = await fetch(`http://127.0.0.1:${port}/data.0123abcd.js`);
    const tag = first.headers.get('etag') ?? '';
    expect(tag).toMatch(/^"/);
    expect(
      (await fetch(`http://127.0.0.1:${port}/data.0123abcd.js`, { headers: { 'If-None-Match': tag } })).status,
    ).toBe(304);
    for (const other of ['"', 'W/"x"', ',,,', 'x'.repeat(500)])
      expect((await raw('/data.0123abcd.js', [['If-None-Match', other]])).status).toBe(200);
  });

  it('keeps serving when a client hangs up mid-request or mid-response', async () => {
    for (let i = 0; i < 20; i++) {
      await sendRaw(port, { method: 'GET', path: '/index.html', headers: [], ending: 'hang-up', cutAt: 0 });
      await sendRaw(port, { method: 'GET', path: '/index.html', headers: [], ending: 'cut', cutAt: 10 + i });
    }
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
  });

  it('answers a handler error with 500, logs it once with the request line, and serves the next request', async () => {
    failConfig = true;
    const res = await fetch(`http://127.0.0.1:${port}/config.json`);
    failConfig = false;
    expect(res.status).toBe(500);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('GET http://127.0.0.1');
    expect(logged[0]).toContain('/config.json');
    expect(logged[0]).toContain('config broke');
    expect(await (await fetch(`http://127.0.0.1:${port}/config.json`)).json()).toEqual({ ok: true });
  });
});
