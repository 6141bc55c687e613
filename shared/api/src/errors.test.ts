/** @jest-environment node */
import { ApiError, failWith, isApiError, wrapError } from './core/errors';
import { normalize } from './core/request';
import { configureApi } from './core/runtime';
import { clearApiCache } from './core/cache';
import { searchMulti } from './tmdb/search';
import { CONFIG, json } from './test-kit';

describe('wrapError', () => {
  it('treats an unknown failure as a network error', () => {
    const boom = new Error('boom');
    const error = wrapError('Failed to fetch movie details', boom);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ message: 'Failed to fetch movie details', kind: 'network' });
    expect((error.cause as ApiError).cause).toBe(boom);
    expect(isApiError(boom)).toBe(false);
  });

  it('does not log aborts', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    failWith('Failed to search content', new ApiError('Request aborted', { kind: 'aborted' }));
    expect(log).not.toHaveBeenCalled();
    log.mockRestore();
  });
});

describe('normalize', () => {
  it('drops empty values and joins lists', () => {
    expect(normalize({ a: null, b: undefined, c: '', d: [1, 2], e: false, f: 0 })).toEqual({
      d: '1,2',
      e: 'false',
      f: '0',
    });
  });
});

describe('default runtime', () => {
  it('uses the global fetch and clock when none is injected', async () => {
    const original = globalThis.fetch;
    const fake = jest.fn(() => Promise.resolve(json({ results: [] })));
    globalThis.fetch = fake as unknown as typeof fetch;
    try {
      configureApi(CONFIG);
      clearApiCache();
      await expect(searchMulti('global')).resolves.toEqual({ results: [] });
      expect(fake).toHaveBeenCalledTimes(1);
    } finally {
      globalThis.fetch = original;
    }
  });
});
