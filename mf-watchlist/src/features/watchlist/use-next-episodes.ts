import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { WatchlistItem } from '@reelist/contracts';
import { episodeLabel } from '@reelist/domain';
import { useShowsInProgress } from '@reelist/state/watch-log';

const NONE: ReadonlyMap<number, string> = new Map();

/** "Next: S2E5" for each show being watched that has an aired episode left, by show id. */
export function useNextEpisodes(items: readonly WatchlistItem[]): ReadonlyMap<number, string> {
  const shows = useShowsInProgress(items);
  const { t } = useLingui();
  return useMemo(() => {
    if (!shows) return NONE;
    return new Map(
      shows.map(({ show, next }) => {
        const episode = episodeLabel(next);
        return [show.id, t`Next: ${episode}`];
      }),
    );
  }, [shows, t]);
}
