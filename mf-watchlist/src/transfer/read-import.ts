import { C } from '@reelist/contracts';
import type { WatchlistItem } from '@reelist/contracts';
import { ImportError, importKindOf, parseWatchlistJson, planImport, TRANSFER_MESSAGES } from '@reelist/domain';
import type { ImportPlan, ParsedImport } from '@reelist/domain';
import { parseCsvFile } from './parse-csv';

export type ImportOutcome = { ok: true; plan: ImportPlan } | { ok: false; message: string };

export interface ReadImportOptions {
  now: Date;
  onProgress?: (fraction: number) => void;
  worker?: boolean;
}

function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(new ImportError(TRANSFER_MESSAGES.readFailed));
    reader.readAsText(file);
  });
}

async function parse(file: File, options: ReadImportOptions): Promise<ParsedImport> {
  if (importKindOf(file.name) === 'csv') return parseCsvFile(file, options);
  if (!file.name.toLowerCase().endsWith('.json')) throw new ImportError(TRANSFER_MESSAGES.notJsonFile);
  const text = await readText(file);
  options.onProgress?.(1);
  return parseWatchlistJson(text, options.now);
}

/**
 * Reads a chosen file into an import plan against the current list, never touching the watchlist: the caller
 * commits `plan.merged` in one write, or nothing. Never rejects — every failure becomes a message.
 */
export async function readImport(
  file: File,
  existing: readonly WatchlistItem[],
  options: ReadImportOptions,
): Promise<ImportOutcome> {
  try {
    if (file.size > C.WATCHLIST_IMPORT_MAX_BYTES) {
      return { ok: false, message: TRANSFER_MESSAGES.tooLarge(C.WATCHLIST_IMPORT_MAX_BYTES / (1024 * 1024)) };
    }
    const parsed = await parse(file, options);
    return { ok: true, plan: planImport(existing, parsed) };
  } catch (error) {
    if (error instanceof ImportError) return { ok: false, message: error.message };
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, message: TRANSFER_MESSAGES.parseFailed(reason) };
  }
}
