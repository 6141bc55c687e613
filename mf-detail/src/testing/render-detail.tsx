import type { ReactElement } from 'react';
import { clearApiCache, configureApi } from '@reelist/api';
import type { RuntimeConfig } from '@reelist/contracts';
import type { NavigationApi } from '@reelist/state';
import { fakeJsonResponse, renderInProviders, resetStorageMemory } from '@reelist/testing';
import { MOVIE, OMDB, PROVIDERS, SHOW } from './fixtures';

export const TEST_CONFIG: RuntimeConfig = {
  remotes: {},
  tmdb: { baseUrl: 'http://tmdb.test/3', apiKey: 'k', imageBaseUrl: 'http://img.test/t/p' },
  omdb: { baseUrl: 'http://omdb.test', apiKey: 'k' },
  push: { publicKey: 'p' },
};

/** A fake service answer: a body with a status, or a function of the request URL. */
export type Route = { status?: number; body: unknown } | ((url: URL) => { status?: number; body: unknown });

const json = ({ status = 200, body }: { status?: number; body: unknown }) => fakeJsonResponse(status, body);

/** The default answers: Fight Club, Game of Thrones, their providers and ratings; anything else 404. */
export const DEFAULT_ROUTES: Record<string, Route> = {
  '/3/movie/550': { body: MOVIE },
  '/3/tv/1399': { body: SHOW },
  '/3/movie/550/watch/providers': { body: PROVIDERS },
  '/3/tv/1399/watch/providers': { body: { id: 1399, results: {} } },
  '/': { body: OMDB },
};

/** Configures @reelist/api with a fake fetch answering by pathname; returns the fetch mock. */
export function fakeServices(overrides: Record<string, Route> = {}) {
  const routes = { ...DEFAULT_ROUTES, ...overrides };
  const fetch = jest.fn((raw: string) => {
    const url = new URL(raw);
    const route = routes[url.pathname];
    if (!route) return Promise.resolve(json({ status: 404, body: { status_message: 'Not found' } }));
    return Promise.resolve(json(typeof route === 'function' ? route(url) : route));
  });
  configureApi(TEST_CONFIG, { fetch });
  return fetch;
}

/** Fresh storage, cache and services before each test of this remote. */
export function resetDetailTestState(): void {
  // Test-only code: each test starts from empty browser storage, like a new visitor.
  localStorage.clear();
  sessionStorage.clear();
  resetStorageMemory();
  clearApiCache();
}

export interface RenderOptions {
  path?: string;
  params?: Record<string, string>;
  navigate?: NavigationApi['navigate'];
}

/** Renders `ui` inside the app's providers with a fake navigation value for `path`. */
export function renderWithProviders(ui: ReactElement, { path = '/movie/550', params, navigate }: RenderOptions = {}) {
  const id = /\/(?:movie|tv)\/([^/]+)/.exec(path)?.[1];
  const navigation: NavigationApi = {
    pathname: path,
    params: params ?? (id ? { id } : {}),
    searchParams: new URLSearchParams(),
    navigate: navigate ?? jest.fn(),
    setSearchParams: jest.fn(),
  };
  return { navigation, ...renderInProviders(ui, navigation, TEST_CONFIG) };
}
