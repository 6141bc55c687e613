import { loadWatchLog } from '@reelist/storage';
import type { Reminder, RemindersStore } from '@reelist/storage';
import { useLazyStore } from '../use-lazy-store';

type LogModule = Awaited<ReturnType<typeof loadWatchLog>>;

const pickReminders = (module: LogModule): RemindersStore => module.remindersStore;

/** The calendar's reminders (oldest first), or null until loaded; re-renders on a change here or in another tab. */
export const useReminders = (): readonly Reminder[] | null => useLazyStore(loadWatchLog, pickReminders);
