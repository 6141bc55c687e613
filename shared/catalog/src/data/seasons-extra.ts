/**
 * Seasons the generator's main pass does not draw: specials (season 0) on some shows, and one long-running show
 * (20 seasons, 500 episodes, its last season still airing) for the Seasons section's speed figures. Both are
 * derived from hashes of names, not from the shared random stream, so every other title stays as it was.
 */
import type { BuildContext } from './context';
import type { TvInputs } from './tv';
import { buildShow } from './tv';
import type { EpisodeRec, SeasonRec, TvRec } from './types';
import { addDays, hash32 } from './util';

/** The long-running show's fixed id (beside the hostile titles: low popularity keeps it off the top of lists). */
export const LONG_SHOW_ID = 900_301;
export const LONG_SHOW_NAME = 'The Long Run';
const LONG_SEASONS = 20;
const LONG_EPISODES = 25;

function episode(showId: number, season: number, n: number, airDate: string, runtime: number): EpisodeRec {
  const h = hash32(`episode:${showId}:${season}:${n}`);
  return {
    id: showId * 10_000 + season * 100 + n,
    episode_number: n,
    name: season === 0 ? `Special ${n}` : `Chapter ${(season - 1) * LONG_EPISODES + n}`,
    overview: h % 10 === 0 ? '' : `Episode ${n} of season ${season}: the story goes on.`,
    air_date: airDate,
    runtime: runtime + (h % 7) - 3,
    vote_average: Math.round(55 + (h % 40)) / 10,
    vote_count: h % 300,
    still_path: h % 20 === 0 ? null : `/still-e${showId}x${season}x${n}.jpg`,
  };
}

function specials(show: TvRec, count: number, first: string): SeasonRec {
  const runtime = show.episode_run_time[0] ?? 45;
  return {
    id: show.id * 100,
    season_number: 0,
    name: 'Specials',
    overview: '',
    air_date: first,
    poster_path: `/poster-s${show.id}x0.jpg`,
    vote_average: 0,
    episodes: Array.from({ length: count }, (_, i) => episode(show.id, 0, i + 1, addDays(first, i * 120), runtime)),
  };
}

/** One show in five with an aired episode gets one to three specials, listed first as the movie service does. */
export function withSpecials(show: TvRec): TvRec {
  const h = hash32(`specials:${show.name}`);
  const first = show.seasons[0]?.episodes.at(-1)?.air_date;
  if (h % 5 !== 0 || !first || show.last_air_date === null) return show;
  return { ...show, seasons: [specials(show, 1 + (h % 3), addDays(first, 30)), ...show.seasons] };
}

/** "The Long Run": 20 seasons of 25 weekly episodes, the last one half aired, and three specials. */
export function buildLongShow(ctx: BuildContext, inputs: TvInputs): TvRec {
  const base = buildShow(ctx, inputs, LONG_SHOW_ID - 20_001, LONG_SHOW_NAME);
  // The last season started 12 weeks ago: 13 of its 25 episodes have aired (today's included).
  const lastStart = addDays(ctx.today, -12 * 7);
  const seasons: SeasonRec[] = Array.from({ length: LONG_SEASONS }, (_, s) => {
    const n = s + 1;
    const start = addDays(lastStart, -(LONG_SEASONS - n) * 364);
    return {
      id: LONG_SHOW_ID * 100 + n,
      season_number: n,
      name: `Season ${n}`,
      overview: `Season ${n} of ${LONG_SHOW_NAME}.`,
      air_date: start,
      poster_path: `/poster-s${LONG_SHOW_ID}x${n}.jpg`,
      vote_average: 7.5,
      episodes: Array.from({ length: LONG_EPISODES }, (_e, e) =>
        episode(LONG_SHOW_ID, n, e + 1, addDays(start, e * 7), 44),
      ),
    };
  });
  const first = seasons[0]?.air_date ?? lastStart;
  const show: TvRec = {
    ...base,
    id: LONG_SHOW_ID,
    status: 'Returning Series',
    first_air_date: first,
    last_air_date: ctx.today,
    episode_run_time: [44],
    poster_path: `/poster-t${LONG_SHOW_ID}.jpg`,
    backdrop_path: `/backdrop-t${LONG_SHOW_ID}.jpg`,
    seasons,
    popularity: 0.6,
    trend_day: 0,
    trend_week: 0,
  };
  return { ...show, seasons: [specials(show, 3, addDays(first, 200)), ...seasons] };
}
