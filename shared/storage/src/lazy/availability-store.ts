import * as v from 'valibot';
import { OFFER_KINDS, titleIdentity } from '@reelist/contracts';
import type { Arrival, KnownAvailability } from '@reelist/contracts';
// The rest of the package through its index only: one link between this chunk and the shell's first one.
import { createStorageSlot, slotStore, validItems } from '../../index';
import type { Codec } from '../slot';
import type { StoreReader } from '../slot-store';
import type { WriteResult } from '../write-result';
import { arrivalSchema, isRecord, knownAvailabilitySchema, validEntries } from './schemas';

// Not in STORAGE_KEYS: a key there costs the shell's first chunk bytes, and only this module reads them.
const AVAILABILITY_KEY = 'reelist_availability';
const ARRIVALS_KEY = 'reelist_arrivals';

/**
 * The most titles whose offers are kept (the oldest checked go first) and the most arrivals kept (newest). The
 * first covers a 10,000-title watchlist (about 550 KB stored): below its size, a daily check would drop the titles
 * it checked first, and those could then never show an arrival (a title seen for the first time has none).
 */
export const AVAILABILITY_CAP = 10_000;
export const ARRIVALS_CAP = 200;

/** Known offers by `titleIdentity` (`movie_550`). */
export type AvailabilityMap = Readonly<Record<string, KnownAvailability>>;

/** Stored compactly: `{"v":1,"t":{"movie_550":[checkedAt,"US",[flatrate],[free],[ads],[rent],[buy]]}}`. */
const availabilityCodec: Codec = {
  decode: (raw) => {
    const stored: unknown = JSON.parse(raw);
    if (!isRecord(stored) || stored.v !== 1 || !isRecord(stored.t)) return stored;
    const out: Record<string, unknown> = {};
    for (const [key, tuple] of Object.entries(stored.t)) {
      if (!Array.isArray(tuple)) {
        out[key] = tuple;
        continue;
      }
      const [checkedAt, region, ...lists] = tuple as unknown[];
      out[key] = { checkedAt, region, offers: Object.fromEntries(OFFER_KINDS.map((kind, i) => [kind, lists[i]])) };
    }
    return out;
  },
  encode: (value) => {
    const titles: Record<string, unknown[]> = {};
    for (const [key, known] of Object.entries(value as AvailabilityMap)) {
      titles[key] = [known.checkedAt, known.region, ...OFFER_KINDS.map((kind) => known.offers[kind])];
    }
    return JSON.stringify({ v: 1, t: titles });
  },
};

const availabilitySlot = createStorageSlot<Record<string, KnownAvailability>>({
  key: AVAILABILITY_KEY,
  label: 'where-to-watch information',
  schema: v.record(v.string(), knownAvailabilitySchema),
  defaultValue: () => ({}),
  recover: validEntries(knownAvailabilitySchema),
  codec: availabilityCodec,
});

const availability = slotStore(availabilitySlot);

export interface AvailabilityStore extends StoreReader<AvailabilityMap> {
  /** Adds or replaces the offers of these titles (re-reading storage first, so another tab's survive). */
  put(entries: Readonly<Record<string, KnownAvailability>>): WriteResult;
}

/** What each title's offers were when last fetched (`reelist_availability`), kept a day by its readers. */
export const availabilityStore: AvailabilityStore = {
  ...availability.reader,
  put: (entries) =>
    availability.update((stored) => {
      const merged = { ...stored, ...entries };
      const keys = Object.keys(merged);
      if (keys.length <= AVAILABILITY_CAP) return merged;
      const oldestFirst = keys.sort((a, b) => (merged[a]?.checkedAt ?? 0) - (merged[b]?.checkedAt ?? 0));
      for (const key of oldestFirst.slice(0, keys.length - AVAILABILITY_CAP)) delete merged[key];
      return merged;
    }),
};

/** The arrivals and when the watchlist was last checked for them. */
export interface ArrivalsState {
  /** Epoch ms of the last daily check (0: never). */
  checkedAt: number;
  arrivals: readonly Arrival[];
}

const arrivalsSlot = createStorageSlot<ArrivalsState>({
  key: ARRIVALS_KEY,
  label: 'new arrivals',
  schema: v.object({ checkedAt: v.pipe(v.number(), v.integer()), arrivals: v.array(arrivalSchema) }),
  defaultValue: () => ({ checkedAt: 0, arrivals: [] }),
  recover: (decoded) =>
    isRecord(decoded)
      ? {
          checkedAt: Number.isInteger(decoded.checkedAt) ? (decoded.checkedAt as number) : 0,
          arrivals: validItems(arrivalSchema)(decoded.arrivals) ?? [],
        }
      : undefined,
});

const arrivalsControl = slotStore(arrivalsSlot);
const sameArrival = (a: Arrival, b: Arrival) =>
  a.id === b.id && a.media_type === b.media_type && a.providerId === b.providerId;

export interface ArrivalsStore extends StoreReader<ArrivalsState> {
  /** Records new arrivals (one per title and service: a repeat replaces the older) and, if given, the check time. */
  record(arrivals: readonly Arrival[], checkedAt?: number): WriteResult;
  /** The visitor has seen the arrivals of these titles (`titleIdentity` keys): their dots go. */
  markSeen(keys: ReadonlySet<string>): WriteResult;
}

/** Titles of the watchlist that arrived on one of the visitor's services (`reelist_arrivals`), newest first. */
export const arrivalsStore: ArrivalsStore = {
  ...arrivalsControl.reader,
  record: (arrivals, checkedAt) =>
    arrivalsControl.update((stored) => ({
      checkedAt: checkedAt ?? stored.checkedAt,
      arrivals: [...arrivals, ...stored.arrivals.filter((old) => !arrivals.some((a) => sameArrival(a, old)))].slice(
        0,
        ARRIVALS_CAP,
      ),
    })),
  markSeen: (keys) =>
    arrivalsControl.update((stored) => ({
      ...stored,
      arrivals: stored.arrivals.map((a) =>
        keys.has(titleIdentity(a.media_type, a.id)) && !a.seen ? { ...a, seen: true } : a,
      ),
    })),
};
