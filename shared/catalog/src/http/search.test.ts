import type { Hono } from 'hono';
import { matchScore, normalize } from '../store/normalize';
import { fixtureStore } from '../testing/fixture';
import { tmdb } from '../testing/request';
import type { PagedBody } from '../testing/request';
import { createCatalogApp } from './app';

let app: Hono;
beforeAll(() => {
  app = createCatalogApp({ store: fixtureStore() });
});

type Hit = {
  id: number;
  media_type?: string;
  title?: string;
  name?: string;
  popularity: number;
  known_for?: unknown[];
};

describe('matching', () => {
  it('normalizes case and diacritics and ranks exact > prefix > word > substring', () => {
    expect(normalize('Déjà  Vu!')).toBe('deja vu');
    expect(matchScore('deja vu', 'deja vu')).toBe(4);
    expect(matchScore('deja vu all over', 'deja vu')).toBe(3);
    expect(matchScore('the deja vu', 'deja')).toBe(2);
    expect(matchScore('dejavu', 'ejav')).toBe(1);
    expect(matchScore('abc', 'x')).toBe(0);
  });
});

describe('/search/multi', () => {
  it('finds titles regardless of case and accents, exact match first', async () => {
    const { body } = await tmdb<PagedBody<Hit>>(app, '/search/multi?query=DEJA%20VU');
    expect(body.results[0]).toMatchObject({ title: 'Déjà Vu', media_type: 'movie' });
  });

  it('puts prefix matches before substring matches, then popularity', async () => {
    const { body } = await tmdb<PagedBody<Hit>>(app, '/search/multi?query=star');
    const names = body.results.map((r) => normalize(r.title ?? r.name ?? ''));
    const rank = names.map((n) => matchScore(n, 'star'));
    expect(rank).toEqual([...rank].sort((a, b) => b - a));
    expect(body.results.every((r) => ['movie', 'tv', 'person'].includes(r.media_type ?? ''))).toBe(true);
  });

  it('returns an empty page for an empty query', async () => {
    const { body } = await tmdb<PagedBody<Hit>>(app, '/search/multi?query=%20');
    expect(body).toEqual({ page: 1, results: [], total_pages: 1, total_results: 0 });
  });

  it('pages results', async () => {
    const p1 = await tmdb<PagedBody<Hit>>(app, '/search/multi?query=the');
    const p2 = await tmdb<PagedBody<Hit>>(app, '/search/multi?query=the&page=2');
    expect(p1.body.total_results).toBeGreaterThan(40);
    expect(p2.body.results[0]?.id).not.toBe(p1.body.results[0]?.id);
  });
});

describe('/search/person, /search/movie, /search/tv', () => {
  it('finds people by name with known_for', async () => {
    const { body } = await tmdb<PagedBody<Hit>>(app, '/search/person?query=christopher%20nolan');
    expect(body.results[0]).toMatchObject({ name: 'Christopher Nolan' });
    expect(body.results[0]?.known_for?.length).toBeGreaterThan(0);
  });

  it('restricts to the media type', async () => {
    const movies = await tmdb<PagedBody<Hit>>(app, '/search/movie?query=love');
    expect(movies.body.results.every((r) => r.title !== undefined && r.media_type === undefined)).toBe(true);
    const shows = await tmdb<PagedBody<Hit>>(app, '/search/tv?query=the');
    expect(shows.body.results.every((r) => r.name !== undefined)).toBe(true);
  });
});

describe('year filters of /search/movie and /search/tv', () => {
  const yearOf = (date: string): number => Number(date.slice(0, 4));

  it.each(['primary_release_year', 'year'])('/search/movie honours %s', async (param) => {
    const movie = [...fixtureStore().movies.values()].find((m) => m.title === 'Fight Club');
    if (!movie) throw new Error('no Fight Club in the fixture');
    const year = yearOf(movie.release_date);
    const path = `/search/movie?query=${encodeURIComponent(movie.title)}`;
    const hit = await tmdb<PagedBody<Hit & { release_date: string }>>(app, `${path}&${param}=${year}`);
    expect(hit.body.results.map((r) => r.id)).toContain(movie.id);
    expect(hit.body.results.every((r) => r.release_date.startsWith(String(year)))).toBe(true);
    const miss = await tmdb<PagedBody<Hit>>(app, `${path}&${param}=${year + 1}`);
    expect(miss.body.results.map((r) => r.id)).not.toContain(movie.id);
  });

  it('/search/tv honours first_air_date_year', async () => {
    const show = fixtureStore().popularShows[0];
    if (!show) throw new Error('no show in the fixture');
    const year = yearOf(show.first_air_date);
    const path = `/search/tv?query=${encodeURIComponent(show.name)}`;
    const hit = await tmdb<PagedBody<Hit & { first_air_date: string }>>(app, `${path}&first_air_date_year=${year}`);
    expect(hit.body.results.map((r) => r.id)).toContain(show.id);
    expect(hit.body.results.every((r) => r.first_air_date.startsWith(String(year)))).toBe(true);
    const miss = await tmdb<PagedBody<Hit>>(app, `${path}&first_air_date_year=${year + 1}`);
    expect(miss.body.results.map((r) => r.id)).not.toContain(show.id);
  });

  it.each([
    '/search/movie?query=love&primary_release_year=abc',
    '/search/movie?query=love&year=1999.5',
    '/search/movie?query=%20&year=99',
    '/search/tv?query=the&first_air_date_year=20000',
  ])('rejects %s with 422 and status_code 5', async (path) => {
    const { status, body } = await tmdb(app, path);
    expect(status).toBe(422);
    expect(body).toMatchObject({ success: false, status_code: 5 });
    expect(body['errors']).toHaveLength(1);
  });
});
