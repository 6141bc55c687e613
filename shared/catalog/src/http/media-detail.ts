/** Detail bodies: /movie/{id}, /tv/{id}, seasons and episodes, with append_to_response. */
import type { CollectionRec, EpisodeRec, Kind, MovieRec, SeasonRec, TvRec } from '../data/types';
import { genreNamer } from '../data/genre-names';
import type { CatalogStore, Media } from '../store/store';
import { notFound } from './errors';
import { MOVIE_SUBS, TV_SUBS } from './media-subs';

/** A title's genres, named in the asked language. */
const genres = (ids: readonly number[], language: string | undefined) => {
  const name = genreNamer(language);
  return ids.map((id) => ({ id, name: name(id) }));
};
const LANG = [{ english_name: 'English', iso_639_1: 'en', name: 'English' }];

function companies(store: CatalogStore, ids: readonly number[]) {
  return ids
    .map((id) => store.companies.get(id))
    .filter((c) => c !== undefined)
    .map((c) => ({ id: c.id, logo_path: c.logo_path, name: c.name, origin_country: c.origin_country }));
}

function collectionRef(c: CollectionRec | undefined) {
  return c ? { id: c.id, name: c.name, poster_path: c.poster_path, backdrop_path: c.backdrop_path } : null;
}

function movieBody(store: CatalogStore, m: MovieRec, language: string | undefined) {
  return {
    adult: m.adult,
    backdrop_path: m.backdrop_path,
    belongs_to_collection: collectionRef(store.collectionOf.get(m.id)),
    budget: m.budget,
    genres: genres(m.genre_ids, language),
    homepage: m.homepage,
    id: m.id,
    imdb_id: m.imdb_id,
    origin_country: m.origin_country,
    original_language: m.original_language,
    original_title: m.original_title,
    overview: m.overview,
    popularity: m.popularity,
    poster_path: m.poster_path,
    production_companies: companies(store, m.company_ids),
    production_countries: [{ iso_3166_1: 'US', name: 'United States of America' }],
    release_date: m.release_date,
    revenue: m.revenue,
    runtime: m.runtime,
    spoken_languages: LANG,
    status: m.status,
    tagline: m.tagline,
    title: m.title,
    video: false,
    vote_average: m.vote_average,
    vote_count: m.vote_count,
  };
}

export function episodeSummary(show: TvRec, season: SeasonRec, e: EpisodeRec) {
  return {
    id: e.id,
    name: e.name,
    overview: e.overview,
    vote_average: e.vote_average,
    vote_count: e.vote_count,
    air_date: e.air_date,
    episode_number: e.episode_number,
    episode_type: e.episode_number === 1 ? 'standard' : 'standard',
    production_code: '',
    runtime: e.runtime,
    season_number: season.season_number,
    show_id: show.id,
    still_path: e.still_path,
  };
}

function tvBody(store: CatalogStore, s: TvRec, language: string | undefined) {
  // As the movie service counts them: specials (season 0) are listed but not counted or announced.
  const regular = s.seasons.filter((season) => season.season_number > 0);
  const episodes = regular.flatMap((season) => season.episodes.map((e) => ({ season, e })));
  const last = episodes.filter(({ e }) => e.air_date <= store.today).at(-1);
  const next = episodes.find(({ e }) => e.air_date > store.today);
  return {
    adult: s.adult,
    backdrop_path: s.backdrop_path,
    created_by: s.created_by
      .map((id) => store.people.get(id))
      .filter((p) => p !== undefined)
      .map((p) => ({
        id: p.id,
        credit_id: `cb${s.id}x${p.id}`,
        name: p.name,
        original_name: p.name,
        gender: p.gender,
        profile_path: p.profile_path,
      })),
    episode_run_time: s.episode_run_time,
    first_air_date: s.first_air_date,
    genres: genres(s.genre_ids, language),
    homepage: s.homepage,
    id: s.id,
    in_production: s.status === 'Returning Series' || s.status === 'In Production',
    languages: ['en'],
    last_air_date: s.last_air_date,
    last_episode_to_air: last ? episodeSummary(s, last.season, last.e) : null,
    name: s.name,
    next_episode_to_air: next ? episodeSummary(s, next.season, next.e) : null,
    networks: s.network_ids.map((id) => store.networks.get(id)).filter((n) => n !== undefined),
    number_of_episodes: episodes.length,
    number_of_seasons: regular.length,
    origin_country: s.origin_country,
    original_language: s.original_language,
    original_name: s.original_name,
    overview: s.overview,
    popularity: s.popularity,
    poster_path: s.poster_path,
    production_companies: companies(store, s.company_ids),
    production_countries: [],
    seasons: s.seasons.map((season) => ({
      air_date: season.air_date,
      episode_count: season.episodes.length,
      id: season.id,
      name: season.name,
      overview: season.overview,
      poster_path: season.poster_path,
      season_number: season.season_number,
      vote_average: season.vote_average,
    })),
    spoken_languages: LANG,
    status: s.status,
    tagline: s.tagline,
    type: s.type,
    vote_average: s.vote_average,
    vote_count: s.vote_count,
  };
}

export function seasonBody(show: TvRec, n: number) {
  const season = show.seasons.find((s) => s.season_number === n);
  if (!season) throw notFound();
  return {
    _id: `s${season.id}`,
    air_date: season.air_date,
    episodes: season.episodes.map((e) => ({ ...episodeSummary(show, season, e), crew: [], guest_stars: [] })),
    name: season.name,
    overview: season.overview,
    id: season.id,
    poster_path: season.poster_path,
    season_number: season.season_number,
    vote_average: season.vote_average,
  };
}

export function episodeBody(show: TvRec, n: number, m: number) {
  const season = show.seasons.find((s) => s.season_number === n);
  const e = season?.episodes.find((x) => x.episode_number === m);
  if (!season || !e) throw notFound();
  const { show_id: _show, episode_type: _type, ...rest } = episodeSummary(show, season, e);
  return { ...rest, crew: [], guest_stars: [] };
}

/** Detail (genres named in `language`) plus each known append_to_response entry; unknown ones are ignored, as TMDB does. */
export function detail(store: CatalogStore, kind: Kind, rec: Media, append: string | undefined, language?: string) {
  const body: Record<string, unknown> =
    kind === 'movie' ? movieBody(store, rec as MovieRec, language) : tvBody(store, rec as TvRec, language);
  const subs = kind === 'movie' ? MOVIE_SUBS : TV_SUBS;
  for (const name of (append ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .slice(0, 20)) {
    const sub = subs[name];
    if (sub) body[name] = sub({ store, kind, rec, page: 1 });
    const season = /^season\/(\d+)$/.exec(name);
    if (kind === 'tv' && season) {
      try {
        body[name] = seasonBody(rec as TvRec, Number(season[1]));
      } catch {
        // TMDB leaves out an appended season that does not exist
      }
    }
  }
  return body;
}
