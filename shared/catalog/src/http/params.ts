/** Query parameter parsing and TMDB paging (20 a page, pages 1..500). */
import { isIsoDate } from '../data/util';
import { ApiError, INVALID_PAGE, invalidParam, notFound } from './errors';

export const PAGE_SIZE = 20;
export const MAX_PAGE = 500;

export type Query = (name: string) => string | undefined;

export interface Paged<T> {
  page: number;
  results: T[];
  total_pages: number;
  total_results: number;
}

export function pageParam(q: Query): number {
  const raw = q('page');
  if (raw === undefined || raw === '') return 1;
  if (!/^\d+$/.test(raw)) throw new ApiError(400, INVALID_PAGE);
  const page = Number(raw);
  if (page < 1 || page > MAX_PAGE) throw new ApiError(400, INVALID_PAGE);
  return page;
}

export function paginate<T, R>(items: readonly T[], page: number, map: (item: T) => R, pageSize = PAGE_SIZE): Paged<R> {
  const start = (page - 1) * pageSize;
  return {
    page,
    results: items.slice(start, start + pageSize).map(map),
    total_pages: Math.min(MAX_PAGE, Math.max(1, Math.ceil(items.length / pageSize))),
    total_results: items.length,
  };
}

export function numberParam(q: Query, name: string): number | undefined {
  const raw = q(name);
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isFinite(n)) throw invalidParam(`${name} must be a number`);
  return n;
}

export function dateParam(q: Query, name: string): string | undefined {
  const raw = q(name);
  if (raw === undefined || raw === '') return undefined;
  if (!isIsoDate(raw)) throw invalidParam(`${name} must be a date (YYYY-MM-DD)`);
  return raw;
}

export function yearParam(q: Query, name: string): number | undefined {
  const n = numberParam(q, name);
  if (n !== undefined && (!Number.isInteger(n) || n < 1000 || n > 9999)) throw invalidParam(`${name} must be a year`);
  return n;
}

export function boolParam(q: Query, name: string): boolean {
  return q(name) === 'true';
}

/** TMDB list syntax: "a,b" means all of them, "a|b" any of them. Returns groups that must all match. */
export function idGroups(q: Query, name: string): number[][] | undefined {
  const raw = q(name);
  if (raw === undefined || raw.trim() === '') return undefined;
  const groups = raw.split(',').map((g) => g.split('|').map((v) => Number(v.trim())));
  if (groups.some((g) => g.some((n) => !Number.isInteger(n))))
    throw invalidParam(`${name} must be ids separated by , or |`);
  return groups;
}

export function idParam(raw: string | undefined): number {
  if (raw === undefined || !/^\d+$/.test(raw)) throw notFound();
  return Number(raw);
}
