/** @reelist/domain — pure product logic: watchlist, formatting, detail, reviews and search helpers. No DOM, no React. */
export { toWatchlistItem, isInList, addItem, removeItem, updateItemStatus, clearItems } from './src/watchlist/items';
export { effectiveStatus, computeStats, filterWatchlist } from './src/watchlist/stats';
export { sortWatchlist, dateKey } from './src/watchlist/sort';
export { formatDate, yearOf, tvYearRange } from './src/format/date';
export { formatRuntime, titleRuntime, formatVote } from './src/format/numbers';
export { pickVideos, pickTrailer } from './src/detail/videos';
export { groupCrew, topCast, directors, isStarPerson } from './src/detail/people';
export type { CrewDepartment } from './src/detail/people';
export { shareUrls } from './src/detail/share';
export type { ShareTarget } from './src/detail/share';
export { ratingStats, upsertRating } from './src/reviews/ratings';
export { reviewKey, validateReview, REVIEW_ERRORS } from './src/reviews/reviews';
export type { ReviewInput } from './src/reviews/reviews';
export {
  createReview,
  editReview,
  deleteReview,
  markReviewHelpful,
  setReviewReported,
  canEditReview,
  sortReviews,
} from './src/reviews/review-ops';
export type { NewReviewContext } from './src/reviews/review-ops';
export { defaultSearchFilters, clampFilters, hasActiveFilters, maxYear } from './src/search/filters';
export { buildDiscoverParams } from './src/search/discover-params';
