/** Test helpers for this package's own tests: a fake fetch answering with real Response objects. */
import { configureApi } from './core/runtime';
import type { ApiConfig } from './core/runtime';

export const CONFIG: ApiConfig = {
  tmdb: { baseUrl: 'http://tmdb.test/3/', apiKey: 'TMDB-SECRET', imageBaseUrl: 'http://img.test/t/p/' },
  omdb: { baseUrl: 'http://omdb.test/', apiKey: 'OMDB-SECRET' },
};

export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export type Handler = (url: URL, init: { signal: AbortSignal }) => Response | Promise<Response>;

/** Configures the api with a jest.fn fetch and a hand-driven clock. */
export function setupApi(handler: Handler = () => json({ page: 1, results: [], total_pages: 1, total_results: 0 })) {
  const clock = { now: 1_700_000_000_000 };
  const fetch = jest.fn((url: string, init: { method: 'GET'; signal: AbortSignal }) =>
    Promise.resolve(handler(new URL(url), init)),
  );
  configureApi(CONFIG, { fetch, now: () => clock.now });
  const urls = (): URL[] => fetch.mock.calls.map(([url]) => new URL(url));
  return { fetch, clock, urls };
}

/** A fetch that never answers until its signal aborts, like a stalled server. */
export const hang: Handler = (_url, init) =>
  new Promise<Response>((_resolve, reject) => {
    init.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });
