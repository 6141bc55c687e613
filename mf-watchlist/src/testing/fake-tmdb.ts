/**
 * Test helper: configures @reelist/api with a fake fetch answering like the movie service, so the matcher's tests
 * run the real client (URLs, errors, cache). Routes are keyed by what the call asks:
 * `movie/550`, `tv/1396`, `find/tt0137523`, `search/movie Heat 1995`, `search/tv Friends` (no year).
 * A route missing answers like the service: details 404, find with five empty arrays, search with no results.
 */
import { configureApi } from '@reelist/api';
import type { Title } from '@reelist/contracts';
import { fakeJsonResponse } from '@reelist/testing';

export interface Answer {
  status?: number;
  body: unknown;
}
export type Route = Answer | ((url: URL) => Answer | Promise<Answer>);

const CONFIG = {
  tmdb: { baseUrl: 'http://tmdb.test/3', apiKey: 'k', imageBaseUrl: 'http://img.test/t/p' },
  omdb: { baseUrl: 'http://omdb.test', apiKey: 'k' },
};

/** The route key of a request URL. */
export function routeOf(url: URL): string {
  const path = url.pathname.replace(/^\/3\//, '');
  if (!path.startsWith('search/')) return path;
  const year = url.searchParams.get('primary_release_year') ?? url.searchParams.get('first_air_date_year');
  return [path, url.searchParams.get('query'), year].filter(Boolean).join(' ');
}

const response = ({ status = 200, body }: Answer): Response => fakeJsonResponse(status, body);

const missing = (route: string): Answer => {
  if (route.startsWith('find/')) return { body: {} };
  if (route.startsWith('search/')) return { body: page([]) };
  return { status: 404, body: { status_code: 34, status_message: 'The resource you requested could not be found.' } };
};

export const page = (results: Title[]) => ({ page: 1, results, total_pages: 1, total_results: results.length });

export const movie = (id: number, title: string, date: string, extra: Partial<Title> = {}): Title => ({
  id,
  title,
  original_title: title,
  release_date: date,
  poster_path: `/m${id}.jpg`,
  vote_average: 7,
  overview: `${title} overview`,
  genre_ids: [18],
  ...extra,
});

export const show = (id: number, name: string, date: string, extra: Partial<Title> = {}): Title => ({
  id,
  name,
  original_name: name,
  first_air_date: date,
  poster_path: `/t${id}.jpg`,
  vote_average: 8,
  overview: `${name} overview`,
  genre_ids: [35],
  ...extra,
});

/** Configures the api with a fake movie service; `requests()` lists the route keys asked, in order. */
export function fakeTmdb(routes: Record<string, Route> = {}) {
  const fetch = jest.fn(async (raw: string, _init: { method: 'GET'; signal: AbortSignal }) => {
    const url = new URL(raw);
    const key = routeOf(url);
    const route = routes[key];
    if (route === undefined) return response(missing(key));
    return response(typeof route === 'function' ? await route(url) : route);
  });
  configureApi(CONFIG, { fetch });
  const requests = (): string[] => fetch.mock.calls.map(([raw]) => routeOf(new URL(raw)));
  return { fetch, requests };
}
