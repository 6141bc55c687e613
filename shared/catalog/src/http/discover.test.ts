import fc from 'fast-check';
import type { Hono } from 'hono';
import type { MovieRec, TvRec } from '../data/types';
import { normalize } from '../store/normalize';
import type { CatalogStore } from '../store/store';
import { fixtureStore } from '../testing/fixture';
import { tmdb } from '../testing/request';
import type { PagedBody } from '../testing/request';
import { createCatalogApp } from './app';

let app: Hono;
let store: CatalogStore;
beforeAll(() => {
  store = fixtureStore();
  app = createCatalogApp({ store });
});

const MOVIE_GENRES = [28, 12, 16, 35, 80, 99, 18, 10751, 14, 36, 27, 10402, 9648, 10749, 878, 53, 10752, 37];
const PROVIDERS = [8, 9, 337, 15, 2, 3, 10];
const REGIONS = ['US', 'GB', 'DE', 'JP', 'BR'];
type Ids = { id: number };

const movieFilters = fc.record(
  {
    with_genres: fc.oneof(
      fc.uniqueArray(fc.constantFrom(...MOVIE_GENRES), { minLength: 1, maxLength: 2 }).map((g) => g.join(',')),
      fc.uniqueArray(fc.constantFrom(...MOVIE_GENRES), { minLength: 1, maxLength: 3 }).map((g) => g.join('|')),
    ),
    'primary_release_date.gte': fc.integer({ min: 1950, max: 2026 }).map((y) => `${y}-01-01`),
    'release_date.lte': fc.integer({ min: 1970, max: 2027 }).map((y) => `${y}-06-30`),
    'vote_average.gte': fc.integer({ min: 0, max: 90 }).map((n) => String(n / 10)),
    'vote_average.lte': fc.integer({ min: 50, max: 100 }).map((n) => String(n / 10)),
    'vote_count.gte': fc.constantFrom('0', '10', '500'),
    'with_runtime.gte': fc.integer({ min: 0, max: 150 }).map(String),
    'with_runtime.lte': fc.integer({ min: 90, max: 300 }).map(String),
    with_watch_providers: fc
      .uniqueArray(fc.constantFrom(...PROVIDERS), { minLength: 1, maxLength: 2 })
      .map((p) => p.join('|')),
    watch_region: fc.constantFrom(...REGIONS),
    sort_by: fc.constantFrom(
      'popularity.desc',
      'popularity.asc',
      'vote_average.desc',
      'vote_average.asc',
      'release_date.desc',
      'release_date.asc',
      'title.asc',
      'title.desc',
      'primary_release_date.desc',
      'vote_count.desc',
    ),
    page: fc.integer({ min: 1, max: 3 }).map(String),
  },
  { requiredKeys: [] },
);

function satisfies(m: MovieRec, f: Record<string, string | undefined>): boolean {
  const groups = (raw: string | undefined) => raw?.split(',').map((g) => g.split('|').map(Number));
  const all = (raw: string | undefined, values: number[]) =>
    (groups(raw) ?? []).every((any) => any.some((v) => values.includes(v)));
  const num = (k: string) => (f[k] === undefined ? undefined : Number(f[k]));
  const region = m.providers[f['watch_region'] ?? 'US'];
  const providerIds = region ? [...region.flatrate, ...region.rent, ...region.buy] : [];
  return (
    !m.adult &&
    all(f['with_genres'], m.genre_ids) &&
    (f['with_watch_providers'] === undefined || all(f['with_watch_providers'], providerIds)) &&
    (f['primary_release_date.gte'] === undefined || m.release_date >= f['primary_release_date.gte']) &&
    (f['release_date.lte'] === undefined || m.release_date <= f['release_date.lte']) &&
    m.vote_average >= (num('vote_average.gte') ?? 0) &&
    m.vote_average <= (num('vote_average.lte') ?? 10) &&
    m.vote_count >= (num('vote_count.gte') ?? 0) &&
    (num('with_runtime.gte') === undefined || (m.runtime !== null && m.runtime >= (num('with_runtime.gte') ?? 0))) &&
    (num('with_runtime.lte') === undefined || (m.runtime !== null && m.runtime <= (num('with_runtime.lte') ?? 0)))
  );
}

describe('/discover/movie', () => {
  it('every result satisfies every filter (property)', async () => {
    await fc.assert(
      fc.asyncProperty(movieFilters, async (filters) => {
        const { status, body } = await tmdb<PagedBody<Ids>>(app, `/discover/movie?${new URLSearchParams(filters)}`);
        expect(status).toBe(200);
        for (const r of body.results) expect(satisfies(store.movies.get(r.id) as MovieRec, filters)).toBe(true);
      }),
      { numRuns: 60, seed: 7 },
    );
  });

  it('finds exactly the matching movies (total_results)', async () => {
    const filters = { with_genres: '28,12', 'vote_average.gte': '6' };
    const { body } = await tmdb<PagedBody<Ids>>(app, `/discover/movie?${new URLSearchParams(filters)}`);
    expect(body.total_results).toBe(store.popularMovies.filter((m) => satisfies(m, filters)).length);
    expect(body.total_results).toBeGreaterThan(0);
  });

  it.each([
    ['popularity.desc', (m: MovieRec) => m.popularity, -1],
    ['vote_average.asc', (m: MovieRec) => m.vote_average, 1],
    ['release_date.desc', (m: MovieRec) => m.release_date, -1],
    ['title.asc', (m: MovieRec) => normalize(m.title), 1],
  ] as const)('sorts by %s', async (sort, key, dir) => {
    const { body } = await tmdb<PagedBody<Ids>>(app, `/discover/movie?sort_by=${sort}&with_genres=18`);
    const values = body.results.map((r) => key(store.movies.get(r.id) as MovieRec));
    const sorted = [...values].sort((a, b) => (a < b ? -dir : a > b ? dir : 0));
    expect(values).toEqual(sorted);
  });

  it('filters by year and keywords, and only includes adult titles on request', async () => {
    const year = await tmdb<PagedBody<Ids & { release_date: string }>>(
      app,
      '/discover/movie?primary_release_year=1999',
    );
    expect(year.body.results.every((r) => r.release_date.startsWith('1999'))).toBe(true);
    const kw = await tmdb<PagedBody<Ids>>(app, '/discover/movie?with_keywords=9715');
    expect(kw.body.results.every((r) => store.movies.get(r.id)?.keyword_ids.includes(9715))).toBe(true);
    const adult = await tmdb<PagedBody<Ids & { adult: boolean }>>(
      app,
      '/discover/movie?include_adult=true&sort_by=popularity.asc',
    );
    expect(adult.body.results.some((r) => r.adult)).toBe(true);
  });

  it.each([
    'sort_by=rating.desc',
    'vote_average.gte=high',
    'primary_release_date.gte=2020-13-45',
    'with_genres=action',
  ])('rejects %s with 422', async (q) => {
    const { status, body } = await tmdb(app, `/discover/movie?${q}`);
    expect(status).toBe(422);
    expect(body['errors']).toHaveLength(1);
  });
});

describe('/discover/tv', () => {
  it('every result matches networks, genres and first air dates (property)', async () => {
    const networks = [213, 49, 2739, 1024, 4, 19];
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            with_networks: fc.constantFrom(...networks).map(String),
            with_genres: fc.constantFrom('18', '35', '10765', '18|35'),
            'first_air_date.gte': fc.integer({ min: 1980, max: 2026 }).map((y) => `${y}-01-01`),
            sort_by: fc.constantFrom('first_air_date.desc', 'name.asc', 'vote_average.desc', 'popularity.desc'),
          },
          { requiredKeys: [] },
        ),
        async (filters) => {
          const { body } = await tmdb<PagedBody<Ids>>(app, `/discover/tv?${new URLSearchParams(filters)}`);
          for (const r of body.results) {
            const s = store.shows.get(r.id) as TvRec;
            if (filters.with_networks) expect(s.network_ids).toContain(Number(filters.with_networks));
            if (filters.with_genres)
              expect(
                filters.with_genres
                  .split('|')
                  .map(Number)
                  .some((g) => s.genre_ids.includes(g)),
              ).toBe(true);
            if (filters['first_air_date.gte']) expect(s.first_air_date >= filters['first_air_date.gte']).toBe(true);
          }
        },
      ),
      { numRuns: 40, seed: 11 },
    );
  });
});
