// The import feature's front door: reading Reelist's own CSV and JSON into an import plan, and its preview.
export { HISTORY_IMPORT_MAX_BYTES, WATCHLIST_IMPORT_MAX_BYTES } from './constants';
export { csvHeaderMap, csvRecordsToItems, generatedId } from './csv-import';
export { ImportPreview, PreviewActions } from './import-preview';
export { planImport, replanImport } from './plan-import';
export type { ImportPlan } from './plan-import';
export { readImport } from './read-import';
export { rematched } from './rematch';
