/** @reelist/domain — pure product logic: watchlist, formatting, detail, reviews and search helpers. No DOM, no React. */
export { toWatchlistItem, isInList, addItem, removeItem, updateItemStatus, clearItems } from './src/watchlist/items';
export { effectiveStatus, computeStats, filterWatchlist } from './src/watchlist/stats';
export { sortWatchlist, dateKey } from './src/watchlist/sort';
export { formatDate, yearOf } from './src/format/date';
export {
  recommendFromWatchlist,
  recommendWithReasons,
  rankRecommendations,
  rankWithReasons,
  recommendationScore,
  averageWatchlistRating,
} from './src/recommendations/service';
export { topWatchlistGenres } from './src/recommendations/top-genres';
export type { RecommendationSources } from './src/recommendations/service';
export { reasonGenre } from './src/recommendations/reasons';
export type { Recommendation, RecommendationReason } from './src/recommendations/reasons';
export { tolerateFailures } from './src/recommendations/tolerate';
export { TRANSFER_MESSAGES, ImportError } from './src/import-export/messages';
export { parseStatus, statusLabel } from './src/import-export/status';
export { neutralise, unneutralise } from './src/import-export/csv-cells';
export { CSV_COLUMNS, watchlistToCsv } from './src/import-export/csv-export';
export type { CsvColumn } from './src/import-export/csv-export';
export { csvHeaderMap, csvRecordsToItems, generatedId } from './src/import-export/csv-import';
export type { CsvHeaderMap } from './src/import-export/csv-import';
export { toExportJson, watchlistToJson } from './src/import-export/json-export';
export { parseWatchlistJson } from './src/import-export/json-import';
export { normaliseEntry } from './src/import-export/normalise';
export type { InvalidEntry } from './src/import-export/normalise';
export type { ParsedImport } from './src/import-export/parsed-import';
export { planImport } from './src/import-export/plan-import';
export type { ImportPlan } from './src/import-export/plan-import';
export { PDF_TITLE, PDF_TABLE_HEAD, pdfTableRows, pdfSubtitleLines, pdfStatistics } from './src/import-export/pdf-data';
export { exportDateStamp, exportFileName, importKindOf } from './src/import-export/file-names';
export { isPlainLeftClick } from './src/navigation/plain-click';
export type { ClickLike } from './src/navigation/plain-click';
export { exportRefusal, isExportFormat } from './src/import-export/export-guard';
