import { C, titleIdentity, titleMediaType } from '@reelist/contracts';
import type { Title, ViewHistoryEntry, WatchlistItem } from '@reelist/contracts';
import { HISTORY_WEIGHT_POPULARITY, HISTORY_WEIGHT_VOTE } from './constants';

/** How often each genre appears in the view history. */
export function historyGenreCounts(history: readonly ViewHistoryEntry[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const entry of history) for (const id of entry.genres) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

const genresOf = (title: Title): number[] => title.genre_ids ?? title.genres?.map((genre) => genre.id) ?? [];

/** The history score: the view counts of the title's genres + 0.1 * vote_average + 0.001 * popularity. */
export function historyScore(title: Title, counts: ReadonlyMap<number, number>): number {
  const genreScore = genresOf(title).reduce((sum, id) => sum + (counts.get(id) ?? 0), 0);
  return (
    genreScore + HISTORY_WEIGHT_VOTE * (title.vote_average ?? 0) + HISTORY_WEIGHT_POPULARITY * (title.popularity ?? 0)
  );
}

/**
 * Ranks candidates by `historyScore`, dropping duplicates (first wins), people, and titles already in `exclude`
 * (the watchlist) or already viewed; keeps 20.
 */
export function rankByHistory<T extends { title: Title }>(
  candidates: readonly T[],
  history: readonly ViewHistoryEntry[],
  exclude: readonly Pick<WatchlistItem, 'id' | 'media_type'>[] = [],
): T[] {
  const counts = historyGenreCounts(history);
  const seen = new Set([
    ...exclude.map((item) => titleIdentity(item.media_type, item.id)),
    ...history.map((entry) => titleIdentity(entry.mediaType, entry.id)),
  ]);
  const kept: Array<{ entry: T; score: number }> = [];
  for (const entry of candidates) {
    const key = titleIdentity(titleMediaType(entry.title), entry.title.id);
    if (seen.has(key) || entry.title.media_type === 'person') continue;
    seen.add(key);
    kept.push({ entry, score: historyScore(entry.title, counts) });
  }
  return kept
    .sort((a, b) => b.score - a.score)
    .slice(0, C.RECO_MAX)
    .map(({ entry }) => entry);
}
