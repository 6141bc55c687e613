import type { Hono } from 'hono';
import { addDays } from '../data/util';
import { scheduleFor, SCHEDULE_DAYS } from '../store/availability';
import type { ScheduledChange } from '../store/availability';
import { CatalogStore } from '../store/store';
import { fixtureData, FIXTURE_TODAY } from '../testing/fixture';
import { getJson, tmdb } from '../testing/request';
import type { PagedBody } from '../testing/request';
import { createCatalog } from './app';

type Country = Record<'flatrate' | 'free' | 'ads' | 'rent' | 'buy', Array<{ provider_id: number }> | undefined>;
type Providers = { results: Record<string, Country> };

let app: Hono;
let store: CatalogStore;
beforeEach(() => {
  ({ app, store } = createCatalog({ store: new CatalogStore(fixtureData()) }));
});

const setClock = (body: unknown) =>
  app.request('/__clock', {
    method: 'PUT',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json' },
  });

/** The first popular movie whose schedule gives it a service in the US, and that change. */
function firstArrival(): ScheduledChange {
  for (const movie of store.popularMovies) {
    const change = scheduleFor('movie', movie, 'US', store.providerList).find((c) => c.change === 'arrives');
    if (change) return change;
  }
  throw new Error('no scheduled arrival');
}

const ids = (country: Country | undefined, type: keyof Country) => (country?.[type] ?? []).map((p) => p.provider_id);

describe('availability schedule', () => {
  it("answers the generated offers on the build's today", async () => {
    const movie = store.popularMovies[0];
    if (!movie) throw new Error('no movie');
    const { body } = await tmdb<Providers>(app, `/movie/${movie.id}/watch/providers`);
    expect(Object.keys(body.results).sort()).toEqual(Object.keys(movie.providers).sort());
    for (const [region, set] of Object.entries(movie.providers)) {
      expect(ids(body.results[region], 'flatrate')).toEqual(set.flatrate);
      expect(ids(body.results[region], 'rent')).toEqual(set.rent);
      expect(body.results[region]?.free).toBeUndefined();
    }
  });

  it('adds a scheduled service from its day on, and the same date always answers the same', async () => {
    const change = firstArrival();
    const path = `/movie/${change.id}/watch/providers`;
    const before = await tmdb<Providers>(app, path);
    expect(ids(before.body.results['US'], change.type)).not.toContain(change.provider_id);

    expect((await setClock({ days: change.day - 1 })).status).toBe(200);
    expect(ids((await tmdb<Providers>(app, path)).body.results['US'], change.type)).not.toContain(change.provider_id);

    await setClock({ today: addDays(FIXTURE_TODAY, change.day) });
    const after = await tmdb<Providers>(app, path);
    expect(ids(after.body.results['US'], change.type)).toContain(change.provider_id);
    expect((await tmdb<Providers>(app, path)).body).toEqual(after.body);

    const clock = await getJson<{ today: string; anchor: string; day: number }>(app, '/__clock');
    expect(clock.body).toEqual({ today: addDays(FIXTURE_TODAY, change.day), anchor: FIXTURE_TODAY, day: change.day });
    await app.request('/__clock', { method: 'DELETE' });
    expect((await tmdb<Providers>(app, path)).body).toEqual(before.body);
  });

  it('lets titles leave a service, within the schedule', () => {
    const leaving = store.popularMovies.flatMap((m) =>
      scheduleFor('movie', m, 'US', store.providerList).filter((c) => c.change === 'leaves'),
    );
    expect(leaving.length).toBeGreaterThan(0);
    for (const change of leaving) {
      expect(change.day).toBeGreaterThanOrEqual(1);
      expect(change.day).toBeLessThanOrEqual(SCHEDULE_DAYS);
    }
    const change = leaving[0] as ScheduledChange;
    expect(store.movies.get(change.id)?.providers['US']?.flatrate).toContain(change.provider_id);
    store.clock.setDays(change.day);
    expect(store.offers('movie', store.movies.get(change.id) as never, 'US')?.flatrate ?? []).not.toContain(
      change.provider_id,
    );
  });

  it('refuses a clock that is not a date, with the reason', async () => {
    const res = await setClock({ today: 'next week' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'today must be a date as YYYY-MM-DD, got "next week"' });
    expect((await setClock({})).status).toBe(400);
    expect(store.clock.today).toBe(FIXTURE_TODAY);
  });

  it('discover with providers follows the clock (| is OR)', async () => {
    const change = firstArrival();
    const query = `/discover/movie?with_watch_providers=${change.provider_id}|1&watch_region=US&with_watch_monetization_types=${change.type}`;
    const all = async () => {
      const found: number[] = [];
      for (let page = 1; ; page += 1) {
        const { body } = await tmdb<PagedBody<{ id: number }>>(app, `${query}&page=${page}`);
        found.push(...body.results.map((r) => r.id));
        if (page >= body.total_pages) return found;
      }
    };
    expect(await all()).not.toContain(change.id);
    store.clock.setDays(change.day);
    expect(await all()).toContain(change.id);
  });

  it('refuses unknown monetisation types', async () => {
    const { status, body } = await tmdb<{ errors: string[] }>(
      app,
      '/discover/movie?with_watch_providers=8&with_watch_monetization_types=stream',
    );
    expect(status).toBe(422);
    expect(body.errors[0]).toContain('with_watch_monetization_types');
  });
});

describe('/watch/providers/{type}', () => {
  type List = {
    results: Array<{ provider_id: number; logo_path: string; display_priorities: Record<string, number> }>;
  };

  it("lists a region's providers with logos, free and ad-supported ones only where they serve", async () => {
    const us = await tmdb<List>(app, '/watch/providers/movie?watch_region=US');
    const jp = await tmdb<List>(app, '/watch/providers/movie?watch_region=jp');
    expect(us.body.results.map((p) => p.provider_id)).toEqual(expect.arrayContaining([8, 73, 207]));
    expect(jp.body.results.map((p) => p.provider_id)).toContain(8);
    expect(jp.body.results.map((p) => p.provider_id)).not.toContain(73);
    expect(us.body.results.every((p) => p.logo_path.startsWith('/logo-w'))).toBe(true);
    expect(jp.body.results.every((p) => p.display_priorities['JP'] !== undefined)).toBe(true);
  });

  it('refuses a region that is not a country code', async () => {
    const { status, body } = await tmdb<{ errors: string[] }>(app, '/watch/providers/tv?watch_region=USA');
    expect(status).toBe(422);
    expect(body.errors).toEqual(['watch_region must be a two-letter country code']);
  });
});
