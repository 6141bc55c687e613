import { titleMediaType, titleName } from '@reelist/contracts';
import type { MediaType, Title, WatchlistItem } from '@reelist/contracts';

/** Maps a service title to a stored watchlist item; new items start as want_to_watch. */
export function toWatchlistItem(title: Title, mediaType?: MediaType, now: Date = new Date()): WatchlistItem {
  const item: WatchlistItem = {
    id: title.id,
    title: titleName(title),
    poster_path: title.poster_path ?? null,
    release_date: title.release_date ?? title.first_air_date ?? '',
    vote_average: title.vote_average ?? 0,
    media_type: mediaType ?? titleMediaType(title),
    overview: title.overview ?? '',
    addedAt: now.toISOString(),
    status: 'want_to_watch',
  };
  if (title.genre_ids) item.genre_ids = title.genre_ids;
  if (title.backdrop_path !== undefined) item.backdrop_path = title.backdrop_path;
  return item;
}

const same = (item: WatchlistItem, id: number, mediaType: MediaType): boolean =>
  item.id === id && item.media_type === mediaType;

/** An item is identified by id plus media_type. */
export const isInList = (items: readonly WatchlistItem[], id: number, mediaType: MediaType): boolean =>
  items.some((item) => same(item, id, mediaType));
