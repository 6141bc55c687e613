import { useEffect, useMemo, useState } from 'react';
import { getTvDetails } from '@reelist/api';
import type { EpisodeRef, Title, WatchlistItem } from '@reelist/contracts';
import { airedEpisodes, episodeViewings, showProgress } from '@reelist/domain';
import type { ShowViewings } from '@reelist/domain';
import { applyShowProgress } from './tv-progress';
import { useFollowedShows, useWatchLog } from './use-watch-log';

/** A show under way: its details, the next aired episode not watched, and how many aired ones are left. */
export interface ShowInProgress {
  show: Title;
  next: EpisodeRef;
  left: number;
  /** When an episode of it was last watched: for ordering. */
  lastActivity: string;
}

/** Details asked of the service at once: a long watchlist's shows come a few at a time. */
const AT_ONCE = 4;

/**
 * Shows worth a look, most recently watched first: those with episodes in the watch log that are Watching, or
 * Watched and kept followed (an episode may have aired since). A show without episode viewings has no progress.
 */
function candidatesOf(
  items: readonly WatchlistItem[],
  followed: readonly number[],
  viewings: ReadonlyMap<number, ShowViewings>,
) {
  return items
    .filter(
      (item) =>
        item.media_type === 'tv' &&
        viewings.has(item.id) &&
        (item.status === 'watching' || (item.status === 'watched' && followed.includes(item.id))),
    )
    .sort((a, b) => (viewings.get(b.id)?.lastWatchedAt ?? '').localeCompare(viewings.get(a.id)?.lastWatchedAt ?? ''));
}

/** Details of the given shows as they arrive, a few at a time (cached 30 min by the api); null: failed. */
function useShowDetails(ids: readonly number[]): ReadonlyMap<number, Title | null> {
  const [details, setDetails] = useState<ReadonlyMap<number, Title | null>>(() => new Map());
  const missing = ids.filter((id) => !details.has(id)).slice(0, AT_ONCE);
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
 * The watchlist's shows in progress, most recently watched first (at most `limit`), or null until the watch log
 * and the first details are in. Looking at them also moves statuses along: a show kept followed that is Watched
 * goes back to Watching when an episode has aired since (and so joins this list); a Watching show whose history
 * covers every aired episode (an import) becomes Watched.
 */
export function useShowsInProgress(items: readonly WatchlistItem[], limit = Infinity): ShowInProgress[] | null {
  const log = useWatchLog();
  const followed = useFollowedShows();
  const viewings = useMemo(() => (log ? episodeViewings(log) : null), [log]);
  const candidates = useMemo(
    () => (followed && viewings ? candidatesOf(items, followed, viewings).slice(0, limit) : []),
    [items, followed, viewings, limit],
  );
  const details = useShowDetails(candidates.map((item) => item.id));

  useEffect(() => {
    if (!log || !followed) return;
    for (const item of candidates) {
      const show = details.get(item.id);
      if (show) applyShowProgress(show, log, followed.includes(show.id));
    }
  }, [log, followed, details, candidates]);

  return useMemo(() => {
    if (!viewings || !followed) return null;
    if (candidates.length > 0 && details.size === 0) return null;
    const shows: ShowInProgress[] = [];
    for (const item of candidates) {
      const show = details.get(item.id);
      if (!show || item.status !== 'watching') continue;
      const watched = viewings.get(show.id);
      const { next, left } = showProgress(airedEpisodes(show), watched);
      if (next && watched) shows.push({ show, next, left, lastActivity: watched.lastWatchedAt });
    }
    return shows;
  }, [viewings, followed, details, candidates]);
}
