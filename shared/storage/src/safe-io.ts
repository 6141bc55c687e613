import { bus } from '@reelist/event-bus';
import { area, warn } from './backend';
import type { StorageAreaName } from './backend';
import { WRITTEN } from './write-result';
import type { WriteResult } from './write-result';

/** Reads a raw value; any failure is logged and reads as "nothing stored". */
export function safeGet(areaName: StorageAreaName, key: string): string | null {
  try {
    return area(areaName)?.getItem(key) ?? null;
  } catch (error) {
    warn(`could not read ${key}`, error);
    return null;
  }
}

function isQuotaError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  // Chrome/Safari name it QuotaExceededError (code 22), old Firefox NS_ERROR_DOM_QUOTA_REACHED (1014).
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014;
}

/** Writes a raw value. Never throws: a failure is logged and comes back as the result. */
export function safeSet(areaName: StorageAreaName, key: string, value: string): WriteResult {
  const target = area(areaName);
  if (!target) return { ok: false, reason: 'unavailable' };
  try {
    target.setItem(key, value);
    return WRITTEN;
  } catch (error) {
    warn(`could not write ${key}`, error);
    return { ok: false, reason: isQuotaError(error) ? 'quota' : 'unavailable' };
  }
}

export function safeRemove(areaName: StorageAreaName, key: string): WriteResult {
  const target = area(areaName);
  if (!target) return { ok: false, reason: 'unavailable' };
  try {
    target.removeItem(key);
    return WRITTEN;
  } catch (error) {
    warn(`could not remove ${key}`, error);
    return { ok: false, reason: 'unavailable' };
  }
}

/** Whose write is reported: the key, what the visitor calls its data, and whether memory keeps a refused change. */
export interface WriteReport {
  key: string;
  /** As in "Could not save your watch log". */
  label: string;
  /** Memory keeps a change storage refused, for this session; otherwise it went back to what storage holds. */
  kept: boolean;
}

// Keys whose last reported write failed: the next one that succeeds takes the warning back.
const failing = new Set<string>();

/** @internal Forgets which keys failed (tests). */
export function resetFailing(): void {
  failing.clear();
}

/**
 * The one way a failed write reaches the visitor, for every store: it is published as `storage:write-failed` (the
 * shell's toast names the data and says what became of the change), and the first write of the key that succeeds
 * after it is published as `storage:saved` (the warning goes). Returns `result`.
 */
export function reportWrite(report: WriteReport, result: WriteResult): WriteResult {
  if (!result.ok) {
    failing.add(report.key);
    bus.publish('storage:write-failed', { ...report, reason: result.reason });
  } else if (failing.delete(report.key)) {
    bus.publish('storage:saved', { key: report.key });
  }
  return result;
}
