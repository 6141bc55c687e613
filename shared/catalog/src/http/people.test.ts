import type { Hono } from 'hono';
import { fixtureStore } from '../testing/fixture';
import { announcements, busiestPerson } from '../testing/people';
import { getJson, tmdb } from '../testing/request';
import type { PagedBody } from '../testing/request';
import type { CatalogStore } from '../store/store';
import { createCatalogApp } from './app';

type Credit = {
  id: number;
  media_type?: string;
  character?: string;
  job?: string;
  episode_count?: number;
  release_date?: string;
};
type Person = { id: number; name: string; media_type?: string; known_for_department: string; known_for: Credit[] };
type Credits = { id: number; cast: Credit[]; crew: Credit[] };

let app: Hono;
let store: CatalogStore;
beforeEach(() => {
  store = fixtureStore();
  store.clock.reset();
  app = createCatalogApp({ store });
});

describe('/trending/person/{window}', () => {
  it.each(['day', 'week'])('%s: paged people with media_type, known_for titles and known_for_department', async (w) => {
    const { status, body } = await tmdb<PagedBody<Person>>(app, `/trending/person/${w}?page=2`);
    expect(status).toBe(200);
    expect(body.page).toBe(2);
    expect(body.results).toHaveLength(20);
    expect(body.total_results).toBeGreaterThan(10_000);
    for (const p of body.results) {
      expect(p.media_type).toBe('person');
      expect(p.known_for.length).toBeGreaterThan(0);
      expect(p.known_for.every((t) => t.media_type === 'movie' || t.media_type === 'tv')).toBe(true);
      expect(p.known_for_department).toEqual(expect.any(String));
    }
  });
});

describe('people in search and find', () => {
  it('search/multi returns people with known_for, and /find by their IMDb id finds them', async () => {
    const p = store.popularPeople[0];
    const { body } = await tmdb<PagedBody<Person>>(app, `/search/multi?query=${encodeURIComponent(p?.name ?? '')}`);
    const hit = body.results.find((r) => r.media_type === 'person' && r.id === p?.id);
    expect(hit?.known_for.length).toBeGreaterThan(0);
    const found = await tmdb<{ person_results: Person[] }>(app, `/find/${p?.imdb_id}?external_source=imdb_id`);
    expect(found.body.person_results).toEqual([hit]);
  });
});

describe('/person/{id}/combined_credits', () => {
  it("lists every title crediting the busiest person, each title's credits listing them back", async () => {
    const busiest = busiestPerson(store);
    const { body } = await tmdb<Credits>(app, `/person/${busiest.id}/combined_credits`);
    expect(body.cast.length + body.crew.length).toBe(busiest.credits);
    expect(body.cast.length).toBeGreaterThanOrEqual(300);
    for (const c of body.cast.slice(0, 25)) {
      const back = await tmdb<Credits>(app, `/${c.media_type}/${c.id}/credits`);
      expect(back.body.cast.map((x) => x.id)).toContain(busiest.id);
    }
    const tv = body.cast.filter((c) => c.media_type === 'tv');
    expect(tv.some((c) => (c.episode_count ?? 0) > 1)).toBe(true);
  });

  it('episode counts agree with the show: aggregate_credits carries the same count', async () => {
    const show = store.popularShows[0];
    const { body } = await tmdb<{ cast: Array<{ id: number; total_episode_count: number; roles: Credit[] }> }>(
      app,
      `/tv/${show?.id}/aggregate_credits`,
    );
    const lead = body.cast[0];
    expect(lead?.total_episode_count).toBeGreaterThan(1);
    const { body: person } = await tmdb<Credits>(app, `/person/${lead?.id}/tv_credits`);
    expect(person.cast.find((c) => c.id === show?.id)?.episode_count).toBe(lead?.total_episode_count);
    expect(lead?.roles[0]?.episode_count).toBe(lead?.total_episode_count);
  });
});

describe('TV crew credits', () => {
  it("carry the show's episode count, as the service answers them", async () => {
    const show = store.popularShows[0];
    const creator = show?.created_by[0] ?? 0;
    const episodes = show?.seasons.filter((s) => s.season_number > 0).reduce((n, s) => n + s.episodes.length, 0);
    const { body } = await tmdb<Credits>(app, `/person/${creator}/tv_credits`);
    expect(body.crew.find((c) => c.id === show?.id && c.job === 'Creator')?.episode_count).toBe(episodes);
  });
});

describe('announcements on the clock', () => {
  it('a person gains a credit on an upcoming film on its day, both ways, and not before', async () => {
    const all = announcements(store);
    expect(all.length).toBeGreaterThanOrEqual(1);
    const a = all[0];
    if (!a) return;
    expect(a.date > store.today).toBe(true);
    const listed = async () => {
      const film = await tmdb<Credits>(app, `/movie/${a.id}/credits`);
      const person = await tmdb<Credits>(app, `/person/${a.person.id}/combined_credits`);
      return [
        film.body.cast.some((c) => c.id === a.person.id),
        person.body.cast.some((c) => c.id === a.id && c.media_type === 'movie'),
      ];
    };
    expect(await listed()).toEqual([false, false]);
    await app.request('/__clock', { method: 'PUT', body: JSON.stringify({ days: a.day - 1 }) });
    expect(await listed()).toEqual([false, false]);
    await app.request('/__clock', { method: 'PUT', body: JSON.stringify({ days: a.day }) });
    expect(await listed()).toEqual([true, true]);
    const details = await tmdb<{ movie_credits: Credits }>(
      app,
      `/person/${a.person.id}?append_to_response=movie_credits`,
    );
    expect(details.body.movie_credits.cast.find((c) => c.id === a.id)?.release_date).toBe(a.date);
    await app.request('/__clock', { method: 'PUT', body: JSON.stringify({ days: a.day + 30 }) });
    expect(await listed()).toEqual([true, true]);
    await getJson(app, '/__clock');
    await app.request('/__clock', { method: 'DELETE' });
    expect(await listed()).toEqual([false, false]);
  });
});
