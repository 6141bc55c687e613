import { useCallback } from 'react';
import { C } from '@reelist/contracts';
import { usePreferences, useTheme, useToast, useWatchlist } from '@reelist/state';
import { ratingsStore, restoreBackup, reviewsStore, searchHistoryStore, viewHistoryStore } from '@reelist/storage';
import { downloadJson } from '../lib/download';
import { BACKUP_MESSAGES, readBackupFile, restoredMessage } from './backup-file';
import { buildAnalyticsExport, buildCompleteExport } from './export-envelope';

export interface BackupApi {
  exportAnalytics: () => void;
  exportComplete: () => void;
  /** Restores a complete-data export; resolves to an error message, or undefined on success. */
  importBackup: (file: File) => Promise<string | undefined>;
}

/** Export and import of the analytics and complete-data files; a restore commits through the stores. */
export function useBackup(now: () => Date): BackupApi {
  const { items } = useWatchlist();
  const { preferences } = usePreferences();
  const { theme, autoTheme } = useTheme();
  const toast = useToast();

  const histories = () => ({
    viewHistory: viewHistoryStore.getSnapshot(),
    searchHistory: searchHistoryStore.getSnapshot(),
  });

  const exportAnalytics = useCallback(() => {
    downloadJson(C.EXPORT_FILE_NAMES.analytics, buildAnalyticsExport(histories(), now()));
  }, [now]);

  const exportComplete = useCallback(() => {
    const userData = {
      watchlist: items,
      reviews: reviewsStore.getSnapshot(),
      ratings: ratingsStore.getSnapshot(),
      preferences,
      theme: { theme, autoTheme },
    };
    downloadJson(C.EXPORT_FILE_NAMES.completeData, buildCompleteExport(histories(), userData, now()));
  }, [items, preferences, theme, autoTheme, now]);

  const importBackup = useCallback(
    async (file: File) => {
      const result = await readBackupFile(file);
      if (!result.ok) return result.message;
      const { backup } = result;
      // All or nothing; on success the stores hold the backup and every screen reading them shows it.
      if (!restoreBackup(backup).ok) return BACKUP_MESSAGES.restore;
      toast(restoredMessage(backup), 'success');
      return undefined;
    },
    [toast],
  );

  return { exportAnalytics, exportComplete, importBackup };
}
