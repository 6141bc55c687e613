import { useCallback } from 'react';
import { C } from '@reelist/contracts';
import { useToast } from '@reelist/state';
import { searchHistoryStore, viewHistoryStore } from '@reelist/storage';
import { downloadJson } from '../../lib/download';
import { BACKUP_MESSAGES, readBackupFile, restoredMessage } from './backup-file';
import { collectCompleteData, restoreCompleteData } from './complete-data';
import { buildAnalyticsExport } from './export-envelope';

export interface BackupApi {
  exportAnalytics: () => void;
  exportComplete: () => void;
  /** Restores a complete-data export; resolves to an error message, or undefined on success. */
  importBackup: (file: File) => Promise<string | undefined>;
}

/** Export and import of the analytics and complete-data files; a restore commits through the stores. */
export function useBackup(now: () => Date): BackupApi {
  const toast = useToast();

  const histories = () => ({
    viewHistory: viewHistoryStore.getSnapshot(),
    searchHistory: searchHistoryStore.getSnapshot(),
  });

  const exportAnalytics = useCallback(() => {
    downloadJson(C.EXPORT_FILE_NAMES.analytics, buildAnalyticsExport(histories(), now()));
  }, [now]);

  const exportComplete = useCallback(() => {
    void collectCompleteData(now()).then((data) => downloadJson(C.EXPORT_FILE_NAMES.completeData, data));
  }, [now]);

  const importBackup = useCallback(
    async (file: File) => {
      const result = await readBackupFile(file);
      if (!result.ok) return result.message;
      // All or nothing; on success the stores hold the backup and every screen reading them shows it.
      if (!(await restoreCompleteData(result.data)).ok) return BACKUP_MESSAGES.restore;
      toast(restoredMessage(result.data), 'success');
      return undefined;
    },
    [toast],
  );

  return { exportAnalytics, exportComplete, importBackup };
}
