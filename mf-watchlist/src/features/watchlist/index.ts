// The watchlist feature's front door: the Watchlist screen (summary tiles, toolbar, grid and list, the panel).
export { WatchlistPage } from './watchlist-page';
