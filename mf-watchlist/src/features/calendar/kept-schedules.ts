import * as v from 'valibot';
import { C } from '@reelist/contracts';
import { createStorageSlot } from '@reelist/storage';
import { dayOf } from './calendar-days';
import type { Schedule } from './calendar-entries';

/**
 * The shows' schedules the calendar read in the last half hour, kept in browser storage so that the calendar opened
 * again in a new tab (or after the tab was closed halfway) asks only for the shows it has not read within the
 * api's cache time for a show's details and seasons: 300 shows are 300 to 400 requests, about 10 s on a slow
 * phone. Only an optimisation: a value that cannot be read or written costs requests, nothing else.
 */
export const KEPT_SCHEDULES_KEY = 'reelist_calendar_schedules';
/** How long a show's schedule is used without asking again: the cache time of a show's details and seasons. */
export const KEEP_MS = C.CACHE_TTL_MS.details;
/** The most shows kept (the ones read last): well above what anyone tracks, it bounds what storage holds. */
export const KEPT_SHOWS_CAP = 2_000;

/** A schedule and when it was read (ms since the epoch). */
export interface KeptSchedule {
  at: number;
  schedule: Schedule;
}

// Stored compactly, by show id: [readAt, name, [season, number, 'YYYY-MM-DD', name, ...]].
type StoredShow = [number, string, (number | string)[]];
type StoredShows = Record<string, StoredShow>;

const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;
const isText = (value: unknown): value is string => typeof value === 'string' && value.length <= 500;
/** [readAt, name, [season, number, day, name, ...]]: checked by hand, as hundreds of shows are read on each open. */
const isStoredShow = (value: unknown): value is StoredShow =>
  Array.isArray(value) &&
  value.length === 3 &&
  isCount(value[0]) &&
  isText(value[1]) &&
  Array.isArray(value[2]) &&
  value[2].every((part) => isCount(part) || isText(part));
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** Valibot's issue for a value that is not shows: debug text, never shown. */
const NOT_SHOWS_ISSUE = 'a show is not [readAt, name, episodes]';
const storedShows = v.custom<StoredShows>(
  (value) => isRecord(value) && Object.values(value).every(isStoredShow),
  NOT_SHOWS_ISSUE,
);

/** Keeps the readable shows of a value some of whose shows are not. */
function readableShows(decoded: unknown): StoredShows | undefined {
  if (!isRecord(decoded)) return undefined;
  return Object.fromEntries(Object.entries(decoded).filter(([, show]) => isStoredShow(show))) as StoredShows;
}

const slot = createStorageSlot<StoredShows>({
  key: KEPT_SCHEDULES_KEY,
  label: 'calendar schedules kept for a while',
  schema: storedShows,
  defaultValue: () => ({}),
  recover: readableShows,
});

function decodeShow(id: number, [at, name, flat]: StoredShow): KeptSchedule | null {
  const episodes: Schedule['episodes'] = [];
  for (let i = 0; i + 3 < flat.length; i += 4) {
    const [season, number, day, episodeName] = flat.slice(i, i + 4);
    if (typeof season !== 'number' || typeof number !== 'number' || typeof day !== 'string' || dayOf(day) !== day)
      return null;
    episodes.push({ season, number, day, name: typeof episodeName === 'string' ? episodeName : '' });
  }
  return flat.length % 4 === 0 ? { at, schedule: { id, name, episodes } } : null;
}

const encodeShow = ({ at, schedule }: KeptSchedule): StoredShow => [
  at,
  schedule.name,
  schedule.episodes.flatMap((episode) => [episode.season, episode.number, episode.day, episode.name]),
];

const fresh = (at: number, now: number): boolean => at <= now && now - at < KEEP_MS;

// The value last read or written here: a write over an unchanged value does not parse and check it again.
let known: ReturnType<typeof slot.load> | undefined;

/** The schedules read less than KEEP_MS ago, by show id. Never throws. */
export function keptSchedules(now = Date.now()): Map<number, KeptSchedule> {
  known = slot.load(known);
  const out = new Map<number, KeptSchedule>();
  for (const [key, show] of Object.entries(known.value)) {
    const id = Number(key);
    const kept = Number.isInteger(id) && id > 0 && fresh(show[0], now) ? decodeShow(id, show) : null;
    if (kept) out.set(id, kept);
  }
  return out;
}

/**
 * Adds `schedules` to the kept ones (what another tab kept stays, the later reading of a show wins), dropping the
 * ones older than KEEP_MS. Never throws: a failed write only means asking again next time.
 */
export function keepSchedules(schedules: Iterable<KeptSchedule>, now = Date.now()): void {
  known = slot.load(known);
  const shows = new Map(Object.entries(known.value).filter(([, show]) => fresh(show[0], now)));
  for (const kept of schedules) {
    const key = String(kept.schedule.id);
    const before = shows.get(key);
    if (before && before[0] > kept.at) continue;
    shows.delete(key);
    shows.set(key, encodeShow(kept));
  }
  const value = Object.fromEntries([...shows].slice(-KEPT_SHOWS_CAP));
  const raw = slot.encode(value);
  if (slot.writeRaw(raw).ok) known = { raw, value };
}
