import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
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

  it('compresses a file without a brotli copy on the fly, and gzip when brotli is not accepted', async () => {
    const br = await fetch(`${base}/plain.0123abcd.js`, { headers: { 'Accept-Encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(await br.text()).toBe(script);
    const gz = await fetch(`${base}/main.0123abcd.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(await gz.text()).toBe(script);
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
      expect((await fetch(`${at}/releases/..%2F..%2Fetc%2Fpasswd`)).status).toBe(403);
      expect((await fetch(`${at}/releases/2.0.0/remoteEntry.js`)).status).toBe(404);
      expect(await (await fetch(`${at}/config.json`)).json()).toEqual({ version: 1 });
      expect(await (await fetch(`${at}/config.json`)).json()).toEqual({ version: 2 });
    } finally {
      mounted.close();
      rmSync(releases, { recursive: true, force: true });
    }
  });
});
