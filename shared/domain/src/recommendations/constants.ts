/**
 * Service-driven recommendation rules (top 5 genres, ...) that only this module applies. The top-genre count and the
 * list size (C.RECO_TOP_GENRES, C.RECO_MAX) stay in @reelist/contracts: mf-insights' history ranking uses them too.
 */

export const RECO_SEED_ITEMS = 3;
export const RECO_DEFAULT_AVERAGE_RATING = 7;
export const RECO_RATING_MARGIN = 1;
export const RECO_WEIGHT_VOTE = 0.7;
export const RECO_WEIGHT_POPULARITY = 0.3;
