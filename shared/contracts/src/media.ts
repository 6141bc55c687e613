/** Entities of the movie service (TMDB), in the service's own field names. */

export type MediaType = 'movie' | 'tv';

export interface Genre {
  id: number;
  name: string;
}

export interface ProductionCompany {
  id: number;
  name: string;
  logo_path: string | null;
  origin_country?: string;
}

export interface Person {
  id: number;
  name: string;
  profile_path: string | null;
  character?: string;
  job?: string;
  department?: string;
  popularity: number;
  known_for_department?: string;
  credit_id?: string;
  order?: number;
}

export interface Video {
  id?: string;
  key: string;
  name?: string;
  site: string;
  type: string;
  official?: boolean;
  published_at?: string;
}

export interface Paged<T> {
  page: number;
  results: T[];
  total_pages: number;
  total_results: number;
}

/** A movie, TV show or (in multi search) person as lists and detail calls return them. */
export interface Title {
  id: number;
  title?: string;
  name?: string;
  original_title?: string;
  original_name?: string;
  overview?: string;
  poster_path?: string | null;
  backdrop_path?: string | null;
  release_date?: string;
  first_air_date?: string;
  last_air_date?: string;
  vote_average?: number;
  vote_count?: number;
  popularity?: number;
  genre_ids?: number[];
  genres?: Genre[];
  media_type?: MediaType | 'person';
  adult?: boolean;
  original_language?: string;
  runtime?: number | null;
  episode_run_time?: number[];
  number_of_seasons?: number;
  number_of_episodes?: number;
  status?: string;
  tagline?: string;
  homepage?: string | null;
  imdb_id?: string | null;
  production_companies?: ProductionCompany[];
  credits?: { cast: Person[]; crew: Person[] };
  videos?: { results: Video[] };
  similar?: Paged<Title>;
  recommendations?: Paged<Title>;
  seasons?: Season[];
  /** TV: the latest episode aired and the next one announced (null when none). */
  last_episode_to_air?: Episode | null;
  next_episode_to_air?: Episode | null;
  /** person results of /search/multi */
  profile_path?: string | null;
  known_for_department?: string;
  /** A movie that is part of a series of films (null when it is not). */
  belongs_to_collection?: CollectionRef | null;
}

/** The series of films a movie belongs to, as movie details name it. */
export interface CollectionRef {
  id: number;
  name: string;
  poster_path: string | null;
  backdrop_path: string | null;
}

/** /collection/{id}: a series of films and its parts (movies, in the service's order). */
export interface Collection extends CollectionRef {
  overview: string;
  parts: Title[];
}

/** One credit of a person: the title, plus their character (cast) or department and job (crew). */
export interface PersonCredit extends Title {
  media_type: MediaType;
  credit_id: string;
  character?: string;
  department?: string;
  job?: string;
  /** TV: the episodes the person is credited in. */
  episode_count?: number;
  order?: number;
}

/** /person/{id} with movie_credits, tv_credits and images appended; the credits carry their media_type. */
export interface PersonDetails {
  id: number;
  name: string;
  profile_path: string | null;
  biography: string;
  birthday: string | null;
  deathday: string | null;
  place_of_birth: string | null;
  known_for_department: string;
  also_known_as: string[];
  popularity: number;
  imdb_id: string | null;
  homepage: string | null;
  gender: number;
  /** Movie and TV credits together, each with its media_type. */
  credits: { cast: PersonCredit[]; crew: PersonCredit[] };
  images: { profiles: Array<{ file_path: string; width: number; height: number }> };
}

export interface Season {
  id: number;
  name: string;
  overview: string;
  air_date: string | null;
  episode_count?: number;
  poster_path: string | null;
  season_number: number;
  episodes?: Episode[];
}

export interface Episode {
  id: number;
  name: string;
  overview: string;
  air_date: string | null;
  episode_number: number;
  season_number: number;
  runtime: number | null;
  still_path: string | null;
  vote_average: number;
  vote_count: number;
}

export interface WatchProvider {
  provider_id: number;
  provider_name: string;
  logo_path: string | null;
  display_priority: number;
}

export interface WatchProviderCountry {
  link: string;
  flatrate?: WatchProvider[];
  free?: WatchProvider[];
  ads?: WatchProvider[];
  rent?: WatchProvider[];
  buy?: WatchProvider[];
}

export interface WatchProvidersResponse {
  id: number;
  results: Record<string, WatchProviderCountry>;
}

/** /find/{external_id}: what an outside id (imdb_id, tvdb_id) names; the service always sends the five arrays. */
export interface FindResults {
  movie_results: Title[];
  tv_results: Title[];
  person_results: Array<Person & { known_for?: Title[] }>;
  tv_episode_results: Array<Episode & { show_id: number }>;
  tv_season_results: Array<Season & { show_id: number }>;
}

/** Fields of the extra-ratings service (OMDb). */
export interface OmdbRating {
  Source: string;
  Value: string;
}

export interface OmdbTitle {
  Response: 'True' | 'False';
  Error?: string;
  Title?: string;
  Year?: string;
  imdbID?: string;
  imdbRating?: string;
  imdbVotes?: string;
  Ratings?: OmdbRating[];
  Plot?: string;
  Awards?: string;
  BoxOffice?: string;
}
