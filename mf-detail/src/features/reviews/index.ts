/** The visitor's own reviews and star ratings of a title, kept in the browser. */
export { ReviewsSection } from './reviews-section';
