import type { MediaType, WatchlistItem } from '@reelist/contracts';
import { parseStatus } from './status';

type Raw = Record<string, unknown>;

/** An entry of a file that could not become a watchlist item, and why (shown in the import preview). */
export interface InvalidEntry {
  /** 1-based position among the file's entries (CSV: data rows, JSON: watchlist array). */
  row: number;
  reason: string;
}

const first = (raw: Raw, keys: readonly string[]): unknown => {
  for (const key of keys) if (Object.hasOwn(raw, key) && raw[key] !== undefined) return raw[key];
  return undefined;
};

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const isDate = (value: unknown): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value));
const number = (value: unknown): number => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
};

function integerId(value: unknown): number | null {
  const n = typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) ? n : null;
}

export function mediaTypeOf(value: unknown): MediaType | null {
  if (value === undefined || value === null || value === '') return 'movie';
  if (typeof value !== 'string') return null;
  const type = value.trim().toLowerCase();
  if (type === 'tv' || type === 'tv show') return 'tv';
  return type === 'movie' ? 'movie' : null;
}

function genreIds(value: unknown): number[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const ids = value
    .map((g: unknown) => (typeof g === 'object' && g !== null ? (g as Raw).id : g))
    .filter((g): g is number => typeof g === 'number' && Number.isInteger(g));
  return ids.length > 0 ? ids : undefined;
}

/**
 * One JSON entry in any accepted shape — export form 1 or 2 (camelCase), the alternative item shape, or a stored
 * item — as a stored watchlist item, or the reason it cannot be one. Never throws; copies only known fields.
 */
export function normaliseEntry(entry: unknown, now: Date): WatchlistItem | string {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return 'not an object';
  const raw = entry as Raw;
  const id = integerId(first(raw, ['id']));
  if (id === null) return 'missing or invalid id';
  // Kept as written (not trimmed) so an export then import returns the same title.
  const title = text(first(raw, ['title', 'name']));
  if (!title.trim()) return 'missing title';
  const mediaType = mediaTypeOf(first(raw, ['mediaType', 'media_type']));
  if (!mediaType) return 'unknown media type';
  const added = first(raw, ['addedDate', 'addedAt', 'added_to_watchlist']);
  const updated = first(raw, ['updatedDate', 'updatedAt']);
  const poster = first(raw, ['posterPath', 'poster_path']);
  const backdrop = first(raw, ['backdropPath', 'backdrop_path']);
  const item: WatchlistItem = {
    id,
    title,
    poster_path: typeof poster === 'string' ? poster : null,
    release_date: text(first(raw, ['releaseDate', 'release_date', 'first_air_date'])),
    vote_average: number(first(raw, ['rating', 'vote_average'])),
    media_type: mediaType,
    overview: text(first(raw, ['overview'])),
    addedAt: isDate(added) ? added : now.toISOString(),
    status: parseStatus(first(raw, ['status', 'watchlist_status'])),
  };
  if (isDate(updated)) item.updatedAt = updated;
  const genres = genreIds(first(raw, ['genreIds', 'genre_ids', 'genres']));
  if (genres) item.genre_ids = genres;
  if (typeof backdrop === 'string' || backdrop === null) item.backdrop_path = backdrop;
  return item;
}
