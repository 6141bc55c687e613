import type { WatchlistItem } from '@reelist/contracts';
import { IMPORT_MESSAGES } from '@reelist/domain';
import { loadHistoryImport } from '@reelist/storage';
import { readFileText } from '@reelist/ui';
import { CSV_MATCH_MAX_ROWS, WATCHLIST_IMPORT_MAX_BYTES } from './constants';
import { importKindOf } from '../export';
import { ImportError } from '../../lib/import-error';
import { parseWatchlistJson } from './json-import';
import { parseCsvFile } from './parse-csv';
import type { ParsedImport } from '../../lib/parsed-import';
import { planImport } from './plan-import';
import type { ImportPlan } from './plan-import';

/** The plan, and the file as read (the import review plans again from it when the visitor changes a match). */
export type ImportOutcome = { ok: true; plan: ImportPlan; parsed: ParsedImport } | { ok: false; message: string };

/** Matching a CSV's rows without a TMDB ID to the catalogue, after the file is read and before the preview. */
export interface CatalogueMatchOptions {
  /** Aborting stops the look-ups (Skip matching): titles resolved by then are still used. */
  signal?: AbortSignal;
  ratePerSecond?: number;
  /** Distinct titles resolved of those to look up, from 0 when matching starts: the "Matching titles" progress. */
  onProgress?: (done: number, total: number) => void;
}

export interface ReadImportOptions {
  now: Date;
  onProgress?: (fraction: number) => void;
  worker?: boolean;
  /** CSV: match rows without a TMDB ID to the catalogue by title and year (default on; false leaves them). */
  match?: CatalogueMatchOptions | false;
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
 * The CSV rows that got generated ids (no TMDB ID column, or an empty cell) matched to the catalogue, so their
 * Detail links work. The matcher needs the network and is loaded only here. Too many rows are left as they are.
 */
async function matchToCatalogue(parsed: ParsedImport, options: CatalogueMatchOptions): Promise<ParsedImport> {
  const rows = parsed.items.reduce((count, item) => (item.id < 0 ? count + 1 : count), 0);
  if (rows === 0) return parsed;
  if (rows > CSV_MATCH_MAX_ROWS) {
    return { ...parsed, matching: { rows, matched: 0, stopped: { reason: 'too_many', limit: CSV_MATCH_MAX_ROWS } } };
  }
  const matcher = await import('../matching').catch((error: unknown) =>
    error instanceof Error ? error : new Error(String(error)),
  );
  // Offline with the matcher not cached: the rows keep their generated ids, as before matching existed.
  if (matcher instanceof Error) {
    return { ...parsed, matching: { rows, matched: 0, stopped: { reason: 'failed', message: matcher.message } } };
  }
  const { items, matching, matches } = await matcher.matchCsvItems(parsed.items, options);
  return { ...parsed, items, matching, ...(matches ? { matches } : {}) };
}

/**
 * Why the list an import would make cannot be kept, or null when it fits: judged before the preview, so an
 * import that storage could not keep is refused up front, never reported as done and lost on reload.
 */
async function notStorable(merged: readonly WatchlistItem[]): Promise<string | null> {
  const { watchlistRoom } = await loadHistoryImport();
  // A task of its own: encoding a list of tens of thousands of items to measure it takes tens of milliseconds.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const room = watchlistRoom(merged);
  return room.fits ? null : IMPORT_MESSAGES.doesNotFit(room.maxItems, merged.length);
}

/**
 * Reads a chosen file into an import plan against the current list, never touching the watchlist: the caller
 * commits `plan.merged` in one write, or nothing. A CSV's rows without a TMDB ID are matched to the catalogue
 * first (unless `match` is false). Never rejects — every failure becomes a message.
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
    let parsed = await parse(file, options);
    if (parsed.generatedIds && options.match !== false) parsed = await matchToCatalogue(parsed, options.match ?? {});
    const plan = planImport(existing, parsed);
    const refusal = plan.added.length > 0 ? await notStorable(plan.merged) : null;
    return refusal ? { ok: false, message: refusal } : { ok: true, plan, parsed };
  } catch (error) {
    if (error instanceof ImportError) return { ok: false, message: error.message };
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, message: IMPORT_MESSAGES.parseFailed(reason) };
  }
}
