/**
 * @reelist/api/core — the part of the api that must exist once per page: runtime configuration, the one cache
 * (with in-flight de-duplication), the HTTP layer and the error type. It is the shared singleton; the endpoint
 * functions in `index.ts` call it by this name, so each app bundles only the calls it makes (a shared package is
 * bundled whole) while every call still goes through the same cache. Apps import `@reelist/api`, never this.
 */
export { configureApi, setContentPreferences, getContentPreferences, getApiConfig } from './src/core/runtime';
export type { ApiConfig, ApiRuntimeOptions, ApiTimers, ContentPreferences, FetchLike } from './src/core/runtime';
export { ApiError, isApiError, failWith } from './src/core/errors';
export type { ApiErrorKind } from './src/core/errors';
export { notConfigured, serviceGet } from './src/core/request';
export type { Query, RequestOptions } from './src/core/request';
export { cachedAnswers, clearApiCache, storeCachedAnswers } from './src/core/cache';
export type { CachedAnswer } from './src/core/cache';
export { tmdbGet, tmdbPeek } from './src/core/tmdb-client';
export type { TmdbCall } from './src/core/tmdb-client';
export { fetchBinary } from './src/core/http';
