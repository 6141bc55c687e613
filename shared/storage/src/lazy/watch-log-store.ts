import * as v from 'valibot';
import { STORAGE_KEYS, titleIdentity } from '@reelist/contracts';
import type { MediaType, WatchLogEntry } from '@reelist/contracts';
// The rest of the package through its index only: one link between this chunk and the shell's first one.
import { createStorageSlot, createSyncedStore, validItems } from '../../index';
import type { Store } from '../create-store';
import type { Codec } from '../slot';
import type { WriteResult } from '../write-result';
import { watchLogEntrySchema } from './schemas';

// The facts of the log's titles (names, runtimes, credits) that its statistics fetch once and keep: loaded with
// the log, which every screen that reads them shows (one chunk fewer in the shell's first-chunk runtime).
export { loadTitleFacts, saveTitleFacts, TITLE_FACTS_CAP } from './title-facts';

/**
 * The watch log: one entry per viewing, the only copy in memory and the only path to `reelist_watch_log`.
 *
 * Stored compactly, because a long history must fit beside a large watchlist in the origin's few megabytes:
 * `{"v":1,"e":[[id,"m"|"t",watchedAt,rating10|0,rewatch 0|1,source,sourceKey|null,[season,number]?], ...]}` (the
 * optional tail omitted) is about 70 characters
 * an entry, where the same entry as a JSON object takes about 150.
 */
export type WatchLog = readonly WatchLogEntry[];

const MEDIA_CODE: Record<MediaType, string> = { movie: 'm', tv: 't' };
/** A valid watch-log entry. */
export const isWatchLogEntry = (value: unknown): value is WatchLogEntry => v.is(watchLogEntrySchema, value);

/** A stored tuple back to an entry; anything else is passed on for the schema to refuse. */
function expand(tuple: unknown): unknown {
  if (!Array.isArray(tuple)) return tuple;
  const [id, media, watchedAt, rating, rewatch, source, sourceKey, episode] = tuple as unknown[];
  const entry: Record<string, unknown> = {
    id,
    media_type: media === 'm' ? 'movie' : media === 't' ? 'tv' : media,
    watchedAt,
    rewatch: rewatch === 1 ? true : rewatch === 0 ? false : rewatch,
    source,
  };
  if (rating !== 0) entry.rating10 = rating;
  if (sourceKey !== undefined && sourceKey !== null) entry.sourceKey = sourceKey;
  if (episode !== undefined) {
    const [season, number] = Array.isArray(episode) ? (episode as unknown[]) : [];
    entry.episode = { season, number };
  }
  return entry;
}

const compact = (entry: WatchLogEntry): unknown[] => {
  const tuple: unknown[] = [
    entry.id,
    MEDIA_CODE[entry.media_type],
    entry.watchedAt,
    entry.rating10 ?? 0,
    entry.rewatch ? 1 : 0,
    entry.source,
  ];
  if (entry.sourceKey !== undefined || entry.episode) tuple.push(entry.sourceKey ?? null);
  if (entry.episode) tuple.push([entry.episode.season, entry.episode.number]);
  return tuple;
};

const compactCodec: Codec = {
  decode: (raw) => {
    const stored: unknown = JSON.parse(raw);
    const entries = (stored as { e?: unknown } | null)?.e;
    return Array.isArray(entries) ? entries.map(expand) : stored;
  },
  encode: (value) => JSON.stringify({ v: 1, e: (value as WatchLogEntry[]).map(compact) }),
};

export const watchLogSlot = createStorageSlot<WatchLogEntry[]>({
  key: STORAGE_KEYS.watchLog,
  label: 'watch log',
  schema: v.array(watchLogEntrySchema),
  defaultValue: () => [],
  recover: validItems(watchLogEntrySchema),
  codec: compactCodec,
});

/**
 * What makes two entries the same viewing: the source's own key when it has one (a re-imported file adds
 * nothing), else the title and the moment.
 */
export const watchLogKey = (entry: WatchLogEntry): string =>
  entry.sourceKey !== undefined
    ? `${entry.source}|${entry.sourceKey}`
    : `${entry.source}|${titleIdentity(entry.media_type, entry.id)}|${entry.episode ? `s${entry.episode.season}e${entry.episode.number}|` : ''}${entry.watchedAt}`;

// The key set of a log, computed once per snapshot: appending to 20,000 entries checks each new one in O(1).
const keySets = new WeakMap<WatchLog, Set<string>>();
function keysOf(log: WatchLog): Set<string> {
  let keys = keySets.get(log);
  if (!keys) {
    keys = new Set(log.map(watchLogKey));
    keySets.set(log, keys);
  }
  return keys;
}

/**
 * Three-way merge by entry key: what storage holds, plus what this tab added since `baseline`, minus what this tab
 * removed since `baseline` (an unmarked episode). An entry another tab removed since `baseline` (an undone import)
 * stays removed: holding it in memory is no reason to store it again. Order: this tab's entries, then the others.
 */
export function mergeWatchLogs(local: WatchLog, stored: WatchLog, baseline: WatchLog): WatchLog {
  const mine = keysOf(local);
  const before = keysOf(baseline);
  const kept = keysOf(stored);
  const ours = local.filter((entry) => {
    const key = watchLogKey(entry);
    return kept.has(key) || !before.has(key);
  });
  const theirs = stored.filter((entry) => {
    const key = watchLogKey(entry);
    return !mine.has(key) && !before.has(key);
  });
  if (theirs.length === 0 && ours.length === local.length) return local;
  return [...ours, ...theirs];
}

// Work the page can do while idle rather than when the user acts (falls back to a timer where idle callbacks are missing).
const whenIdle = (work: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(work) : setTimeout(work, 0);

const control = createSyncedStore<WatchLog>({
  slot: watchLogSlot,
  // Storage still holds what this tab last wrote or read (the usual case): nothing of another tab's to merge in.
  merge: (local, stored, base) => (stored === base ? local : mergeWatchLogs(local, stored, base)),
  // The merge only adds and removes whole entries.
  sameContent: (a, b) => a.length === b.length,
  // The first change after loading needs the log's key set: with 20,000 entries, building it takes ~20 ms.
  onLoad: (log) => {
    if (log.length > 0) whenIdle(() => keysOf(log));
  },
  // A progress count that stayed up after storage refused the mark would be lost on the next visit without a word:
  // the screens show what is stored, and the visitor is told the change was not kept.
  dropRefused: true,
  writeAfterPaint: true,
});

export interface WatchLogStore extends Store<WatchLog> {
  /** Adds the entries whose key (see watchLogKey) the log does not hold yet; resolves when stored. */
  append(entries: readonly WatchLogEntry[]): Promise<WriteResult>;
  /** Takes out the entries with the keys of `entries` (an episode unmarked, an undo); resolves when stored. */
  remove(entries: readonly WatchLogEntry[]): Promise<WriteResult>;
  /** A viewing in Reelist now: a rewatch when the log already holds a viewing of the title (not of an episode). */
  recordViewing(id: number, mediaType: MediaType, now?: Date): Promise<WriteResult>;
}

/** The watch log store. A change shows at once and is stored after the frame that shows it, like the watchlist. */
export const watchLogStore: WatchLogStore = {
  ...control,
  append(entries) {
    const log = control.getSnapshot();
    const keys = keysOf(log);
    const added: WatchLogEntry[] = [];
    for (const entry of entries) {
      const key = watchLogKey(entry);
      if (keys.has(key)) continue;
      keys.add(key);
      added.push(entry);
    }
    // The grown key set is the new snapshot's own: append and merge stay O(new entries).
    keySets.delete(log);
    if (added.length === 0) return Promise.resolve({ ok: true });
    const next = [...log, ...added];
    keySets.set(next, keys);
    return control.commit(next);
  },
  remove(entries) {
    const gone = new Set(entries.map(watchLogKey));
    const log = control.getSnapshot();
    const next = log.filter((entry) => !gone.has(watchLogKey(entry)));
    return next.length === log.length ? Promise.resolve({ ok: true }) : control.commit(next);
  },
  recordViewing(id, mediaType, now = new Date()) {
    const seen = control
      .getSnapshot()
      .some((entry) => entry.id === id && entry.media_type === mediaType && !entry.episode);
    return watchLogStore.append([
      { id, media_type: mediaType, watchedAt: now.toISOString(), rewatch: seen, source: 'reelist' },
    ]);
  },
};

export { followedShowsStore } from './tv-follow-store';
export type { FollowedShowsStore } from './tv-follow-store';
// The people followed travel in this chunk too: the screens that need them (a person page, Home's row for
// followers, the daily check, backups) load it already or load it after the first screen.
export {
  FOLLOWED_PEOPLE_KEY,
  followedPeopleSlot,
  followedPeopleStore,
  isFollowedPerson,
  knownCredits,
} from './followed-people-store';
export type { FollowedPeopleStore } from './followed-people-store';
// The visitor's lists too: Detail's Add to list and the Watchlist's cards need them after the first screen, beside
// the log those screens load already.
export { isUserList, LIST_LIMITS, listItemKey, LISTS_KEY, listsSlot, listsStore } from './lists-store';
export type { ListEdit, ListsStore, NewList } from './lists-store';
// The calendar's reminders too: the calendar and the daily check that shows them load this chunk already.
export { dueReminders, isReminder, REMINDERS_CAP, remindersSlot, remindersStore } from './reminders-store';
export type { Reminder, RemindersStore } from './reminders-store';
