import { useEffect, useMemo, useState } from 'react';
import { getTvDetails } from '@reelist/api';
import type { EpisodeRef, Title, WatchlistItem } from '@reelist/contracts';
import { airedEpisodes, episodeViewings, showProgress } from '@reelist/domain';
import { applyShowProgress } from './tv-progress';
import { useFollowedShows, useWatchLog } from './use-watch-log';

/** A show under way: its details, the next aired episode not watched, and how many aired ones are left. */
export interface ShowInProgress {
  show: Title;
  next: EpisodeRef;
  left: number;
  /** When it was last watched (an episode), else when its watchlist entry last changed: for ordering. */
  lastActivity: string;
}

/** Shows worth a look: Watching ones, and Watched ones kept followed (an episode may have aired since). */
const candidatesOf = (items: readonly WatchlistItem[], followed: readonly number[]) =>
  items.filter(
    (item) =>
      item.media_type === 'tv' &&
      (item.status === 'watching' || (item.status === 'watched' && followed.includes(item.id))),
  );

/** Details of the given shows as they arrive (cached 30 min by the api: Detail asks for the same); null: failed. */
function useShowDetails(ids: readonly number[]): ReadonlyMap<number, Title | null> {
  const [details, setDetails] = useState<ReadonlyMap<number, Title | null>>(() => new Map());
  const missing = ids.filter((id) => !details.has(id));
  const missingKey = missing.join(',');
  useEffect(() => {
    if (missing.length === 0) return undefined;
    const controller = new AbortController();
    void Promise.all(
      missing.map((id) =>
        getTvDetails(id, { signal: controller.signal }).then(
          (show): [number, Title | null] => [id, show],
          (): [number, Title | null] => [id, null],
        ),
      ),
    ).then((pairs) => {
      if (!controller.signal.aborted) setDetails((known) => new Map([...known, ...pairs]));
    });
    return () => controller.abort();
    // Keyed by the missing ids' text: a new array with the same ids is not a new request.
  }, [missingKey]);
  return details;
}

/**
 * The watchlist's shows in progress, most recently watched first, or null until the watch log and the first
 * details are in. Looking at them also moves statuses along: a show kept followed that is Watched goes back to
 * Watching when an episode has aired since (and so joins this list); a Watching show whose history covers every
 * aired episode (an import) becomes Watched.
 */
export function useShowsInProgress(items: readonly WatchlistItem[]): ShowInProgress[] | null {
  const log = useWatchLog();
  const followed = useFollowedShows();
  const candidates = useMemo(() => (followed ? candidatesOf(items, followed) : []), [items, followed]);
  const details = useShowDetails(candidates.map((item) => item.id));

  useEffect(() => {
    if (!log || !followed) return;
    for (const item of candidates) {
      const show = details.get(item.id);
      if (show) applyShowProgress(show, log, followed.includes(show.id));
    }
  }, [log, followed, details, candidates]);

  return useMemo(() => {
    if (!log || !followed) return null;
    if (candidates.length > 0 && details.size === 0) return null;
    const viewings = episodeViewings(log);
    const shows: ShowInProgress[] = [];
    for (const item of candidates) {
      const show = details.get(item.id);
      if (!show || item.status !== 'watching') continue;
      const watched = viewings.get(show.id);
      const { next, left } = showProgress(airedEpisodes(show), watched);
      if (next)
        shows.push({ show, next, left, lastActivity: watched?.lastWatchedAt ?? item.updatedAt ?? item.addedAt });
    }
    return shows.sort((a, b) => b.lastActivity.localeCompare(a.lastActivity));
  }, [log, followed, details, candidates]);
}
