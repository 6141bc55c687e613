/** TMDB list-item and credit shapes, built from the stored records. */
import type { CastRec, CrewRec, MovieRec, PersonRec, TvRec } from '../data/types';
import type { CatalogStore, Media } from '../store/store';

export const isMovie = (m: Media): m is MovieRec => 'title' in m;

export function movieItem(m: MovieRec) {
  return {
    adult: m.adult,
    backdrop_path: m.backdrop_path,
    genre_ids: m.genre_ids,
    id: m.id,
    original_language: m.original_language,
    original_title: m.original_title,
    overview: m.overview,
    popularity: m.popularity,
    poster_path: m.poster_path,
    release_date: m.release_date,
    title: m.title,
    video: false,
    vote_average: m.vote_average,
    vote_count: m.vote_count,
  };
}

export function tvItem(s: TvRec) {
  return {
    adult: s.adult,
    backdrop_path: s.backdrop_path,
    genre_ids: s.genre_ids,
    id: s.id,
    origin_country: s.origin_country,
    original_language: s.original_language,
    original_name: s.original_name,
    overview: s.overview,
    popularity: s.popularity,
    poster_path: s.poster_path,
    first_air_date: s.first_air_date,
    name: s.name,
    vote_average: s.vote_average,
    vote_count: s.vote_count,
  };
}

export function mediaItem(m: Media, withType = false) {
  if (isMovie(m)) return withType ? { ...movieItem(m), media_type: 'movie' as const } : movieItem(m);
  return withType ? { ...tvItem(m), media_type: 'tv' as const } : tvItem(m);
}

function personBase(p: PersonRec) {
  return {
    adult: p.adult,
    gender: p.gender,
    id: p.id,
    known_for_department: p.known_for_department,
    name: p.name,
    original_name: p.name,
    popularity: p.popularity,
    profile_path: p.profile_path,
  };
}

/** A person in lists: their three most popular titles as known_for. */
export function personItem(p: PersonRec, store: CatalogStore, withType = false) {
  const seen = new Set<string>();
  const titles: Media[] = [];
  for (const c of store.creditsOf(p.id)) {
    const m = store.media(c.kind, c.id);
    if (m && !m.adult && !seen.has(`${c.kind}${c.id}`)) {
      seen.add(`${c.kind}${c.id}`);
      titles.push(m);
    }
  }
  titles.sort((a, b) => b.popularity - a.popularity || a.id - b.id);
  const item = { ...personBase(p), known_for: titles.slice(0, 3).map((m) => mediaItem(m, true)) };
  return withType ? { ...item, media_type: 'person' as const } : item;
}

export function castEntry(c: CastRec, store: CatalogStore) {
  const p = store.people.get(c.person);
  if (!p) return null;
  return { ...personBase(p), cast_id: c.order + 1, character: c.character, credit_id: c.credit, order: c.order };
}

export function crewEntry(c: CrewRec, store: CatalogStore) {
  const p = store.people.get(c.person);
  if (!p) return null;
  return { ...personBase(p), credit_id: c.credit, department: c.department, job: c.job };
}

export const present = <T>(x: T | null): x is T => x !== null;
