import type { ExportFormat, WatchlistItem } from '@reelist/contracts';
import { downloadBlob } from '@reelist/ui';
import { endMeasure, startMeasure } from '../../lib/perf-marks';
import { watchlistToCsv } from './csv-export';
import { exportRefusal } from './export-guard';
import { EXPORT_MESSAGES } from './export-messages';
import { exportFileName } from './file-names';
import { watchlistToJson } from './json-export';
import { buildWatchlistPdf } from './pdf-export';

/** An export failure whose message is shown as is. */
export class ExportError extends Error {
  override readonly name = 'ExportError';
}

/** What an export wrote: the file's name, and how many titles the PDF could not show in full (0 for CSV and JSON). */
export interface ExportDone {
  fileName: string;
  undrawnTitles: number;
}

async function build(
  items: readonly WatchlistItem[],
  format: ExportFormat,
  now: Date,
  onUndrawn: (titles: number) => void,
): Promise<Blob> {
  if (format === 'csv') {
    // The byte-order mark lets spreadsheet apps read the file as UTF-8.
    return new Blob(['\uFEFF', watchlistToCsv(items)], { type: 'text/csv;charset=utf-8' });
  }
  if (format === 'json') return new Blob([watchlistToJson(items, now)], { type: 'application/json' });
  startMeasure('watchlist:pdf');
  try {
    const pdf = await buildWatchlistPdf(items, now, { onUndrawn });
    endMeasure('watchlist:pdf');
    return pdf;
  } catch (error) {
    console.error('PDF export failed', error);
    throw new ExportError(EXPORT_MESSAGES.pdfFailed);
  }
}

/**
 * Builds and downloads `reelist-watchlist-{date}.{ext}`. Rejects with an ExportError carrying the spec's message
 * (in the interface's language): 'No watchlist data to export', 'Unsupported format', the PDF message, or
 * 'Export failed: {reason}'.
 */
export async function runExport(items: readonly WatchlistItem[], format: string, now: Date): Promise<ExportDone> {
  const refusal = exportRefusal(items, format);
  if (refusal) throw new ExportError(refusal);
  const kind = format as ExportFormat;
  try {
    const fileName = exportFileName(kind, now);
    let undrawnTitles = 0;
    const blob = await build(items, kind, now, (titles) => (undrawnTitles = titles));
    downloadBlob(blob, fileName);
    return { fileName, undrawnTitles };
  } catch (error) {
    if (error instanceof ExportError) throw error;
    throw new ExportError(EXPORT_MESSAGES.exportFailed(error instanceof Error ? error.message : String(error)));
  }
}
