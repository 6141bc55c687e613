import { cached, cacheKey } from './cache';
import { ApiError, failWith } from './errors';
import { getJson } from './http';

/** The per-call options every public function accepts as its last argument. */
export interface RequestOptions {
  signal?: AbortSignal;
  /** Collects the cache key the call reads: a server render hands exactly those answers to the browser. */
  keys?: Set<string>;
}

export type QueryValue = string | number | boolean | readonly (string | number)[] | null | undefined;
export type Query = Record<string, QueryValue>;

/** A credential as a query parameter `[name, value]`, or as request headers. */
export type ServiceAuth = [name: string, value: string] | { headers: Record<string, string> };

export interface ServiceCall<T> {
  /** Cache namespace + path, e.g. `/movie/5` or `omdb:/`. */
  path: string;
  baseUrl: string;
  params: Query;
  /**
   * The credential, sent on the wire and never part of the cache key or a log line: a query parameter
   * (`[name, value]`, e.g. `['api_key', key]`) or request headers (`{ headers }`, e.g. a bearer token).
   */
  auth: ServiceAuth;
  ttlMs: number;
  /** The service-layer message ('Failed to ...') a failure is wrapped in. */
  message: string;
  /** Turns the parsed body into the result; throws an ApiError when the body itself reports a failure. */
  read?: (data: unknown) => T;
}

/** Drops empty values and stringifies the rest, so equal requests get equal cache keys. */
export function normalize(params: Query): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    out[name] = Array.isArray(value) ? value.join(',') : String(value);
  }
  return out;
}

export function buildUrl(baseUrl: string, path: string, params: Record<string, string>, auth: ServiceAuth): string {
  const search = new URLSearchParams(Array.isArray(auth) ? [auth] : []);
  for (const name of Object.keys(params).sort()) search.append(name, params[name] as string);
  const query = search.toString();
  return query ? `${baseUrl}${path}?${query}` : `${baseUrl}${path}`;
}

/** A cached, de-duplicated GET whose failures are logged and rejected with the call's 'Failed to ...' message. */
export async function serviceGet<T>(call: ServiceCall<T>, urlPath: string, options: RequestOptions = {}): Promise<T> {
  const params = normalize(call.params);
  const url = buildUrl(call.baseUrl, urlPath, params, call.auth);
  const key = cacheKey(call.path, params);
  options.keys?.add(key);
  try {
    return await cached(
      key,
      call.ttlMs,
      async (signal) => {
        const data = await getJson(url, signal, undefined, Array.isArray(call.auth) ? undefined : call.auth.headers);
        return call.read ? call.read(data) : (data as T);
      },
      options.signal,
    );
  } catch (error) {
    throw failWith(call.message, error);
  }
}

export const notConfigured = (): ApiError =>
  new ApiError('API not configured: call configureApi first', { kind: 'config' });
