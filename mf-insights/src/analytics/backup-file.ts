import { parseBackup } from '@reelist/storage';
import type { UserBackup } from '@reelist/storage';
import { readText } from '../lib/read-text';

export const BACKUP_MESSAGES = {
  notJson: 'Please select a JSON file exported from the product',
  parse: 'Failed to parse JSON file',
  read: 'Failed to read file',
  restore: 'Could not restore the backup: browser storage is full or unavailable. Nothing was changed.',
  invalid: (reason: string) => `Invalid backup file (${reason}). Nothing was changed.`,
} as const;

export type BackupFileResult = { ok: true; backup: UserBackup } | { ok: false; message: string };

/** Reads and validates a complete-data export chosen by the user; never throws. */
export async function readBackupFile(file: File): Promise<BackupFileResult> {
  if (!file.name.toLowerCase().endsWith('.json')) return { ok: false, message: BACKUP_MESSAGES.notJson };
  let text: string;
  try {
    text = await readText(file);
  } catch {
    return { ok: false, message: BACKUP_MESSAGES.read };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: BACKUP_MESSAGES.parse };
  }
  const parsed = parseBackup(value);
  return parsed.ok ? parsed : { ok: false, message: BACKUP_MESSAGES.invalid(parsed.reason) };
}

/** The success line shown after a restore. */
export const restoredMessage = (backup: UserBackup): string =>
  `Backup restored: ${backup.watchlist.length} watchlist items, ${backup.viewHistory.length} views and ` +
  `${backup.searchHistory.length} searches.`;
