import { loadWatchLog } from '@reelist/storage';
import type { FollowedPerson, UserList } from '@reelist/contracts';
import type { FollowedPeopleStore, FollowedShowsStore, ListsStore, WatchLog } from '@reelist/storage';
import { useLazyStore } from '../use-lazy-store';

type LogModule = Awaited<ReturnType<typeof loadWatchLog>>;

const pickLog = (module: LogModule) => module.watchLogStore;
const pickFollowed = (module: LogModule): FollowedShowsStore => module.followedShowsStore;
const pickPeople = (module: LogModule): FollowedPeopleStore => module.followedPeopleStore;
const pickLists = (module: LogModule): ListsStore => module.listsStore;

/**
 * The watch log in React, or null until its store has loaded: re-renders when the log changes, here or in
 * another tab. Its store is a chunk of its own; the shell starts loading it beside a route that shows it.
 */
export const useWatchLog = (): WatchLog | null => useLazyStore(loadWatchLog, pickLog);

/** The ids of the shows kept followed ("Keep following"), or null until loaded. */
export const useFollowedShows = (): readonly number[] | null => useLazyStore(loadWatchLog, pickFollowed);

/** The people followed (newest first), or null until loaded; re-renders on a change here or in another tab. */
export const useFollowedPeople = (): readonly FollowedPerson[] | null => useLazyStore(loadWatchLog, pickPeople);

/** The visitor's lists (newest first), or null until loaded; re-renders on a change here or in another tab. */
export const useLists = (): readonly UserList[] | null => useLazyStore(loadWatchLog, pickLists);
