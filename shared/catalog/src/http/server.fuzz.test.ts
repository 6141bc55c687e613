// Generated hostile requests against the catalogue's real HTTP server: each is answered or closed, none with a 500
// (a handler that throws on input it did not expect), and a normal request still works after.
import fc from 'fast-check';
import { hostileRequest, KNOWN_HOSTILE_PATHS, sendRaw } from '@reelist/testing/e2e';
import { fixtureStore } from '../testing/fixture';
import { KEY } from '../testing/request';
import type { CatalogServer } from './server';
import { startCatalogServer } from './server';

let server: CatalogServer;
beforeAll(async () => {
  server = await startCatalogServer({ store: fixtureStore(), port: 0 });
});
afterAll(() => server.close());

/** The catalogue's own routes, with and without a key, so the fuzz reaches its handlers and not only 401s. */
const ROUTES = [
  '/3/movie/',
  '/3/tv/',
  '/3/search/multi?query=',
  '/3/discover/movie?with_genres=',
  '/omdb/?i=',
  '/t/p/',
];
const catalogueRequest = fc
  .tuple(hostileRequest, fc.constantFrom(...ROUTES), fc.boolean())
  .map(([request, route, keyed]) => ({
    ...request,
    path: `${route}${request.path.slice(1)}${keyed ? `${request.path.includes('?') ? '&' : '?'}${KEY}` : ''}`,
  }));

it('answers or closes every one of 2,000 hostile requests, never with a 500, and keeps serving', async () => {
  for (const path of KNOWN_HOSTILE_PATHS) {
    const answer = await sendRaw(server.port, { method: 'GET', path, headers: [], ending: 'whole', cutAt: 0 });
    expect(answer.status === null || answer.status < 500).toBe(true);
  }
  await fc.assert(
    fc.asyncProperty(fc.oneof(hostileRequest, catalogueRequest), async (request) => {
      const answer = await sendRaw(server.port, request);
      if (request.ending === 'whole') expect(answer.status === null || answer.status < 500).toBe(true);
    }),
    { numRuns: 2_000, seed: 34 },
  );
  const normal = await fetch(`http://127.0.0.1:${server.port}/3/movie/popular?${KEY}`);
  expect(normal.status).toBe(200);
}, 120_000);
