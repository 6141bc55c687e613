import * as v from 'valibot';
import { backupKeyFor } from '@reelist/contracts';
import { bus } from '@reelist/event-bus';
import { warn } from './backend';
import type { StorageAreaName } from './backend';
import { safeGet, safeRemove, safeSet } from './safe-io';

/** How a value is turned into the stored string and back. */
export interface Codec {
  decode(raw: string): unknown;
  encode(value: unknown): string;
}

export const jsonCodec: Codec = { decode: (raw) => JSON.parse(raw), encode: (value) => JSON.stringify(value) };

export interface SlotOptions<T> {
  key: string;
  schema: v.GenericSchema<unknown, T>;
  /** A factory, so callers never share (and mutate) one default object. */
  defaultValue: () => T;
  area?: StorageAreaName;
  codec?: Codec;
  /** Salvages what it can from a value that failed the schema (e.g. the valid items of an array). */
  recover?: (decoded: unknown) => T | undefined;
  /**
   * Keep the last value read or written with its stored string: a read that finds the same string returns the
   * same value without parsing and validating it again (a 10,000-item watchlist is read before every write).
   * Callers must treat what `read()` returns as immutable.
   */
  reuse?: boolean;
}

export interface StorageSlot<T> {
  readonly key: string;
  /** The validated value, the salvaged part of a bad value, or the default. Never throws. */
  read(): T;
  /** False when the value could not be stored (quota, storage disabled). Never throws. */
  write(value: T): boolean;
  remove(): boolean;
}

// The bad raw values already backed up and reported in this page, per key: re-reading one is not news.
const reported = new Map<string, string>();

/** @internal Forgets which bad values were reported (tests). */
export function resetReported(): void {
  reported.clear();
}

function reportBadValue(areaName: StorageAreaName, key: string, raw: string, reason: string): void {
  if (reported.get(key) === raw) return;
  reported.set(key, raw);
  const backupKey = backupKeyFor(key);
  // The backup is written before anything can overwrite the bad value, so nothing is silently destroyed.
  safeSet(areaName, backupKey, raw);
  warn(`${key} held an invalid value (${reason}); kept it under ${backupKey} and used what was valid`);
  bus.publish('storage:recovered', { key, backupKey });
}

function describe(issues: readonly v.BaseIssue<unknown>[]): string {
  const first = issues[0];
  if (!first) return 'invalid';
  const path = first.path?.map((p) => String(p.key)).join('.');
  return path ? `${path}: ${first.message}` : first.message;
}

/** One piece of code for validation, backup of bad values, and fallback; every stored value uses it. */
export function createStorageSlot<T>(options: SlotOptions<T>): StorageSlot<T> {
  const { key, schema, defaultValue, recover } = options;
  const areaName = options.area ?? 'local';
  const codec = options.codec ?? jsonCodec;
  let last: { raw: string; value: T } | null = null;

  const read = (): T => {
    const raw = safeGet(areaName, key);
    if (raw === null) return defaultValue();
    if (last?.raw === raw) return last.value;
    let decoded: unknown;
    try {
      decoded = codec.decode(raw);
    } catch {
      reportBadValue(areaName, key, raw, 'not parseable');
      return defaultValue();
    }
    const result = v.safeParse(schema, decoded);
    if (result.success) {
      if (options.reuse) last = { raw, value: result.output };
      return result.output;
    }
    reportBadValue(areaName, key, raw, describe(result.issues));
    return recover?.(decoded) ?? defaultValue();
  };

  return {
    key,
    read,
    write: (value) => {
      const raw = codec.encode(value);
      const ok = safeSet(areaName, key, raw);
      if (options.reuse) last = ok ? { raw, value } : null;
      return ok;
    },
    remove: () => {
      last = null;
      return safeRemove(areaName, key);
    },
  };
}
