// The Recommendations feature's front door: other features and the preview import it from here only.
export { RecommendationsPage } from './recommendations-page';
