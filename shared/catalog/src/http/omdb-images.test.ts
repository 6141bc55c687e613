import type { Hono } from 'hono';
import { HOSTILE_IDS } from '../data/hostile';
import type { CatalogStore } from '../store/store';
import { fixtureStore } from '../testing/fixture';
import { getJson } from '../testing/request';
import { createCatalogApp } from './app';
import sharp from 'sharp';

let app: Hono;
let store: CatalogStore;
beforeAll(() => {
  store = fixtureStore();
  app = createCatalogApp({ store });
});

type Omdb = Record<string, unknown> & { Ratings?: Array<{ Source: string; Value: string }> };

describe('/omdb/', () => {
  it('requires apikey', async () => {
    const { status, body } = await getJson(app, '/omdb/?i=tt0000001');
    expect(status).toBe(401);
    expect(body).toEqual({ Response: 'False', Error: 'No API key provided.' });
  });

  it('looks up by imdb id with real vega ratings', async () => {
    const memento = [...store.movies.values()].find((m) => m.title === 'Memento');
    const { status, body } = await getJson<Omdb>(app, `/omdb/?apikey=k&i=${memento?.imdb_id ?? ''}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      Response: 'True',
      Title: 'Memento',
      imdbRating: '8.7',
      Director: 'Christopher Nolan',
      Type: 'movie',
    });
    expect(body.Ratings?.[0]).toEqual({ Source: 'Internet Movie Database', Value: '8.7/10' });
    for (const key of ['Year', 'imdbVotes', 'Plot', 'Awards', 'BoxOffice', 'Metascore', 'Poster'])
      expect(body).toHaveProperty(key);
  });

  it('reports Rotten Tomatoes and Metacritic where known', async () => {
    const rated = [...store.movies.values()].find((m) => m.imdb.rottenTomatoes !== null && m.imdb.metascore !== null);
    const { body } = await getJson<Omdb>(app, `/omdb/?apikey=k&i=${rated?.imdb_id ?? ''}`);
    expect(body.Ratings).toContainEqual({ Source: 'Rotten Tomatoes', Value: `${rated?.imdb.rottenTomatoes}%` });
    expect(body.Ratings).toContainEqual({ Source: 'Metacritic', Value: `${rated?.imdb.metascore}/100` });
  });

  it('looks up by title (case and accent-insensitive), with plot and year; /omdb works without a slash', async () => {
    const short = await getJson<Omdb>(app, '/omdb?apikey=k&t=deja%20vu');
    expect(short.body).toMatchObject({ Response: 'True', Title: 'Déjà Vu' });
    const full = await getJson<Omdb>(app, '/omdb/?apikey=k&t=Deja%20Vu&plot=full');
    expect(String(full.body['Plot']).length).toBeGreaterThanOrEqual(String(short.body['Plot']).length);
    const wrongYear = await getJson(app, '/omdb/?apikey=k&t=Deja%20Vu&y=1901');
    expect(wrongYear.body).toEqual({ Response: 'False', Error: 'Movie not found!' });
  });

  it('searches with paging by 10 and type', async () => {
    const { body } = await getJson<{ Search: Array<{ Type: string }>; totalResults: string; Response: string }>(
      app,
      '/omdb/?apikey=k&s=love&type=movie',
    );
    expect(body.Response).toBe('True');
    expect(body.Search).toHaveLength(10);
    expect(Number(body.totalResults)).toBeGreaterThan(10);
    expect(body.Search.every((s) => s.Type === 'movie')).toBe(true);
  });

  it('says Movie not found! with HTTP 200 for unknown ids and searches', async () => {
    for (const path of ['/omdb/?apikey=k&i=tt0000000', '/omdb/?apikey=k&s=zzzzqqqq']) {
      const { status, body } = await getJson(app, path);
      expect(status).toBe(200);
      expect(body).toEqual({ Response: 'False', Error: 'Movie not found!' });
    }
  });
});

describe('/t/p images', () => {
  it('serves a distinct JPEG poster per title, of the size asked for, with long cache headers', async () => {
    const a = await app.request('/t/p/w500/poster-m1001.jpg');
    const b = await app.request('/t/p/w500/poster-m1002.jpg');
    expect(a.status).toBe(200);
    expect(a.headers.get('content-type')).toBe('image/jpeg');
    expect(a.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const [jpegA, jpegB] = [Buffer.from(await a.arrayBuffer()), Buffer.from(await b.arrayBuffer())];
    expect(await sharp(jpegA).metadata()).toMatchObject({ format: 'jpeg', width: 500, height: 750 });
    expect(jpegA.equals(jpegB)).toBe(false);
  });

  it('weighs about what the real service sends, more for larger sizes', async () => {
    const kb = async (path: string) => (await (await app.request(`/t/p/${path}`)).arrayBuffer()).byteLength / 1024;
    expect(await kb('w500/poster-m1001.jpg')).toBeGreaterThan(40);
    expect(await kb('w500/poster-m1001.jpg')).toBeLessThan(90);
    expect(await kb('w1280/backdrop-m1001.jpg')).toBeGreaterThan(100);
    expect(await kb('w1280/backdrop-m1001.jpg')).toBeLessThan(220);
    expect(await kb('w200/poster-m1001.jpg')).toBeLessThan(await kb('w342/poster-m1001.jpg'));
  });

  it('answers the same bytes for the same path, and a height size keeps the aspect', async () => {
    const once = Buffer.from(await (await app.request('/t/p/w342/poster-m1003.jpg')).arrayBuffer());
    const again = Buffer.from(await (await app.request('/t/p/w342/poster-m1003.jpg')).arrayBuffer());
    expect(once.equals(again)).toBe(true);
    const tall = Buffer.from(await (await app.request('/t/p/h632/profile-p100001.jpg')).arrayBuffer());
    expect(await sharp(tall).metadata()).toMatchObject({ width: 421, height: 632 });
  });

  it.each([
    'w92/logo-w8.jpg',
    'w185/profile-p100001.jpg',
    'w1280/backdrop-t20001.jpg',
    'w300/still-e20001x1x1.jpg',
    'original/poster-s20001x1.jpg',
    'w200/logo-n213.jpg',
  ])('serves %s', async (path) => {
    expect((await app.request(`/t/p/${path}`)).status).toBe(200);
  });

  it.each(['w500/poster-m1.jpg', 'w999/poster-m1001.jpg', 'w500/evil.jpg', 'w500/poster-s20001x99.jpg'])(
    '404s for %s',
    async (path) => {
      expect((await app.request(`/t/p/${path}`)).status).toBe(404);
    },
  );

  it('serves a title whose name is markup like any other', async () => {
    const response = await app.request(`/t/p/w500/poster-m${HOSTILE_IDS.movieHtml}.jpg`);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
  });
});
