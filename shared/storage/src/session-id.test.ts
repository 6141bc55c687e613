import { configureStorage } from './backend';
import { resetStorageMemory } from './reset';
import { getSessionId } from './session-id';

let warnSpy: jest.SpyInstance;
beforeEach(() => {
  sessionStorage.clear();
  resetStorageMemory();
  warnSpy = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warnSpy.mockRestore());

describe('getSessionId', () => {
  it('is generated once per tab session and kept in sessionStorage', () => {
    const id = getSessionId();
    expect(id).not.toBe('');
    expect(sessionStorage.getItem('reelist_session_id')).toBe(id);
    resetStorageMemory();
    expect(getSessionId()).toBe(id);
  });

  it('keeps an existing id', () => {
    sessionStorage.setItem('reelist_session_id', 'abc');
    expect(getSessionId()).toBe('abc');
  });

  it('stays stable for the page when sessionStorage is unavailable', () => {
    configureStorage({ session: null });
    const id = getSessionId();
    expect(getSessionId()).toBe(id);
  });

  it('works without crypto.randomUUID', () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { configurable: true, value: undefined });
    try {
      expect(getSessionId()).toMatch(/^[a-z0-9]+-[a-z0-9]+$/);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { configurable: true, value: original });
    }
  });
});
