import { decodeFiles, isZip, readImportFiles } from './sources/archive';
import { isReelistExport, parseImportFiles, PARSERS } from './sources/detect';
import type { ParsedHistory } from './sources/lists';

/** What a chosen file is: Reelist's own export (read by the watchlist import), or another service's history. */
export type HistoryRead = { kind: 'reelist' } | { kind: 'history'; parsed: ParsedHistory };

/**
 * Unzips (when a ZIP), decodes and parses a chosen file: the import worker's whole job, and the same code when no
 * worker is available. Throws ImportError with a message for the user.
 */
export function parseHistoryFile(
  name: string,
  bytes: Uint8Array,
  onProgress?: (fraction: number) => void,
): HistoryRead {
  const files = decodeFiles(readImportFiles({ name, bytes }));
  onProgress?.(0.5);
  // A single file no other service's parser recognises is read as Reelist's own: its reader accepts any CSV with a
  // Title column and gives the spec's messages for a broken JSON or CSV file.
  const single = !isZip(bytes);
  if (isReelistExport(files) || (single && !PARSERS.some((parser) => parser.detect(files)))) return { kind: 'reelist' };
  const parsed = parseImportFiles(files, name);
  onProgress?.(1);
  return { kind: 'history', parsed };
}
