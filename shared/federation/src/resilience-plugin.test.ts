import resiliencePlugin, { fetchWithRetry } from './resilience-plugin';
import { isRemoteLoadFailure } from './load-failure';

describe('resilience plugin', () => {
  it('retries a manifest fetch once after a network error', async () => {
    const ok = new Response('{}');
    const doFetch = jest.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(ok);
    await expect(fetchWithRetry('http://x/mf-manifest.json', undefined, doFetch)).resolves.toBe(ok);
    expect(doFetch).toHaveBeenCalledTimes(2);
  });

  it('gives up after the retry and passes the error on', async () => {
    const doFetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(fetchWithRetry('http://x', undefined, doFetch)).rejects.toThrow('Failed to fetch');
    expect(doFetch).toHaveBeenCalledTimes(2);
  });

  it('turns a failed module load into a failure marker and leaves other lifecycles alone', async () => {
    const plugin = resiliencePlugin();
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const hook = plugin.errorLoadRemote as (args: Record<string, unknown>) => unknown;
    const onLoad = hook({ id: 'mf_detail/DetailPage', error: new Error('boom'), lifecycle: 'onLoad' });
    expect(isRemoteLoadFailure(onLoad)).toBe(true);
    expect(hook({ id: 'mf_detail/DetailPage', error: new Error('boom'), lifecycle: 'beforeRequest' })).toBeUndefined();
    expect(spy).toHaveBeenCalledTimes(2);
    spy.mockRestore();
  });
});
