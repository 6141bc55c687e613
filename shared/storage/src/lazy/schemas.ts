import * as v from 'valibot';
import { WATCH_SOURCES } from '@reelist/contracts';
import { boundedText } from '../../index';
import type { StoredMatch } from './import-match-cache';
import type {
  Arrival,
  FollowedPerson,
  KnownAvailability,
  ListItem,
  PersonRef,
  TitleFacts,
  UserList,
  WatchLogEntry,
  WatchSource,
} from '@reelist/contracts';

/**
 * The schemas of the entities stored by the modules loaded on demand: one per entity, as for the others
 * (../watchlist-schemas.ts). Built from the same few valibot pieces the first chunk's schemas use.
 */
const integer = v.pipe(v.number(), v.integer());
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const ids = v.array(integer);
const mediaType = v.picklist(['movie', 'tv']);
const isoDateTime = v.pipe(
  v.string(),
  v.check((value) => /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value))),
);
export const watchLogEntrySchema: v.GenericSchema<unknown, WatchLogEntry> = v.object({
  id: v.pipe(
    integer,
    v.check((id) => id !== 0),
  ),
  media_type: mediaType,
  watchedAt: isoDateTime,
  // 1 to 10, half points kept.
  rating10: v.optional(
    v.pipe(
      v.number(),
      v.minValue(1),
      v.maxValue(10),
      v.check((rating) => Number.isInteger(rating * 2)),
    ),
  ),
  rewatch: v.boolean(),
  source: v.picklist(WATCH_SOURCES as readonly [WatchSource, ...WatchSource[]]),
  sourceKey: v.optional(
    v.pipe(
      v.string(),
      v.check((key) => key.length <= 300),
    ),
  ),
  episode: v.optional(v.object({ season: count, number: count })),
});

export const knownAvailabilitySchema: v.GenericSchema<unknown, KnownAvailability> = v.object({
  checkedAt: integer,
  region: v.string(),
  offers: v.object({ flatrate: ids, free: ids, ads: ids, rent: ids, buy: ids }),
});

export const arrivalSchema: v.GenericSchema<unknown, Arrival> = v.object({
  id: integer,
  media_type: mediaType,
  title: v.string(),
  providerId: integer,
  providerName: v.string(),
  at: integer,
  seen: v.boolean(),
});

export const storedMatchSchema: v.GenericSchema<unknown, StoredMatch> = v.object({
  id: v.pipe(integer, v.minValue(1)),
  media_type: mediaType,
  title: v.string(),
  original_title: v.optional(v.string()),
  year: v.optional(integer),
  poster_path: v.nullable(v.string()),
  release_date: v.string(),
  vote_average: v.number(),
  overview: v.string(),
  genre_ids: v.optional(ids),
});

const person: v.GenericSchema<unknown, PersonRef> = v.object({ id: integer, name: v.string() });

export const titleFactsSchema: v.GenericSchema<unknown, TitleFacts> = v.object({
  name: v.string(),
  year: v.optional(count),
  runtime: v.optional(count),
  genres: ids,
  directors: v.array(person),
  cast: v.array(person),
});

export const followedPersonSchema: v.GenericSchema<unknown, FollowedPerson> = v.object({
  id: v.pipe(integer, v.minValue(1)),
  name: boundedText(500),
  profile_path: v.nullable(boundedText(500)),
  followedAt: isoDateTime,
  // `{media_type}:{id}` -> release or first air date ('' when undated).
  known: v.record(boundedText(40), boundedText(10)),
});

/** The longest name, description and note a list keeps (the forms stop there; a longer stored value is refused). */
export const LIST_LIMITS = { name: 100, description: 1000, note: 500, id: 40 } as const;

export const listItemSchema: v.GenericSchema<unknown, ListItem> = v.object({
  media_type: mediaType,
  id: v.pipe(integer, v.minValue(1)),
  title: boundedText(500),
  poster_path: v.nullable(boundedText(500)),
  // 0 is no year: the stored form writes a missing year as 0.
  year: v.optional(v.pipe(integer, v.minValue(1))),
  addedAt: isoDateTime,
  note: v.optional(boundedText(LIST_LIMITS.note)),
});

/** A list's own fields; its items are checked one by one (listSchema, and lists-store's recovery). */
export const listFields = {
  id: v.pipe(
    boundedText(LIST_LIMITS.id),
    v.check((id) => id.length > 0),
  ),
  name: v.pipe(
    boundedText(LIST_LIMITS.name),
    v.check((name) => name.trim().length > 0),
  ),
  description: boundedText(LIST_LIMITS.description),
  ranked: v.boolean(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
};

export const listSchema: v.GenericSchema<unknown, UserList> = v.object({
  ...listFields,
  items: v.array(listItemSchema),
});

/** A plain object (what a codec checks before reading a stored shape's fields). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A record's valid entries, where the others fail `entry`; undefined when it is not a record. */
export function validEntries<T>(entry: v.GenericSchema<unknown, T>) {
  return (decoded: unknown): Record<string, T> | undefined => {
    if (!isRecord(decoded)) return undefined;
    const out: Record<string, T> = {};
    for (const [key, value] of Object.entries(decoded)) {
      const result = v.safeParse(entry, value);
      if (result.success) out[key] = result.output;
    }
    return out;
  };
}
