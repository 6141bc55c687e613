import type { Hono } from 'hono';
import type { MovieRec, PersonRec, TvRec } from '../data/types';
import type { CatalogStore } from '../store/store';
import { fixtureStore } from '../testing/fixture';
import { getJson, tmdb } from '../testing/request';
import type { PagedBody } from '../testing/request';
import { createCatalogApp } from './app';

let app: Hono;
let store: CatalogStore;
beforeAll(() => {
  store = fixtureStore();
  app = createCatalogApp({ store });
});

type Item = Record<string, unknown> & { id: number };
interface FindBody {
  movie_results: Item[];
  tv_results: Item[];
  tv_episode_results: Item[];
  tv_season_results: Item[];
  person_results: Item[];
}

const EMPTY: FindBody = {
  movie_results: [],
  tv_results: [],
  tv_episode_results: [],
  tv_season_results: [],
  person_results: [],
};

const movieNamed = (title: string): MovieRec => {
  const m = [...store.movies.values()].find((r) => r.title === title);
  if (!m) throw new Error(`no movie ${title} in the fixture`);
  return m;
};
const firstShow = (): TvRec => store.popularShows[0] as TvRec;
const person = (): PersonRec => store.popularPeople[0] as PersonRec;

describe('/find/{external_id}', () => {
  it('finds a movie by its imdb id, shaped like a /search/movie item plus media_type', async () => {
    const movie = movieNamed('Fight Club');
    const { status, body } = await tmdb<FindBody>(app, `/find/${movie.imdb_id}?external_source=imdb_id`);
    expect(status).toBe(200);
    expect(body).toEqual({ ...EMPTY, movie_results: [expect.objectContaining({ id: movie.id })] });
    const search = await tmdb<PagedBody<Item>>(app, `/search/movie?query=${encodeURIComponent(movie.title)}`);
    const item = search.body.results.find((r) => r.id === movie.id);
    expect(body.movie_results[0]).toEqual({ ...item, media_type: 'movie' });
  });

  it('finds a TV show by its imdb id, shaped like a /search/tv item plus media_type', async () => {
    const show = firstShow();
    const { body } = await tmdb<FindBody>(app, `/find/${show.imdb_id}?external_source=imdb_id`);
    expect(body).toEqual({ ...EMPTY, tv_results: [expect.objectContaining({ id: show.id })] });
    const search = await tmdb<PagedBody<Item>>(app, `/search/tv?query=${encodeURIComponent(show.name)}`);
    const item = search.body.results.find((r) => r.id === show.id);
    expect(body.tv_results[0]).toEqual({ ...item, media_type: 'tv' });
  });

  it('finds a person by their imdb id (nm...), shaped like a /search/person item plus media_type', async () => {
    const p = person();
    expect(p.imdb_id).toMatch(/^nm\d+$/);
    const { body } = await tmdb<FindBody>(app, `/find/${p.imdb_id}?external_source=imdb_id`);
    expect(body).toEqual({ ...EMPTY, person_results: [expect.objectContaining({ id: p.id, name: p.name })] });
    const search = await tmdb<PagedBody<Item>>(app, `/search/person?query=${encodeURIComponent(p.name)}`);
    const item = search.body.results.find((r) => r.id === p.id);
    expect(body.person_results[0]).toEqual({ ...item, media_type: 'person' });
  });

  it('finds a TV show by its tvdb id, and nothing by a tvdb id under imdb_id or the reverse', async () => {
    const show = firstShow();
    const { body } = await tmdb<FindBody>(app, `/find/${show.tvdb_id}?external_source=tvdb_id`);
    expect(body).toEqual({ ...EMPTY, tv_results: [expect.objectContaining({ id: show.id, name: show.name })] });
    expect((await tmdb<FindBody>(app, `/find/${show.tvdb_id}?external_source=imdb_id`)).body).toEqual(EMPTY);
    expect((await tmdb<FindBody>(app, `/find/${show.imdb_id}?external_source=tvdb_id`)).body).toEqual(EMPTY);
  });

  it.each(['tt0000000', 'nm9999999', 'nothing'])('answers 200 with five empty arrays for unknown id %s', async (id) => {
    const { status, body } = await tmdb<FindBody>(app, `/find/${id}?external_source=imdb_id`);
    expect(status).toBe(200);
    expect(body).toEqual(EMPTY);
  });

  it.each(['', '?external_source=', '?external_source=freebase_id', '?external_source=IMDB_ID'])(
    'rejects external_source %s with 422 and status_code 5',
    async (query) => {
      const { status, body } = await tmdb(app, `/find/${movieNamed('Fight Club').imdb_id}${query}`);
      expect(status).toBe(422);
      expect(body).toEqual({
        success: false,
        status_code: 5,
        status_message: 'Invalid parameters: Your request parameters are incorrect.',
        errors: ['external_source must be one of imdb_id, tvdb_id'],
      });
    },
  );

  it('needs an api key', async () => {
    const { status, body } = await getJson(app, `/3/find/${firstShow().imdb_id}?external_source=imdb_id`);
    expect(status).toBe(401);
    expect(body).toMatchObject({ status_code: 7 });
  });
});
