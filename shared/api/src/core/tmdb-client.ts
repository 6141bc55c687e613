import { getApiConfig, getContentPreferences } from './runtime';
import { failWith } from './errors';
import { normalize, notConfigured, serviceGet } from './request';
import { cacheKey, peekCached } from './cache';
import type { Query, RequestOptions } from './request';

export interface TmdbCall<T> {
  path: string;
  params?: Query;
  ttlMs: number;
  message: string;
  /** Sends the preferred region (lists, search, movie discovery). */
  region?: boolean;
  /** Sends include_adult from the content preferences (search and discover). */
  adult?: boolean;
  read?: (data: unknown) => T;
}

/** A GET to the movie service (v3): api_key and language on every call, region / include_adult where they apply. */
export function tmdbGet<T>(call: TmdbCall<T>, options?: RequestOptions): Promise<T> {
  const config = getApiConfig();
  if (!config) return Promise.reject(failWith(call.message, notConfigured()));
  const params = callParams(call);
  return serviceGet<T>(
    {
      path: call.path,
      baseUrl: config.tmdb.baseUrl,
      params,
      auth: ['api_key', config.tmdb.apiKey],
      ttlMs: call.ttlMs,
      message: call.message,
      read: call.read,
    },
    call.path,
    options,
  );
}

function callParams(call: TmdbCall<unknown>): Query {
  const content = getContentPreferences();
  return {
    language: content.language,
    ...(call.region ? { region: content.region } : {}),
    ...(call.adult ? { include_adult: content.includeAdult } : {}),
    ...call.params,
  };
}

/** What `tmdbGet(call)` would answer from the cache right now, without a request (undefined on a miss). */
export function tmdbPeek<T>(call: TmdbCall<T>): T | undefined {
  if (!getApiConfig()) return undefined;
  return peekCached<T>(cacheKey(call.path, normalize(callParams(call))));
}
