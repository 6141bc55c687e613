import type { MediaType, Title, WatchlistItem, WatchlistStats, WatchlistStatus } from '@reelist/contracts';

// Minimal inline ops; @reelist/domain owns the full set (sorts, filters) once it lands.

export const mediaTypeOf = (title: Title | WatchlistItem, mediaType?: MediaType): MediaType => {
  if (mediaType) return mediaType;
  return title.media_type === 'tv' ? 'tv' : 'movie';
};

/** Spec section 3 mapping: title from title or name, release date from release or first air date, movie by default. */
export function toWatchlistItem(
  title: Title | WatchlistItem,
  mediaType: MediaType | undefined,
  now: string,
): WatchlistItem {
  const source = title as Title;
  const item: WatchlistItem = {
    id: title.id,
    title: source.title ?? source.name ?? '',
    poster_path: source.poster_path ?? null,
    release_date: source.release_date ?? source.first_air_date ?? '',
    vote_average: source.vote_average ?? 0,
    media_type: mediaTypeOf(title, mediaType),
    overview: source.overview ?? '',
    addedAt: now,
    status: 'want_to_watch',
  };
  if (source.genre_ids) item.genre_ids = [...source.genre_ids];
  if (source.backdrop_path !== undefined) item.backdrop_path = source.backdrop_path;
  return item;
}

export const sameItem = (item: WatchlistItem, id: number, mediaType: MediaType): boolean =>
  item.id === id && item.media_type === mediaType;

export function withStatus(
  items: readonly WatchlistItem[],
  id: number,
  mediaType: MediaType,
  status: WatchlistStatus,
  now: string,
): WatchlistItem[] {
  return items.map((item) => (sameItem(item, id, mediaType) ? { ...item, status, updatedAt: now } : item));
}

/** Counts per status; a missing status counts as want_to_watch (spec section 4). */
export function computeStats(items: readonly WatchlistItem[]): WatchlistStats {
  const stats: WatchlistStats = { total: items.length, wantToWatch: 0, watching: 0, watched: 0 };
  for (const item of items) {
    const status = item.status ?? 'want_to_watch';
    if (status === 'want_to_watch') stats.wantToWatch += 1;
    else if (status === 'watching') stats.watching += 1;
    else if (status === 'watched') stats.watched += 1;
  }
  return stats;
}
