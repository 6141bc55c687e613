import { useCallback } from 'react';
import { C } from '@reelist/contracts';
import { usePreferences, useTheme, useToast, useWatchlist } from '@reelist/state';
import { readAllRatings, readAllReviews, readSearchHistory, readViewHistory, restoreBackup } from '@reelist/storage';
import { downloadJson } from '../lib/download';
import { BACKUP_MESSAGES, readBackupFile, restoredMessage } from './backup-file';
import { buildAnalyticsExport, buildCompleteExport } from './export-envelope';

export interface BackupApi {
  exportAnalytics: () => void;
  exportComplete: () => void;
  /** Restores a complete-data export; resolves to an error message, or undefined on success. */
  importBackup: (file: File) => Promise<string | undefined>;
}

/** Export and import of the analytics and complete-data files, keeping every provider in step with storage. */
export function useBackup(now: () => Date, onRestored: () => void): BackupApi {
  const { items, replaceAll } = useWatchlist();
  const { preferences, savePreferences } = usePreferences();
  const { theme, autoTheme, setTheme, setAutoTheme } = useTheme();
  const toast = useToast();

  const histories = () => ({ viewHistory: readViewHistory(), searchHistory: readSearchHistory() });

  const exportAnalytics = useCallback(() => {
    downloadJson(C.EXPORT_FILE_NAMES.analytics, buildAnalyticsExport(histories(), now()));
  }, [now]);

  const exportComplete = useCallback(() => {
    const userData = {
      watchlist: items,
      reviews: readAllReviews(),
      ratings: readAllRatings(),
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
      if (!restoreBackup(backup)) return BACKUP_MESSAGES.restore;
      // Storage holds the backup now; the providers' memory follows (these writes store the same values again).
      replaceAll(backup.watchlist);
      savePreferences(backup.preferences);
      setTheme(backup.theme.theme);
      setAutoTheme(backup.theme.autoTheme);
      onRestored();
      toast(restoredMessage(backup), 'success');
      return undefined;
    },
    [replaceAll, savePreferences, setTheme, setAutoTheme, onRestored, toast],
  );

  return { exportAnalytics, exportComplete, importBackup };
}
