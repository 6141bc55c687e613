import { useMemo } from 'react';
import type { WatchlistItem } from '@reelist/contracts';
import { episodeLabel } from '@reelist/domain';
import { useShowsInProgress } from '@reelist/state/watch-log';

const NONE: ReadonlyMap<number, string> = new Map();

/** "Next: S2E5" for each show being watched that has an aired episode left, by show id. */
export function useNextEpisodes(items: readonly WatchlistItem[]): ReadonlyMap<number, string> {
  const shows = useShowsInProgress(items);
  return useMemo(
    () => (shows ? new Map(shows.map(({ show, next }) => [show.id, `Next: ${episodeLabel(next)}`])) : NONE),
    [shows],
  );
}
