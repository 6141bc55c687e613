import type { WatchlistItem } from '@reelist/contracts';
import { yearNumberOf } from '@reelist/domain';
import { lookupKeyOf } from './lookup-key';
import { openMatchCache } from './match-cache';
import type { MatchCache } from './match-cache';
import { matchRecords } from './match-records';
import type { MatchedTitle, MatchResult } from './types';
import { withCatalogueTitle } from '../../lib/catalogue-title';
import type { CatalogueMatching, RowMatch } from '../../lib/parsed-import';
import type { SourceRecord } from '../../lib/source-types';

/**
 * CSV rows without a TMDB ID, matched to the catalogue by title and year with the history import's matcher.
 * Loaded on demand (read-import.ts), so the Watchlist's first screen carries none of the matcher.
 */

export interface CsvMatchOptions {
  /** Aborting stops the look-ups (Skip matching): titles resolved by then are still used. */
  signal?: AbortSignal;
  ratePerSecond?: number;
  /** After each looked-up title: how many of the distinct titles are resolved. */
  onProgress?: (done: number, total: number) => void;
  /** Titles resolved before; by default the one kept in browser storage (`reelist_import_matches`). */
  cache?: MatchCache;
}

/** The matcher's view of an imported row: its title, year (from Release Date) and Type; no ids. */
export function csvRecordOf(item: WatchlistItem, row: number): SourceRecord {
  const year = yearNumberOf((item.release_date ?? '').trim());
  return {
    file: 'reelist.csv',
    row,
    title: item.title,
    ...(year !== undefined ? { year } : {}),
    media: item.media_type === 'tv' ? 'tv' : 'movie',
    ids: {},
    sourceKey: `reelist-csv:${row}`,
  };
}

const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * Looks up the items with generated (negative) ids in the catalogue by title + year and gives each one matched
 * unambiguously the catalogue's id; ambiguous and unknown titles keep their generated ids. Never rejects: when
 * the look-ups are skipped (the signal) or fail (network), the titles resolved by then are used and the rest keep
 * their generated ids, as `matching.stopped` says.
 */
export async function matchCsvItems(
  items: readonly WatchlistItem[],
  options: CsvMatchOptions = {},
): Promise<{ items: WatchlistItem[]; matching: CatalogueMatching; matches?: RowMatch[] }> {
  const { signal, ratePerSecond, onProgress } = options;
  const wanted = new Map<number, string>();
  const records: SourceRecord[] = [];
  items.forEach((item, index) => {
    if (item.id >= 0) return;
    const record = csvRecordOf(item, index + 1);
    records.push(record);
    wanted.set(index, lookupKeyOf(record));
  });
  if (records.length === 0) return { items: [...items], matching: { rows: 0, matched: 0 } };

  let cache: MatchCache | undefined = options.cache;
  let results = new Map<string, MatchResult>();
  let stopped: CatalogueMatching['stopped'];
  try {
    cache ??= await openMatchCache();
    if (signal?.aborted) throw signal.reason;
    results = await matchRecords(records, { signal, cache, onProgress, ...(ratePerSecond ? { ratePerSecond } : {}) });
  } catch (error) {
    stopped = signal?.aborted ? { reason: 'skipped' } : { reason: 'failed', message: reasonOf(error) };
  }
  const titleOf = (key: string): MatchedTitle | undefined => {
    const result = results.get(key);
    if (result) return result.status === 'matched' ? result.title : undefined;
    // Stopped early: the titles resolved by then are in the cache.
    return cache?.get(key) ?? undefined;
  };

  let matched = 0;
  // Every row looked up, matched or not: the import review shows what matched what.
  const matches: RowMatch[] = [];
  const out = items.map((item, index) => {
    const key = wanted.get(index);
    if (key === undefined) return item;
    const title = titleOf(key) ?? null;
    matches.push({ index, item, title });
    if (!title) return item;
    matched += 1;
    return withCatalogueTitle(item, title);
  });
  return { items: out, matching: { rows: records.length, matched, ...(stopped ? { stopped } : {}) }, matches };
}
