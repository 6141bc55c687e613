import type { RuntimeConfig } from '@reelist/contracts';

/** What @reelist/api needs from the runtime config: the two services. */
export type ApiConfig = Pick<RuntimeConfig, 'tmdb' | 'omdb'>;

export type FetchLike = (
  url: string,
  init: { method: 'GET'; signal: AbortSignal; headers?: Record<string, string> },
) => Promise<Response>;

export interface ApiTimers {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  setInterval: (fn: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
}

/** Test seams: a fake fetch, a clock for cache expiry, and timers (defaults resolve the globals at call time). */
export interface ApiRuntimeOptions {
  fetch?: FetchLike;
  now?: () => number;
  timers?: Partial<ApiTimers>;
}

export interface ContentPreferences {
  language: string;
  region: string;
  includeAdult: boolean;
}

const globalTimers: ApiTimers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
  setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
  clearInterval: (h) => globalThis.clearInterval(h as ReturnType<typeof setInterval>),
};

const DEFAULT_CONTENT: ContentPreferences = { language: 'en', region: 'US', includeAdult: false };

// Module-level singleton: the package is a Module Federation singleton, so every remote shares this state.
const state: {
  config: ApiConfig | undefined;
  fetch: FetchLike;
  now: () => number;
  timers: ApiTimers;
  content: ContentPreferences;
} = {
  config: undefined,
  fetch: (url, init) => globalThis.fetch(url, init),
  now: () => Date.now(),
  timers: globalTimers,
  content: { ...DEFAULT_CONTENT },
};

const onConfigure: Array<() => void> = [];

/** Registers a reset hook run by configureApi (the cache uses it so a new base URL never serves old data). */
export const whenConfigured = (hook: () => void): void => {
  onConfigure.push(hook);
};

/** Sets the services' base URLs and keys; the shell calls it after reading /config.json. Clears the cache. */
export function configureApi(config: ApiConfig, options: ApiRuntimeOptions = {}): void {
  state.config = {
    tmdb: {
      ...config.tmdb,
      baseUrl: trimSlash(config.tmdb.baseUrl),
      imageBaseUrl: trimSlash(config.tmdb.imageBaseUrl),
    },
    omdb: { ...config.omdb, baseUrl: trimSlash(config.omdb.baseUrl) },
  };
  state.fetch = options.fetch ?? ((url, init) => globalThis.fetch(url, init));
  state.now = options.now ?? (() => Date.now());
  state.timers = { ...globalTimers, ...options.timers };
  for (const hook of onConfigure) hook();
}

/** The language, region and adult flag sent with movie-service calls; the preferences screen sets them. */
export function setContentPreferences(prefs: Partial<ContentPreferences>): void {
  state.content = { ...state.content, ...prefs };
}

export const getContentPreferences = (): ContentPreferences => ({ ...state.content });
export const getApiConfig = (): ApiConfig | undefined => state.config;
export const runtime = (): Readonly<typeof state> => state;

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
