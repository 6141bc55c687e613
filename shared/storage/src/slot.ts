import * as v from 'valibot';
import { backupKeyFor } from '@reelist/contracts';
import { bus } from '@reelist/event-bus';
import { warn } from './backend';
import type { StorageAreaName } from './backend';
import { reportWrite, safeGet, safeRemove, safeSet } from './safe-io';
import { WRITTEN } from './write-result';
import type { WriteResult } from './write-result';

/** How a value is turned into the stored string and back. */
export interface Codec {
  decode(raw: string): unknown;
  encode(value: unknown): string;
}

export const jsonCodec: Codec = { decode: (raw) => JSON.parse(raw), encode: (value) => JSON.stringify(value) };

export interface SlotOptions<T> {
  key: string;
  /** What the visitor calls this data, as in "Your watch log could not be read". */
  label: string;
  /** What a valid value is. */
  schema: v.GenericSchema<unknown, T>;
  /** A factory, so callers never share (and mutate) one default object. */
  defaultValue: () => T;
  area?: StorageAreaName;
  codec?: Codec;
  /** Salvages what it can from a value that failed the schema (e.g. the valid items of an array). */
  recover?: (decoded: unknown) => T | undefined;
}

/** A value with the stored string it came from (null: nothing stored). */
export interface Stored<T> {
  readonly raw: string | null;
  readonly value: T;
}

export interface StorageSlot<T> {
  readonly key: string;
  readonly label: string;
  /** The validated value, the salvaged part of a bad value, or the default. Never throws. */
  read(): T;
  /**
   * The value with its stored string. When the string is `known.raw`, gives back `known` without parsing and
   * validating again (a 10,000-item watchlist is read before every write); treat values as immutable.
   */
  load(known?: Stored<T>): Stored<T>;
  /** The stored string as it is, unvalidated (snapshots for a rollback). */
  readRaw(): string | null;
  /** What `read()` would give if storage held `raw` (e.g. the string another tab's storage event carries). */
  parse(raw: string | null): T;
  encode(value: T): string;
  /**
   * Never throws; a failure comes back as the result. Refused while the key holds a value that could not be read
   * nor backed up, until it is released (`releaseHeld`).
   */
  write(value: T): WriteResult;
  writeRaw(raw: string): WriteResult;
  remove(): WriteResult;
}

// The bad raw values already reported in this page, per key: re-reading one is not news.
const reported = new Map<string, string>();

/** A value that could not be read nor backed up: writing over it would destroy the only copy. */
interface Held {
  raw: string;
  label: string;
  /** Why the backup failed: every write over the value is refused with it. */
  backupFailure: WriteResult;
  /** Stores what the app uses instead of the value (its valid part, or the default). */
  replace: () => WriteResult;
}

const held = new Map<string, Held>();

/** @internal Forgets which bad values were reported and kept (tests). */
export function resetReported(): void {
  reported.clear();
  held.clear();
}

/** The stored string of a value kept because it could not be read nor backed up, or null (nothing kept). */
export function unreadableValue(key: string): string | null {
  return held.get(key)?.raw ?? null;
}

/**
 * Lets storage write over a kept unreadable value again (the visitor chose to reset it): it stores what the app
 * uses instead, its valid part or the default. Reported like any write; `{ ok: true }` when nothing was kept.
 */
export function releaseHeld(key: string): WriteResult {
  const hold = held.get(key);
  if (!hold) return WRITTEN;
  held.delete(key);
  return reportWrite({ key, label: hold.label, kept: true }, hold.replace());
}

/** Why a write to `key` must not happen now, or null. */
function refusal(areaName: StorageAreaName, key: string): WriteResult | null {
  const hold = held.get(key);
  if (!hold) return null;
  // Another tab may have reset it meanwhile: then nothing unreadable is left to protect.
  if (safeGet(areaName, key) === hold.raw) return hold.backupFailure;
  held.delete(key);
  return null;
}

interface BadValue {
  areaName: StorageAreaName;
  key: string;
  label: string;
  raw: string;
  reason: string;
  replace: () => WriteResult;
}

function reportBadValue({ areaName, key, label, raw, reason, replace }: BadValue): void {
  if (reported.get(key) === raw) return;
  reported.set(key, raw);
  const backupKey = backupKeyFor(key);
  // The backup is written before anything can overwrite the bad value, so nothing is silently destroyed.
  const backup = safeSet(areaName, backupKey, raw);
  if (backup.ok) {
    warn(`${key} held an invalid value (${reason}); kept it under ${backupKey} and used what was valid`);
    bus.publish('storage:recovered', { key, backupKey });
    return;
  }
  // No copy could be made (a value over half the quota cannot be stored twice): the value itself stays the only
  // one, untouched, until the visitor has downloaded it or chosen to reset it.
  held.set(key, { raw, label, backupFailure: backup, replace });
  warn(`${key} held an invalid value (${reason}) that could not be backed up; kept it as it is, refusing writes`);
  bus.publish('storage:unreadable-kept', { key, label, reason: backup.reason });
}

function describe(issues: readonly v.BaseIssue<unknown>[]): string {
  const first = issues[0];
  if (!first) return 'invalid';
  const path = first.path?.map((p) => String(p.key)).join('.');
  return path ? `${path}: ${first.message}` : first.message;
}

/** One piece of code for validation, backup of bad values, and fallback; every stored value uses it. */
export function createStorageSlot<T>(options: SlotOptions<T>): StorageSlot<T> {
  const { key, label, schema, defaultValue, recover } = options;
  const areaName = options.area ?? 'local';
  const codec = options.codec ?? jsonCodec;

  const parse = (raw: string | null): T => {
    if (raw === null) return defaultValue();
    const bad = (reason: string) => reportBadValue({ areaName, key, label, raw, reason, replace });
    let decoded: unknown;
    try {
      decoded = codec.decode(raw);
    } catch {
      bad('not parseable');
      return defaultValue();
    }
    const result = v.safeParse(schema, decoded);
    if (result.success) return result.output;
    bad(describe(result.issues));
    return recover?.(decoded) ?? defaultValue();
  };
  const readRaw = () => safeGet(areaName, key);
  const encode = (value: T) => codec.encode(value);
  const writeRaw = (raw: string) => refusal(areaName, key) ?? safeSet(areaName, key, raw);
  // What a kept unreadable value gives way to once released: what reading it gives (the value was reported already).
  const replace = (): WriteResult => {
    const raw = readRaw();
    return raw === null ? WRITTEN : writeRaw(encode(parse(raw)));
  };

  return {
    key,
    label,
    read: () => parse(readRaw()),
    load: (known) => {
      const raw = readRaw();
      return known && known.raw === raw ? known : { raw, value: parse(raw) };
    },
    readRaw,
    parse,
    encode,
    write: (value) => writeRaw(encode(value)),
    writeRaw,
    remove: () => refusal(areaName, key) ?? safeRemove(areaName, key),
  };
}
