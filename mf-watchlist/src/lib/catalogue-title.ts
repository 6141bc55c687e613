import { t } from '@lingui/core/macro';
import type { WatchlistItem } from '@reelist/contracts';
import type { StoredMatch } from '@reelist/storage';

/**
 * An imported row under the catalogue title it matched: the catalogue's id and type, its poster and genres when
 * the row had none. The row keeps its own title, status and dates. Used by the matcher and by the import review
 * when the visitor picks another title.
 */
export function withCatalogueTitle(item: WatchlistItem, title: StoredMatch): WatchlistItem {
  const genres = item.genre_ids ?? (title.genre_ids ? [...title.genre_ids] : undefined);
  return {
    ...item,
    id: title.id,
    media_type: title.media_type,
    poster_path: item.poster_path ?? title.poster_path,
    ...(genres ? { genre_ids: genres } : {}),
  };
}

/** "The Matrix (1999)", or the title alone when the year is not known (in the interface's language's way). */
export const titleWithYear = (title: string, year: number | undefined): string =>
  year === undefined ? title : t`${title} (${year})`;
