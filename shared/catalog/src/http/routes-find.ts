/** /find/{external_id}: titles and people by an outside id (imdb_id: movies, TV and people; tvdb_id: TV). */
import type { Hono } from 'hono';
import type { PersonRec, TvRec } from '../data/types';
import type { CatalogStore } from '../store/store';
import { invalidParam } from './errors';
import { isMovie, mediaItem, personItem } from './shapes';

const EXTERNAL_SOURCES = ['imdb_id', 'tvdb_id'] as const;
type ExternalSource = (typeof EXTERNAL_SOURCES)[number];

interface FindIndex {
  peopleByImdb: Map<string, PersonRec>;
  showsByTvdb: Map<number, TvRec>;
}

// The store indexes titles by imdb id; people by imdb id and shows by tvdb id are built here, once per store.
const indexes = new WeakMap<CatalogStore, FindIndex>();

function findIndex(store: CatalogStore): FindIndex {
  let index = indexes.get(store);
  if (!index) {
    index = {
      peopleByImdb: new Map([...store.people.values()].map((p) => [p.imdb_id, p])),
      showsByTvdb: new Map([...store.shows.values()].map((s) => [s.tvdb_id, s])),
    };
    indexes.set(store, index);
  }
  return index;
}

const isSource = (raw: string | undefined): raw is ExternalSource =>
  (EXTERNAL_SOURCES as readonly string[]).includes(raw ?? '');

/** TMDB's answer: always the five arrays, items with media_type as the real service sends them. */
function findByExternalId(store: CatalogStore, id: string, source: ExternalSource) {
  const movies: unknown[] = [];
  const shows: unknown[] = [];
  const people: unknown[] = [];
  const index = findIndex(store);
  if (source === 'imdb_id') {
    const title = store.byImdb.get(id);
    if (title) (isMovie(title) ? movies : shows).push(mediaItem(title, true));
    const person = index.peopleByImdb.get(id);
    if (person) people.push(personItem(person, store, true));
  } else if (/^\d+$/.test(id)) {
    const show = index.showsByTvdb.get(Number(id));
    if (show) shows.push(mediaItem(show, true));
  }
  return {
    movie_results: movies,
    person_results: people,
    tv_results: shows,
    tv_episode_results: [] as unknown[],
    tv_season_results: [] as unknown[],
  };
}

export function registerFindRoutes(app: Hono, store: CatalogStore): void {
  app.get('/3/find/:external_id', (c) => {
    const source = c.req.query('external_source');
    if (!isSource(source)) throw invalidParam(`external_source must be one of ${EXTERNAL_SOURCES.join(', ')}`);
    return c.json(findByExternalId(store, c.req.param('external_id'), source));
  });
}
