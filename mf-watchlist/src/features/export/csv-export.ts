import { mediaTypeLabel } from '@reelist/contracts';
import type { WatchlistItem } from '@reelist/contracts';
import { cutText, neutralise, quoteCell } from '../../lib/csv-cells';
import { CSV_OVERVIEW_MAX } from './constants';
import { statusLabel } from '../../lib/status-label';
import { CSV_COLUMNS } from '../../lib/csv-columns';

function row(item: WatchlistItem): string[] {
  return [
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
}

/**
 * The watchlist as CSV text: a header line, then one line per item, CRLF line ends. Every cell is quoted with
 * inner quotes doubled and neutralised against formula injection; dates stay ISO so an import reads them back.
 */
export function watchlistToCsv(items: readonly WatchlistItem[]): string {
  const lines = [CSV_COLUMNS.map(quoteCell).join(',')];
  for (const item of items)
    lines.push(
      row(item)
        .map((cell) => quoteCell(neutralise(cell)))
        .join(','),
    );
  return `${lines.join('\r\n')}\r\n`;
}
