import * as v from 'valibot';
import { C, MEDIA_TYPE_LABELS, STATUS_LABELS } from '@reelist/contracts';
import type { MediaType, WatchlistItem, WatchlistStatus } from '@reelist/contracts';
import { cutText } from './bounded-text';
import { isCleanTags, normaliseTags } from './watchlist-tags';

/** An entry of a file being imported at `now`; without it the entry is a stored value. */
export interface ImportContext {
  now: Date;
}

export type WatchlistItemResult = { ok: true; item: WatchlistItem } | { ok: false; reason: string };

/** Why an entry is not an item: the words the import preview shows. */
const REASONS = {
  notObject: 'not an object',
  id: 'missing or invalid id',
  title: 'missing title',
  mediaType: 'unknown media type',
  status: 'unknown status',
} as const;

/**
 * The fields of every accepted shape, each read from the first key present: stored items (snake_case, `name` for
 * TV), export forms 1 and 2 (camelCase), the alternative shape (`watchlist_status`, `added_to_watchlist`).
 */
const ALIASES = {
  id: ['id'],
  title: ['title', 'name'],
  media_type: ['mediaType', 'media_type'],
  poster_path: ['posterPath', 'poster_path'],
  backdrop_path: ['backdropPath', 'backdrop_path'],
  release_date: ['releaseDate', 'release_date', 'first_air_date'],
  vote_average: ['rating', 'vote_average'],
  overview: ['overview'],
  addedAt: ['addedDate', 'addedAt', 'added_to_watchlist'],
  updatedAt: ['updatedDate', 'updatedAt'],
  status: ['status', 'watchlist_status'],
  genre_ids: ['genreIds', 'genre_ids', 'genres'],
  tags: ['tags'],
} as const satisfies Record<string, readonly string[]>;
type Field = keyof typeof ALIASES;
const FIELDS = Object.keys(ALIASES) as Field[];

const byText = <T extends string>(labels: Record<T, string>, extra: Record<string, T> = {}) => {
  const map = new Map<string, T>(Object.entries(extra) as Array<[string, T]>);
  for (const [key, label] of Object.entries(labels) as Array<[T, string]>) {
    map.set(key, key);
    map.set(label.toLowerCase(), key);
  }
  return (value: unknown): T | undefined =>
    typeof value === 'string' ? map.get(value.trim().toLowerCase()) : undefined;
};
/** A stored media type, as every stored entity writes it. */
export const mediaTypeSchema = v.picklist(['movie', 'tv'] as const satisfies MediaType[]);
/** 'movie', 'tv' or their labels ('TV Show'), any case: the one media-type rule for outside data. */
export const mediaTypeFrom = byText<MediaType>(MEDIA_TYPE_LABELS);
/** A status key or label ('Currently Watching' too), any case. */
export const statusFrom = byText<WatchlistStatus>(STATUS_LABELS, { 'currently watching': 'watching' });

const isDate = (value: unknown): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value));
const integerText = v.pipe(v.string(), v.regex(/^\s*-?\d+\s*$/, REASONS.id), v.transform(Number));
// Bad optional values fall back to the spec's defaults: an entry is only refused for what identifies it.
const valueOr = <T, F>(accept: (value: unknown) => value is T, fallback: F) =>
  v.pipe(
    v.unknown(),
    v.transform((value): T | F => (accept(value) ? value : fallback)),
  );
const isText = (value: unknown): value is string => typeof value === 'string';
/**
 * An image path as the movie service writes it (`/kqjL17yu.jpg`): one file name with an image extension after a
 * slash. Anything else (`javascript:...`, `//elsewhere/a.png`, markup) is dropped, never stored or put in a URL.
 */
export const isImagePath = (value: unknown): value is string =>
  typeof value === 'string' && /^\/[\w-]+(?:\.[\w-]+)*\.(?:jpe?g|png|webp|gif|svg)$/i.test(value);
/** A number, or a number written as text; 0 for anything else. */
function finiteNumber(value: unknown): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : 0;
}

function genreIds(value: unknown): number[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const ids = value
    .map((genre: unknown) => (typeof genre === 'object' && genre !== null ? (genre as { id?: unknown }).id : genre))
    .filter((id): id is number => Number.isInteger(id));
  return ids.length > 0 ? ids : undefined;
}

/** Cleaned tags, or undefined when none are left (an item without tags has no `tags` field). */
function tagsOf(value: unknown): string[] | undefined {
  const tags = normaliseTags(value);
  return tags.length > 0 ? tags : undefined;
}

const cutTitle = v.transform((title: string) => cutText(title, C.TITLE_MAX));

/**
 * File entries and stored values differ only here: a file's title must show, its unknown status is want_to_watch.
 * A title longer than C.TITLE_MAX is cut either way.
 */
const entrySchema = (fromFile: boolean) =>
  v.object({
    id: v.pipe(v.union([v.number(), integerText], REASONS.id), v.safeInteger(REASONS.id)),
    title: fromFile
      ? v.pipe(
          v.string(REASONS.title),
          v.check((title) => title.trim() !== '', REASONS.title),
          cutTitle,
        )
      : v.pipe(v.string(REASONS.title), cutTitle),
    media_type: v.pipe(
      v.optional(v.string(REASONS.mediaType), ''),
      v.transform((type) => (type === '' ? 'movie' : mediaTypeFrom(type))),
      v.picklist(mediaTypeSchema.options, REASONS.mediaType),
    ),
    poster_path: valueOr(isImagePath, null),
    backdrop_path: valueOr(isImagePath, undefined),
    release_date: valueOr(isText, ''),
    vote_average: v.pipe(v.unknown(), v.transform(finiteNumber)),
    overview: valueOr(isText, ''),
    addedAt: valueOr(isDate, undefined),
    updatedAt: valueOr(isDate, undefined),
    status: fromFile
      ? v.pipe(
          v.unknown(),
          v.transform((status) => statusFrom(status) ?? 'want_to_watch'),
        )
      : v.optional(
          v.pipe(v.unknown(), v.transform(statusFrom), v.picklist(Object.keys(STATUS_LABELS), REASONS.status)),
        ),
    genre_ids: v.pipe(v.unknown(), v.transform(genreIds)),
    // Bad tags are cleaned or dropped, never a reason to refuse the item.
    tags: v.pipe(v.unknown(), v.transform(tagsOf)),
  });
const FROM_FILE = entrySchema(true);
const STORED = entrySchema(false);

/** The known fields under their stored names; null counts as missing, prototype keys are never read. */
function knownFields(raw: Record<string, unknown>): Record<Field, unknown> {
  const known = {} as Record<Field, unknown>;
  for (const field of FIELDS) {
    // Every field is present (undefined when missing), so each one's own rule and message applies.
    known[field] = undefined;
    for (const alias of ALIASES[field]) {
      const value = raw[alias];
      if (value != null && Object.hasOwn(raw, alias)) {
        known[field] = value;
        break;
      }
    }
  }
  return known;
}

/** A stored value's other fields, kept as they are (never strip user data), except a `__proto__` key. */
function extraFields(entry: Record<string, unknown>): Record<string, unknown> {
  const extra: Record<string, unknown> = {};
  for (const key of Object.keys(entry))
    if (key !== '__proto__' && !Object.hasOwn(ALIASES, key)) extra[key] = entry[key];
  return extra;
}

const STATUS_KEYS = new Set(Object.keys(STATUS_LABELS));
const isSafeId = (value: unknown): boolean => typeof value === 'number' && Number.isSafeInteger(value);
const isGenreIds = (value: unknown): boolean =>
  Array.isArray(value) && value.length > 0 && value.every((id) => Number.isInteger(id));
/** What each field of an item as Reelist itself stores it holds: a value the full parse would return unchanged. */
const STORED_AS_WRITTEN: Record<Field, (value: unknown) => boolean> = {
  id: isSafeId,
  title: (value) => isText(value) && value.length <= C.TITLE_MAX,
  media_type: (value) => value === 'movie' || value === 'tv',
  poster_path: (value) => value === null || isImagePath(value),
  backdrop_path: (value) => value === undefined || isImagePath(value),
  release_date: isText,
  vote_average: (value) => typeof value === 'number' && Number.isFinite(value),
  overview: isText,
  addedAt: (value) => value === '' || isDate(value),
  updatedAt: (value) => value === undefined || isDate(value),
  status: (value) => value === undefined || (typeof value === 'string' && STATUS_KEYS.has(value)),
  genre_ids: (value) => value === undefined || isGenreIds(value),
  tags: (value) => value === undefined || isCleanTags(value),
};

/**
 * True when `entry` is an item exactly as Reelist writes it: only its own field names, each holding a value the full
 * parse keeps as it is. A watchlist of 10,000 such items is then read without 10,000 schema runs (on a phone that
 * was over a second of the page's start); anything else, however slightly different, takes the full parse.
 */
function isStoredAsWritten(entry: Record<string, unknown>): boolean {
  const keys = Object.keys(entry);
  for (const key of keys) if (!Object.hasOwn(STORED_AS_WRITTEN, key)) return false;
  for (const field of FIELDS) if (!STORED_AS_WRITTEN[field](entry[field])) return false;
  return true;
}

/**
 * One watchlist item from outside data — a stored value, a backup's entry, a JSON entry in any accepted shape or a
 * CSV row mapped by column — or the reason it cannot be one. Never throws. A stored value keeps its extra fields
 * (never strip user data) and an undated `addedAt` stays ''; a file entry keeps only known fields, is dated `now`
 * when undated, and its unknown or missing status is want_to_watch.
 */
export function parseWatchlistItem(raw: unknown, context?: ImportContext): WatchlistItemResult {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { ok: false, reason: REASONS.notObject };
  const entry = raw as Record<string, unknown>;
  if (!context && isStoredAsWritten(entry)) return { ok: true, item: { ...entry } as unknown as WatchlistItem };
  const result = v.safeParse(context ? FROM_FILE : STORED, knownFields(entry));
  // Entries are checked in order, so the first issue is the first reason: id, then title, then media type.
  if (!result.success) return { ok: false, reason: result.issues[0].message };
  const item = context ? {} : extraFields(entry);
  const output: Record<string, unknown> = result.output;
  for (const field of FIELDS) if (output[field] !== undefined) item[field] = output[field];
  item.addedAt ??= context?.now.toISOString() ?? '';
  return { ok: true, item: item as unknown as WatchlistItem };
}
