/** Lists: trending, popular, top rated, upcoming, now playing, genres, watch providers, configuration. */
import type { Hono } from 'hono';
import { genreList } from '../data/genre-names';
import { MOVIE_GENRES, REGIONS, TV_GENRES } from '../data/reference';
import type { CatalogStore, Window } from '../store/store';
import { invalidParam, notFound } from './errors';
import { paginate, pageParam } from './params';
import type { Query } from './params';
import { mediaItem, movieItem, personItem, tvItem } from './shapes';

const TRENDING_TYPES = new Set(['all', 'movie', 'tv', 'person']);

export function registerListRoutes(app: Hono, store: CatalogStore): void {
  const page = (c: { req: { query: (n: string) => string | undefined } }): number =>
    pageParam(((n) => c.req.query(n)) as Query);

  app.get('/3/trending/:type/:window', (c) => {
    const type = c.req.param('type');
    const window = c.req.param('window');
    if (!TRENDING_TYPES.has(type) || (window !== 'day' && window !== 'week')) throw notFound();
    const entries = store.trending(type as 'all' | 'movie' | 'tv' | 'person', window as Window);
    return c.json(
      paginate(entries, page(c), (e) =>
        e.kind === 'person' ? personItem(e.rec as never, store, true) : mediaItem(e.rec as never, true),
      ),
    );
  });

  app.get('/3/movie/popular', (c) => c.json(paginate(store.popularMovies, page(c), movieItem)));
  app.get('/3/movie/top_rated', (c) => c.json(paginate(store.topRatedMovies, page(c), movieItem)));
  app.get('/3/tv/popular', (c) => c.json(paginate(store.popularShows, page(c), tvItem)));
  app.get('/3/tv/top_rated', (c) => c.json(paginate(store.topRatedShows, page(c), tvItem)));
  app.get('/3/person/popular', (c) => c.json(paginate(store.popularPeople, page(c), (p) => personItem(p, store))));
  for (const [path, list] of [
    ['upcoming', () => store.upcoming()],
    ['now_playing', () => store.nowPlaying()],
  ] as const) {
    app.get(`/3/movie/${path}`, (c) => {
      const { minimum, maximum, results } = list();
      return c.json({ dates: { maximum, minimum }, ...paginate(results, page(c), movieItem) });
    });
  }

  app.get('/3/genre/movie/list', (c) => c.json({ genres: genreList(MOVIE_GENRES, c.req.query('language')) }));
  app.get('/3/genre/tv/list', (c) => c.json({ genres: genreList(TV_GENRES, c.req.query('language')) }));

  app.get('/3/watch/providers/regions', (c) => c.json({ results: REGIONS }));
  app.get('/3/watch/providers/:type{movie|tv}', (c) => {
    // Like TMDB: every provider, or with watch_region only those serving that region.
    const raw = c.req.query('watch_region');
    if (raw !== undefined && raw !== '' && !/^[A-Za-z]{2}$/.test(raw))
      throw invalidParam('watch_region must be a two-letter country code');
    const region = raw ? raw.toUpperCase() : undefined;
    const served = (regions: readonly string[] | undefined) =>
      REGIONS.map((r) => r.iso_3166_1).filter((code) => !regions || regions.includes(code));
    return c.json({
      results: store.providerList
        .filter((p) => region === undefined || served(p.regions).includes(region))
        .map((p) => ({
          display_priorities: Object.fromEntries(served(p.regions).map((code) => [code, p.display_priority])),
          display_priority: p.display_priority,
          logo_path: p.logo_path,
          provider_name: p.provider_name,
          provider_id: p.provider_id,
        })),
    });
  });

  app.get('/3/configuration', (c) => {
    const base = `${new URL(c.req.url).origin}/t/p/`;
    return c.json({
      change_keys: [],
      images: {
        base_url: base.replace(/^https?:/, 'http:'),
        secure_base_url: base,
        backdrop_sizes: ['w300', 'w780', 'w1280', 'original'],
        logo_sizes: ['w45', 'w92', 'w154', 'w185', 'w300', 'w500', 'original'],
        poster_sizes: ['w92', 'w154', 'w185', 'w342', 'w500', 'w780', 'original'],
        profile_sizes: ['w45', 'w185', 'h632', 'original'],
        still_sizes: ['w92', 'w185', 'w300', 'original'],
      },
    });
  });
}
