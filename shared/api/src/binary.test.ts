/** @jest-environment node */
import { fetchBinary } from './core/http';
import { hang, setupApi } from './test-kit';

describe('fetchBinary', () => {
  it('answers the body as bytes', async () => {
    const { fetch } = setupApi(() => new Response(new Uint8Array([1, 2, 3])));
    const bytes = await fetchBinary('http://assets.test/font.ttf');
    expect(Array.from(new Uint8Array(bytes))).toEqual([1, 2, 3]);
    expect(fetch).toHaveBeenCalledWith('http://assets.test/font.ttf', expect.objectContaining({ method: 'GET' }));
  });

  it('maps an HTTP failure and a network failure to the generic messages', async () => {
    setupApi(() => new Response('', { status: 404 }));
    await expect(fetchBinary('http://assets.test/x')).rejects.toThrow('Request failed with status code 404');
    setupApi(() => Promise.reject(new TypeError('boom')));
    await expect(fetchBinary('http://assets.test/x')).rejects.toThrow('Network Error');
  });

  it('rejects with Request aborted when the caller aborts', async () => {
    setupApi(hang);
    const controller = new AbortController();
    const pending = fetchBinary('http://assets.test/x', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow('Request aborted');
  });

  it('times out after the service timeout', async () => {
    jest.useFakeTimers();
    try {
      setupApi(hang);
      const pending = fetchBinary('http://assets.test/x');
      jest.advanceTimersByTime(10_000);
      await expect(pending).rejects.toThrow('timeout of 10000ms exceeded');
    } finally {
      jest.useRealTimers();
    }
  });
});
