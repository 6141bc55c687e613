import { C } from '@reelist/contracts';
import type { WatchlistExportV1, WatchlistItem } from '@reelist/contracts';
import { effectiveStatus } from '@reelist/domain';

type ExportEntry = WatchlistExportV1['watchlist'][number];

function entry(item: WatchlistItem): ExportEntry {
  const out: ExportEntry = {
    id: item.id,
    title: item.title,
    mediaType: item.media_type,
    status: effectiveStatus(item),
    rating: item.vote_average,
    releaseDate: item.release_date,
    addedDate: item.addedAt,
    overview: item.overview,
    posterPath: item.poster_path,
    genreIds: item.genre_ids ? [...item.genre_ids] : [],
  };
  if (item.updatedAt) out.updatedDate = item.updatedAt;
  if (item.tags && item.tags.length > 0) out.tags = [...item.tags];
  return out;
}

/** The export panel's JSON: the export envelope (exportDate, version '1.0', totalItems, watchlist[]). */
export function toExportJson(items: readonly WatchlistItem[], now: Date): WatchlistExportV1 {
  return {
    exportDate: now.toISOString(),
    version: C.EXPORT_VERSION as '1.0',
    totalItems: items.length,
    watchlist: items.map(entry),
  };
}

export const watchlistToJson = (items: readonly WatchlistItem[], now: Date): string =>
  JSON.stringify(toExportJson(items, now), null, 2);
