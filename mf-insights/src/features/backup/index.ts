// The backup feature's front door (the complete-data export, restore and the Analytics data panel): other features
// import it from here only.
export { BACKUP_MESSAGES } from './backup-file';
export { collectCompleteData, parseCompleteData } from './complete-data';
export type { CompleteData } from './complete-data';
export { DataPanel } from './data-panel';
export { useBackup } from './use-backup';
