// The history feature's front door: importing another service's history (read in the import worker, matched,
// planned, previewed and committed).
export { HistoryPreview } from './history-preview';
export { readHistory } from './read-history';
export { useHistoryImport } from './use-history-import';
