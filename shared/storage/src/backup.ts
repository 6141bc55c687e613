import * as v from 'valibot';
import { C } from '@reelist/contracts';
import type {
  Rating,
  Review,
  SearchHistoryEntry,
  ThemeSettings,
  UserPreferences,
  ViewHistoryEntry,
  WatchlistItem,
} from '@reelist/contracts';
import { isLongerThan } from './bounded-text';
import type { CutTexts } from './bounded-text';
import { reloadStores } from './create-store';
import { ratingsSlot, reviewsSlot } from './feedback-store';
import { searchSlot, viewSlot } from './history-store';
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
import { autoThemeSlot, preferencesSlot, themeSlot } from './settings-store';
import type { StorageSlot } from './slot';
import { tombstoneSlot, tombstonesAfter, watchlistSlot, watchlistStore } from './watchlist-store';
import { watchlistItemSchema } from './watchlist-schemas';
import { WRITTEN } from './write-result';
import type { WriteResult } from './write-result';

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

export type BackupParseResult = { ok: true; backup: UserBackup; cut: CutTexts } | { ok: false; reason: string };

const record = (entry: v.GenericSchema<unknown, unknown>) => v.record(v.string(), v.array(entry));

// The complete-data envelope (backup file): strict, unlike reads of stored values, so a bad file changes nothing.
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

/** The shape of a file that passed the envelope schema, as far as its texts are concerned. */
interface ValidTexts {
  analytics: { viewHistory: Array<{ title: string }> };
  userData: {
    watchlist: Array<Record<string, unknown>>;
    reviews: Record<string, Array<{ content: string; title?: string }>>;
  };
}

/** How many of a valid file's texts the schemas cut: reviews, and the titles of items, views and reviews. */
function cutIn({ analytics, userData }: ValidTexts): CutTexts {
  const reviews = Object.values(userData.reviews).flat();
  // An item's title is its first non-null title field (`title`, else `name`), as parseWatchlistItem reads it.
  const itemTitles = userData.watchlist.map((item) => item.title ?? item.name);
  const titles = [
    ...itemTitles,
    ...analytics.viewHistory.slice(-C.VIEW_HISTORY_CAP).map((entry) => entry.title),
    ...reviews.map((review) => review.title),
  ];
  return {
    reviews: reviews.filter((review) => isLongerThan(review.content, C.REVIEW_CONTENT_MAX)).length,
    titles: titles.filter((title) => isLongerThan(title, C.TITLE_MAX)).length,
  };
}

/**
 * Validates a parsed complete-data export with the same schemas as stored values. Every entry must be valid:
 * nothing is salvaged, so a restore is all or nothing. Histories longer than their caps keep the newest entries.
 * Reviews and titles longer than storage keeps are cut, not refused, and counted in `cut` for the visitor.
 */
export function parseBackup(value: unknown): BackupParseResult {
  const result = v.safeParse(envelopeSchema, value);
  if (!result.success) return { ok: false, reason: describe(result.issues) };
  const { analytics, userData } = result.output;
  return {
    ok: true,
    cut: cutIn(value as ValidTexts),
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

/** One restored value: its previous stored string is taken before anything is written, to roll back to. */
function restoring<T>(slot: StorageSlot<T>, value: T) {
  const before = slot.readRaw();
  return {
    write: () => slot.write(value),
    undo: () => (before === null ? slot.remove() : slot.writeRaw(before)),
  };
}

/**
 * Replaces every stored piece of user data with the backup's; then the stores show it (nothing is written twice).
 * All or nothing: when any write fails, every key gets its previous stored string back, memory keeps its value,
 * and the failure is returned. Restored watchlist items drop their deletion records and items the backup lacks
 * get one, so no tab merges either way back.
 */
export function restoreBackup(backup: UserBackup): WriteResult {
  // This tab's unsaved watchlist edit first, so the rollback snapshot and the deletions below include it.
  watchlistStore.flush();
  const restored = new Set(backup.watchlist.map(watchlistKey));
  const tombstones = tombstonesAfter(backup.watchlist, watchlistSlot.read(), Date.now()).filter(
    (tombstone) => !restored.has(watchlistKey(tombstone)),
  );
  // The deletion records before the list, as the watchlist store writes them: another tab that hears of the list
  // merges it at once, and without them would take the items the backup lacks for its own additions.
  const steps = [
    restoring(tombstoneSlot, tombstones),
    restoring(watchlistSlot, backup.watchlist),
    restoring(reviewsSlot, backup.reviews),
    restoring(ratingsSlot, backup.ratings),
    restoring(preferencesSlot, backup.preferences),
    restoring(themeSlot, backup.theme.theme),
    restoring(autoThemeSlot, backup.theme.autoTheme),
    restoring(viewSlot, backup.viewHistory),
    restoring(searchSlot, backup.searchHistory),
  ];
  for (const step of steps) {
    const result = step.write();
    if (result.ok) continue;
    steps.forEach((undone) => undone.undo());
    return result;
  }
  reloadStores();
  return WRITTEN;
}
