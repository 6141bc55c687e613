import type { Hono } from 'hono';
import { HOSTILE_IDS } from '../data/hostile';
import { LONG_SHOW_ID } from '../data/seasons-extra';
import { fixtureStore } from '../testing/fixture';
import { tmdb } from '../testing/request';
import type { PagedBody } from '../testing/request';
import { createCatalogApp } from './app';

let app: Hono;
const MOVIE = 1001;
const SHOW = 20001;
const PERSON = 100001;
beforeAll(() => {
  app = createCatalogApp({ store: fixtureStore() });
});

type Body = Record<string, unknown>;

describe('/movie/{id}', () => {
  it('returns the TMDB detail shape', async () => {
    const { status, body } = await tmdb(app, `/movie/${MOVIE}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: MOVIE,
      title: 'The Land Girls',
      imdb_id: expect.stringMatching(/^tt\d{7}$/),
      status: 'Released',
    });
    for (const key of [
      'genres',
      'runtime',
      'tagline',
      'homepage',
      'production_companies',
      'vote_average',
      'vote_count',
      'poster_path',
      'backdrop_path',
      'release_date',
    ]) {
      expect(body).toHaveProperty(key);
    }
    expect(body).not.toHaveProperty('credits');
  });

  it('honours append_to_response and ignores unknown entries', async () => {
    const { body } = await tmdb<
      Body & { credits: { cast: Body[]; crew: Body[] }; videos: { results: Body[] }; similar: PagedBody }
    >(
      app,
      `/movie/${MOVIE}?append_to_response=credits,videos,similar,recommendations,images,keywords,external_ids,release_dates,watch/providers,bogus&language=en-US&region=US`,
    );
    expect(body.credits.cast[0]).toMatchObject({
      order: 0,
      character: expect.any(String),
      credit_id: expect.any(String),
      known_for_department: expect.any(String),
    });
    expect(body.credits.crew.some((c) => c['department'] === 'Directing' && c['job'] === 'Director')).toBe(true);
    expect(body.videos.results.every((v) => v['site'] === 'YouTube' && /^[\w-]{11}$/.test(String(v['key'])))).toBe(
      true,
    );
    expect(body.similar.results.length).toBeGreaterThan(0);
    expect(body.similar.results.some((r) => r['id'] === MOVIE)).toBe(false);
    for (const key of ['recommendations', 'images', 'keywords', 'external_ids', 'release_dates', 'watch/providers'])
      expect(body).toHaveProperty([key]);
    expect(body).not.toHaveProperty('bogus');
  });

  it.each(['credits', 'videos', 'keywords', 'external_ids', 'release_dates', 'watch/providers', 'images'])(
    '/movie/{id}/%s carries the id',
    async (sub) => {
      const { status, body } = await tmdb(app, `/movie/${MOVIE}/${sub}`);
      expect(status).toBe(200);
      expect(body['id']).toBe(MOVIE);
    },
  );

  it('pages similar and recommendations', async () => {
    const { body } = await tmdb<PagedBody>(app, `/movie/${MOVIE}/recommendations?page=2`);
    expect(body.page).toBe(2);
    expect(body.total_results).toBeGreaterThan(20);
  });

  it('keys watch providers by country with a link and flatrate/rent/buy', async () => {
    const { body } = await tmdb<{ results: Record<string, Body> }>(app, `/movie/${MOVIE}/watch/providers`);
    const [region, entry] = Object.entries(body.results)[0] ?? [];
    expect(region).toMatch(/^[A-Z]{2}$/);
    expect(entry?.['link']).toEqual(expect.stringContaining('watch?locale='));
    expect(['flatrate', 'rent', 'buy'].some((k) => Array.isArray(entry?.[k]))).toBe(true);
  });

  it.each(['/movie/99999999', '/movie/abc', `/movie/${MOVIE}/nothing`, `/tv/${MOVIE}`])('%s is 404', async (path) => {
    const { status, body } = await tmdb(app, path);
    expect(status).toBe(404);
    expect(body['status_code']).toBe(34);
  });

  it('serves the hostile title verbatim as data', async () => {
    const { body } = await tmdb(app, `/movie/${HOSTILE_IDS.movieHtml}`);
    expect(body['title']).toBe('<img src=x onerror=alert(1)>');
  });
});

describe('/tv/{id}', () => {
  it('returns seasons, networks, episode run time and air dates', async () => {
    const { body } = await tmdb<Body & { seasons: Array<{ season_number: number; episode_count: number }> }>(
      app,
      `/tv/${SHOW}?append_to_response=seasons,credits,videos,similar,content_ratings,keywords,external_ids`,
    );
    expect(body).toMatchObject({
      id: SHOW,
      name: expect.any(String),
      first_air_date: expect.any(String),
      episode_run_time: [expect.any(Number)],
    });
    expect(['Ended', 'Returning Series', 'In Production', 'Canceled']).toContain(body['status']);
    // Specials (season 0) are listed but not counted, as the movie service does.
    expect(body.seasons.filter((s) => s.season_number > 0).length).toBe(body['number_of_seasons']);
    expect(body).toHaveProperty('networks');
    expect(body).toHaveProperty('content_ratings.results');
    expect(body).toHaveProperty('keywords.results');
    expect(body).toHaveProperty('external_ids.tvdb_id');
  });

  it('serves a season and an episode, 404 for missing ones', async () => {
    const season = await tmdb<{ episodes: Array<{ episode_number: number; season_number: number }> }>(
      app,
      `/tv/${SHOW}/season/1`,
    );
    expect(season.status).toBe(200);
    expect(season.body.episodes[0]).toMatchObject({ episode_number: 1, season_number: 1 });
    const episode = await tmdb(app, `/tv/${SHOW}/season/1/episode/2`);
    expect(episode.body).toMatchObject({ episode_number: 2, season_number: 1, runtime: expect.any(Number) });
    expect((await tmdb(app, `/tv/${SHOW}/season/99`)).status).toBe(404);
    expect((await tmdb(app, `/tv/${SHOW}/season/1/episode/999`)).status).toBe(404);
  });

  it('serves the long-running show: 20 counted seasons of 25 episodes, specials listed first, the last season airing', async () => {
    const { body } = await tmdb<
      Body & {
        seasons: Array<{ season_number: number; episode_count: number }>;
        last_episode_to_air: { season_number: number; episode_number: number };
        next_episode_to_air: { season_number: number; episode_number: number };
      }
    >(app, `/tv/${LONG_SHOW_ID}`);
    expect(body['name']).toBe('The Long Run');
    expect(body['number_of_seasons']).toBe(20);
    expect(body['number_of_episodes']).toBe(500);
    expect(body.seasons[0]).toMatchObject({ season_number: 0, episode_count: 3 });
    expect(body.last_episode_to_air).toMatchObject({ season_number: 20, episode_number: 13 });
    expect(body.next_episode_to_air).toMatchObject({ season_number: 20, episode_number: 14 });
    const specials = await tmdb<{ name: string; episodes: unknown[] }>(app, `/tv/${LONG_SHOW_ID}/season/0`);
    expect(specials.body).toMatchObject({ name: 'Specials', episodes: expect.any(Array) });
    expect(specials.body.episodes).toHaveLength(3);
  });

  it.each([
    'videos',
    'similar',
    'recommendations',
    'watch/providers',
    'keywords',
    'external_ids',
    'content_ratings',
    'credits',
  ])('/tv/{id}/%s answers', async (sub) => {
    expect((await tmdb(app, `/tv/${SHOW}/${sub}`)).status).toBe(200);
  });
});

describe('/person/{id}', () => {
  it('returns the person and appended credits and images', async () => {
    const { body } = await tmdb<
      Body & { movie_credits: { cast: Body[] }; combined_credits: { cast: Body[] }; images: { profiles: Body[] } }
    >(app, `/person/${PERSON}?append_to_response=movie_credits,tv_credits,combined_credits,images`);
    expect(body).toMatchObject({
      id: PERSON,
      name: expect.any(String),
      known_for_department: 'Acting',
      popularity: expect.any(Number),
    });
    expect(body.movie_credits.cast.length).toBeGreaterThan(0);
    expect(body.combined_credits.cast.every((c) => c['media_type'] === 'movie' || c['media_type'] === 'tv')).toBe(true);
    expect(body).toHaveProperty('tv_credits.cast');
    expect(body.images.profiles.length).toBeLessThanOrEqual(1);
  });

  it.each(['movie_credits', 'tv_credits', 'combined_credits', 'images', 'external_ids'])(
    '/person/{id}/%s carries the id',
    async (sub) => {
      const { body } = await tmdb(app, `/person/${PERSON}/${sub}`);
      expect(body['id']).toBe(PERSON);
    },
  );

  it('is 404 for an unknown person', async () => {
    expect((await tmdb(app, '/person/1')).status).toBe(404);
  });
});
