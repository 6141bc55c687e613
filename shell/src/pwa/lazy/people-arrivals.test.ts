import { clearApiCache, configureApi } from '@reelist/api';
import type { FollowedPerson } from '@reelist/contracts';
import { loadWatchLog } from '@reelist/storage';
import { TEST_CONFIG, fakeJsonResponse, fakeMovieService, freshStorageEachTest } from '@reelist/testing';
import { checkFollowedPeople, personNewsMessage, personNotification } from './people-arrivals';
import { peopleNewsStore } from './people-news-store';

freshStorageEachTest();

const DAY = 24 * 60 * 60 * 1000;
const START = Date.parse('2026-06-15T09:00:00Z');

const movie = (id: number, title: string, release_date: string) => ({ id, title, release_date, credit_id: `m${id}` });
const show = (id: number, name: string, first_air_date: string) => ({ id, name, first_air_date, credit_id: `t${id}` });

const followed = (known: Record<string, string>): FollowedPerson => ({
  id: 31,
  name: 'Ada Vance',
  profile_path: null,
  followedAt: '2026-01-01T00:00:00.000Z',
  known,
});

/** Ada Vance: acted in Heat (1995), directs Sunrise (dated now), created Tides (a show, no date yet). */
function person(overrides: { sunrise?: string; extra?: boolean } = {}) {
  return {
    id: 31,
    name: 'Ada Vance',
    profile_path: null,
    movie_credits: {
      cast: [movie(5, 'Heat', '1995-12-15')],
      crew: [
        { ...movie(7, 'Sunrise', overrides.sunrise ?? ''), department: 'Directing', job: 'Director' },
        ...(overrides.extra ? [{ ...movie(9, 'Lighthouse', '1998-06-12'), department: 'Writing', job: 'Writer' }] : []),
      ],
    },
    tv_credits: { cast: [], crew: [{ ...show(11, 'Tides', ''), department: 'Writing', job: 'Creator' }] },
  };
}

const KNOWN = { 'movie:5': '1995-12-15', 'movie:7': '', 'tv:11': '' };

async function setup(known: Record<string, string> = KNOWN, answer: () => unknown = () => person()) {
  const { followedPeopleStore } = await loadWatchLog();
  followedPeopleStore.replaceAll([followed(known)]);
  const fetch = fakeMovieService({ '/3/person/31': () => answer() });
  let now = START;
  return {
    fetch,
    followedPeopleStore,
    env: { now: () => now },
    later: (ms: number) => {
      now += ms;
      clearApiCache();
    },
  };
}

const personCalls = (fetch: jest.Mock) => fetch.mock.calls.filter(([url]) => String(url).includes('/person/31')).length;

describe('checkFollowedPeople', () => {
  it('reports nothing when the credits are as known, and asks at most once a day', async () => {
    const { fetch, env } = await setup();
    expect(await checkFollowedPeople(env)).toEqual([]);
    expect(await checkFollowedPeople(env)).toBeNull();
    expect(personCalls(fetch)).toBe(1);
    expect(peopleNewsStore.getSnapshot().news).toEqual([]);
  });

  it('reports a title missing from what was known as new, keeps the alert and records the credits', async () => {
    const { env, followedPeopleStore, later } = await setup();
    await checkFollowedPeople(env);
    later(DAY);
    const { fetch } = await setup(KNOWN, () => person({ extra: true }));
    const news = await checkFollowedPeople(env);
    expect(news).toEqual([
      { personId: 31, name: 'Ada Vance', id: 9, media_type: 'movie', title: 'Lighthouse', date: '1998-06-12' },
    ]);
    expect(personCalls(fetch)).toBe(1);
    expect(peopleNewsStore.getSnapshot().news).toEqual(news);
    expect(followedPeopleStore.getSnapshot()[0]?.known).toEqual({ ...KNOWN, 'movie:9': '1998-06-12' });
    // Recorded: the next day's check reports it no more.
    later(DAY);
    expect(await checkFollowedPeople(env)).toEqual([]);
  });

  it('reports a title whose date changed as newly dated', async () => {
    const { env, followedPeopleStore } = await setup(KNOWN, () => person({ sunrise: '2027-03-05' }));
    expect(await checkFollowedPeople(env)).toEqual([
      { personId: 31, name: 'Ada Vance', id: 7, media_type: 'movie', title: 'Sunrise', date: '2027-03-05' },
    ]);
    expect(followedPeopleStore.getSnapshot()[0]?.known['movie:7']).toBe('2027-03-05');
  });

  it('reports nothing for a person unfollowed while their credits were asked', async () => {
    const { env, followedPeopleStore } = await setup(KNOWN, () => {
      followedPeopleStore.unfollow(31);
      return person({ extra: true });
    });
    expect(await checkFollowedPeople(env)).toEqual([]);
    expect(peopleNewsStore.getSnapshot().news).toEqual([]);
    expect(followedPeopleStore.getSnapshot()).toEqual([]);
  });

  it('reports and records nothing when the request fails, and asks again at the next start', async () => {
    const { env, followedPeopleStore } = await setup();
    fakeMovieService({ '/3/person/31': { status: 500, body: { status_message: 'down' } } });
    expect(await checkFollowedPeople(env)).toEqual([]);
    expect(peopleNewsStore.getSnapshot()).toEqual({ checkedAt: 0, news: [] });
    expect(followedPeopleStore.getSnapshot()[0]?.known).toEqual(KNOWN);
    const fetch = fakeMovieService({ '/3/person/31': () => person({ extra: true }) });
    expect(await checkFollowedPeople(env)).toHaveLength(1);
    expect(personCalls(fetch)).toBe(1);
  });

  it('asks nothing for a visitor who follows nobody', async () => {
    const { env, fetch, followedPeopleStore } = await setup();
    followedPeopleStore.replaceAll([]);
    expect(await checkFollowedPeople(env)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks a few people at a time', async () => {
    const { followedPeopleStore } = await loadWatchLog();
    followedPeopleStore.replaceAll(
      Array.from({ length: 12 }, (_, i) => ({ ...followed({}), id: 100 + i, name: `Person ${i}` })),
    );
    let inFlight = 0;
    let most = 0;
    const fetch = jest.fn(async (raw: string) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 1));
      inFlight -= 1;
      const id = Number(/person\/(\d+)/.exec(raw)?.[1]);
      return fakeJsonResponse(200, { ...person(), id });
    });
    clearApiCache();
    configureApi(TEST_CONFIG, { fetch });
    await checkFollowedPeople({ now: () => START });
    expect(fetch).toHaveBeenCalledTimes(12);
    expect(most).toBeLessThanOrEqual(4);
  });
});

describe('personNewsMessage and personNotification', () => {
  const news = {
    personId: 31,
    name: 'Ada Vance',
    id: 9,
    media_type: 'movie' as const,
    title: 'Lighthouse',
    date: '1998-06-12',
  };

  it('names the person, the title and its date in the long form', () => {
    expect(personNewsMessage(news)).toBe('New from Ada Vance: Lighthouse, June 12, 1998');
  });

  it('says plainly when the title has no date yet', () => {
    expect(personNewsMessage({ ...news, date: '' })).toBe('New from Ada Vance: Lighthouse, no release date yet');
  });

  it("opens the title's page", () => {
    const { title, options } = personNotification({ ...news, media_type: 'tv', id: 11, title: 'Tides' });
    expect(title).toBe('New from Ada Vance');
    expect(options).toMatchObject({ body: 'Tides, June 12, 1998', data: { url: '/tv/11' } });
  });
});
