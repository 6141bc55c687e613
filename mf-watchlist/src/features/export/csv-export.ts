import { mediaTypeLabel } from '@reelist/contracts';
import type { WatchlistItem } from '@reelist/contracts';
import { cutText, neutralise, quoteCell } from '../../lib/csv-cells';
import { CSV_OVERVIEW_MAX, CSV_TAGS_COLUMN, CSV_TAGS_SEPARATOR } from './constants';
import { statusLabel } from '../../lib/status-label';
import { CSV_COLUMNS } from '../../lib/csv-columns';

function row(item: WatchlistItem, withTags: boolean): string[] {
  const cells = [
    item.title,
    mediaTypeLabel(item.media_type),
    statusLabel(item.status),
    Number.isFinite(item.vote_average) ? String(item.vote_average) : '0',
    item.release_date ?? '',
    item.addedAt ?? '',
    cutText(item.overview ?? '', CSV_OVERVIEW_MAX),
    // A generated (negative) id names no catalogue title: left empty, the importer generates it again.
    item.id > 0 ? String(item.id) : '',
  ];
  if (withTags) cells.push((item.tags ?? []).join(CSV_TAGS_SEPARATOR));
  return cells;
}

/**
 * The watchlist as CSV text: a header line, then one line per item, CRLF line ends. Every cell is quoted with
 * inner quotes doubled and neutralised against formula injection; dates stay ISO so an import reads them back. A
 * Tags column ends each line when some item has tags.
 */
export function watchlistToCsv(items: readonly WatchlistItem[]): string {
  const withTags = items.some((item) => (item.tags?.length ?? 0) > 0);
  const header: readonly string[] = withTags ? [...CSV_COLUMNS, CSV_TAGS_COLUMN] : CSV_COLUMNS;
  const lines = [header.map(quoteCell).join(',')];
  for (const item of items)
    lines.push(
      row(item, withTags)
        .map((cell) => quoteCell(neutralise(cell)))
        .join(','),
    );
  return `${lines.join('\r\n')}\r\n`;
}
