/** An OMDb-compatible endpoint at /omdb/: lookups by imdb id (i), title (t) and search (s). */
import type { Hono } from 'hono';
import type { Context } from 'hono';
import type { MovieRec, TvRec } from '../data/types';
import { MOVIE_GENRES, TV_GENRES } from '../data/reference';
import { matchScore, normalize } from '../store/normalize';
import type { CatalogStore, Media } from '../store/store';
import { dateOf, runtimeOf } from './discover-filters';

const NOT_FOUND = { Response: 'False', Error: 'Movie not found!' };
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const genreName = new Map([...MOVIE_GENRES, ...TV_GENRES].map((g) => [g.id, g.name]));
const na = (v: string | null | undefined): string => (v === null || v === undefined || v === '' ? 'N/A' : v);

const isMovie = (m: Media): m is MovieRec => 'title' in m;
const titleOf = (m: Media): string => (isMovie(m) ? m.title : m.name);
const yearOf = (m: Media): string => {
  const start = dateOf(m).slice(0, 4);
  if (isMovie(m)) return start;
  const s = m as TvRec;
  return s.status === 'Ended' || s.status === 'Canceled'
    ? `${start}–${(s.last_air_date ?? s.first_air_date).slice(0, 4)}`
    : `${start}–`;
};

function poster(origin: string, m: Media): string {
  return m.poster_path ? `${origin}/t/p/w300${m.poster_path}` : 'N/A';
}

function record(store: CatalogStore, m: Media, origin: string, plot: string) {
  const { imdb } = m;
  const people = (list: ReadonlyArray<{ person: number }>, n: number) =>
    na(
      list
        .slice(0, n)
        .map((c) => store.people.get(c.person)?.name)
        .filter(Boolean)
        .join(', '),
    );
  const [y = '', mo = '1', d = ''] = dateOf(m).split('-');
  const ratings = [
    ...(imdb.rating !== null ? [{ Source: 'Internet Movie Database', Value: `${imdb.rating.toFixed(1)}/10` }] : []),
    ...(imdb.rottenTomatoes !== null ? [{ Source: 'Rotten Tomatoes', Value: `${imdb.rottenTomatoes}%` }] : []),
    ...(imdb.metascore !== null ? [{ Source: 'Metacritic', Value: `${imdb.metascore}/100` }] : []),
  ];
  const runtime = runtimeOf(m);
  return {
    Title: titleOf(m),
    Year: yearOf(m),
    Rated: na(isMovie(m) ? imdb.rated : (m as TvRec).content_rating),
    Released: `${d} ${MONTHS[Number(mo) - 1] ?? 'Jan'} ${y}`,
    Runtime: runtime === null ? 'N/A' : `${runtime} min`,
    Genre: na(
      m.genre_ids
        .map((g) => genreName.get(g))
        .filter(Boolean)
        .join(', '),
    ),
    Director: people(
      m.crew.filter((c) => c.job === 'Director'),
      2,
    ),
    Writer: people(
      m.crew.filter((c) => c.department === 'Writing'),
      3,
    ),
    Actors: people(m.cast, 3),
    Plot: na(plot === 'full' ? m.overview : (m.overview.split(/(?<=\.)\s/)[0] ?? m.overview)),
    Language: 'English',
    Country: na(m.origin_country.join(', ')),
    Awards: imdb.awards,
    Poster: poster(origin, m),
    Ratings: ratings,
    Metascore: imdb.metascore === null ? 'N/A' : String(imdb.metascore),
    imdbRating: imdb.rating === null ? 'N/A' : imdb.rating.toFixed(1),
    imdbVotes: imdb.votes === null ? 'N/A' : imdb.votes.toLocaleString('en-US'),
    imdbID: m.imdb_id,
    Type: isMovie(m) ? 'movie' : 'series',
    DVD: 'N/A',
    BoxOffice: imdb.usGross === null ? 'N/A' : `$${imdb.usGross.toLocaleString('en-US')}`,
    Production: 'N/A',
    Website: 'N/A',
    Response: 'True',
    ...(isMovie(m) ? {} : { totalSeasons: String((m as TvRec).seasons.filter((s) => s.season_number > 0).length) }),
  };
}

function candidates(store: CatalogStore, type: string | undefined): Media[] {
  if (type === 'movie') return [...store.popularMovies];
  if (type === 'series') return [...store.popularShows];
  if (type === 'episode') return [];
  return [...store.popularMovies, ...store.popularShows];
}

function handle(c: Context, store: CatalogStore) {
  const q = (n: string): string | undefined => c.req.query(n);
  if (!q('apikey')) return c.json({ Response: 'False', Error: 'No API key provided.' }, 401);
  const origin = new URL(c.req.url).origin;
  const y = q('y');
  const fits = (m: Media): boolean => !y || dateOf(m).startsWith(y);
  const id = q('i');
  if (id) {
    if (!/^tt\d{7,8}$/.test(id)) return c.json({ Response: 'False', Error: 'Incorrect IMDb ID.' });
    const m = store.byImdb.get(id);
    return c.json(m ? record(store, m, origin, q('plot') ?? 'short') : NOT_FOUND);
  }
  const title = q('t');
  if (title !== undefined) {
    const needle = normalize(title);
    const m = candidates(store, q('type')).find((x) => fits(x) && store.searchNames.get(x) === needle);
    return c.json(m ? record(store, m, origin, q('plot') ?? 'short') : NOT_FOUND);
  }
  const s = q('s');
  if (s !== undefined) {
    const needle = normalize(s);
    if (needle.length < 2)
      return c.json({ Response: 'False', Error: needle ? 'Too many results.' : 'Incorrect IMDb ID.' });
    const hits = candidates(store, q('type'))
      .map((m) => ({ m, score: matchScore(store.searchNames.get(m) ?? '', needle) }))
      .filter((h) => h.score > 0 && fits(h.m))
      .sort((a, b) => b.score - a.score || b.m.popularity - a.m.popularity || a.m.id - b.m.id);
    const page = Number(q('page') ?? '1');
    if (!Number.isInteger(page) || page < 1 || page > 100)
      return c.json({ Response: 'False', Error: 'Invalid page number.' });
    const slice = hits.slice((page - 1) * 10, page * 10);
    if (slice.length === 0) return c.json(NOT_FOUND);
    return c.json({
      Search: slice.map(({ m }) => ({
        Title: titleOf(m),
        Year: yearOf(m),
        imdbID: m.imdb_id,
        Type: isMovie(m) ? 'movie' : 'series',
        Poster: poster(origin, m),
      })),
      totalResults: String(hits.length),
      Response: 'True',
    });
  }
  return c.json({ Response: 'False', Error: 'Incorrect IMDb ID.' });
}

export function registerOmdbRoutes(app: Hono, store: CatalogStore): void {
  app.get('/omdb', (c) => handle(c, store));
  app.get('/omdb/', (c) => handle(c, store));
}
