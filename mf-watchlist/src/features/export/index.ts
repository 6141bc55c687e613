// The export feature's front door: the export controls, the file kind by extension (import uses it), and the CSV,
// JSON and PDF writers that other features' tests read back.
export { CSV_OVERVIEW_MAX, CSV_TAGS_COLUMN } from './constants';
export { watchlistToCsv } from './csv-export';
export { ExportControls } from './export-controls';
export { importKindOf } from './file-names';
export { toExportJson, watchlistToJson } from './json-export';
export { buildWatchlistPdf } from './pdf-export';
