/** @reelist/domain — pure logic used by more than one package (one app's logic lives in that app). No DOM, no React. */
export { effectiveStatus, computeStats } from './src/watchlist/stats';
export { dayOnlyDate, newestFirst, yearNumberOf, yearOf } from './src/format/date';
export { formatDate } from './src/format/long-date';
export { formatNumber } from './src/format/number';
export { recommendFromWatchlist, recommendWithReasons } from './src/recommendations/service';
export { recommendationInputs } from './src/recommendations/inputs';
export type { Recommendation, RecommendationReason } from './src/recommendations/reasons';
export { IMPORT_MESSAGES } from './src/import-export/messages';
export { cutTextsNote } from './src/import-export/cut-texts';
export { isPlainLeftClick } from './src/navigation/plain-click';
export {
  airedEpisodes,
  episodeLabel,
  episodeViewings,
  hasAired,
  localToday,
  showProgress,
  statusForProgress,
  timesWatched,
} from './src/tv/progress';
export type { ShowProgress, ShowViewings } from './src/tv/progress';
export { deflateText, inflateText, packText, unpackText, toBase64Url, fromBase64Url } from './src/share/packed-text';
export type { UnpackResult } from './src/share/packed-text';
export {
  AVAILABILITY_TTL_MS,
  firstServiceOffer,
  isStale,
  newlyStreaming,
  offersFrom,
  streamingServices,
} from './src/services/offers';
export type { ServiceOffer } from './src/services/offers';
