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

/**
 * For writes whose caller shows nothing (history, reviews, theme, backups of bad values): a full storage is
 * published as `storage:write-failed`, which the shell turns into a toast. A disabled storage only logs (it would
 * otherwise warn on every click). Writes whose caller shows the result itself (watchlist, preferences, restore)
 * never publish it, so the visitor reads one message per failed save.
 */
export function announceFailure(key: string, result: WriteResult): WriteResult {
  if (!result.ok && result.reason === 'quota') bus.publish('storage:write-failed', { key, reason: 'quota' });
  return result;
}
