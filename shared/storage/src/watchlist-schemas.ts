import * as v from 'valibot';
import type { WatchlistItem, WatchlistTombstone } from '@reelist/contracts';

const mediaType = v.picklist(['movie', 'tv']);
// Legacy on_hold/dropped are valid and kept (spec section 4); a missing status counts as want_to_watch.
const status = v.picklist(['want_to_watch', 'watching', 'watched', 'on_hold', 'dropped']);

/**
 * A stored watchlist item. Lenient on purpose: older data may name the title `name`, miss optional fields or
 * carry extra ones; extra fields are kept (never strip user data), missing ones get the spec's defaults.
 */
export const watchlistItemSchema: v.GenericSchema<unknown, WatchlistItem> = v.pipe(
  v.looseObject({
    id: v.pipe(v.number(), v.finite()),
    title: v.optional(v.string()),
    name: v.optional(v.string()),
    poster_path: v.optional(v.nullable(v.string()), null),
    release_date: v.optional(v.string()),
    first_air_date: v.optional(v.string()),
    vote_average: v.optional(v.nullable(v.number()), 0),
    media_type: v.optional(mediaType, 'movie'),
    overview: v.optional(v.nullable(v.string()), ''),
    addedAt: v.optional(v.string(), ''),
    status: v.optional(status),
    updatedAt: v.optional(v.string()),
    genre_ids: v.optional(v.array(v.number())),
  }),
  v.check((item) => item.title !== undefined || item.name !== undefined, 'an item needs a title or a name'),
  v.transform((item) => ({
    ...item,
    title: item.title ?? item.name ?? '',
    release_date: item.release_date ?? item.first_air_date ?? '',
    vote_average: item.vote_average ?? 0,
    overview: item.overview ?? '',
  })),
);

export const watchlistSchema = v.array(watchlistItemSchema);

export const tombstoneSchema: v.GenericSchema<unknown, WatchlistTombstone> = v.object({
  id: v.number(),
  media_type: mediaType,
  deletedAt: v.string(),
});

export const tombstonesSchema = v.array(tombstoneSchema);
