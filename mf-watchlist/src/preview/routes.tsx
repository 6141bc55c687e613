import type { PreviewRoute } from '@reelist/preview';
import { SharedPage } from '../share/shared-page';
import { WatchlistPage } from '../watchlist/watchlist-page';

/** The pages of this remote, mounted by its standalone preview host under the spec's routes. */
export const routes: PreviewRoute[] = [
  { path: '/watchlist', element: <WatchlistPage /> },
  { path: '/shared', element: <SharedPage /> },
];
