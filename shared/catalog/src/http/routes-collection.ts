/** /collection/{id}: a series of films with its parts in release order, as the movie service answers it. */
import type { Hono } from 'hono';
import type { MovieRec } from '../data/types';
import type { CatalogStore } from '../store/store';
import { notFound } from './errors';
import { idParam } from './params';
import { mediaItem } from './shapes';

export function registerCollectionRoutes(app: Hono, store: CatalogStore): void {
  app.get('/3/collection/:id{[0-9]+}', (c) => {
    const collection = store.collections.get(idParam(c.req.param('id')));
    if (!collection) throw notFound();
    return c.json({
      id: collection.id,
      name: collection.name,
      overview: collection.overview,
      poster_path: collection.poster_path,
      backdrop_path: collection.backdrop_path,
      parts: collection.parts
        .map((id) => store.movies.get(id))
        .filter((m): m is MovieRec => m !== undefined)
        .map((m) => mediaItem(m, true)),
    });
  });
}
