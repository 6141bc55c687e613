import type { WatchlistItem } from '@reelist/contracts';
import { IMPORT_MESSAGES } from '@reelist/domain';
import { readFileText } from '@reelist/ui';
import { WATCHLIST_IMPORT_MAX_BYTES } from './constants';
import { importKindOf } from './file-names';
import { ImportError } from './import-error';
import { parseWatchlistJson } from './json-import';
import { parseCsvFile } from './parse-csv';
import type { ParsedImport } from './parsed-import';
import { planImport } from './plan-import';
import type { ImportPlan } from './plan-import';

export type ImportOutcome = { ok: true; plan: ImportPlan } | { ok: false; message: string };

export interface ReadImportOptions {
  now: Date;
  onProgress?: (fraction: number) => void;
  worker?: boolean;
}

async function parse(file: File, options: ReadImportOptions): Promise<ParsedImport> {
  if (importKindOf(file.name) === 'csv') return parseCsvFile(file, options);
  if (!file.name.toLowerCase().endsWith('.json')) throw new ImportError(IMPORT_MESSAGES.notJsonFile);
  const text = await readFileText(file).catch(() => {
    throw new ImportError(IMPORT_MESSAGES.readFailed);
  });
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
    if (file.size > WATCHLIST_IMPORT_MAX_BYTES) {
      return { ok: false, message: IMPORT_MESSAGES.tooLarge(WATCHLIST_IMPORT_MAX_BYTES / (1024 * 1024)) };
    }
    const parsed = await parse(file, options);
    return { ok: true, plan: planImport(existing, parsed) };
  } catch (error) {
    if (error instanceof ImportError) return { ok: false, message: error.message };
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, message: IMPORT_MESSAGES.parseFailed(reason) };
  }
}
