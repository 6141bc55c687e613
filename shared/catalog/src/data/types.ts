/** The catalogue's stored records. Compact on purpose: HTTP handlers expand them into TMDB/OMDb shapes. */

export type Kind = 'movie' | 'tv';

export interface CastRec {
  person: number;
  character: string;
  order: number;
  credit: string;
  /** TV: the episodes this person is in (the leads: all of them). */
  episode_count?: number;
}

export interface CrewRec {
  person: number;
  department: string;
  job: string;
  credit: string;
}

export interface VideoRec {
  id: string;
  key: string;
  name: string;
  type: string;
  official: boolean;
  published_at: string;
}

/** Provider ids per monetisation type for one region, as generated (the state on the build's "today"). */
export interface ProviderSet {
  flatrate: number[];
  rent: number[];
  buy: number[];
}

/** Every monetisation type TMDB names, in the order a viewer prefers them. */
export type OfferType = 'flatrate' | 'free' | 'ads' | 'rent' | 'buy';

/** Provider ids per monetisation type for one region on one date (the generated set plus the schedule). */
export type Offers = Record<OfferType, number[]>;

export interface ImdbFacts {
  rating: number | null;
  votes: number | null;
  rottenTomatoes: number | null;
  metascore: number | null;
  usGross: number | null;
  rated: string;
  awards: string;
}

interface MediaBase {
  id: number;
  imdb_id: string;
  overview: string;
  tagline: string;
  original_language: string;
  origin_country: string[];
  genre_ids: number[];
  adult: boolean;
  popularity: number;
  vote_average: number;
  vote_count: number;
  homepage: string | null;
  status: string;
  poster_path: string | null;
  backdrop_path: string | null;
  company_ids: number[];
  keyword_ids: number[];
  cast: CastRec[];
  crew: CrewRec[];
  videos: VideoRec[];
  providers: Record<string, ProviderSet>;
  /** Trending scores; higher is hotter. */
  trend_day: number;
  trend_week: number;
}

export interface MovieRec extends MediaBase {
  title: string;
  original_title: string;
  release_date: string;
  runtime: number | null;
  budget: number;
  revenue: number;
  /** US certification, e.g. PG-13 ('' when unrated). */
  certification: string;
  imdb: ImdbFacts;
}

export interface EpisodeRec {
  id: number;
  episode_number: number;
  name: string;
  overview: string;
  air_date: string;
  runtime: number;
  vote_average: number;
  vote_count: number;
  still_path: string | null;
}

export interface SeasonRec {
  id: number;
  season_number: number;
  name: string;
  overview: string;
  air_date: string;
  poster_path: string | null;
  vote_average: number;
  episodes: EpisodeRec[];
}

export interface TvRec extends MediaBase {
  name: string;
  original_name: string;
  first_air_date: string;
  /** null until the first episode has aired. */
  last_air_date: string | null;
  type: string;
  episode_run_time: number[];
  network_ids: number[];
  created_by: number[];
  /** US content rating, e.g. TV-MA. */
  content_rating: string;
  tvdb_id: number;
  seasons: SeasonRec[];
  imdb: ImdbFacts;
}

export interface PersonRec {
  id: number;
  name: string;
  gender: 0 | 1 | 2 | 3;
  birthday: string | null;
  deathday: string | null;
  place_of_birth: string | null;
  biography: string;
  known_for_department: string;
  popularity: number;
  profile_path: string | null;
  imdb_id: string;
  also_known_as: string[];
  homepage: string | null;
  adult: boolean;
}

export interface CompanyRec {
  id: number;
  name: string;
  logo_path: string | null;
  origin_country: string;
}

export interface NetworkRec {
  id: number;
  name: string;
  logo_path: string;
  origin_country: string;
}

export interface ProviderRec {
  provider_id: number;
  provider_name: string;
  logo_path: string;
  display_priority: number;
  /** Which monetisation types this provider offers. */
  kinds: OfferType[];
  /** The regions it serves; absent = every region. */
  regions?: readonly string[];
}

export interface KeywordRec {
  id: number;
  name: string;
}

/** A series of films (TMDB's collection): parts in release order. */
export interface CollectionRec {
  id: number;
  name: string;
  overview: string;
  poster_path: string | null;
  backdrop_path: string | null;
  /** Movie ids, in release order. */
  parts: number[];
}

/** A credit that appears on a day after the build's "today" (see data/announce.ts). */
export interface AnnouncementRec {
  person: number;
  kind: Kind;
  id: number;
  /** Days after the build's "today": from this day on, both the title and the person list the credit. */
  day: number;
  character: string;
  credit: string;
}

export interface CatalogData {
  /** Bumped whenever generation changes, so stale caches are rebuilt. */
  version: number;
  /** The reference "today" (YYYY-MM-DD) every relative date was computed from. */
  today: string;
  movies: MovieRec[];
  tv: TvRec[];
  people: PersonRec[];
  companies: CompanyRec[];
  networks: NetworkRec[];
  providers: ProviderRec[];
  keywords: KeywordRec[];
  collections: CollectionRec[];
  announcements: AnnouncementRec[];
}
