import type { Hono } from 'hono';
import { fixtureStore } from '../testing/fixture';
import { getJson, KEY } from '../testing/request';
import { createCatalog } from './app';
import type { FaultRegistry } from './faults';
import { faultsFromEnv, patternToRegExp } from './faults';

let app: Hono;
let faults: FaultRegistry;
const slept: number[] = [];
beforeAll(() => {
  ({ app, faults } = createCatalog({
    store: fixtureStore(),
    sleep: async (ms) => {
      slept.push(ms);
    },
  }));
});
afterEach(() => {
  faults.reset();
  slept.length = 0;
});

const post = (body: unknown) =>
  app.request('/__faults', {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json' },
  });

describe('patterns', () => {
  it('treats * as one segment, ** as anything and ^ as a regex', () => {
    expect(patternToRegExp('/3/movie/*').test('/3/movie/123')).toBe(true);
    expect(patternToRegExp('/3/movie/*').test('/3/movie/123/credits')).toBe(false);
    expect(patternToRegExp('/3/**').test('/3/movie/123/credits')).toBe(true);
    expect(patternToRegExp('^/3/(movie|tv)/\\d+$').test('/3/tv/5')).toBe(true);
  });
});

describe('/__faults', () => {
  it('fails a path with a status, a limited number of times', async () => {
    const res = await post({ pattern: '/3/movie/popular', status: 503, times: 1 });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect((await getJson(app, '/__faults')).body).toEqual({
      faults: [{ id, pattern: '/3/movie/popular', status: 503, times: 1 }],
    });
    expect((await app.request(`/3/movie/popular?${KEY}`)).status).toBe(503);
    expect((await app.request(`/3/movie/popular?${KEY}`)).status).toBe(200);
    expect((await getJson(app, '/__faults')).body).toEqual({ faults: [] });
  });

  it('delays without failing, through the injected sleep', async () => {
    await post({ pattern: '/3/genre/**', delayMs: 1500 });
    expect((await app.request(`/3/genre/movie/list?${KEY}`)).status).toBe(200);
    expect(slept).toEqual([1500]);
  });

  it('sends malformed JSON and drops connections', async () => {
    await post({ pattern: '/3/tv/popular', malformed: true });
    await post({ pattern: '/3/movie/top_rated', drop: true });
    await expect((await app.request(`/3/tv/popular?${KEY}`)).json()).rejects.toThrow();
    await expect((await app.request(`/3/movie/top_rated?${KEY}`)).text()).rejects.toThrow('connection dropped');
  });

  it('removes one fault or all, and rejects bad specs', async () => {
    const { id } = (await (await post({ pattern: '/omdb/**', status: 500 })).json()) as { id: string };
    await post({ pattern: '/t/p/**', status: 500 });
    expect((await app.request(`/__faults/${id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await app.request('/__faults/nope', { method: 'DELETE' })).status).toBe(404);
    expect((await getJson<{ faults: unknown[] }>(app, '/__faults')).body.faults).toHaveLength(1);
    await app.request('/__faults', { method: 'DELETE' });
    expect((await getJson<{ faults: unknown[] }>(app, '/__faults')).body.faults).toHaveLength(0);
    expect((await post({ status: 500 })).status).toBe(400);
    expect((await post({ pattern: '/x', status: 1000 })).status).toBe(400);
  });

  it('never applies to /__faults itself', async () => {
    await post({ pattern: '/**', status: 500 });
    expect((await app.request('/__faults')).status).toBe(200);
  });

  it('reads CATALOG_FAULTS', () => {
    expect(faultsFromEnv('[{"pattern":"/3/**","status":500}]')).toEqual([{ pattern: '/3/**', status: 500 }]);
    expect(faultsFromEnv(undefined)).toEqual([]);
    expect(() => faultsFromEnv('{"pattern":"/"}')).toThrow('JSON array');
  });
});
