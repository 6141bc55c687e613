/** @jest-environment node */
import { httpError } from './core/errors';
import { getRegionProviders } from './tmdb/providers';
import { settlePaced } from './pacing';
import { json, setupApi } from './test-kit';

/** A hand-driven clock: a sleep ends at its own deadline, so the pace can be read off the start times. */
function fakeTime() {
  let now = 0;
  return {
    now: () => now,
    sleep: async (ms: number) => {
      const deadline = now + ms;
      await Promise.resolve();
      now = Math.max(now, deadline);
    },
  };
}

describe('settlePaced', () => {
  it('starts at most ratePerSecond requests a second and settles each item, a failure alone', async () => {
    const time = fakeTime();
    const starts: number[] = [];
    const settled: Array<[number, boolean]> = [];
    await settlePaced(
      Array.from({ length: 10 }, (_, i) => i),
      async (item) => {
        starts.push(time.now());
        if (item === 3) throw new Error('gone');
        return item * 2;
      },
      (item, outcome) => settled.push([item, outcome.ok]),
      { ratePerSecond: 4, concurrency: 2, ...time },
    );
    expect(starts).toEqual([0, 250, 500, 750, 1000, 1250, 1500, 1750, 2000, 2250]);
    expect(settled).toHaveLength(10);
    expect(settled.filter(([, ok]) => !ok)).toEqual([[3, false]]);
  });

  it('tries a rate-limited request again after the back-off', async () => {
    const time = fakeTime();
    let calls = 0;
    const outcomes: unknown[] = [];
    await settlePaced(
      ['a'],
      async () => {
        calls += 1;
        if (calls < 3) throw httpError(429);
        return 'ok';
      },
      (_item, outcome) => outcomes.push(outcome),
      time,
    );
    expect(calls).toBe(3);
    expect(outcomes).toEqual([{ ok: true, value: 'ok' }]);
  });

  it('stops starting requests once the signal aborts', async () => {
    const controller = new AbortController();
    const seen: string[] = [];
    await settlePaced(
      ['a', 'b', 'c'],
      async (item) => {
        seen.push(item);
        controller.abort();
        return item;
      },
      () => undefined,
      { concurrency: 1, signal: controller.signal, ...fakeTime() },
    );
    expect(seen).toEqual(['a']);
  });
});

describe('getRegionProviders', () => {
  it("merges the region's movie and TV services, each once, in the region's display order", async () => {
    const p = (provider_id: number, provider_name: string, us: number) => ({
      provider_id,
      provider_name,
      logo_path: `/${provider_id}.jpg`,
      display_priority: 99,
      display_priorities: { US: us },
    });
    const { urls } = setupApi((url) =>
      json({
        results: url.pathname.endsWith('/movie')
          ? [p(8, 'Netflix', 2), p(73, 'Tubi', 9)]
          : [p(8, 'Netflix', 2), p(9, 'Prime', 1)],
      }),
    );
    const providers = await getRegionProviders('US');
    expect(providers.map((x) => [x.provider_id, x.display_priority])).toEqual([
      [9, 1],
      [8, 2],
      [73, 9],
    ]);
    expect(urls().map((u) => `${u.pathname}?${u.searchParams.get('watch_region')}`)).toEqual([
      '/3/watch/providers/movie?US',
      '/3/watch/providers/tv?US',
    ]);
  });
});
