/** /person/{id} with movie_credits, tv_credits, combined_credits, images and external_ids. */
import type { Hono } from 'hono';
import { episodeTotal } from '../data/tv';
import type { PersonRec } from '../data/types';
import type { CatalogStore } from '../store/store';
import { notFound } from './errors';
import { idParam } from './params';
import { mediaItem } from './shapes';

type Sub = (store: CatalogStore, p: PersonRec) => Record<string, unknown>;

function credits(store: CatalogStore, p: PersonRec, kinds: ReadonlyArray<'movie' | 'tv'>, withType: boolean) {
  const cast: unknown[] = [];
  const crew: unknown[] = [];
  for (const c of store.creditsOf(p.id)) {
    if (!kinds.includes(c.kind)) continue;
    const m = store.media(c.kind, c.id);
    if (!m) continue;
    const item = mediaItem(m, withType);
    if (c.character !== undefined) {
      cast.push({
        ...item,
        character: c.character,
        credit_id: c.credit,
        order: c.order,
        ...(c.kind === 'tv' ? { episode_count: c.episode_count ?? 1 } : {}),
      });
    } else {
      // On a show, crew are credited for the whole of it.
      const episodes = 'seasons' in m ? { episode_count: episodeTotal(m) } : {};
      crew.push({ ...item, credit_id: c.credit, department: c.department, job: c.job, ...episodes });
    }
  }
  return { cast, crew };
}

const SUBS: Record<string, Sub> = {
  movie_credits: (store, p) => credits(store, p, ['movie'], false),
  tv_credits: (store, p) => credits(store, p, ['tv'], false),
  combined_credits: (store, p) => credits(store, p, ['movie', 'tv'], true),
  images: (_store, p) => ({
    profiles: p.profile_path
      ? [
          {
            aspect_ratio: 0.667,
            height: 750,
            iso_639_1: null,
            file_path: p.profile_path,
            vote_average: 5.3,
            vote_count: 3,
            width: 500,
          },
        ]
      : [],
  }),
  external_ids: (_store, p) => ({
    imdb_id: p.imdb_id,
    facebook_id: null,
    instagram_id: null,
    tiktok_id: null,
    twitter_id: null,
    wikidata_id: null,
    youtube_id: null,
  }),
};

function body(p: PersonRec) {
  return {
    adult: p.adult,
    also_known_as: p.also_known_as,
    biography: p.biography,
    birthday: p.birthday,
    deathday: p.deathday,
    gender: p.gender,
    homepage: p.homepage,
    id: p.id,
    imdb_id: p.imdb_id,
    known_for_department: p.known_for_department,
    name: p.name,
    place_of_birth: p.place_of_birth,
    popularity: p.popularity,
    profile_path: p.profile_path,
  };
}

export function registerPersonRoutes(app: Hono, store: CatalogStore): void {
  const find = (raw: string | undefined): PersonRec => {
    const p = store.people.get(idParam(raw));
    if (!p) throw notFound();
    return p;
  };
  app.get('/3/person/:id{[0-9]+}', (c) => {
    const p = find(c.req.param('id'));
    const out: Record<string, unknown> = body(p);
    for (const name of (c.req.query('append_to_response') ?? '').split(',').map((s) => s.trim())) {
      const sub = SUBS[name];
      if (sub) out[name] = sub(store, p);
    }
    return c.json(out);
  });
  app.get('/3/person/:id{[0-9]+}/:sub{.+}', (c) => {
    const sub = SUBS[c.req.param('sub')];
    if (!sub) throw notFound();
    const p = find(c.req.param('id'));
    return c.json({ id: p.id, ...sub(store, p) });
  });
}
