import { loadWatchLog } from '@reelist/storage';
import type { FollowedShowsStore, WatchLog } from '@reelist/storage';
import { useLazyStore } from '../use-lazy-store';

type LogModule = Awaited<ReturnType<typeof loadWatchLog>>;

const pickLog = (module: LogModule) => module.watchLogStore;
const pickFollowed = (module: LogModule): FollowedShowsStore => module.followedShowsStore;

/**
 * The watch log in React, or null until its store has loaded: re-renders when the log changes, here or in
 * another tab. Its store is a chunk of its own; the shell starts loading it beside a route that shows it.
 */
export const useWatchLog = (): WatchLog | null => useLazyStore(loadWatchLog, pickLog);

/** The ids of the shows kept followed ("Keep following"), or null until loaded. */
export const useFollowedShows = (): readonly number[] | null => useLazyStore(loadWatchLog, pickFollowed);
