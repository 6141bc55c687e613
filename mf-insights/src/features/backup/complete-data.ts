import { t } from '@lingui/core/macro';
import type { AnalyticsExport, FollowedPerson, UserList, WatchLogEntry } from '@reelist/contracts';
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
import type { CutTexts, Reminder, UserBackup, WriteResult } from '@reelist/storage';
import { buildCompleteExport } from './export-envelope';

/** Everything a complete-data file holds: the data backup, and the watch log when the file has one. */
export interface CompleteData {
  backup: UserBackup;
  /** Undefined for a file made before the watch log was part of it: such a file leaves the log as it is. */
  watchLog?: WatchLogEntry[];
  /** Undefined for a file made before the followed people were part of it: such a file leaves them as they are. */
  followedPeople?: FollowedPerson[];
  /** Undefined for a file made before the lists were part of it: such a file leaves them as they are. */
  lists?: UserList[];
  /** Undefined for a file made before the reminders were part of it: such a file leaves them as they are. */
  reminders?: Reminder[];
  /** The file's reviews and titles longer than storage keeps, cut by the parse (undefined: none). */
  cut?: CutTexts;
}

export type CompleteDataResult = { ok: true; data: CompleteData } | { ok: false; reason: string };

/**
 * The complete-data export (`reelist-complete-data.json`, and what "Move to another device" packs) of what this
 * browser holds now: watchlist, reviews, ratings, preferences, theme, view and search history, the watch log, the
 * people followed, the visitor's lists and the calendar's reminders.
 */
export async function collectCompleteData(now: Date): Promise<AnalyticsExport> {
  const { watchLogStore, followedPeopleStore, listsStore, remindersStore } = await loadWatchLog();
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
      lists: [...listsStore.getSnapshot()],
      reminders: [...remindersStore.getSnapshot()],
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
  field: 'watchLog' | 'followedPeople' | 'lists' | 'reminders',
  valid: (entry: unknown) => entry is T,
  what: string,
): { list?: T[] } | { reason: string } {
  const list = (value as { userData?: Record<string, unknown> }).userData?.[field];
  if (list === undefined) return {};
  const path = `userData.${field}`;
  if (!Array.isArray(list)) return { reason: t`${path}: not a list` };
  const bad = list.findIndex((entry) => !valid(entry));
  return bad >= 0 ? { reason: t`${path}.${bad}: not a valid ${what}` } : { list: list as T[] };
}

type WatchLogModule = Awaited<ReturnType<typeof loadWatchLog>>;

/**
 * The check for a file's lists, taken in order: each passes the store's own check and, as the store always keeps
 * them, has an id no earlier list has and holds each title once. Only a hand-edited file breaks these, and the
 * lists' screens tell lists and titles apart by them, so such a file is refused rather than stored.
 */
function listCheck({ isUserList, listItemKey }: Pick<WatchLogModule, 'isUserList' | 'listItemKey'>) {
  const ids = new Set<string>();
  return (entry: unknown): entry is UserList => {
    if (!isUserList(entry) || ids.has(entry.id)) return false;
    ids.add(entry.id);
    return new Set(entry.items.map(listItemKey)).size === entry.items.length;
  };
}

/**
 * Validates a parsed complete-data file: the backup with the stores' own schemas (parseBackup), the watch log
 * entry by entry with the log's own check, the followed people, the lists and the reminders with their stores'. Strict: one bad
 * entry refuses the file, so nothing changes.
 */
export async function parseCompleteData(value: unknown): Promise<CompleteDataResult> {
  const parsed = parseBackup(value);
  if (!parsed.ok) return parsed;
  const { backup, cut } = parsed;
  const watchLog = await loadWatchLog();
  const log = listOf(value, 'watchLog', watchLog.isWatchLogEntry, t`viewing`);
  if ('reason' in log) return { ok: false, reason: log.reason };
  const people = listOf(value, 'followedPeople', watchLog.isFollowedPerson, t`followed person`);
  if ('reason' in people) return { ok: false, reason: people.reason };
  const lists = listOf(value, 'lists', listCheck(watchLog), t`list`);
  if ('reason' in lists) return { ok: false, reason: lists.reason };
  const reminders = listOf(value, 'reminders', watchLog.isReminder, t`reminder`);

  if ('reason' in reminders) return { ok: false, reason: reminders.reason };
  const data = { watchLog: log.list, followedPeople: people.list, lists: lists.list, reminders: reminders.list };
  return { ok: true, data: { backup, cut, ...data } };
}

interface RawSlot<T> {
  readRaw(): string | null;
  write(value: T): WriteResult;
  writeRaw(raw: string): WriteResult;
  remove(): WriteResult;
}

/**
 * Replaces every stored piece of user data with the file's, all or nothing: the watch log, the followed people, the
 * lists and the reminders first (those the file has), then the backup's keys (restoreBackup, which reloads every store); when a
 * step fails, those written before it get their previous stored strings back.
 */
export async function restoreCompleteData({
  backup,
  watchLog,
  followedPeople,
  lists,
  reminders,
}: CompleteData): Promise<WriteResult> {
  const log = await loadWatchLog();
  const { watchLogSlot, watchLogStore, followedPeopleSlot, followedPeopleStore, listsSlot, listsStore } = log;
  const { remindersSlot, remindersStore } = log;
  // This tab's unsaved changes first, so what is rolled back to includes them.
  watchLogStore.flush();
  followedPeopleStore.flush();
  listsStore.flush();
  remindersStore.flush();
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
    () => put(listsSlot, lists),
    () => put(remindersSlot, reminders),
    () => restoreBackup(backup),
  ]) {
    const result = step();
    if (result.ok) continue;
    undo.forEach((back) => back());
    return result;
  }
  return WRITTEN;
}
