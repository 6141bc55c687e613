/**
 * @reelist/state/watch-log — the watch log in React, for the screens that show it (Detail, Analytics). Not part
 * of the shared singleton, so the shell's first chunk does not carry it: it holds no state of its own (the one
 * store is @reelist/storage's), so each remote bundles its own copy of this hook.
 */
export { useWatchLog } from './src/watch-log/use-watch-log';
export { useFollowedPeople, useFollowedShows, useLists } from './src/watch-log/use-watch-log';
export { useListPicker } from './src/watch-log/use-list-picker';
export type { ListChoice, ListPicker } from './src/watch-log/use-list-picker';
export { applyShowProgress, markEpisodes, setFollowing } from './src/watch-log/tv-progress';
export type { EpisodeMark, EpisodeMarkResult } from './src/watch-log/tv-progress';
export { useShowsInProgress } from './src/watch-log/use-shows-in-progress';
export type { ShowInProgress } from './src/watch-log/use-shows-in-progress';
export { useReminders } from './src/watch-log/use-reminders';
