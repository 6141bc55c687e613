import type { AnalyticsExport, FollowedPerson, WatchLogEntry } from '@reelist/contracts';
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
  WRITTEN,
} from '@reelist/storage';
import type { CutTexts, UserBackup, WriteResult } from '@reelist/storage';
import { buildCompleteExport } from './export-envelope';

/** Everything a complete-data file holds: the data backup, and the watch log when the file has one. */
export interface CompleteData {
  backup: UserBackup;
  /** Undefined for a file made before the watch log was part of it: such a file leaves the log as it is. */
  watchLog?: WatchLogEntry[];
  /** Undefined for a file made before the followed people were part of it: such a file leaves them as they are. */
  followedPeople?: FollowedPerson[];
  /** The file's reviews and titles longer than storage keeps, cut by the parse (undefined: none). */
  cut?: CutTexts;
}

export type CompleteDataResult = { ok: true; data: CompleteData } | { ok: false; reason: string };

/**
 * The complete-data export (`reelist-complete-data.json`, and what "Move to another device" packs) of what this
 * browser holds now: watchlist, reviews, ratings, preferences, theme, view and search history, the watch log and
 * the people followed.
 */
export async function collectCompleteData(now: Date): Promise<AnalyticsExport> {
  const { watchLogStore, followedPeopleStore } = await loadWatchLog();
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
      followedPeople: [...followedPeopleStore.getSnapshot()],
    },
    now,
  );
}

/**
 * The entries of `userData[field]` when each passes `valid`; undefined when the file has no such field (made before
 * it was included); a reason for the first bad entry.
 */
function listOf<T>(
  value: unknown,
  field: 'watchLog' | 'followedPeople',
  valid: (entry: unknown) => entry is T,
  what: string,
): { list?: T[] } | { reason: string } {
  const list = (value as { userData?: Record<string, unknown> }).userData?.[field];
  if (list === undefined) return {};
  if (!Array.isArray(list)) return { reason: `userData.${field}: not a list` };
  const bad = list.findIndex((entry) => !valid(entry));
  return bad >= 0 ? { reason: `userData.${field}.${bad}: not a valid ${what}` } : { list: list as T[] };
}

/**
 * Validates a parsed complete-data file: the backup with the stores' own schemas (parseBackup), the watch log
 * entry by entry with the log's own check, the followed people with their store's. Strict: one bad entry refuses
 * the file, so nothing changes.
 */
export async function parseCompleteData(value: unknown): Promise<CompleteDataResult> {
  const parsed = parseBackup(value);
  if (!parsed.ok) return parsed;
  const { backup, cut } = parsed;
  const { isWatchLogEntry, isFollowedPerson } = await loadWatchLog();
  const log = listOf(value, 'watchLog', isWatchLogEntry, 'viewing');
  if ('reason' in log) return { ok: false, reason: log.reason };
  const people = listOf(value, 'followedPeople', isFollowedPerson, 'followed person');
  if ('reason' in people) return { ok: false, reason: people.reason };
  return { ok: true, data: { backup, cut, watchLog: log.list, followedPeople: people.list } };
}

interface RawSlot<T> {
  readRaw(): string | null;
  write(value: T): WriteResult;
  writeRaw(raw: string): WriteResult;
  remove(): WriteResult;
}

/**
 * Replaces every stored piece of user data with the file's, all or nothing: the watch log and the followed people
 * first (those the file has), then the backup's keys (restoreBackup, which reloads every store); when a step fails,
 * those written before it get their previous stored strings back.
 */
export async function restoreCompleteData({ backup, watchLog, followedPeople }: CompleteData): Promise<WriteResult> {
  const { watchLogSlot, watchLogStore, followedPeopleSlot, followedPeopleStore } = await loadWatchLog();
  // This tab's unsaved changes first, so what is rolled back to includes them.
  watchLogStore.flush();
  followedPeopleStore.flush();
  const undo: Array<() => void> = [];
  const put = <T>(slot: RawSlot<T>, value: T | undefined): WriteResult => {
    if (value === undefined) return WRITTEN;
    const before = slot.readRaw();
    const result = slot.write(value);
    if (result.ok) undo.push(() => (before === null ? slot.remove() : slot.writeRaw(before)));
    return result;
  };
  for (const step of [
    () => put(watchLogSlot, watchLog),
    () => put(followedPeopleSlot, followedPeople),
    () => restoreBackup(backup),
  ]) {
    const result = step();
    if (result.ok) continue;
    undo.forEach((back) => back());
    return result;
  }
  return WRITTEN;
}
