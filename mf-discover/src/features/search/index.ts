/** Search: the query, its filters in the URL, and the results with Load More. */
export { SearchPage } from './search-page';
