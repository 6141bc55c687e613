import type { EpisodeRef, Title, WatchLogEntry, WatchlistItem } from '@reelist/contracts';
import { airedEpisodes, episodeViewings, showProgress, statusForProgress, timesWatched } from '@reelist/domain';
import { loadWatchLog, watchlistStore } from '@reelist/storage';
import type { WriteResult } from '@reelist/storage';
import { toWatchlistItem } from '../watchlist/items';

/** Watch an episode (its first viewing), unwatch it (every viewing goes), or watch it again (a rewatch). */
export type EpisodeMark = 'watch' | 'unwatch' | 'rewatch';

export interface EpisodeMarkResult {
  /**
   * How storing the watch log went. A failed write is announced by the store, and the log shows what storage holds
   * again: the caller claims nothing.
   */
  result: WriteResult;
  /**
   * Puts the log and the show's watchlist entry back as they were before this mark; resolves with how storing the
   * log went (when it failed, the mark stays, as storage holds it).
   */
  undo: () => Promise<WriteResult>;
}

const isShow = (item: WatchlistItem, id: number) => item.id === id && item.media_type === 'tv';

/**
 * Moves a show's status as its episode progress implies (from its details: seasons and latest aired episode).
 * The first episode watched makes it Watching and adds it to the watchlist when absent; every aired episode watched
 * makes it Watched (not a viewing of the show as a whole: its episodes are). `reopen`: a Watched show with
 * episodes left goes back to Watching (the user is marking, or keeps following it).
 */
export function applyShowProgress(show: Title, log: readonly WatchLogEntry[], reopen: boolean): void {
  const item = watchlistStore.getSnapshot().find((other) => isShow(other, show.id));
  const progress = showProgress(airedEpisodes(show), episodeViewings(log).get(show.id));
  const status = statusForProgress(item?.status, progress, reopen);
  if (!status) return;
  if (item) void watchlistStore.setStatus(show.id, 'tv', status);
  else void watchlistStore.put({ ...toWatchlistItem(show, 'tv'), status });
}

/**
 * Marks episodes of a show, records it in the watch log, and moves the show's status (see applyShowProgress) once
 * the log is stored: a mark storage refuses moves nothing. Watching an episode already watched adds nothing; a
 * rewatch always adds a viewing.
 */
export async function markEpisodes(
  show: Title,
  episodes: readonly EpisodeRef[],
  mark: EpisodeMark,
  now: Date = new Date(),
): Promise<EpisodeMarkResult> {
  const { watchLogStore } = await loadWatchLog();
  const before = watchlistStore.getSnapshot().find((item) => isShow(item, show.id));
  const log = watchLogStore.getSnapshot();
  const viewings = episodeViewings(log).get(show.id);
  let added: WatchLogEntry[] = [];
  let removed: WatchLogEntry[] = [];
  if (mark === 'unwatch') {
    const keys = new Set(episodes.map((e) => `${e.season}x${e.number}`));
    removed = log.filter(
      (entry) => entry.id === show.id && entry.episode && keys.has(`${entry.episode.season}x${entry.episode.number}`),
    );
  } else {
    const watchedAt = now.toISOString();
    added = episodes
      .filter((episode) => mark === 'rewatch' || timesWatched(viewings, episode) === 0)
      .map((episode) => ({
        id: show.id,
        media_type: 'tv',
        watchedAt,
        rewatch: timesWatched(viewings, episode) > 0,
        source: 'reelist',
        episode: { season: episode.season, number: episode.number },
      }));
  }
  // The marks show at once; the log is stored after the frame that shows them, and the status follows what it stores.
  const result = await (removed.length > 0 ? watchLogStore.remove(removed) : watchLogStore.append(added));
  if (result.ok) applyShowProgress(show, watchLogStore.getSnapshot(), true);
  return {
    result,
    undo: async () => {
      const undone = await (removed.length > 0 ? watchLogStore.append(removed) : watchLogStore.remove(added));
      // The show's entry as it was: put back, or gone again when the mark had added it.
      if (undone.ok) void (before ? watchlistStore.put(before) : watchlistStore.remove(show.id, 'tv'));
      return undone;
    },
  };
}

/** Keep following a show (or stop): stored with the other shows kept followed. */
export async function setFollowing(id: number, following: boolean): Promise<WriteResult> {
  const { followedShowsStore } = await loadWatchLog();
  return followedShowsStore.setFollowing(id, following);
}
