import type { MediaType, Title } from './media';

/**
 * A title's identity across movies and TV shows (their ids overlap): `{mediaType}_{id}`. The one key for
 * watchlist items, deletion records, reviews and ratings (their storage key), and de-duplication anywhere.
 */
export const titleIdentity = (mediaType: MediaType, id: number): string => `${mediaType}_${id}`;

/**
 * The app's route to a title's detail page, /movie/:id or /tv/:id. Every link, notification and card builds it
 * here so the pages agree with the route the shell serves.
 */
export const detailPath = (mediaType: MediaType, id: number): string => `/${mediaType}/${id}`;

/** Lists like /movie/popular omit media_type, so the caller says what the list holds. */
export const titleMediaType = (title: Pick<Title, 'media_type'>, fallback: MediaType = 'movie'): MediaType =>
  title.media_type === 'tv' || title.media_type === 'movie' ? title.media_type : fallback;

/** What the screens and exports call a media type (the CSV's Type column reads it back). */
export const MEDIA_TYPE_LABELS = { movie: 'Movie', tv: 'TV Show' } as const satisfies Record<MediaType, string>;

export const mediaTypeLabel = (mediaType: MediaType): string => MEDIA_TYPE_LABELS[mediaType] ?? MEDIA_TYPE_LABELS.movie;

/** A title's name: movies have `title`, TV shows `name`; the originals when neither is set; '' when none is. */
export const titleName = (title: Partial<Pick<Title, 'title' | 'name' | 'original_title' | 'original_name'>>): string =>
  title.title || title.name || title.original_title || title.original_name || '';
