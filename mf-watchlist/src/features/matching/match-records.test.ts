import { isApiError } from '@reelist/api';
import type { SourceRecord } from '../../lib/source-types';
import { fakeTmdb, movie, page } from '../../testing/fake-tmdb';
import type { Answer } from '../../testing/fake-tmdb';
import { createMemoryMatchCache } from './match-cache';
import type { MatchCache } from './match-cache';
import { RATE_LIMIT_BACKOFF_MS, RATE_LIMIT_RETRIES } from '@reelist/api';
import { matchRecords, REMEMBERED_NOT_FOUND } from './match-records';
import { matchedTitleOf } from './resolve';

/** A Letterboxd-like row: a film named by title and year. */
const film = (title: string, year = 2000, row = 1): SourceRecord => ({
  file: 'diary.csv',
  row,
  title,
  year,
  media: 'movie',
  ids: {},
  sourceKey: `${title}:${row}`,
});

/** The service knows `Film <n>` (id n, year 2000) for every n. */
const films = (url: URL): Answer => {
  const n = Number(/^Film (\d+)$/.exec(url.searchParams.get('query') ?? '')?.[1]);
  return { body: page(Number.isNaN(n) ? [] : [movie(n, `Film ${n}`, '2000-01-01')]) };
};
const numbered = (count: number) => Array.from({ length: count }, (_, i) => film(`Film ${i + 1}`));
const routes = (count: number) =>
  Object.fromEntries(numbered(count).map((record) => [`search/movie ${record.title} 2000`, films]));

const UNPACED = { ratePerSecond: Infinity };

/** A hand-driven clock: time moves to the earliest wait only once everything else has run. */
function fakeClock() {
  let time = 0;
  const waiting: Array<{ at: number; wake: () => void }> = [];
  return {
    now: () => time,
    sleep: (ms: number) => new Promise<void>((wake) => waiting.push({ at: time + ms, wake })),
    async run<T>(work: Promise<T>): Promise<T> {
      let settled = false;
      void work.finally(() => (settled = true)).catch(() => undefined);
      while (!settled) {
        await new Promise((resolve) => setTimeout(resolve, 0));
        waiting.sort((a, b) => a.at - b.at);
        const next = waiting.shift();
        if (next) {
          time = Math.max(time, next.at);
          next.wake();
        }
      }
      return work;
    },
  };
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('matchRecords', () => {
  it('looks each distinct title up once (100 rows of 3 titles: 3 requests)', async () => {
    const api = fakeTmdb(routes(3));
    const records = Array.from({ length: 100 }, (_, i) => film(`Film ${(i % 3) + 1}`, 2000, i + 1));
    const results = await matchRecords(records, UNPACED);
    expect(api.fetch).toHaveBeenCalledTimes(3);
    expect([...results.keys()]).toEqual([
      'title:movie:film 1:2000',
      'title:movie:film 2:2000',
      'title:movie:film 3:2000',
    ]);
    expect(results.get('title:movie:film 2:2000')).toMatchObject({ status: 'matched', title: { id: 2 } });
  });

  it('never has more lookups in flight than the concurrency', async () => {
    let inFlight = 0;
    let most = 0;
    const slow = async (url: URL): Promise<Answer> => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, Number(url.searchParams.get('query')?.slice(5)) % 4));
      inFlight -= 1;
      return films(url);
    };
    fakeTmdb(Object.fromEntries(Object.keys(routes(30)).map((key) => [key, slow])));
    const results = await matchRecords(numbered(30), { ...UNPACED, concurrency: 4 });
    expect(most).toBe(4);
    expect([...results.values()].every((result) => result.status === 'matched')).toBe(true);
  });

  it('starts no more than ratePerSecond requests in any second', async () => {
    const clock = fakeClock();
    const started: number[] = [];
    const timed = (url: URL) => {
      started.push(clock.now());
      return films(url);
    };
    fakeTmdb(Object.fromEntries(Object.keys(routes(50)).map((key) => [key, timed])));
    await clock.run(
      matchRecords(numbered(50), { ratePerSecond: 10, concurrency: 8, now: clock.now, sleep: clock.sleep }),
    );
    expect(started).toHaveLength(50);
    for (let i = 0; i + 10 < started.length; i += 1) {
      expect((started[i + 10] as number) - (started[i] as number)).toBeGreaterThanOrEqual(1000);
    }
    // ... and no slower than that: 50 starts 100 ms apart.
    expect(started.at(-1)).toBe(4900);
  });

  it('retries a rate-limited (429) lookup after a back-off', async () => {
    let calls = 0;
    const api = fakeTmdb({
      'search/movie Film 1 2000': (url) => (++calls < 3 ? { status: 429, body: {} } : films(url)),
    });
    const sleep = jest.fn(() => Promise.resolve());
    const results = await matchRecords([film('Film 1')], { ...UNPACED, sleep });
    expect(results.get('title:movie:film 1:2000')).toMatchObject({ status: 'matched', title: { id: 1 } });
    expect(api.fetch).toHaveBeenCalledTimes(3);
    expect(sleep).toHaveBeenCalledTimes(2);
    expect(sleep).toHaveBeenCalledWith(RATE_LIMIT_BACKOFF_MS);
  });

  it('gives up on a title still rate-limited after the retries', async () => {
    const api = fakeTmdb({ 'search/movie Film 1 2000': { status: 429, body: {} } });
    const error: unknown = await matchRecords([film('Film 1')], { ...UNPACED, sleep: () => Promise.resolve() }).catch(
      (e) => e,
    );
    expect(isApiError(error) && error.status).toBe(429);
    expect(api.fetch).toHaveBeenCalledTimes(RATE_LIMIT_RETRIES + 1);
  });

  it('rejects with a failure other than a 404 and keeps what was resolved in the cache', async () => {
    fakeTmdb({ ...routes(1), 'search/movie Film 2 2000': { status: 500, body: {} } });
    const cache = createMemoryMatchCache();
    const flush = jest.spyOn(cache, 'flush');
    const error: unknown = await matchRecords([film('Film 1'), film('Film 2')], {
      ...UNPACED,
      cache,
      concurrency: 1,
    }).catch((e) => e);
    expect(isApiError(error) && error.status).toBe(500);
    expect(cache.get('title:movie:film 1:2000')).toMatchObject({ id: 1 });
    expect(flush).toHaveBeenCalled();
  });

  it('stops at once on abort, rejecting with the abort reason', async () => {
    const controller = new AbortController();
    const api = fakeTmdb(
      Object.fromEntries(Object.keys(routes(20)).map((key) => [key, () => new Promise<Answer>(() => undefined)])),
    );
    const matching = matchRecords(numbered(20), { ...UNPACED, concurrency: 2, signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.fetch).toHaveBeenCalledTimes(2);
    controller.abort();
    await expect(matching).rejects.toBe(controller.signal.reason);
    expect((controller.signal.reason as Error).name).toBe('AbortError');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.fetch).toHaveBeenCalledTimes(2);
  });

  it('stops at once on abort during a back-off', async () => {
    const controller = new AbortController();
    fakeTmdb({ 'search/movie Film 1 2000': { status: 429, body: {} } });
    const sleep = jest.fn(() => new Promise<void>(() => undefined));
    const matching = matchRecords([film('Film 1')], { ...UNPACED, sleep, signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sleep).toHaveBeenCalled();
    controller.abort();
    await expect(matching).rejects.toBe(controller.signal.reason);
  });

  it('answers cached titles without a request, and a repeated import makes none', async () => {
    const heat = matchedTitleOf(movie(949, 'Heat', '1995-12-15'), 'movie');
    const cache: MatchCache = createMemoryMatchCache([
      ['title:movie:heat:1995', heat],
      ['title:movie:gone:2000', null],
    ]);
    const api = fakeTmdb(routes(2));
    const first = await matchRecords([film('Heat', 1995), film('Gone'), film('Film 1'), film('Film 2')], {
      ...UNPACED,
      cache,
    });
    expect(api.fetch).toHaveBeenCalledTimes(2);
    expect(first.get('title:movie:heat:1995')).toEqual({ status: 'matched', title: heat });
    expect(first.get('title:movie:gone:2000')).toEqual({ status: 'not_found', reason: REMEMBERED_NOT_FOUND });
    api.fetch.mockClear();
    fakeTmdb(routes(2)); // a fresh page: the api's own cache is empty
    const again = await matchRecords([film('Film 2'), film('Film 1'), film('Nowhere')], { ...UNPACED, cache });
    expect(again.get('title:movie:film 1:2000')).toEqual(first.get('title:movie:film 1:2000'));
    expect(cache.get('title:movie:nowhere:2000')).toBeNull();
    const last = fakeTmdb();
    await matchRecords([film('Film 2'), film('Nowhere')], { ...UNPACED, cache });
    expect(last.fetch).not.toHaveBeenCalled();
  });

  it('does not remember an ambiguous title: the user has yet to choose', async () => {
    fakeTmdb({ 'search/movie Twin 2000': { body: page([movie(1, 'Twin', '2000'), movie(2, 'Twin', '2000')]) } });
    const cache = createMemoryMatchCache();
    const results = await matchRecords([film('Twin')], { ...UNPACED, cache });
    expect(results.get('title:movie:twin:2000')?.status).toBe('ambiguous');
    expect(cache.get('title:movie:twin:2000')).toBeUndefined();
  });

  it('reports progress after each title, rising to the total', async () => {
    fakeTmdb(routes(20));
    const cache = createMemoryMatchCache(
      numbered(5).map((record, i) => [
        `title:movie:film ${i + 1}:2000`,
        matchedTitleOf(movie(i + 1, record.title, '2000'), 'movie'),
      ]),
    );
    const progress: Array<[number, number]> = [];
    await matchRecords([...numbered(20), ...numbered(20)], {
      ...UNPACED,
      cache,
      onProgress: (done, total) => progress.push([done, total]),
    });
    expect(progress[0]).toEqual([5, 20]);
    expect(progress.map(([done]) => done)).toEqual(Array.from({ length: 16 }, (_, i) => 5 + i));
    expect(progress.every(([, total]) => total === 20)).toBe(true);
  });

  it('reports an empty import as done', async () => {
    const onProgress = jest.fn();
    await expect(matchRecords([], { onProgress })).resolves.toEqual(new Map());
    expect(onProgress).toHaveBeenCalledWith(0, 0);
  });
});
