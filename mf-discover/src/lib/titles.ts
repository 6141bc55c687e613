import { titleIdentity, titleMediaType } from '@reelist/contracts';
import type { MediaType, Title } from '@reelist/contracts';
import { yearOf } from '@reelist/domain';

export const titleYear = (title: Title): string => yearOf(title.release_date ?? title.first_air_date);

/** A listed title's identity; lists like /movie/popular omit media_type, so the caller says what the list holds. */
export const listedIdentity = (title: Title, fallback: MediaType = 'movie'): string =>
  titleIdentity(titleMediaType(title, fallback), title.id);
