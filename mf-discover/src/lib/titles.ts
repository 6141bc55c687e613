import type { MediaType, Title } from '@reelist/contracts';
import { yearOf } from '@reelist/domain';

/** The display name of a movie (title) or TV show (name). */
export const titleName = (title: Title): string =>
  title.title ?? title.name ?? title.original_title ?? title.original_name ?? 'Untitled';

/** Lists like /movie/popular omit media_type, so the caller says what the list holds. */
export const titleMediaType = (title: Title, fallback: MediaType = 'movie'): MediaType =>
  title.media_type === 'tv' || title.media_type === 'movie' ? title.media_type : fallback;

export const titleYear = (title: Title): string => yearOf(title.release_date ?? title.first_air_date);

export const titleHref = (mediaType: MediaType, id: number): string => `/${mediaType}/${id}`;

/** Multi search also returns people; the result screens show movies and TV shows only. */
export const isMovieOrTv = (title: Title): boolean => title.media_type !== 'person';

/** Identity of a title across lists: the same id can be a movie and a TV show. */
export const titleKey = (title: Title, fallback: MediaType = 'movie'): string =>
  `${titleMediaType(title, fallback)}:${title.id}`;
