import type { MediaType } from '@reelist/contracts';

export interface DetailTarget {
  mediaType: MediaType;
  id: number;
}

/**
 * The title a detail route points at: the type comes from the pathname (/tv/... is TV, anything else movie,
 * the spec's default) and the id must be a positive whole number, else there is nothing to find.
 */
export function parseDetailRoute(pathname: string, rawId: string | undefined): DetailTarget | null {
  const mediaType: MediaType = /^\/tv(\/|$)/.test(pathname) ? 'tv' : 'movie';
  if (!rawId || !/^\d{1,15}$/.test(rawId)) return null;
  const id = Number(rawId);
  return id > 0 ? { mediaType, id } : null;
}
