import { watchlistExportFileName } from '@reelist/contracts';
import type { ExportFormat } from '@reelist/contracts';

const two = (n: number): string => String(n).padStart(2, '0');

/** YYYY-MM-DD in the visitor's own calendar (the day they see), not UTC. */
export const exportDateStamp = (now: Date): string =>
  `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;

/** 'reelist-watchlist-2026-11-22.csv' and so on (the export panel's names). */
export const exportFileName = (format: ExportFormat, now: Date): string =>
  watchlistExportFileName(exportDateStamp(now), format);

/** Which importer reads a file: by extension, .csv for CSV and everything else for JSON (which checks .json). */
export const importKindOf = (fileName: string): 'csv' | 'json' =>
  fileName.toLowerCase().endsWith('.csv') ? 'csv' : 'json';
