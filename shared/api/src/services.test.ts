/** @jest-environment node */
import { ApiError } from './core/errors';
import { clearApiCache } from './core/cache';
import { setContentPreferences } from './core/runtime';
import * as tmdb from '../index';
import { json, setupApi } from './test-kit';

beforeEach(() => {
  clearApiCache();
  setContentPreferences({ language: 'en', region: 'US', includeAdult: false });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

type Case = [message: string, call: () => Promise<unknown>, path: string, params?: Record<string, string>];

// Every movie-service call with its product failure message ('Failed to ...') and the request it makes.
const CASES: Case[] = [
  ['Failed to search content', () => tmdb.searchMulti('alien', 2), '/search/multi', { query: 'alien', page: '2' }],
  [
    'Failed to fetch trending content',
    () => tmdb.getTrending('movie', 'week', 3),
    '/trending/movie/week',
    { page: '3' },
  ],
  ['Failed to fetch trending content', () => tmdb.getTrending(), '/trending/all/day'],
  ['Failed to fetch popular TV shows', () => tmdb.getPopularTv(2), '/tv/popular', { page: '2' }],
  ['Failed to fetch top rated movies', () => tmdb.getTopRatedMovies(), '/movie/top_rated', { region: 'US' }],
  ['Failed to fetch upcoming movies', () => tmdb.getUpcomingMovies(), '/movie/upcoming'],
  [
    'Failed to fetch movie details',
    () => tmdb.getMovieDetails(550),
    '/movie/550',
    { append_to_response: 'credits,videos,similar,recommendations' },
  ],
  [
    'Failed to fetch TV show details',
    () => tmdb.getTvDetails(1399),
    '/tv/1399',
    { append_to_response: 'credits,videos,similar,recommendations' },
  ],
  ['Failed to fetch movie genres', () => tmdb.getMovieGenres(), '/genre/movie/list'],
  ['Failed to fetch TV genres', () => tmdb.getTvGenres(), '/genre/tv/list'],
  [
    'Failed to discover movies with filters',
    () => tmdb.discoverMovies({ sort_by: 'vote_average.desc', 'vote_average.gte': 7 }),
    '/discover/movie',
    { sort_by: 'vote_average.desc', 'vote_average.gte': '7' },
  ],
  ['Failed to discover TV shows with filters', () => tmdb.discoverTv(), '/discover/tv', { sort_by: 'popularity.desc' }],
  ['Failed to fetch movie recommendations', () => tmdb.getMovieRecommendations(5), '/movie/5/recommendations'],
  ['Failed to fetch TV recommendations', () => tmdb.getTvRecommendations(5, 2), '/tv/5/recommendations', { page: '2' }],
  ['Failed to fetch watch providers', () => tmdb.getWatchProviders('tv', 5), '/tv/5/watch/providers'],
];

describe.each(CASES)('%s', (message, call, path, params = {}) => {
  it(`requests ${path} with its parameters`, async () => {
    const { urls } = setupApi();
    await call();
    const url = urls()[0]!;
    expect(url.pathname).toBe(`/3${path}`);
    for (const [name, value] of Object.entries(params)) expect(url.searchParams.get(name)).toBe(value);
  });

  it('wraps a failure with its message, keeping status and cause', async () => {
    setupApi(() => json({ status_message: 'Invalid API key' }, 401));
    const error = (await call().catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe(message);
    expect(error.status).toBe(401);
    expect((error.cause as ApiError).message).toBe('Request failed with status code 401');
    expect(console.error).toHaveBeenCalledWith(message, expect.objectContaining({ status: 401 }));
  });
});

describe('response shaping', () => {
  it('returns the genres list', async () => {
    setupApi(() => json({ genres: [{ id: 1, name: 'Drama' }] }));
    await expect(tmdb.getTvGenres()).resolves.toEqual([{ id: 1, name: 'Drama' }]);
  });

  it('answers an empty list when the field is missing', async () => {
    setupApi(() => json({}));
    await expect(tmdb.getMovieGenres()).resolves.toEqual([]);
  });
});

describe('popular movies', () => {
  it('resolves the service answer', async () => {
    setupApi(() => json({ page: 1, results: [{ id: 9 }], total_pages: 5, total_results: 100 }));
    await expect(tmdb.getPopularMovies()).resolves.toMatchObject({ total_pages: 5, results: [{ id: 9 }] });
  });

  it('falls back to two demo movies instead of failing', async () => {
    setupApi(() => {
      throw new TypeError('offline');
    });
    const page = await tmdb.getPopularMovies(4);
    expect(page).toMatchObject({ page: 1, total_pages: 1, total_results: 2 });
    expect(page.results.map((t) => [t.id, t.title, t.poster_path])).toEqual([
      [-1, 'Popular Demo Movie 1', null],
      [-2, 'Popular Demo Movie 2', null],
    ]);
  });

  it('still rejects when the caller aborts', async () => {
    setupApi(() => json({}));
    await expect(tmdb.getPopularMovies(1, { signal: AbortSignal.abort() })).rejects.toMatchObject({ kind: 'aborted' });
  });
});
