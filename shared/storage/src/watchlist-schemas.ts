import * as v from 'valibot';
import type { WatchlistItem, WatchlistTombstone } from '@reelist/contracts';
import { mediaTypeSchema, parseWatchlistItem } from './watchlist-item';

/**
 * A stored watchlist item, as a schema for slots and the backup envelope: `parseWatchlistItem` on a stored value
 * (lenient: `name` for `title`, missing status, legacy on_hold/dropped and extra fields are all kept).
 */
export const watchlistItemSchema: v.GenericSchema<unknown, WatchlistItem> = v.pipe(
  v.unknown(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const result = parseWatchlistItem(dataset.value);
    if (result.ok) return result.item;
    addIssue({ message: result.reason });
    return NEVER;
  }),
);

export const watchlistSchema = v.array(watchlistItemSchema);

export const tombstoneSchema: v.GenericSchema<unknown, WatchlistTombstone> = v.object({
  id: v.number(),
  media_type: mediaTypeSchema,
  deletedAt: v.string(),
});

export const tombstonesSchema = v.array(tombstoneSchema);
