import type { PreviewRoute } from '@reelist/preview';
import { CalendarRoute } from '../features/calendar';
import { SharedPage } from '../features/share';
import { ListsRoute } from '../features/lists';
import { WatchlistPage } from '../features/watchlist';

/** The pages of this remote, mounted by its standalone preview host under the spec's routes. */
export const routes: PreviewRoute[] = [
  { path: '/watchlist', element: <WatchlistPage /> },
  { path: '/lists', element: <ListsRoute /> },
  { path: '/lists/:id', element: <ListsRoute /> },
  { path: '/shared', element: <SharedPage /> },
  { path: '/calendar', element: <CalendarRoute /> },
];
