import type { WatchlistItem } from '@reelist/contracts';
import { C } from '@reelist/contracts';
import type { ExportFormat } from '@reelist/contracts';
import { EXPORT_MESSAGES } from './export-messages';

/** Why an export cannot start, or null: an empty watchlist or a format we do not write. */
export function exportRefusal(items: readonly WatchlistItem[], format: string): string | null {
  if (items.length === 0) return EXPORT_MESSAGES.noData;
  if (!isExportFormat(format)) return EXPORT_MESSAGES.unsupportedFormat;
  return null;
}

export const isExportFormat = (format: string): format is ExportFormat =>
  (C.EXPORT_FORMATS as readonly string[]).includes(format);
