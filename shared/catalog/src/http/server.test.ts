import { fixtureStore } from '../testing/fixture';
import { KEY } from '../testing/request';
import type { CatalogServer } from './server';
import { startCatalogServer } from './server';

let server: CatalogServer;
beforeAll(async () => {
  server = await startCatalogServer({ store: fixtureStore(), port: 0 });
});
afterAll(() => server.close());

describe('real server on a free port', () => {
  it('answers over HTTP with gzip, CORS and ETag revalidation', async () => {
    expect(server.url).toBe(`http://localhost:${server.port}`);
    const res = await fetch(`http://127.0.0.1:${server.port}/3/movie/popular?${KEY}`, {
      headers: { Origin: 'http://localhost:4200', 'Accept-Encoding': 'gzip' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const body = (await res.json()) as { results: unknown[] };
    expect(body.results).toHaveLength(20);
    const etag = res.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(`http://127.0.0.1:${server.port}/3/movie/popular?${KEY}`, {
      headers: { 'If-None-Match': etag ?? '' },
    });
    expect(again.status).toBe(304);
  });

  it('answers CORS preflight', async () => {
    const res = await fetch(`http://127.0.0.1:${server.port}/3/movie/1001`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://example.test', 'Access-Control-Request-Method': 'GET' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('drops the connection for a drop fault', async () => {
    await fetch(`http://127.0.0.1:${server.port}/__faults`, {
      method: 'POST',
      body: JSON.stringify({ pattern: '/3/tv/popular', drop: true }),
    });
    await expect(fetch(`http://127.0.0.1:${server.port}/3/tv/popular?${KEY}`)).rejects.toThrow();
    await fetch(`http://127.0.0.1:${server.port}/__faults`, { method: 'DELETE' });
  });
});
