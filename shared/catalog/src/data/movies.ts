/** Movies: every usable vega row (real facts) plus seeded recent and upcoming releases. */
import type { BuildContext } from './context';
import { buildCast, buildCrew, buildProviders, buildVideos } from './extras';
import type { PeoplePool } from './people';
import { MOVIE_CERTIFICATIONS, MOVIE_GENRES, VEGA_CREATIVE, VEGA_GENRES } from './reference';
import { awards, movieTitle, overview, slug, tagline } from './text';
import type { CompanyRec, ImdbFacts, KeywordRec, MovieRec } from './types';
import { addDays, clamp, daysBetween, hash32, round1, round3 } from './util';
import type { VegaMovie } from './vega';

export const FIRST_MOVIE_ID = 1001;
const GENERATED_MOVIES = 320;
const ADULT_MOVIES = 5;

export interface MovieInputs {
  pool: PeoplePool;
  companies: readonly CompanyRec[];
  keywords: readonly KeywordRec[];
}

/** A deterministic 15% of the vega titles move to recent or upcoming dates, keyed by title. */
function redate(title: string, original: string, today: string): string {
  const h = hash32(`redate:${title}`);
  const bucket = h % 100;
  if (bucket < 8) return addDays(today, -((h >>> 8) % 365));
  if (bucket < 12) return addDays(today, 1 + ((h >>> 8) % 180));
  if (bucket < 15) return addDays(today, -((h >>> 8) % 42));
  return original;
}

export function movieStatus(releaseDate: string, today: string): string {
  if (releaseDate <= today) return 'Released';
  return daysBetween(today, releaseDate) <= 60 ? 'Post Production' : 'In Production';
}

/** Recent and imminent titles are the hot ones, like on the real service. */
export function popularityFor(ctx: BuildContext, date: string, votes: number): number {
  const age = daysBetween(date, ctx.today);
  const base = Math.log10(votes + 10) * 5;
  const recency = age < 0 ? (age > -60 ? 30 : 8) : age < 365 ? 55 * (1 - age / 365) + 5 : 0;
  return round3(1 + base + recency + ctx.prng.next() * 12);
}

function finish(
  ctx: BuildContext,
  inputs: MovieInputs,
  m: Omit<MovieRec, keyof Extras>,
  director: number | null,
): MovieRec {
  const released = m.release_date <= ctx.today;
  const { prng } = ctx;
  return {
    ...m,
    company_ids: prng.sample(inputs.companies, prng.int(1, 3)).map((c) => c.id),
    keyword_ids: prng.sample(inputs.keywords, prng.int(2, 7)).map((k) => k.id),
    cast: buildCast(ctx, inputs.pool, prng.int(8, 22)),
    crew: buildCrew(ctx, inputs.pool, director),
    videos: buildVideos(ctx, m.title, m.release_date),
    providers: buildProviders(ctx, released),
    trend_day: round3(m.popularity * (0.4 + prng.next())),
    trend_week: round3(m.popularity * (0.6 + prng.next() * 0.6)),
  };
}

type Extras = Pick<
  MovieRec,
  'company_ids' | 'keyword_ids' | 'cast' | 'crew' | 'videos' | 'providers' | 'trend_day' | 'trend_week'
>;

function genres(ctx: BuildContext, given: number[]): number[] {
  const ids = new Set(given);
  if (ids.size === 0) ids.add(ctx.prng.pick(MOVIE_GENRES).id);
  if (ctx.prng.chance(0.45)) ids.add(ctx.prng.pick(MOVIE_GENRES.filter((g) => g.id !== 10770)).id);
  return [...ids];
}

function base(ctx: BuildContext, id: number, title: string, date: string, imdb: ImdbFacts, seed: number) {
  const released = date <= ctx.today;
  const votes = released ? (imdb.votes !== null ? Math.round(imdb.votes / 8) : ctx.prng.int(5, 4000)) : 0;
  const rating = imdb.rating ?? 4.5 + ctx.prng.next() * 4;
  const h = hash32(`art:${title}`);
  return {
    id,
    imdb_id: ctx.imdb.take(seed),
    title,
    original_title: title,
    overview: overview(ctx),
    tagline: tagline(ctx),
    original_language: 'en',
    origin_country: ['US'],
    release_date: date,
    adult: false,
    popularity: popularityFor(ctx, date, votes),
    vote_average: released ? round3(clamp(rating + (ctx.prng.next() - 0.5) * 0.6, 1, 10)) : 0,
    vote_count: votes,
    homepage: ctx.prng.chance(0.6) ? `https://www.${slug(title)}.example.com/` : null,
    status: movieStatus(date, ctx.today),
    poster_path: h % 50 === 7 ? null : `/poster-m${id}.jpg`,
    backdrop_path: h % 20 === 3 ? null : `/backdrop-m${id}.jpg`,
  };
}

export function buildVegaMovie(ctx: BuildContext, inputs: MovieInputs, v: VegaMovie, index: number): MovieRec {
  const id = FIRST_MOVIE_ID + index;
  const date = redate(v.title, v.releaseDate, ctx.today);
  const future = date > ctx.today;
  const imdb: ImdbFacts = {
    rating: future ? null : v.imdbRating,
    votes: future ? null : v.imdbVotes,
    rottenTomatoes: future ? null : v.rottenTomatoes,
    metascore:
      !future && v.rottenTomatoes !== null && ctx.prng.chance(0.7) ? Math.round(20 + v.rottenTomatoes * 0.7) : null,
    usGross: future ? null : v.usGross,
    rated: v.rated && (MOVIE_CERTIFICATIONS as readonly string[]).includes(v.rated) ? v.rated : 'Not Rated',
    awards: awards(ctx),
  };
  const given = [...(VEGA_GENRES[v.genre ?? ''] ?? [])];
  const creative = VEGA_CREATIVE[v.creativeType ?? ''];
  if (creative !== undefined) given.push(creative);
  const director = v.director ? inputs.pool.idForName(v.director, 'Directing') : null;
  return finish(
    ctx,
    inputs,
    {
      ...base(ctx, id, v.title, date, imdb, hash32(v.title)),
      genre_ids: genres(ctx, given),
      runtime: v.runtime ?? ctx.prng.int(82, 158),
      budget: v.budget ?? 0,
      revenue: future ? 0 : (v.worldwideGross ?? 0),
      certification: imdb.rated === 'Not Rated' ? '' : imdb.rated,
      imdb,
    },
    director,
  );
}

export function buildGeneratedMovie(
  ctx: BuildContext,
  inputs: MovieInputs,
  id: number,
  title: string,
  adult: boolean,
): MovieRec {
  const { prng } = ctx;
  const date = addDays(ctx.today, prng.int(-730, 365));
  const future = date > ctx.today;
  const rating = round1(4.5 + prng.next() * 4.3);
  const imdb: ImdbFacts = {
    rating: future ? null : rating,
    votes: future ? null : prng.int(50, 250_000),
    rottenTomatoes: future || prng.chance(0.4) ? null : prng.int(10, 100),
    metascore: future || prng.chance(0.5) ? null : prng.int(25, 95),
    usGross: future ? null : prng.int(0, 300_000_000),
    rated: adult ? 'NC-17' : prng.pick(MOVIE_CERTIFICATIONS),
    awards: future ? 'N/A' : awards(ctx),
  };
  const movie = finish(
    ctx,
    inputs,
    {
      ...base(ctx, id, title, date, imdb, hash32(`gen:${title}`)),
      genre_ids: adult ? [18, 10749] : genres(ctx, []),
      runtime: future && prng.chance(0.4) ? null : prng.int(78, 165),
      budget: prng.int(0, 40) * 5_000_000,
      revenue: imdb.usGross !== null ? Math.round(imdb.usGross * (1.2 + prng.next())) : 0,
      certification: imdb.rated,
      imdb,
    },
    null,
  );
  return adult ? { ...movie, adult: true, popularity: round3(0.5 + prng.next()), trend_day: 0, trend_week: 0 } : movie;
}

export function buildMovies(ctx: BuildContext, inputs: MovieInputs, vega: readonly VegaMovie[]): MovieRec[] {
  const movies = vega.map((v, i) => buildVegaMovie(ctx, inputs, v, i));
  const taken = new Set(movies.map((m) => m.title.toLowerCase()));
  const total = GENERATED_MOVIES + ADULT_MOVIES;
  while (movies.length < vega.length + total) {
    const title = movieTitle(ctx);
    if (taken.has(title.toLowerCase())) continue;
    taken.add(title.toLowerCase());
    const adult = movies.length >= vega.length + GENERATED_MOVIES;
    movies.push(buildGeneratedMovie(ctx, inputs, FIRST_MOVIE_ID + movies.length, title, adult));
  }
  return movies;
}
