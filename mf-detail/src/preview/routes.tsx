import type { PreviewRoute } from '@reelist/preview';
import { EntityRoute } from '../features/title';

/** The pages of this remote, mounted by its standalone preview host under the spec's routes. */
export const routes: PreviewRoute[] = [
  { path: '/movie/:id', element: <EntityRoute /> },
  { path: '/tv/:id', element: <EntityRoute /> },
  { path: '/person/:id', element: <EntityRoute /> },
  { path: '/collection/:id', element: <EntityRoute /> },
];
