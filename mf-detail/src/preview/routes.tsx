import type { PreviewRoute } from '@reelist/preview';
import { DetailPage } from '../features/title';

/** The pages of this remote, mounted by its standalone preview host under the spec's routes. */
export const routes: PreviewRoute[] = [
  { path: '/movie/:id', element: <DetailPage /> },
  { path: '/tv/:id', element: <DetailPage /> },
];
