/** @jest-environment node */
import type * as SearchModule from './tmdb/search';
import { ApiError } from './core/errors';
import { clearApiCache } from './core/cache';
import { setContentPreferences, getContentPreferences } from './core/runtime';
import { searchMulti } from './tmdb/search';
import { discoverMovies } from './tmdb/discover';
import { getTopRatedMovies } from './tmdb/lists';
import { hang, json, setupApi } from './test-kit';

let errorLog: jest.SpyInstance;
beforeEach(() => {
  clearApiCache();
  setContentPreferences({ language: 'en', region: 'US', includeAdult: false });
  errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  errorLog.mockRestore();
  jest.useRealTimers();
});

const failure = async (promise: Promise<unknown>): Promise<ApiError> => {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected a rejection');
};

describe('URL building', () => {
  it('sends the api key as a query parameter, language, and the sorted parameters', async () => {
    const { urls } = setupApi();
    await searchMulti('star wars', 2);
    const url = urls()[0]!;
    expect(url.origin + url.pathname).toBe('http://tmdb.test/3/search/multi');
    expect(url.searchParams.get('api_key')).toBe('TMDB-SECRET');
    expect(url.search).toBe('?api_key=TMDB-SECRET&include_adult=false&language=en&page=2&query=star+wars');
  });

  it('uses the content preferences and region where they apply', async () => {
    const { urls } = setupApi();
    setContentPreferences({ language: 'fr', region: 'FR', includeAdult: true });
    expect(getContentPreferences()).toEqual({ language: 'fr', region: 'FR', includeAdult: true });
    await getTopRatedMovies(3);
    await discoverMovies({ with_genres: '28', 'vote_average.gte': 7, empty: '', none: undefined });
    const [lists, discover] = urls();
    expect(lists!.search).toBe('?api_key=TMDB-SECRET&language=fr&page=3&region=FR');
    expect(discover!.search).toBe(
      '?api_key=TMDB-SECRET&include_adult=true&language=fr&page=1&sort_by=popularity.desc&vote_average.gte=7&with_genres=28',
    );
  });

  it('sends GET with an abort signal', async () => {
    const { fetch } = setupApi();
    await searchMulti('x');
    expect(fetch.mock.calls[0]![1]).toEqual({ method: 'GET', signal: expect.any(AbortSignal) });
  });
});

describe('generic errors', () => {
  it("maps a rejected fetch to 'Network Error' and wraps it", async () => {
    setupApi(() => {
      throw new TypeError('fetch failed');
    });
    const error = await failure(searchMulti('x'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Failed to search content');
    expect(error.kind).toBe('network');
    const cause = error.cause as ApiError;
    expect(cause.message).toBe('Network Error');
    expect(cause.cause).toBeInstanceOf(TypeError);
  });

  it("maps a non-2xx answer to 'Request failed with status code {n}' and keeps the status", async () => {
    setupApi(() => json({ status_message: 'nope' }, 404));
    const error = await failure(searchMulti('x'));
    expect(error.status).toBe(404);
    expect(error.kind).toBe('http');
    expect((error.cause as ApiError).message).toBe('Request failed with status code 404');
  });

  it('maps malformed JSON to a parse error', async () => {
    setupApi(() => new Response('<html>', { status: 200 }));
    const error = await failure(searchMulti('x'));
    expect(error.kind).toBe('parse');
    expect(error.message).toBe('Failed to search content');
  });

  it("times out after 10000 ms with 'timeout of 10000ms exceeded'", async () => {
    jest.useFakeTimers();
    setupApi(hang);
    const pending = failure(searchMulti('slow'));
    jest.advanceTimersByTime(9_999);
    await Promise.resolve();
    jest.advanceTimersByTime(1);
    const error = await pending;
    expect(error.kind).toBe('timeout');
    expect((error.cause as ApiError).message).toBe('timeout of 10000ms exceeded');
  });

  it('times out even when the fetch implementation ignores its signal', async () => {
    jest.useFakeTimers();
    setupApi(() => new Promise<Response>(() => undefined));
    const pending = failure(searchMulti('deaf'));
    jest.advanceTimersByTime(10_000);
    expect((await pending).kind).toBe('timeout');
  });

  it('times out while the body is still streaming', async () => {
    jest.useFakeTimers();
    setupApi(() => ({ ok: true, status: 200, text: () => new Promise<string>(() => undefined) }) as Response);
    const pending = failure(searchMulti('stalled body'));
    await Promise.resolve();
    jest.advanceTimersByTime(10_000);
    expect((await pending).kind).toBe('timeout');
  });

  it("rejects with 'Request aborted' when the caller aborts, without logging", async () => {
    setupApi(hang);
    const controller = new AbortController();
    const pending = failure(searchMulti('x', 1, { signal: controller.signal }));
    controller.abort();
    const error = await pending;
    expect(error.kind).toBe('aborted');
    expect((error.cause as ApiError).message).toBe('Request aborted');
    expect(errorLog).not.toHaveBeenCalled();
  });

  it('rejects at once for an already aborted signal and never fetches', async () => {
    const { fetch } = setupApi();
    const error = await failure(searchMulti('x', 1, { signal: AbortSignal.abort() }));
    expect(error.kind).toBe('aborted');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('logs failures with the message but never the api key', async () => {
    setupApi(() => json({}, 500));
    await failure(searchMulti('x'));
    expect(errorLog).toHaveBeenCalledWith('Failed to search content', {
      kind: 'http',
      status: 500,
      reason: 'Request failed with status code 500',
    });
    expect(JSON.stringify(errorLog.mock.calls)).not.toContain('SECRET');
  });

  it('refuses to call before configureApi', async () => {
    let error: ApiError | undefined;
    await jest.isolateModulesAsync(async () => {
      // A fresh module graph has no configuration yet.
      const fresh = jest.requireActual<typeof SearchModule>('./tmdb/search');
      error = await failure(fresh.searchMulti('x'));
    });
    expect(error?.kind).toBe('config');
    expect(error?.message).toBe('Failed to search content');
    expect((error?.cause as ApiError).message).toBe('API not configured: call configureApi first');
  });
});
