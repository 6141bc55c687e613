/** Home: the carousels of trending, popular, top-rated and upcoming titles, and the visitor's own rows. */
export { HomePage } from './home-page';
