import { requestPersistence, resetPersistenceRequest } from './persistence';

let warnSpy: jest.SpyInstance;
beforeEach(() => {
  resetPersistenceRequest();
  warnSpy = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warnSpy.mockRestore());

const setStorageManager = (value: unknown) =>
  Object.defineProperty(navigator, 'storage', { configurable: true, value });

describe('requestPersistence', () => {
  it('asks the browser once per page', async () => {
    const persist = jest.fn().mockResolvedValue(true);
    setStorageManager({ persist });
    await expect(requestPersistence()).resolves.toBe(true);
    await expect(requestPersistence()).resolves.toBe(true);
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('resolves false when unsupported', async () => {
    setStorageManager(undefined);
    await expect(requestPersistence()).resolves.toBe(false);
  });

  it('resolves false and logs when the browser refuses with an error', async () => {
    setStorageManager({ persist: jest.fn().mockRejectedValue(new Error('nope')) });
    await expect(requestPersistence()).resolves.toBe(false);
    expect(warnSpy).toHaveBeenCalled();
  });
});
