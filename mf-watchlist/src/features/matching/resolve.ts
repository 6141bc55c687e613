import { t } from '@lingui/core/macro';
import { findByExternalId, getMovieDetails, getTvDetails, isApiError, searchMovies, searchTv } from '@reelist/api';
import type { ExternalSource, RequestOptions } from '@reelist/api';
import type { FindResults, MediaType, Paged, Title } from '@reelist/contracts';
import { yearNumberOf } from '@reelist/domain';
import type { SourceRecord } from '../../lib/source-types';
import { idKindOf, isEpisodeRow, normaliseTitle, showTitleOf } from './lookup-key';
import type { IdKind } from './lookup-key';
import type { MatchedTitle, MatchResult } from './types';

export interface ResolveOptions {
  signal?: AbortSignal;
  /** Awaited before each request to the movie service: matchRecords paces requests with it. */
  beforeRequest?: () => Promise<void>;
}

/** How many near misses an ambiguous title search offers when no result has the title. */
export const MAX_CANDIDATES = 5;

/** A catalogue title as the matcher keeps it; shows use `name`, `original_name` and `first_air_date`. */
export function matchedTitleOf(title: Title, media: MediaType): MatchedTitle {
  const tv = media === 'tv';
  const original = tv ? title.original_name : title.original_title;
  const date = (tv ? title.first_air_date : title.release_date) ?? '';
  const year = yearNumberOf(date);
  const genres = title.genre_ids ?? title.genres?.map((genre) => genre.id);
  return {
    id: title.id,
    media_type: media,
    title: (tv ? (title.name ?? title.title) : (title.title ?? title.name)) ?? '',
    ...(original ? { original_title: original } : {}),
    ...(year !== undefined ? { year } : {}),
    poster_path: title.poster_path ?? null,
    release_date: date,
    vote_average: title.vote_average ?? 0,
    overview: title.overview ?? '',
    ...(genres ? { genre_ids: genres } : {}),
  };
}

/** The movie-service calls the ladder makes, each paced and given the caller's signal. */
class Service {
  constructor(private readonly options: ResolveOptions) {}

  private async call<T>(request: (options: RequestOptions) => Promise<T>): Promise<T> {
    await this.options.beforeRequest?.();
    return request({ signal: this.options.signal });
  }

  /** The title's details, or undefined when the service has no such id (404: a stale id). */
  details(media: MediaType, id: number): Promise<Title | undefined> {
    const get = media === 'movie' ? getMovieDetails : getTvDetails;
    return this.call((options) => get(id, options)).catch((error: unknown) => {
      if (isApiError(error) && error.kind === 'http' && error.status === 404) return undefined;
      throw error;
    });
  }

  find(id: string, source: ExternalSource): Promise<FindResults> {
    return this.call((options) => findByExternalId(id, source, options));
  }

  search(media: MediaType, query: string, year: number | undefined): Promise<Paged<Title>> {
    const search = media === 'movie' ? searchMovies : searchTv;
    return this.call((options) => search(query, year, options));
  }
}

/** The title an outside id names, from the array the record's type picks (never whichever is non-empty). */
function pick(found: FindResults, kind: Exclude<IdKind, 'episode'>): MatchedTitle | undefined {
  const movie = kind === 'tv' ? undefined : found.movie_results[0];
  if (movie) return matchedTitleOf(movie, 'movie');
  const show = kind === 'movie' ? undefined : found.tv_results[0];
  return show ? matchedTitleOf(show, 'tv') : undefined;
}

async function byTmdbId(service: Service, id: number, kind: Exclude<IdKind, 'episode'>) {
  const kinds: MediaType[] = kind === 'any' ? ['movie', 'tv'] : [kind];
  for (const media of kinds) {
    const title = await service.details(media, id);
    if (title) return matchedTitleOf(title, media);
  }
  return undefined;
}

/** An episode's IMDb id -> the episode -> its show. */
async function showOfEpisode(service: Service, imdb: string): Promise<MatchedTitle | undefined> {
  const episode = (await service.find(imdb, 'imdb_id')).tv_episode_results[0];
  const show = episode ? await service.details('tv', episode.show_id) : undefined;
  return show ? matchedTitleOf(show, 'tv') : undefined;
}

/** Steps 1 and 2 of the ladder: the record's ids, strongest first; each miss is noted for the not-found reason. */
async function byIds(service: Service, record: SourceRecord, misses: string[]): Promise<MatchedTitle | undefined> {
  const { tmdb, imdb, tvdb } = record.ids;
  const kind = idKindOf(record);
  if (kind === 'episode') {
    // The episode's TMDB id cannot be looked up on its own: only its IMDb id leads to the show.
    const show = imdb ? await showOfEpisode(service, imdb) : undefined;
    if (imdb && !show) misses.push(t`IMDb id ${imdb} names no known episode`);
    return show;
  }
  if (tmdb !== undefined) {
    const title = await byTmdbId(service, tmdb, kind);
    if (title) return title;
    misses.push(t`TMDB id ${tmdb} no longer exists`);
  }
  if (imdb) {
    const title = pick(await service.find(imdb, 'imdb_id'), kind);
    if (title) return title;
    misses.push(t`IMDb id ${imdb} not found`);
  }
  if (tvdb !== undefined) {
    const title = pick(await service.find(String(tvdb), 'tvdb_id'), kind);
    if (title) return title;
    misses.push(t`TVDB id ${tvdb} not found`);
  }
  return undefined;
}

interface Wanted {
  query: string;
  /** The normalised source title and original title. */
  names: ReadonlySet<string>;
  year: number | undefined;
}

/** What a title search found: the results whose title is the source's (and year within one), and the rest. */
interface Found {
  exact: MatchedTitle[];
  others: MatchedTitle[];
}

const isExact = (wanted: Wanted, title: MatchedTitle): boolean => {
  const named =
    wanted.names.has(normaliseTitle(title.title)) ||
    (title.original_title !== undefined && wanted.names.has(normaliseTitle(title.original_title)));
  if (!named || wanted.year === undefined) return named;
  return title.year !== undefined && Math.abs(title.year - wanted.year) <= 1;
};

/** Searches the year first, then the years either side (sources and the catalogue often differ by one). */
async function searchTitles(service: Service, media: MediaType, wanted: Wanted): Promise<Found> {
  const { year } = wanted;
  const rounds = year === undefined ? [[undefined]] : [[year], [year - 1, year + 1]];
  const seen = new Map<number, MatchedTitle>();
  for (const round of rounds) {
    for (const searchYear of round) {
      const page = await service.search(media, wanted.query, searchYear);
      for (const result of page.results) {
        if (!seen.has(result.id)) seen.set(result.id, matchedTitleOf(result, media));
      }
    }
    const exact = [...seen.values()].filter((title) => isExact(wanted, title));
    if (exact.length > 0) return { exact, others: [] };
  }
  return { exact: [], others: [...seen.values()] };
}

const ambiguous = (candidates: MatchedTitle[]): MatchResult => ({ status: 'ambiguous', candidates });

/** Not found, and why: each id that led nowhere, then the title searched for, one after the other. */
function notFound({ query, year }: Wanted, misses: readonly string[]): MatchResult {
  const searched = year === undefined ? t`no title named "${query}"` : t`no title named "${query}" (${year})`;
  return { status: 'not_found', reason: [...misses, searched].join('; ') };
}

/** Accepts only one title-equal result; several are for the user to choose, as are near misses. */
function decide(found: Found, wanted: Wanted, misses: readonly string[]): MatchResult {
  const [only, ...more] = found.exact;
  if (only && more.length === 0) return { status: 'matched', title: only };
  if (only) return ambiguous(found.exact);
  if (found.others.length > 0) return ambiguous(found.others.slice(0, MAX_CANDIDATES));
  return notFound(wanted, misses);
}

/** Step 3: title and year. A record of unknown type that only a TV search finds is flagged for review. */
async function byTitle(service: Service, record: SourceRecord, misses: readonly string[]): Promise<MatchResult> {
  const episodeRow = isEpisodeRow(record);
  const query = episodeRow ? showTitleOf(record.title) : record.title.trim();
  const wanted: Wanted = {
    query,
    names: new Set([query, record.originalTitle ?? ''].map(normaliseTitle).filter((name) => name !== '')),
    // An episode's own ids come with the episode's year, not the show's first-air year.
    year: record.idsOf === 'episode' ? undefined : record.year,
  };
  if (wanted.names.size === 0) return notFound(wanted, misses);
  if (episodeRow || record.media !== 'unknown') {
    const media: MediaType = !episodeRow && record.media === 'movie' ? 'movie' : 'tv';
    return decide(await searchTitles(service, media, wanted), wanted, misses);
  }
  const movies = await searchTitles(service, 'movie', wanted);
  if (movies.exact.length > 0) return decide(movies, wanted, misses);
  const shows = await searchTitles(service, 'tv', wanted);
  // Even one show with the title is only a candidate: the source did not say it has shows (never guess the type).
  const others = [...shows.exact, ...movies.others, ...shows.others];
  return decide({ exact: [], others }, wanted, misses);
}

/**
 * Resolves one record to a catalogue title with the ladder in the README's import traps: its TMDB id (a 404 falls
 * through), its IMDb or TVDB id (by the record's type), then a title search constrained by year. Network and
 * service failures other than a 404 reject (the caller retries or resumes), as does an abort.
 */
export async function resolveTitle(record: SourceRecord, options: ResolveOptions = {}): Promise<MatchResult> {
  const service = new Service(options);
  const misses: string[] = [];
  const title = await byIds(service, record, misses);
  return title ? { status: 'matched', title } : byTitle(service, record, misses);
}
