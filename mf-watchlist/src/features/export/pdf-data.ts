import { mediaTypeLabel } from '@reelist/contracts';
import type { WatchlistItem } from '@reelist/contracts';
import { effectiveStatus, formatDate } from '@reelist/domain';
import { statusLabel } from '../../lib/status-label';

export const PDF_TITLE = 'My Movie Watchlist';
export const PDF_TABLE_HEAD = ['Title', 'Type', 'Release Date', 'Rating', 'Status'] as const;

const hasRating = (item: WatchlistItem): boolean => Number.isFinite(item.vote_average) && item.vote_average > 0;

/** The table's rows: Type as Movie / TV Show, Release Date or Unknown, Rating to 1 decimal or N/A. */
export function pdfTableRows(items: readonly WatchlistItem[]): string[][] {
  return items.map((item) => {
    const date = formatDate(item.release_date);
    return [
      item.title,
      mediaTypeLabel(item.media_type),
      date === 'N/A' ? 'Unknown' : date,
      hasRating(item) ? item.vote_average.toFixed(1) : 'N/A',
      statusLabel(item.status),
    ];
  });
}

/** The header lines under the title: the generated-on date and the total count. */
export const pdfSubtitleLines = (count: number, now: Date): string[] => [
  `Generated on ${formatDate(now.toISOString())}`,
  `Total items: ${count}`,
];

/** The Statistics block, in order; the average covers rated items only, 'N/A' when none is rated. */
export function pdfStatistics(items: readonly WatchlistItem[]): Array<[label: string, value: string]> {
  let movies = 0;
  let wantToWatch = 0;
  let watching = 0;
  let watched = 0;
  let ratingSum = 0;
  let rated = 0;
  for (const item of items) {
    if (item.media_type !== 'tv') movies += 1;
    const status = effectiveStatus(item);
    if (status === 'want_to_watch') wantToWatch += 1;
    else if (status === 'watching') watching += 1;
    else if (status === 'watched') watched += 1;
    if (hasRating(item)) {
      ratingSum += item.vote_average;
      rated += 1;
    }
  }
  return [
    ['Total Movies', String(movies)],
    ['Total TV Shows', String(items.length - movies)],
    ['Want to Watch', String(wantToWatch)],
    ['Watching', String(watching)],
    ['Watched', String(watched)],
    ['Average Rating', rated > 0 ? (ratingSum / rated).toFixed(1) : 'N/A'],
  ];
}
