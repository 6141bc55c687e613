import { C } from '@reelist/contracts';
import type {
  AnalyticsExport,
  FollowedPerson,
  SearchHistoryEntry,
  UserList,
  ViewHistoryEntry,
} from '@reelist/contracts';
import type { Reminder } from '@reelist/storage';
import { computeSearchStats } from '../../lib/stats/search-stats';
import { computeViewingStats } from '../../lib/stats/viewing-stats';

/**
 * Every piece of user data, with the people followed (`followedPeople`), the visitor's lists (`lists`, whole
 * objects rather than the store's compact stored form, so the file stays readable) and the calendar's reminders
 * (`reminders`); a file without one of them leaves that data as it is.
 */
export type BackupUserData = NonNullable<AnalyticsExport['userData']> & {
  followedPeople?: FollowedPerson[];
  lists?: UserList[];
  reminders?: Reminder[];
};

export interface HistoryInput {
  viewHistory: readonly ViewHistoryEntry[];
  searchHistory: readonly SearchHistoryEntry[];
}

/** The analytics export envelope (`reelist-analytics.json`), stats computed at `now`. */
export function buildAnalyticsExport({ viewHistory, searchHistory }: HistoryInput, now: Date): AnalyticsExport {
  return {
    exportedAt: now.toISOString(),
    version: C.EXPORT_VERSION,
    analytics: {
      viewingStats: computeViewingStats(viewHistory, now),
      searchStats: computeSearchStats(searchHistory),
      viewHistory: [...viewHistory],
      searchHistory: [...searchHistory],
    },
  };
}

/** The complete-data export (`reelist-complete-data.json`): the analytics envelope plus every piece of user data. */
export function buildCompleteExport(history: HistoryInput, userData: BackupUserData, now: Date): AnalyticsExport {
  return { ...buildAnalyticsExport(history, now), userData };
}
