import type { Hono } from 'hono';
import { createCatalogApp } from '../http/app';
import { fixtureStore } from '../testing/fixture';
import type { CatalogStore } from '../store/store';
import type { MovieRec } from './types';
import { loadVegaMovies } from './vega';
import { vegaGenres } from './truth';

let store: CatalogStore;
let app: Hono;
beforeAll(() => {
  store = fixtureStore();
  app = createCatalogApp({ store });
});

const movie = (title: string): MovieRec => store.data.movies.find((m) => m.title === title) as MovieRec;

describe('real facts of the vega table', () => {
  it("keeps a real film's genres, rating, runtime and certification as the table gives them", () => {
    const vega = new Map(loadVegaMovies().map((v) => [v.title, v]));
    for (const title of ['Memento', 'Toy Story', 'The Godfather', 'Jaws 2']) {
      const m = movie(title);
      const v = vega.get(title);
      expect(v).toBeDefined();
      if (!v) continue;
      expect(m.genre_ids).toEqual(vegaGenres(v));
      if (m.release_date <= store.today) expect(m.imdb.rating).toBe(v.imdbRating);
      if (v.runtime !== null) expect(m.runtime).toBe(v.runtime);
      expect(m.imdb.metascore).toBeNull();
      expect(m.imdb.awards).toBe('N/A');
    }
    expect(movie('Memento').genre_ids).toEqual([18]);
  });

  it('the ratings service answers every source it has: IMDb and Rotten Tomatoes, no invented Metascore', async () => {
    const v = loadVegaMovies().find((x) => x.title === 'Toy Story');
    const m = movie('Toy Story');
    expect([v?.imdbRating, v?.rottenTomatoes]).toEqual([8.2, 100]);
    const res = await app.request(`/omdb/?apikey=k&i=${m.imdb_id}`);
    const body = (await res.json()) as { Ratings: Array<{ Source: string; Value: string }>; Metascore: string };
    expect(body.Ratings).toEqual([
      { Source: 'Internet Movie Database', Value: '8.2/10' },
      { Source: 'Rotten Tomatoes', Value: '100%' },
    ]);
    expect(body.Metascore).toBe('N/A');
  });
});

describe('neutral prose', () => {
  it("overviews state the title's facts; no taglines are invented", () => {
    const m = movie('Memento');
    expect(m.overview).toMatch(/^Memento is a drama film directed by Christopher Nolan, (released in \d{4}|due out)/);
    expect(store.data.movies.filter((x) => x.id < 900_000).every((x) => x.overview.startsWith(x.title))).toBe(true);
    expect(store.data.tv.filter((x) => x.id < 900_000).every((x) => x.overview.startsWith(x.name))).toBe(true);
    expect([...store.data.movies, ...store.data.tv].every((x) => x.tagline === '')).toBe(true);
  });

  it('keeps the hostile fixtures as they are', () => {
    expect(store.movies.get(900_001)?.overview).toContain('<script>alert(1)</script>');
  });
});
