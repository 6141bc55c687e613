/** TV shows with seasons and weekly episodes, spread over ended, running, cancelled and upcoming shows. */
import type { BuildContext } from './context';
import { buildCast, buildCrew, buildProviders, buildVideos } from './extras';
import { popularityFor } from './movies';
import type { PeoplePool } from './people';
import { NETWORKS, TV_GENRES, TV_RATINGS } from './reference';
import { awards, episodeLine, overview, showName, slug, tagline } from './text';
import type { CompanyRec, KeywordRec, SeasonRec, TvRec } from './types';
import { addDays, clamp, hash32, round1, round3 } from './util';

export const FIRST_TV_ID = 20_001;
const SHOWS = 1_050;
const STATUSES = ['Ended', 'Ended', 'Ended', 'Returning Series', 'Returning Series', 'Canceled', 'In Production'];

export interface TvInputs {
  pool: PeoplePool;
  companies: readonly CompanyRec[];
  keywords: readonly KeywordRec[];
}

function seasons(ctx: BuildContext, id: number, first: string, count: number, runtime: number): SeasonRec[] {
  const { faker, prng } = ctx;
  let start = first;
  return Array.from({ length: count }, (_, s) => {
    const n = s + 1;
    const episodes = Array.from({ length: prng.int(6, 13) }, (_e, e) => ({
      id: id * 10_000 + n * 100 + e + 1,
      episode_number: e + 1,
      name: prng.chance(0.1) ? `Episode ${e + 1}` : faker.book.title(),
      overview: prng.chance(0.9) ? episodeLine(ctx) : '',
      air_date: addDays(start, e * 7),
      runtime: clamp(runtime + prng.int(-4, 6), 5, 200),
      vote_average: round1(5.5 + prng.next() * 4),
      vote_count: prng.int(0, 300),
      still_path: prng.chance(0.95) ? `/still-e${id}x${n}x${e + 1}.jpg` : null,
    }));
    const season: SeasonRec = {
      id: id * 100 + n,
      season_number: n,
      name: `Season ${n}`,
      overview: prng.chance(0.5) ? overview(ctx) : '',
      air_date: start,
      poster_path: `/poster-s${id}x${n}.jpg`,
      vote_average: round1(6 + prng.next() * 3.5),
      episodes,
    };
    start = addDays(start, 300 + prng.int(0, 200));
    return season;
  });
}

function firstAirDate(ctx: BuildContext, status: string, count: number): string {
  const span = count * 450;
  if (status === 'In Production') return addDays(ctx.today, ctx.prng.int(1, 150));
  if (status === 'Returning Series') return addDays(ctx.today, -(span - 450) - ctx.prng.int(0, 330));
  return addDays(ctx.today, -span - ctx.prng.int(400, 9000));
}

export function buildShow(ctx: BuildContext, inputs: TvInputs, index: number, name: string): TvRec {
  const { prng } = ctx;
  const writers = inputs.pool.byDepartment.get('Writing') ?? [];
  const id = FIRST_TV_ID + index;
  const status = prng.pick(STATUSES);
  const count = status === 'In Production' ? 1 : 1 + prng.skewed(9, 1.8);
  const first = firstAirDate(ctx, status, count);
  const runtime = prng.pick([22, 24, 30, 42, 45, 50, 55, 60]);
  const allSeasons = seasons(ctx, id, first, count, runtime);
  const aired = allSeasons.flatMap((s) => s.episodes).filter((e) => e.air_date <= ctx.today);
  const genreIds = prng.sample(TV_GENRES, prng.int(1, 3)).map((g) => g.id);
  const votes = aired.length > 0 ? prng.int(5, 20_000) : 0;
  const h = hash32(`art:tv:${name}`);
  const show: TvRec = {
    id,
    imdb_id: ctx.imdb.take(hash32(`tv:${name}`)),
    name,
    original_name: name,
    overview: overview(ctx),
    tagline: tagline(ctx),
    original_language: 'en',
    origin_country: [prng.pick(['US', 'US', 'US', 'GB', 'CA', 'KR', 'JP'])],
    genre_ids: genreIds,
    adult: false,
    popularity: popularityFor(ctx, aired.at(-1)?.air_date ?? first, votes),
    vote_average: votes > 0 ? round3(5 + prng.next() * 4.2) : 0,
    vote_count: votes,
    homepage: prng.chance(0.5) ? `https://www.${slug(name)}.example.com/` : null,
    status,
    poster_path: h % 50 === 11 ? null : `/poster-t${id}.jpg`,
    backdrop_path: h % 20 === 5 ? null : `/backdrop-t${id}.jpg`,
    company_ids: prng.sample(inputs.companies, prng.int(1, 2)).map((c) => c.id),
    keyword_ids: prng.sample(inputs.keywords, prng.int(1, 5)).map((k) => k.id),
    cast: buildCast(ctx, inputs.pool, prng.int(6, 16)),
    crew: buildCrew(ctx, inputs.pool, null),
    videos: buildVideos(ctx, name, first),
    providers: buildProviders(ctx, aired.length > 0),
    trend_day: 0,
    trend_week: 0,
    first_air_date: first,
    last_air_date: aired.at(-1)?.air_date ?? null,
    type: genreIds.includes(10764)
      ? 'Reality'
      : genreIds.includes(99)
        ? 'Documentary'
        : genreIds.includes(10767)
          ? 'Talk Show'
          : 'Scripted',
    episode_run_time: [runtime],
    network_ids: prng.sample(NETWORKS, prng.chance(0.15) ? 2 : 1).map((n) => n.id),
    created_by: [...new Set([writers[prng.skewed(writers.length)], writers[prng.skewed(writers.length)]])]
      .filter((p): p is number => p !== undefined)
      .slice(0, prng.int(1, 2)),
    content_rating: prng.pick(TV_RATINGS),
    tvdb_id: 70_000 + index * 7,
    seasons: allSeasons,
    imdb: {
      rating: votes > 0 ? round1(5 + prng.next() * 4.3) : null,
      votes: votes > 0 ? votes * 6 : null,
      rottenTomatoes: null,
      metascore: null,
      usGross: null,
      rated: 'Not Rated',
      awards: awards(ctx),
    },
  };
  show.trend_day = round3(show.popularity * (0.4 + prng.next()));
  show.trend_week = round3(show.popularity * (0.6 + prng.next() * 0.6));
  return show;
}

/** The episodes of a show's regular seasons (specials, season 0, are not counted, as the movie service does). */
export function episodeTotal(show: TvRec): number {
  return show.seasons.filter((s) => s.season_number > 0).reduce((n, s) => n + s.episodes.length, 0);
}

export function buildShows(ctx: BuildContext, inputs: TvInputs): TvRec[] {
  const shows: TvRec[] = [];
  const taken = new Set<string>();
  while (shows.length < SHOWS) {
    const name = showName(ctx);
    if (taken.has(name.toLowerCase())) continue;
    taken.add(name.toLowerCase());
    shows.push(buildShow(ctx, inputs, shows.length, name));
  }
  return shows;
}
