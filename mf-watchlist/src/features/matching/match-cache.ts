import { loadHistoryImport } from '@reelist/storage';
import type { MatchedTitle } from './types';

/** Resolved lookup keys, remembered across imports (so an interrupted import resumes without new requests). */
export interface MatchCache {
  /** The title a key resolved to, null when it is known not to be found, undefined when never resolved. */
  get(key: string): MatchedTitle | null | undefined;
  set(key: string, value: MatchedTitle | null): void;
  /** Stores what was set since the last flush. Never throws: a failed write only costs requests later. */
  flush(): void;
}

/** Sets stored together: a write re-encodes every key, so not one per resolved title. */
export const MATCH_CACHE_FLUSH_EVERY = 50;

/** A cache in memory only (tests, or when storage is not wanted). */
export function createMemoryMatchCache(initial: Iterable<[string, MatchedTitle | null]> = []): MatchCache {
  const entries = new Map(initial);
  return {
    get: (key) => entries.get(key),
    set: (key, value) => {
      entries.set(key, value);
    },
    flush: () => undefined,
  };
}

/**
 * The cache kept in browser storage (`reelist_import_matches`, through @reelist/storage): read once when opened,
 * written every MATCH_CACHE_FLUSH_EVERY sets and on flush. A key set again moves to the newest end, so the
 * storage cap drops the titles resolved longest ago.
 */
export async function openMatchCache(): Promise<MatchCache> {
  const { loadImportMatches, saveImportMatches } = await loadHistoryImport();
  const entries = new Map<string, MatchedTitle | null>(Object.entries(loadImportMatches()));
  let unsaved = 0;
  const flush = (): void => {
    if (unsaved === 0) return;
    unsaved = 0;
    saveImportMatches(Object.fromEntries(entries));
  };
  return {
    get: (key) => entries.get(key),
    set: (key, value) => {
      entries.delete(key);
      entries.set(key, value);
      unsaved += 1;
      if (unsaved >= MATCH_CACHE_FLUSH_EVERY) flush();
    },
    flush,
  };
}
