import { C } from '@reelist/contracts';
import type { OmdbTitle } from '@reelist/contracts';
import { ApiError, failWith, notConfigured, serviceGet, getApiConfig } from '@reelist/api/core';
import type { Query, RequestOptions } from '@reelist/api/core';

/** The ratings service answers 200 with `Response: 'False'` and an `Error` text when it has nothing. */
function readOmdb<T extends { Response: string; Error?: string }>(data: unknown): T {
  const body = data as T;
  if (body?.Response === 'False') throw new ApiError(body.Error ?? 'Unknown error', { kind: 'service' });
  return body;
}

function omdbGet<T extends { Response: string; Error?: string }>(
  params: Query,
  message: string,
  options?: RequestOptions,
): Promise<T> {
  const config = getApiConfig();
  if (!config) return Promise.reject(failWith(message, notConfigured()));
  return serviceGet<T>(
    {
      path: 'omdb:/',
      baseUrl: config.omdb.baseUrl,
      params,
      auth: ['apikey', config.omdb.apiKey],
      ttlMs: C.CACHE_DEFAULT_TTL_MS,
      message,
      read: readOmdb<T>,
    },
    '/',
    options,
  );
}

/** Extra ratings by IMDb id (`i`). */
export const getOmdbById = (imdbId: string, options?: RequestOptions): Promise<OmdbTitle> =>
  omdbGet({ i: imdbId }, 'Failed to fetch movie from OMDB', options);
