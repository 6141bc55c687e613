import { clearApiCache, configureApi } from '@reelist/api';
import { TEST_CONFIG } from './render-in-providers';

/** A fake answer of the movie service: a body (status 200), or a status with a body, or a function of the URL. */
export type FakeRoute = { status: number; body: unknown } | ((url: URL) => unknown) | object;

/** What a fake fetch answers: a JSON response with `status` (only what @reelist/api reads of one). */
export const fakeJsonResponse = (status: number, body: unknown): Response =>
  ({
    ok: status >= 200 && status < 300,
    status,
    headers: { get: () => 'application/json' },
    json: () => Promise.resolve(body),
    text: () => Promise.resolve(JSON.stringify(body)),
  }) as unknown as Response;

const isStatus = (route: FakeRoute): route is { status: number; body: unknown } =>
  typeof route === 'object' && route !== null && 'status' in route && 'body' in route;

/**
 * Points @reelist/api at a fake movie service (TEST_CONFIG's catalog.test) answering by pathname (`/3/...`),
 * 404 for anything else, with an empty cache. Returns the fetch mock to inspect the requests.
 */
export function fakeMovieService(routes: Record<string, FakeRoute>) {
  clearApiCache();
  const fetch = jest.fn((raw: string) => {
    const url = new URL(raw);
    const route = routes[url.pathname];
    if (route === undefined) return Promise.resolve(fakeJsonResponse(404, { status_message: 'Not found' }));
    if (typeof route === 'function') return Promise.resolve(fakeJsonResponse(200, route(url)));
    return Promise.resolve(isStatus(route) ? fakeJsonResponse(route.status, route.body) : fakeJsonResponse(200, route));
  });
  configureApi(TEST_CONFIG, { fetch });
  return fetch;
}
