import { getApiConfig, getContentPreferences } from './runtime';
import { failWith } from './errors';
import { normalize, notConfigured, serviceGet } from './request';
import { cacheKey, peekCached } from './cache';
import type { Query, RequestOptions, ServiceAuth } from './request';

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

/** A v4 read access token (a JWT: three base64url parts, starting `eyJ`) rather than a v3 key (32 hex characters). */
export const isReadAccessToken = (credential: string): boolean => /^eyJ[\w-]*\.[\w-]+\.[\w-]+$/.test(credential);

/**
 * How the movie service gets the configured credential: a v4 read access token as `Authorization: Bearer`
 * (and no `api_key` in the URL), anything else as the `api_key` query parameter.
 */
export function tmdbAuth(credential: string): ServiceAuth {
  return isReadAccessToken(credential)
    ? { headers: { Authorization: `Bearer ${credential}` } }
    : ['api_key', credential];
}

/**
 * A GET to the movie service (v3): the credential (api_key or bearer token) and language on every call, region /
 * include_adult where they apply.
 */
export function tmdbGet<T>(call: TmdbCall<T>, options?: RequestOptions): Promise<T> {
  const config = getApiConfig();
  if (!config) return Promise.reject(failWith(call.message, notConfigured()));
  const params = callParams(call);
  return serviceGet<T>(
    {
      path: call.path,
      baseUrl: config.tmdb.baseUrl,
      params,
      auth: tmdbAuth(config.tmdb.apiKey),
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
