/** /movie/{id}, /tv/{id} and their sub-resources, seasons and episodes. */
import type { Hono } from 'hono';
import type { Kind, TvRec } from '../data/types';
import type { CatalogStore, Media } from '../store/store';
import { notFound } from './errors';
import { detail, episodeBody, seasonBody } from './media-detail';
import { MOVIE_SUBS, TV_SUBS } from './media-subs';
import { idParam, pageParam } from './params';

const PAGED = new Set(['similar', 'recommendations']);

export function registerMediaRoutes(app: Hono, store: CatalogStore): void {
  const find = (kind: Kind, raw: string | undefined): Media => {
    const rec = store.media(kind, idParam(raw));
    if (!rec) throw notFound();
    return rec;
  };
  const show = (raw: string | undefined): TvRec => find('tv', raw) as TvRec;

  app.get('/3/tv/:id{[0-9]+}/season/:n{[0-9]+}', (c) =>
    c.json(seasonBody(show(c.req.param('id')), Number(c.req.param('n')))),
  );
  app.get('/3/tv/:id{[0-9]+}/season/:n{[0-9]+}/episode/:m{[0-9]+}', (c) =>
    c.json(episodeBody(show(c.req.param('id')), Number(c.req.param('n')), Number(c.req.param('m')))),
  );

  for (const kind of ['movie', 'tv'] as const) {
    const subs = kind === 'movie' ? MOVIE_SUBS : TV_SUBS;
    app.get(`/3/${kind}/:id{[0-9]+}`, (c) =>
      c.json(
        detail(store, kind, find(kind, c.req.param('id')), c.req.query('append_to_response'), c.req.query('language')),
      ),
    );
    app.get(`/3/${kind}/:id{[0-9]+}/:sub{.+}`, (c) => {
      const name = c.req.param('sub');
      const sub = subs[name];
      if (!sub) throw notFound();
      const rec = find(kind, c.req.param('id'));
      const body = sub({ store, kind, rec, page: pageParam((n) => c.req.query(n)) });
      return c.json(PAGED.has(name) ? body : { id: rec.id, ...body });
    });
  }
}
