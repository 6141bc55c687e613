import { clearApiCache, configureApi } from '@reelist/api';
import type { Person, Title, TitleFacts } from '@reelist/contracts';
import { factsOfTitle } from './facts-of-title';
import { createPacer } from '@reelist/api';
import { fetchTitleFacts } from './fetch-title-facts';

const CONFIG = {
  tmdb: { baseUrl: 'http://tmdb.test/3', apiKey: 'k', imageBaseUrl: 'http://img.test/t/p' },
  omdb: { baseUrl: 'http://omdb.test', apiKey: 'k' },
};

const person = (id: number, name: string, job?: string): Person => ({
  id,
  name,
  profile_path: null,
  popularity: 1,
  ...(job ? { job } : {}),
});
const heat: Title = {
  id: 949,
  title: 'Heat',
  release_date: '1995-12-15',
  runtime: 170,
  genres: [
    { id: 28, name: 'Action' },
    { id: 80, name: 'Crime' },
  ],
  credits: {
    cast: [1, 2, 3, 4, 5, 6, 7].map((id) => person(100 + id, `Actor ${id}`)),
    crew: [
      person(1, 'Michael Mann', 'Director'),
      person(1, 'Michael Mann', 'Screenplay'),
      person(9, 'Dante Spinotti', 'Director of Photography'),
    ],
  },
};

type Answer = { status?: number; body?: unknown };

/** Configures the api with a fake movie service answering by path (`movie/949`); the rest are 404s. */
function fakeService(answers: Record<string, Answer | (() => Answer)>) {
  const fetch = jest.fn(async (raw: string) => {
    const path = new URL(raw).pathname.replace(/^\/3\//, '');
    const found = answers[path];
    const { status = 200, body = { status_message: 'not found' } } =
      typeof found === 'function' ? found() : (found ?? { status: 404 });
    return {
      ok: status < 300,
      status,
      headers: { get: () => 'application/json' },
      json: () => Promise.resolve(body),
      text: () => Promise.resolve(JSON.stringify(body)),
    } as unknown as Response;
  });
  configureApi(CONFIG, { fetch });
  return fetch;
}

const noWait = () => Promise.resolve();
const collect = () => {
  const got = new Map<string, TitleFacts | null>();
  return { got, onFacts: (key: string, facts: TitleFacts | null) => got.set(key, facts) };
};

beforeEach(() => {
  clearApiCache();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('factsOfTitle', () => {
  it('keeps the name, year, runtime, genres, directors and top-billed cast', () => {
    expect(factsOfTitle(heat, 'movie')).toEqual({
      name: 'Heat',
      year: 1995,
      runtime: 170,
      genres: [28, 80],
      directors: [{ id: 1, name: 'Michael Mann' }],
      cast: [1, 2, 3, 4, 5].map((id) => ({ id: 100 + id, name: `Actor ${id}` })),
    });
  });

  it("takes a show's name, first-air year and usual episode length, and leaves unknowns out", () => {
    const show: Title = {
      id: 1,
      name: 'Lost',
      first_air_date: '2004-09-22',
      episode_run_time: [42, 45],
      genre_ids: [18],
    };
    expect(factsOfTitle(show, 'tv')).toEqual({
      name: 'Lost',
      year: 2004,
      runtime: 42,
      genres: [18],
      directors: [],
      cast: [],
    });
    expect(factsOfTitle({ id: 2, name: 'New', episode_run_time: [] }, 'tv')).toEqual({
      name: 'New',
      genres: [],
      directors: [],
      cast: [],
    });
  });
});

describe('fetchTitleFacts', () => {
  it('fetches each title with its credits, reports misses as null and counts progress', async () => {
    const fetch = fakeService({ 'movie/949': { body: heat }, 'tv/1': { body: { id: 1, name: 'Lost' } } });
    const { got, onFacts } = collect();
    const progress: number[] = [];
    await fetchTitleFacts(
      [
        { id: 949, media_type: 'movie' },
        { id: 1, media_type: 'tv' },
        { id: 5, media_type: 'movie' },
      ],
      { onFacts, onProgress: (done, total) => progress.push(done, total), sleep: noWait },
    );
    expect(got.get('movie_949')).toMatchObject({ name: 'Heat', runtime: 170 });
    expect(got.get('tv_1')).toMatchObject({ name: 'Lost' });
    expect(got.get('movie_5')).toBeNull();
    expect(progress).toEqual([0, 3, 1, 3, 2, 3, 3, 3]);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(String(fetch.mock.calls[0]?.[0])).toContain('append_to_response=credits');
  });

  it('keeps at most `concurrency` requests in flight', async () => {
    let inFlight = 0;
    let most = 0;
    const release: Array<() => void> = [];
    const answers = Object.fromEntries(
      Array.from({ length: 10 }, (_, i) => [`movie/${i + 1}`, { body: { id: i + 1, title: `F${i}` } }]),
    );
    const fetch = fakeService(answers);
    const real = fetch.getMockImplementation() as (raw: string) => Promise<Response>;
    fetch.mockImplementation(async (raw: string) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise<void>((resolve) => release.push(resolve));
      inFlight -= 1;
      return real(raw);
    });
    const titles = Array.from({ length: 10 }, (_, i) => ({ id: i + 1, media_type: 'movie' as const }));
    let finished = false;
    const run = fetchTitleFacts(titles, { ...collect(), concurrency: 3, sleep: noWait }).then(() => {
      finished = true;
    });
    // Answer what is in flight, one round at a time, until the batch is done.
    while (!finished) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      release.splice(0).forEach((go) => go());
    }
    await run;
    expect(most).toBe(3);
    expect(fetch).toHaveBeenCalledTimes(10);
  });

  it('retries a rate-limited title after a back-off', async () => {
    let calls = 0;
    fakeService({ 'movie/949': () => (++calls === 1 ? { status: 429 } : { body: heat }) });
    const sleep = jest.fn(noWait);
    const { got, onFacts } = collect();
    await fetchTitleFacts([{ id: 949, media_type: 'movie' }], { onFacts, sleep });
    expect(got.get('movie_949')).toMatchObject({ name: 'Heat' });
    expect(sleep).toHaveBeenCalledWith(1000);
  });

  it('stops at the first failure, keeping what arrived, so a later call resumes with the rest', async () => {
    fakeService({ 'movie/949': { body: heat }, 'movie/2': { status: 500 } });
    const { got, onFacts } = collect();
    const titles = [
      { id: 949, media_type: 'movie' as const },
      { id: 2, media_type: 'movie' as const },
    ];
    await expect(fetchTitleFacts(titles, { onFacts, concurrency: 1, sleep: noWait })).rejects.toThrow(
      'Failed to fetch movie details',
    );
    expect([...got.keys()]).toEqual(['movie_949']);
  });

  it('stops when aborted', async () => {
    fakeService({ 'movie/949': { body: heat } });
    const controller = new AbortController();
    controller.abort(new Error('left the page'));
    const { got, onFacts } = collect();
    await expect(
      fetchTitleFacts([{ id: 949, media_type: 'movie' }], { onFacts, signal: controller.signal, sleep: noWait }),
    ).rejects.toThrow('left the page');
    expect(got.size).toBe(0);
  });
});

describe('createPacer', () => {
  it('spaces starts 1000 / rate ms apart', async () => {
    let clock = 0;
    const waits: number[] = [];
    const pace = createPacer(
      4,
      () => clock,
      async (ms) => {
        waits.push(ms);
      },
    );
    await Promise.all([pace(), pace(), pace()]);
    expect(waits).toEqual([250, 500]);
    clock = 2000;
    await pace();
    expect(waits).toEqual([250, 500]);
  });
});
