// eslint-disable-next-line no-restricted-imports
import { resetStorageMemory } from '@reelist/storage/testing';

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
