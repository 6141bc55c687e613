/**
 * The Recommendations screen's history scoring and category thresholds (popularity > 50 trending, rating >= 7.5 high).
 * The service-driven rules that Home shares live in @reelist/domain and @reelist/contracts.
 */

export const HISTORY_WEIGHT_VOTE = 0.1;
export const HISTORY_WEIGHT_POPULARITY = 0.001;
export const RECO_TRENDING_POPULARITY = 50;
export const RECO_HIGHLY_RATED = 7.5;
/** Highly Rated needs this many votes behind the average: a 10 from three voters says little. */
export const RECO_VOTE_FLOOR = 100;
export const RECO_ROW_MAX = 12;
