import type { Hono } from 'hono';
import { FIRST_COLLECTION_ID } from '../data/collections';
import { REAL_SERIES } from '../data/series';
import { loadVegaMovies } from '../data/vega';
import type { CollectionRec } from '../data/types';
import { fixtureStore, FIXTURE_TODAY } from '../testing/fixture';
import { tmdb } from '../testing/request';
import type { CatalogStore } from '../store/store';
import { createCatalogApp } from './app';

type Part = { id: number; title: string; release_date: string; media_type: string };
type CollectionBody = { id: number; name: string; overview: string; parts: Part[] } & Record<string, unknown>;

let app: Hono;
let store: CatalogStore;
beforeAll(() => {
  store = fixtureStore();
  app = createCatalogApp({ store });
});

const named = (name: string): CollectionRec => {
  const found = [...store.collections.values()].find((c) => c.name === name);
  if (!found) throw new Error(`no collection ${name}`);
  return found;
};

describe('collections', () => {
  it('lists only titles the vega table really has', () => {
    const titles = new Set(loadVegaMovies().map((v) => v.title));
    const missing = REAL_SERIES.flatMap((s) => s.titles).filter((t) => !titles.has(t));
    expect(missing).toEqual([]);
  });

  it('groups real series by their real parts and nothing else', () => {
    const titles = (name: string) => named(name).parts.map((id) => store.movies.get(id)?.title);
    expect(new Set(titles('Star Wars Collection'))).toEqual(
      new Set(REAL_SERIES.find((s) => s.name === 'Star Wars Collection')?.titles),
    );
    expect(titles('Star Wars Collection')).not.toContain('Star Wars: The Clone Wars');
    expect(titles('Indiana Jones Collection')).toContain('Raiders of the Lost Ark');
    expect(titles('Harry Potter Collection')).toHaveLength(6);
    const inTwo = new Map<number, number>();
    for (const c of store.collections.values()) for (const id of c.parts) inTwo.set(id, (inTwo.get(id) ?? 0) + 1);
    expect([...inTwo.values()].every((n) => n === 1)).toBe(true);
  });

  it('has generated series of sequels named as sequels, some of 2 parts, some of 5-8, one with an upcoming part', () => {
    const real = new Set(REAL_SERIES.map((s) => s.name));
    const generated = [...store.collections.values()].filter((c) => !real.has(c.name));
    expect(generated.length).toBeGreaterThanOrEqual(3);
    for (const c of generated) {
      const [first, ...rest] = c.parts.map((id) => store.movies.get(id)?.title ?? '');
      rest.forEach((title, i) => expect(title).toBe(`${first} ${i + 2}`));
      expect(c.name).toBe(`${first} Collection`);
    }
    const sizes = [...store.collections.values()].map((c) => c.parts.length);
    expect(sizes).toContain(2);
    expect(sizes.some((n) => n >= 5 && n <= 8)).toBe(true);
    const upcoming = generated.filter((c) =>
      c.parts.some((id) => (store.movies.get(id)?.release_date ?? '') > FIXTURE_TODAY),
    );
    expect(upcoming.length).toBeGreaterThan(0);
  });

  it('answers /collection/{id} with the service shape, parts in release order as movie list items', async () => {
    const c = named('Harry Potter Collection');
    const { status, body } = await tmdb<CollectionBody>(app, `/collection/${c.id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: c.id,
      name: 'Harry Potter Collection',
      overview: expect.stringContaining('6 parts'),
      poster_path: expect.stringMatching(/^\/poster-m\d+\.jpg$/),
    });
    expect(body).toHaveProperty('backdrop_path');
    expect(body.parts).toHaveLength(6);
    expect(body.parts.every((p) => p.media_type === 'movie' && typeof p.title === 'string')).toBe(true);
    const dates = body.parts.map((p) => p.release_date);
    expect(dates).toEqual([...dates].sort());
  });

  it.each(['/collection/1', `/collection/${FIRST_COLLECTION_ID - 1}`, '/collection/abc', '/collection/'])(
    '%s is 404 like any unknown id',
    async (path) => {
      const { status, body } = await tmdb(app, path);
      expect(status).toBe(404);
      expect(body).toMatchObject({ status_code: 34 });
    },
  );

  it('names the collection on each part and null on a movie in none', async () => {
    const c = named('Star Wars Collection');
    const { body } = await tmdb(app, `/movie/${c.parts[0]}`);
    expect(body['belongs_to_collection']).toEqual({
      id: c.id,
      name: 'Star Wars Collection',
      poster_path: c.poster_path,
      backdrop_path: c.backdrop_path,
    });
    const alone = store.popularMovies.find((m) => !store.collectionOf.has(m.id));
    const { body: none } = await tmdb(app, `/movie/${alone?.id}`);
    expect(none['belongs_to_collection']).toBeNull();
  });
});
