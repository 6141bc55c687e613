import type { PreviewRoute } from '@reelist/preview';
import { HomePage } from '../features/home';
import { SearchPage } from '../features/search';

/** The pages of this remote, mounted by its standalone preview host under the spec's routes. */
export const routes: PreviewRoute[] = [
  { path: '/', element: <HomePage /> },
  { path: '/search', element: <SearchPage /> },
];
