import resiliencePlugin, { retryEntryOnce } from './resilience-plugin';
import { isRemoteLoadFailure } from './load-failure';

type RetryArgs = Parameters<typeof retryEntryOnce>[0];

describe('resilience plugin', () => {
  it('retries a remote entry that failed to load, without waiting on the failed attempt', async () => {
    const exports = { get: jest.fn(), init: jest.fn() };
    const failed = Promise.reject(new Error('RUNTIME-008'));
    failed.catch(() => undefined);
    const globalLoading: RetryArgs['globalLoading'] = { 'mf_detail:entry': failed };
    const getRemoteEntry = jest.fn(async () => {
      expect(globalLoading['mf_detail:entry']).toBeUndefined();
      return exports;
    });
    const args = {
      getRemoteEntry,
      origin: {},
      remoteInfo: { name: 'mf_detail', entry: 'http://x/remoteEntry.js' },
      globalLoading,
      uniqueKey: 'mf_detail:entry',
    } as unknown as RetryArgs;
    await expect(retryEntryOnce(args)).resolves.toBe(exports);
    expect(getRemoteEntry).toHaveBeenCalledTimes(1);
    expect(getRemoteEntry).toHaveBeenCalledWith({ origin: args.origin, remoteInfo: args.remoteInfo });
  });

  it('passes a second failure on', async () => {
    const getRemoteEntry = jest.fn().mockRejectedValue(new Error('RUNTIME-008'));
    const args = { getRemoteEntry, globalLoading: {}, uniqueKey: 'k' } as unknown as RetryArgs;
    await expect(retryEntryOnce(args)).rejects.toThrow('RUNTIME-008');
  });

  it('turns a failed module load into a failure marker and leaves other lifecycles alone', async () => {
    const plugin = resiliencePlugin();
    expect(plugin.loadEntryError).toBe(retryEntryOnce);
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const hook = plugin.errorLoadRemote as (args: Record<string, unknown>) => unknown;
    const onLoad = hook({ id: 'mf_detail/DetailPage', error: new Error('boom'), lifecycle: 'onLoad' });
    expect(isRemoteLoadFailure(onLoad)).toBe(true);
    expect(hook({ id: 'mf_detail/DetailPage', error: new Error('boom'), lifecycle: 'beforeRequest' })).toBeUndefined();
    expect(spy).toHaveBeenCalledTimes(2);
    spy.mockRestore();
  });
});
