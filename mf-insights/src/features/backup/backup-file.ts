import { t } from '@lingui/core/macro';
import { cutTextsNote, IMPORT_MESSAGES } from '@reelist/domain';
import { NOTHING_CUT } from '@reelist/storage';
import { readFileText } from '@reelist/ui';
import { parseCompleteData } from './complete-data';
import type { CompleteData } from './complete-data';

/** The backup's own messages; choosing and reading the file say what every import says (IMPORT_MESSAGES). */
export const BACKUP_MESSAGES = {
  get restore() {
    return t`Could not restore the backup: browser storage is full or unavailable. Nothing was changed.`;
  },
  invalid: (reason: string) => t`Invalid backup file (${reason}). Nothing was changed.`,
};

export type BackupFileResult = { ok: true; data: CompleteData } | { ok: false; message: string };

/** Reads and validates a complete-data export chosen by the user; never throws. */
export async function readBackupFile(file: File): Promise<BackupFileResult> {
  if (!file.name.toLowerCase().endsWith('.json')) return { ok: false, message: IMPORT_MESSAGES.notJsonFile };
  let text: string;
  try {
    text = await readFileText(file);
  } catch {
    return { ok: false, message: IMPORT_MESSAGES.readFailed };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: IMPORT_MESSAGES.jsonParseFailed };
  }
  const parsed = await parseCompleteData(value);
  return parsed.ok ? parsed : { ok: false, message: BACKUP_MESSAGES.invalid(parsed.reason) };
}

/** The success line shown after a restore, with what was cut to fit when the file held over-long texts. */
export function restoredMessage({ backup, cut = NOTHING_CUT }: CompleteData): string {
  const items = backup.watchlist.length;
  const views = backup.viewHistory.length;
  const searches = backup.searchHistory.length;
  const restored = t`Backup restored: ${items} watchlist items, ${views} views and ${searches} searches.`;
  const note = cutTextsNote(cut);
  return note ? `${restored} ${note}` : restored;
}
