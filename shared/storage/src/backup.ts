import * as v from 'valibot';
import { C, STORAGE_KEYS } from '@reelist/contracts';
import type {
  Rating,
  Review,
  SearchHistoryEntry,
  ThemeSettings,
  UserPreferences,
  ViewHistoryEntry,
  WatchlistItem,
} from '@reelist/contracts';
import { watchlistKey } from './merge-watchlists';
import {
  autoThemeSchema,
  preferencesSchema,
  ratingSchema,
  reviewSchema,
  searchHistoryEntrySchema,
  themeSchema,
  viewHistoryEntrySchema,
} from './personal-schemas';
import { safeGet, safeRemove, safeSet } from './safe-io';
import { writeThemeSettings } from './settings-store';
import { readWatchlistTombstones } from './watchlist-store';
import { watchlistItemSchema } from './watchlist-schemas';

/** Everything a complete-data backup restores. */
export interface UserBackup {
  watchlist: WatchlistItem[];
  reviews: Record<string, Review[]>;
  ratings: Record<string, Rating[]>;
  preferences: UserPreferences;
  theme: ThemeSettings;
  viewHistory: ViewHistoryEntry[];
  searchHistory: SearchHistoryEntry[];
}

export type BackupParseResult = { ok: true; backup: UserBackup } | { ok: false; reason: string };

const record = (entry: v.GenericSchema<unknown, unknown>) => v.record(v.string(), v.array(entry));

// The complete-data envelope (spec section 3): strict, unlike reads of stored values, so a bad file changes nothing.
const envelopeSchema = v.object({
  version: v.literal(C.EXPORT_VERSION),
  analytics: v.object({
    viewHistory: v.array(viewHistoryEntrySchema),
    searchHistory: v.array(searchHistoryEntrySchema),
  }),
  userData: v.object({
    watchlist: v.array(watchlistItemSchema),
    reviews: record(reviewSchema),
    ratings: record(ratingSchema),
    preferences: preferencesSchema,
    theme: v.object({ theme: themeSchema, autoTheme: autoThemeSchema }),
  }),
});

function describe(issues: readonly v.BaseIssue<unknown>[]): string {
  const first = issues[0];
  if (!first) return 'invalid';
  const path = first.path?.map((p) => String(p.key)).join('.');
  return path ? `${path}: ${first.message}` : first.message;
}

/**
 * Validates a parsed complete-data export with the same schemas as stored values. Every entry must be valid:
 * nothing is salvaged, so a restore is all or nothing. Histories longer than their caps keep the newest entries.
 */
export function parseBackup(value: unknown): BackupParseResult {
  const result = v.safeParse(envelopeSchema, value);
  if (!result.success) return { ok: false, reason: describe(result.issues) };
  const { analytics, userData } = result.output;
  return {
    ok: true,
    backup: {
      watchlist: userData.watchlist,
      reviews: userData.reviews as Record<string, Review[]>,
      ratings: userData.ratings as Record<string, Rating[]>,
      preferences: userData.preferences,
      theme: userData.theme,
      viewHistory: analytics.viewHistory.slice(-C.VIEW_HISTORY_CAP),
      searchHistory: analytics.searchHistory.slice(-C.SEARCH_HISTORY_CAP),
    },
  };
}

const RESTORED_KEYS = [
  STORAGE_KEYS.watchlist,
  STORAGE_KEYS.watchlistTombstones,
  STORAGE_KEYS.reviews,
  STORAGE_KEYS.ratings,
  STORAGE_KEYS.preferences,
  STORAGE_KEYS.theme,
  STORAGE_KEYS.autoTheme,
  STORAGE_KEYS.viewHistory,
  STORAGE_KEYS.searchHistory,
] as const;

/**
 * Replaces every stored piece of user data with the backup's. All or nothing: when any write fails (a full
 * storage), every key gets its previous raw value back and the result is false. Deletion records of restored
 * watchlist items are dropped so no tab merges them away again.
 */
export function restoreBackup(backup: UserBackup): boolean {
  const snapshot = RESTORED_KEYS.map((key) => [key, safeGet('local', key)] as const);
  const restored = new Set(backup.watchlist.map(watchlistKey));
  const tombstones = readWatchlistTombstones().filter((tombstone) => !restored.has(watchlistKey(tombstone)));
  const json = (key: string, value: unknown) => safeSet('local', key, JSON.stringify(value));
  const ok =
    json(STORAGE_KEYS.watchlist, backup.watchlist) &&
    json(STORAGE_KEYS.watchlistTombstones, tombstones) &&
    json(STORAGE_KEYS.reviews, backup.reviews) &&
    json(STORAGE_KEYS.ratings, backup.ratings) &&
    json(STORAGE_KEYS.preferences, backup.preferences) &&
    writeThemeSettings(backup.theme) &&
    json(STORAGE_KEYS.viewHistory, backup.viewHistory) &&
    json(STORAGE_KEYS.searchHistory, backup.searchHistory);
  if (ok) return true;
  for (const [key, raw] of snapshot) {
    if (raw === null) safeRemove('local', key);
    else safeSet('local', key, raw);
  }
  return false;
}
