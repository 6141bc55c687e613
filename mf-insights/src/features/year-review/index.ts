// The Year in Review feature's front door: other features import it from here only. Analytics loads the page on
// demand (its own chunk); the types are erased, so they add nothing to Analytics' chunk.
export { YearReviewPage } from './year-review-page';
export type { EpisodeMinutesOf, FactsOf } from './year-stats';
