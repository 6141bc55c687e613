import type { AnalyticsExport, WatchLogEntry } from '@reelist/contracts';
import {
  loadWatchLog,
  parseBackup,
  preferencesStore,
  ratingsStore,
  restoreBackup,
  reviewsStore,
  searchHistoryStore,
  themeStore,
  viewHistoryStore,
  watchlistStore,
} from '@reelist/storage';
import type { CutTexts, UserBackup, WriteResult } from '@reelist/storage';
import { buildCompleteExport } from './export-envelope';

/** Everything a complete-data file holds: the data backup, and the watch log when the file has one. */
export interface CompleteData {
  backup: UserBackup;
  /** Undefined for a file made before the watch log was part of it: such a file leaves the log as it is. */
  watchLog?: WatchLogEntry[];
  /** The file's reviews and titles longer than storage keeps, cut by the parse (undefined: none). */
  cut?: CutTexts;
}

export type CompleteDataResult = { ok: true; data: CompleteData } | { ok: false; reason: string };

/**
 * The complete-data export (`reelist-complete-data.json`, and what "Move to another device" packs) of what this
 * browser holds now: watchlist, reviews, ratings, preferences, theme, view and search history, and the watch log.
 */
export async function collectCompleteData(now: Date): Promise<AnalyticsExport> {
  const { watchLogStore } = await loadWatchLog();
  const histories = { viewHistory: viewHistoryStore.getSnapshot(), searchHistory: searchHistoryStore.getSnapshot() };
  return buildCompleteExport(
    histories,
    {
      watchlist: watchlistStore.getSnapshot(),
      reviews: reviewsStore.getSnapshot(),
      ratings: ratingsStore.getSnapshot(),
      preferences: preferencesStore.getSnapshot(),
      theme: themeStore.getSnapshot(),
      watchLog: [...watchLogStore.getSnapshot()],
    },
    now,
  );
}

/**
 * Validates a parsed complete-data file: the backup with the stores' own schemas (parseBackup), the watch log
 * entry by entry with the log's own check. Strict: one bad entry refuses the file, so nothing changes.
 */
export async function parseCompleteData(value: unknown): Promise<CompleteDataResult> {
  const parsed = parseBackup(value);
  if (!parsed.ok) return parsed;
  const { backup, cut } = parsed;
  const log = (value as { userData?: { watchLog?: unknown } }).userData?.watchLog;
  if (log === undefined) return { ok: true, data: { backup, cut } };
  const { isWatchLogEntry } = await loadWatchLog();
  if (!Array.isArray(log)) return { ok: false, reason: 'userData.watchLog: not a list' };
  const bad = log.findIndex((entry) => !isWatchLogEntry(entry));
  if (bad >= 0) return { ok: false, reason: `userData.watchLog.${bad}: not a valid viewing` };
  return { ok: true, data: { backup, cut, watchLog: log as WatchLogEntry[] } };
}

/**
 * Replaces every stored piece of user data with the file's, all or nothing: the watch log first (when the file
 * has one), then the backup's keys (restoreBackup); when those fail, the log gets its previous stored string back.
 */
export async function restoreCompleteData({ backup, watchLog }: CompleteData): Promise<WriteResult> {
  if (!watchLog) return restoreBackup(backup);
  const { watchLogSlot, watchLogStore } = await loadWatchLog();
  // This tab's unsaved viewing first, so the log to roll back to includes it.
  watchLogStore.flush();
  const before = watchLogSlot.readRaw();
  const logged = watchLogSlot.write(watchLog);
  if (!logged.ok) return logged;
  const restored = restoreBackup(backup);
  if (!restored.ok) {
    if (before === null) watchLogSlot.remove();
    else watchLogSlot.writeRaw(before);
  }
  return restored;
}
