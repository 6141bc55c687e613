/** @jest-environment node */
import { C } from '@reelist/contracts';
import type { FindResults } from '@reelist/contracts';
import { ApiError } from './core/errors';
import { clearApiCache, getApiCacheStats } from './core/cache';
import { setContentPreferences } from './core/runtime';
import * as tmdb from '../index';
import { json, setupApi } from './test-kit';

beforeEach(() => {
  clearApiCache();
  setContentPreferences({ language: 'en', region: 'US', includeAdult: false });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const EMPTY: FindResults = {
  movie_results: [],
  tv_results: [],
  person_results: [],
  tv_episode_results: [],
  tv_season_results: [],
};

const DAY = 24 * 60 * 60_000;

type Case = [
  label: string,
  message: string,
  call: () => Promise<unknown>,
  path: string,
  params: Record<string, string | null>,
];

const CASES: Case[] = [
  [
    'findByExternalId imdb_id',
    'Failed to look up title',
    () => tmdb.findByExternalId('tt0137523', 'imdb_id'),
    '/find/tt0137523',
    { external_source: 'imdb_id', language: 'en', include_adult: null, region: null, page: null },
  ],
  [
    'findByExternalId tvdb_id',
    'Failed to look up title',
    () => tmdb.findByExternalId('81189', 'tvdb_id'),
    '/find/81189',
    { external_source: 'tvdb_id' },
  ],
  [
    'searchMovies with a year',
    'Failed to search movies',
    () => tmdb.searchMovies('Fight Club', 1999),
    '/search/movie',
    { query: 'Fight Club', primary_release_year: '1999', page: '1', include_adult: 'false', language: 'en' },
  ],
  [
    'searchMovies without a year',
    'Failed to search movies',
    () => tmdb.searchMovies('Fight Club'),
    '/search/movie',
    { query: 'Fight Club', primary_release_year: null, year: null, page: '1' },
  ],
  [
    'searchTv with a year',
    'Failed to search TV shows',
    () => tmdb.searchTv('Breaking Bad', 2008),
    '/search/tv',
    { query: 'Breaking Bad', first_air_date_year: '2008', page: '1', include_adult: 'false', language: 'en' },
  ],
  [
    'searchTv without a year',
    'Failed to search TV shows',
    () => tmdb.searchTv('Breaking Bad'),
    '/search/tv',
    { query: 'Breaking Bad', first_air_date_year: null, year: null, page: '1' },
  ],
];

describe.each(CASES)('%s', (_label, message, call, path, params) => {
  it(`requests ${path} with its parameters and the key`, async () => {
    const { urls } = setupApi();
    await call();
    const url = urls()[0]!;
    expect(url.pathname).toBe(`/3${path}`);
    expect(url.searchParams.get('api_key')).toBe('TMDB-SECRET');
    for (const [name, value] of Object.entries(params)) expect(url.searchParams.get(name)).toBe(value);
  });

  it('wraps a failure with its message, keeping status and cause', async () => {
    setupApi(() => json({ status_code: 5, status_message: 'Invalid parameters' }, 422));
    const error = (await call().catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe(message);
    expect(error.status).toBe(422);
    expect((error.cause as ApiError).message).toBe('Request failed with status code 422');
    expect(console.error).toHaveBeenCalledWith(message, expect.objectContaining({ status: 422 }));
  });

  it('maps a network failure to its message with kind network', async () => {
    setupApi(() => {
      throw new TypeError('offline');
    });
    await expect(call()).rejects.toMatchObject({ message, kind: 'network' });
  });

  it('is served from the cache for 24 hours, then asked again', async () => {
    expect(C.CACHE_TTL_MS.lookup).toBe(86_400_000);
    const { fetch, clock } = setupApi();
    await call();
    clock.now += DAY - 1;
    await call();
    expect(fetch).toHaveBeenCalledTimes(1);
    clock.now += 1;
    await call();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('findByExternalId', () => {
  it('encodes the id into the path', async () => {
    const { fetch } = setupApi(() => json(EMPTY));
    await tmdb.findByExternalId('a/b?c', 'imdb_id');
    expect(fetch.mock.calls[0]![0]).toContain('/find/a%2Fb%3Fc?');
  });

  it('resolves the five arrays of the answer', async () => {
    const movie = { id: 550, title: 'Fight Club', media_type: 'movie' };
    setupApi(() => json({ ...EMPTY, movie_results: [movie] }));
    await expect(tmdb.findByExternalId('tt0137523', 'imdb_id')).resolves.toEqual({ ...EMPTY, movie_results: [movie] });
  });

  it('fills arrays the answer leaves out with empty ones', async () => {
    setupApi(() => json({ tv_results: [{ id: 1399, name: 'Game of Thrones' }] }));
    await expect(tmdb.findByExternalId('121361', 'tvdb_id')).resolves.toEqual({
      ...EMPTY,
      tv_results: [{ id: 1399, name: 'Game of Thrones' }],
    });
  });

  it('keys the cache by id and source', async () => {
    const { fetch } = setupApi(() => json(EMPTY));
    await tmdb.findByExternalId('1', 'tvdb_id');
    await tmdb.findByExternalId('1', 'imdb_id');
    await tmdb.findByExternalId('2', 'tvdb_id');
    await tmdb.findByExternalId('1', 'tvdb_id');
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(getApiCacheStats()).toMatchObject({ size: 3, hits: 1 });
  });

  it('does not cache failures', async () => {
    let status = 500;
    const { fetch } = setupApi(() => json(EMPTY, status));
    await expect(tmdb.findByExternalId('tt1', 'imdb_id')).rejects.toThrow('Failed to look up title');
    status = 200;
    await expect(tmdb.findByExternalId('tt1', 'imdb_id')).resolves.toEqual(EMPTY);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('searchMovies and searchTv', () => {
  it('resolve the first page as the service sends it', async () => {
    const page = { page: 1, results: [{ id: 550, title: 'Fight Club' }], total_pages: 1, total_results: 1 };
    setupApi(() => json(page));
    await expect(tmdb.searchMovies('fight club', 1999)).resolves.toEqual(page);
  });

  it('key the cache by query, year and kind', async () => {
    const { fetch } = setupApi();
    await tmdb.searchMovies('alien', 1979);
    await tmdb.searchMovies('alien', 1986);
    await tmdb.searchMovies('alien');
    await tmdb.searchTv('alien', 1979);
    await tmdb.searchMovies('alien', 1979);
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('send include_adult from the content preferences', async () => {
    const { urls } = setupApi();
    setContentPreferences({ includeAdult: true });
    await tmdb.searchTv('x');
    expect(urls()[0]!.searchParams.get('include_adult')).toBe('true');
  });

  it('still reject when the caller aborts', async () => {
    setupApi();
    await expect(tmdb.searchMovies('x', 2000, { signal: AbortSignal.abort() })).rejects.toMatchObject({
      kind: 'aborted',
    });
  });
});
