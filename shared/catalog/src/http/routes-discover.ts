/** /discover/movie, /discover/tv and the search endpoints. */
import type { Hono } from 'hono';
import type { PersonRec } from '../data/types';
import { matchScore, normalize } from '../store/normalize';
import type { CatalogStore, Media } from '../store/store';
import { parseDiscover } from './discover-filters';
import { boolParam, paginate, pageParam, yearParam } from './params';
import type { Query } from './params';
import { mediaItem, movieItem, personItem, tvItem } from './shapes';

type Hit = { rec: Media | PersonRec; kind: 'movie' | 'tv' | 'person'; score: number };

// Ranked hit lists by query; typing and paging repeat queries, and a full scan costs a few ms.
const memo = new WeakMap<CatalogStore, Map<string, Hit[]>>();

/**
 * The release years a search must match: /search/movie takes primary_release_year and year, /search/tv
 * first_air_date_year and year (one stored date each, so both mean that date's year; given both, both must
 * match). /search/multi and /search/person take none, as on TMDB. Unreadable years are 422.
 */
function searchYears(q: Query, kinds: ReadonlyArray<Hit['kind']>): number[] {
  if (kinds.length !== 1 || kinds[0] === 'person') return [];
  const names = kinds[0] === 'movie' ? ['primary_release_year', 'year'] : ['first_air_date_year', 'year'];
  return names.map((name) => yearParam(q, name)).filter((y): y is number => y !== undefined);
}

/** Ranked by match quality (exact, prefix, word, substring), then popularity. */
function search(store: CatalogStore, q: Query, kinds: ReadonlyArray<Hit['kind']>): Hit[] {
  const years = searchYears(q, kinds);
  const needle = normalize(q('query') ?? '');
  if (needle === '') return [];
  const adult = boolParam(q, 'include_adult');
  const key = `${kinds.join()}|${adult}|${years.join()}|${needle}`;
  const cache = memo.get(store) ?? new Map<string, Hit[]>();
  memo.set(store, cache);
  const cached = cache.get(key);
  if (cached) return cached;
  const hits: Hit[] = [];
  const consider = (rec: Media | PersonRec, kind: Hit['kind']): void => {
    if (rec.adult && !adult) return;
    const score = matchScore(store.searchNames.get(rec) ?? '', needle);
    if (score === 0) return;
    if (years.length > 0) {
      const date = 'title' in rec ? rec.release_date : (rec as { first_air_date: string }).first_air_date;
      if (!years.every((y) => date.slice(0, 4) === String(y))) return;
    }
    hits.push({ rec, kind, score });
  };
  if (kinds.includes('movie')) for (const m of store.allMovies) consider(m, 'movie');
  if (kinds.includes('tv')) for (const s of store.allShows) consider(s, 'tv');
  if (kinds.includes('person')) for (const p of store.popularPeople) consider(p, 'person');
  hits.sort((a, b) => b.score - a.score || b.rec.popularity - a.rec.popularity || a.rec.id - b.rec.id);
  if (cache.size >= 1_000) cache.clear();
  cache.set(key, hits);
  return hits;
}

export function registerDiscoverRoutes(app: Hono, store: CatalogStore): void {
  const query =
    (c: { req: { query: (n: string) => string | undefined } }): Query =>
    (n) =>
      c.req.query(n);

  app.get('/3/discover/movie', (c) => {
    const q = query(c);
    const page = pageParam(q);
    const { test, compare } = parseDiscover('movie', q, store);
    return c.json(paginate(store.allMovies.filter(test).sort(compare), page, (m) => mediaItem(m)));
  });
  app.get('/3/discover/tv', (c) => {
    const q = query(c);
    const page = pageParam(q);
    const { test, compare } = parseDiscover('tv', q, store);
    return c.json(paginate(store.allShows.filter(test).sort(compare), page, (m) => mediaItem(m)));
  });

  app.get('/3/search/multi', (c) => {
    const q = query(c);
    const page = pageParam(q);
    return c.json(
      paginate(search(store, q, ['movie', 'tv', 'person']), page, (h) =>
        h.kind === 'person' ? personItem(h.rec as PersonRec, store, true) : mediaItem(h.rec as Media, true),
      ),
    );
  });
  app.get('/3/search/movie', (c) => {
    const q = query(c);
    const page = pageParam(q);
    return c.json(paginate(search(store, q, ['movie']), page, (h) => movieItem(h.rec as never)));
  });
  app.get('/3/search/tv', (c) => {
    const q = query(c);
    const page = pageParam(q);
    return c.json(paginate(search(store, q, ['tv']), page, (h) => tvItem(h.rec as never)));
  });
  app.get('/3/search/person', (c) => {
    const q = query(c);
    const page = pageParam(q);
    return c.json(paginate(search(store, q, ['person']), page, (h) => personItem(h.rec as PersonRec, store)));
  });
}
