import { resetStorageMemory } from '@reelist/storage/testing';
import type { StorageLike } from '@reelist/storage/testing';

/**
 * Call at the top of a test file: each test starts with empty local storage and none of storage's per-page memory
 * (stores, reported bad values), and storage's warnings are captured rather than printed. Read `spies.warn` inside
 * a test to check what was logged.
 */
export function freshStorageEachTest(): { readonly warn: jest.SpyInstance } {
  const spies = {} as { warn: jest.SpyInstance };
  beforeEach(() => {
    localStorage.clear();
    resetStorageMemory();
    spies.warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => spies.warn.mockRestore());
  return spies;
}

/** A storage area that is full: every write throws the browser's QuotaExceededError; reads come from `read`. */
export function fullStorage(read: (key: string) => string | null = () => null): StorageLike {
  return {
    getItem: read,
    setItem: () => {
      throw new DOMException('full', 'QuotaExceededError');
    },
    removeItem: () => undefined,
  };
}

/**
 * The page's localStorage, except that no backup fits: a bad value over half the quota cannot be stored twice, so
 * writing its `__backup` copy throws QuotaExceededError. Other writes go through.
 */
export function noRoomForBackups(): StorageLike {
  return {
    getItem: (key) => localStorage.getItem(key),
    setItem: (key, value) => {
      if (key.endsWith('__backup')) throw new DOMException('full', 'QuotaExceededError');
      localStorage.setItem(key, value);
    },
    removeItem: (key) => localStorage.removeItem(key),
  };
}
