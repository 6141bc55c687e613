import type { Hono } from 'hono';
import { fixtureStore, FIXTURE_TODAY } from '../testing/fixture';
import { getJson, tmdb } from '../testing/request';
import type { PagedBody } from '../testing/request';
import { createCatalogApp } from './app';

let app: Hono;
beforeAll(() => {
  app = createCatalogApp({ store: fixtureStore() });
});

type Item = {
  id: number;
  popularity: number;
  vote_average: number;
  vote_count: number;
  release_date?: string;
  media_type?: string;
  title?: string;
  name?: string;
};

describe('api key and errors', () => {
  it.each(['/3/movie/popular', '/3/movie/popular?api_key=', '/3/nowhere'])(
    '%s without a key is 401 with status_code 7',
    async (path) => {
      const { status, body } = await getJson(app, path);
      expect(status).toBe(401);
      expect(body).toEqual({
        success: false,
        status_code: 7,
        status_message: 'Invalid API key: You must be granted a valid key.',
      });
    },
  );

  it('accepts any non-empty key; unknown paths are 404 with status_code 34', async () => {
    const { status, body } = await tmdb(app, '/movie/popular/extra/bits');
    expect(status).toBe(404);
    expect(body).toEqual({
      success: false,
      status_code: 34,
      status_message: 'The resource you requested could not be found.',
    });
  });

  it.each(['0', '501', 'abc', '1.5', '-1'])('page=%s is 400 with status_code 22', async (page) => {
    const { status, body } = await tmdb(app, `/movie/popular?page=${page}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({
      status_code: 22,
      success: false,
      status_message: 'Invalid page: Pages start at 1 and max at 500. They are expected to be an integer.',
    });
  });
});

describe('paged lists', () => {
  it.each([
    '/movie/popular',
    '/tv/popular',
    '/movie/top_rated',
    '/tv/top_rated',
    '/person/popular',
    '/trending/all/day',
  ])('%s pages by 20 with totals, and pages do not overlap', async (path) => {
    const p1 = await tmdb<PagedBody<Item>>(app, path);
    const p2 = await tmdb<PagedBody<Item>>(app, `${path}?page=2`);
    expect(p1.status).toBe(200);
    expect(p1.body.page).toBe(1);
    expect(p1.body.results).toHaveLength(20);
    expect(p2.body.page).toBe(2);
    expect(p1.body.total_pages).toBe(Math.min(500, Math.ceil(p1.body.total_results / 20)));
    const ids = new Set(p1.body.results.map((r) => r.id));
    expect(p2.body.results.some((r) => ids.has(r.id))).toBe(false);
  });

  it('returns an empty page past the end, like TMDB', async () => {
    const { body } = await tmdb<PagedBody<Item>>(app, '/movie/now_playing?page=499');
    expect(body.results).toEqual([]);
    expect(body.page).toBe(499);
  });

  it('popular is sorted by popularity and excludes adult titles', async () => {
    const { body } = await tmdb<PagedBody<Item & { adult: boolean }>>(app, '/movie/popular');
    const pops = body.results.map((r) => r.popularity);
    expect(pops).toEqual([...pops].sort((a, b) => b - a));
    expect(body.results.every((r) => !r.adult)).toBe(true);
    expect(Object.keys(body.results[0] ?? {}).sort()).toEqual(
      [
        'adult',
        'backdrop_path',
        'genre_ids',
        'id',
        'original_language',
        'original_title',
        'overview',
        'popularity',
        'poster_path',
        'release_date',
        'title',
        'video',
        'vote_average',
        'vote_count',
      ].sort(),
    );
  });

  it('top rated is sorted by vote average', async () => {
    const { body } = await tmdb<PagedBody<Item>>(app, '/movie/top_rated');
    const votes = body.results.map((r) => r.vote_average);
    expect(votes).toEqual([...votes].sort((a, b) => b - a));
  });

  it('upcoming has future releases within its dates; now playing has recent ones', async () => {
    const up = await tmdb<PagedBody<Item> & { dates: { minimum: string; maximum: string } }>(app, '/movie/upcoming');
    expect(up.body.dates.minimum > FIXTURE_TODAY).toBe(true);
    expect(up.body.results.length).toBe(20);
    expect(
      up.body.results.every(
        (r) => (r.release_date ?? '') >= up.body.dates.minimum && (r.release_date ?? '') <= up.body.dates.maximum,
      ),
    ).toBe(true);
    const now = await tmdb<PagedBody<Item> & { dates: { minimum: string; maximum: string } }>(
      app,
      '/movie/now_playing',
    );
    expect(now.body.dates.maximum).toBe(FIXTURE_TODAY);
    expect(now.body.results.every((r) => (r.release_date ?? '') <= FIXTURE_TODAY)).toBe(true);
  });
});

describe('trending', () => {
  it('all/day mixes movies and tv with media_type; the hostile titles stay off the top', async () => {
    const { body } = await tmdb<PagedBody<Item>>(app, '/trending/all/day');
    expect(new Set(body.results.map((r) => r.media_type))).toEqual(new Set(['movie', 'tv']));
    expect(body.results.every((r) => r.id < 900_000)).toBe(true);
  });

  it.each(['movie', 'tv', 'person'])('%s/week only has that media type', async (type) => {
    const { body } = await tmdb<PagedBody<Item>>(app, `/trending/${type}/week`);
    expect(body.results.every((r) => r.media_type === type)).toBe(true);
  });

  it('rejects unknown types and windows with 404', async () => {
    expect((await tmdb(app, '/trending/books/day')).status).toBe(404);
    expect((await tmdb(app, '/trending/movie/month')).status).toBe(404);
  });
});

describe('reference lists', () => {
  it('lists movie and tv genres with TMDB ids', async () => {
    const movie = await tmdb<{ genres: Array<{ id: number; name: string }> }>(app, '/genre/movie/list');
    expect(movie.body.genres).toHaveLength(19);
    expect(movie.body.genres).toContainEqual({ id: 878, name: 'Science Fiction' });
    const tv = await tmdb<{ genres: Array<{ id: number; name: string }> }>(app, '/genre/tv/list');
    expect(tv.body.genres).toContainEqual({ id: 10765, name: 'Sci-Fi & Fantasy' });
  });

  it('lists watch regions and providers', async () => {
    const regions = await tmdb<{ results: Array<{ iso_3166_1: string }> }>(app, '/watch/providers/regions');
    expect(regions.body.results.map((r) => r.iso_3166_1)).toEqual([
      'US',
      'GB',
      'CA',
      'AU',
      'DE',
      'FR',
      'ES',
      'IT',
      'JP',
      'KR',
      'IN',
      'BR',
      'MX',
    ]);
    const providers = await tmdb<{
      results: Array<{
        provider_id: number;
        provider_name: string;
        logo_path: string;
        display_priorities: Record<string, number>;
      }>;
    }>(app, '/watch/providers/tv');
    expect(providers.body.results).toContainEqual(
      expect.objectContaining({ provider_id: 8, provider_name: 'Netflix' }),
    );
    expect(providers.body.results[0]?.display_priorities['US']).toBeDefined();
  });

  it('serves a configuration pointing images at /t/p/', async () => {
    const { body } = await tmdb<{ images: { secure_base_url: string } }>(app, '/configuration');
    expect(body.images.secure_base_url).toMatch(/\/t\/p\/$/);
  });
});
