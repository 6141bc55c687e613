import * as v from 'valibot';
import { backupKeyFor } from '@reelist/contracts';
import { bus } from '@reelist/event-bus';
import { warn } from './backend';
import type { StorageAreaName } from './backend';
import { announceFailure, safeGet, safeRemove, safeSet } from './safe-io';
import type { WriteResult } from './write-result';

/** How a value is turned into the stored string and back. */
export interface Codec {
  decode(raw: string): unknown;
  encode(value: unknown): string;
}

export const jsonCodec: Codec = { decode: (raw) => JSON.parse(raw), encode: (value) => JSON.stringify(value) };

export interface SlotOptions<T> {
  key: string;
  /**
   * What a valid value is: a valibot schema, or a type guard with the reason it gives for a bad value (modules this
   * package loads on demand use guards, so valibot stays whole inside the shell's first chunk).
   */
  schema: v.GenericSchema<unknown, T> | { guard: (value: unknown) => value is T; reason: string };
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
  /** The validated value, the salvaged part of a bad value, or the default. Never throws. */
  read(): T;
  /**
   * The value with its stored string. When the string is `known.raw`, gives back `known` without parsing and
   * validating again (a 10,000-item watchlist is read before every write); treat values as immutable.
   */
  load(known?: Stored<T>): Stored<T>;
  /** The stored string as it is, unvalidated (snapshots for a rollback). */
  readRaw(): string | null;
  encode(value: T): string;
  /** Never throws; a failure comes back as the result. */
  write(value: T): WriteResult;
  writeRaw(raw: string): WriteResult;
  remove(): WriteResult;
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
  announceFailure(backupKey, safeSet(areaName, backupKey, raw));
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

  const parse = (raw: string | null): T => {
    if (raw === null) return defaultValue();
    let decoded: unknown;
    try {
      decoded = codec.decode(raw);
    } catch {
      reportBadValue(areaName, key, raw, 'not parseable');
      return defaultValue();
    }
    if ('guard' in schema) {
      if (schema.guard(decoded)) return decoded;
      reportBadValue(areaName, key, raw, schema.reason);
      return recover?.(decoded) ?? defaultValue();
    }
    const result = v.safeParse(schema, decoded);
    if (result.success) return result.output;
    reportBadValue(areaName, key, raw, describe(result.issues));
    return recover?.(decoded) ?? defaultValue();
  };
  const readRaw = () => safeGet(areaName, key);
  const encode = (value: T) => codec.encode(value);
  const writeRaw = (raw: string) => safeSet(areaName, key, raw);

  return {
    key,
    read: () => parse(readRaw()),
    load: (known) => {
      const raw = readRaw();
      return known && known.raw === raw ? known : { raw, value: parse(raw) };
    },
    readRaw,
    encode,
    write: (value) => writeRaw(encode(value)),
    writeRaw,
    remove: () => safeRemove(areaName, key),
  };
}
