/** The minimal Storage surface this package needs; `window.localStorage` and test fakes both fit. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export type StorageAreaName = 'local' | 'session';

export interface StorageBackends {
  /** `null` means "no storage available" (every read gives the default, every write returns false). */
  local?: StorageLike | null;
  session?: StorageLike | null;
}

let overrides: StorageBackends = {};

/** Replaces the browser storage areas (tests, previews). Pass `{}` to go back to the browser's. */
export function configureStorage(backends: StorageBackends): void {
  overrides = { ...backends };
}

export function warn(message: string, detail?: unknown): void {
  console.warn(`[reelist/storage] ${message}`, ...(detail === undefined ? [] : [detail]));
}

// Resolved on every call: merely touching window.localStorage throws a SecurityError when storage is disabled.
function browserArea(name: StorageAreaName): StorageLike | null {
  try {
    if (typeof window === 'undefined') return null;
    return name === 'local' ? window.localStorage : window.sessionStorage;
  } catch (error) {
    warn(`${name}Storage is not available`, error);
    return null;
  }
}

export function area(name: StorageAreaName): StorageLike | null {
  const override = overrides[name];
  return override === undefined ? browserArea(name) : override;
}
