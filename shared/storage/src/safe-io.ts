import { bus } from '@reelist/event-bus';
import { area, warn } from './backend';
import type { StorageAreaName } from './backend';

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

/**
 * Writes a raw value. Returns false on any failure; a full storage also publishes `storage:write-failed`
 * so the UI can warn (a disabled storage only logs: it would otherwise warn on every click).
 */
export function safeSet(areaName: StorageAreaName, key: string, value: string): boolean {
  const target = area(areaName);
  if (!target) return false;
  try {
    target.setItem(key, value);
    return true;
  } catch (error) {
    warn(`could not write ${key}`, error);
    if (isQuotaError(error)) bus.publish('storage:write-failed', { key, reason: 'quota' });
    return false;
  }
}

export function safeRemove(areaName: StorageAreaName, key: string): boolean {
  const target = area(areaName);
  if (!target) return false;
  try {
    target.removeItem(key);
    return true;
  } catch (error) {
    warn(`could not remove ${key}`, error);
    return false;
  }
}
