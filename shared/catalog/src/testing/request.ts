/** Helpers for app.request based contract tests. */
import type { Hono } from 'hono';

export const KEY = 'api_key=test';

export async function getJson<T = Record<string, unknown>>(
  app: Hono,
  path: string,
): Promise<{ status: number; body: T; headers: Headers }> {
  const res = await app.request(path);
  return { status: res.status, body: (await res.json()) as T, headers: res.headers };
}

/** GET /3{path} with an api key appended. */
export function tmdb<T = Record<string, unknown>>(
  app: Hono,
  path: string,
): Promise<{ status: number; body: T; headers: Headers }> {
  return getJson<T>(app, `/3${path}${path.includes('?') ? '&' : '?'}${KEY}`);
}

export interface PagedBody<T = Record<string, unknown>> {
  page: number;
  results: T[];
  total_pages: number;
  total_results: number;
}
