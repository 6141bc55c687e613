import { clearApiCache } from '@reelist/api';
import { DEFAULT_PREFERENCES, STORAGE_KEYS } from '@reelist/contracts';
import { createBus } from '@reelist/event-bus';
import { loadWatchLog } from '@reelist/storage';
import { fakeMovieService, freshStorageEachTest, watchlistItem } from '@reelist/testing';
import { arrivalNotification, checkArrivals, showPeopleNews } from './arrivals';
import type { ArrivalsEnv } from './arrivals';

freshStorageEachTest();

const DAY = 24 * 60 * 60 * 1000;
const netflix = { provider_id: 8, provider_name: 'Netflix', logo_path: '/n.jpg', display_priority: 1 };

function setup({ subscribed = true, permission = 'granted' as NotificationPermission } = {}) {
  localStorage.setItem(
    STORAGE_KEYS.preferences,
    JSON.stringify({ ...DEFAULT_PREFERENCES, myServices: [8], notifyNewReleases: true }),
  );
  localStorage.setItem(STORAGE_KEYS.watchlist, JSON.stringify([watchlistItem({ id: 5, title: 'Heat' })]));
  let streams = false;
  const fetch = fakeMovieService({
    '/3/watch/providers/movie': { results: [netflix] },
    '/3/watch/providers/tv': { results: [] },
    '/3/movie/5/watch/providers': () => ({
      id: 5,
      results: { US: { link: 'x', ...(streams ? { flatrate: [netflix] } : {}) } },
    }),
  });
  const showNotification = jest.fn().mockResolvedValue(undefined);
  let now = Date.parse('2026-06-15T09:00:00Z');
  const registration = {
    showNotification,
    pushManager: { getSubscription: () => Promise.resolve(subscribed ? {} : null) },
  } as unknown as ServiceWorkerRegistration;
  const env: ArrivalsEnv = {
    permission: () => permission,
    registration: () => Promise.resolve(registration),
    onWorkerMessage: () => undefined,
    now: () => now,
  };
  return {
    env,
    fetch,
    showNotification,
    arrive: () => {
      streams = true;
    },
    /** Time passes: the page's 60-minute answer cache is long gone after a day. */
    later: (ms: number) => {
      now += ms;
      clearApiCache();
    },
  };
}

const providerCalls = (fetch: jest.Mock) =>
  fetch.mock.calls.filter(([url]) => String(url).includes('/movie/5/watch/providers')).length;

describe('checkArrivals', () => {
  it('checks at most once a day and notifies a watchlist title arriving on my service', async () => {
    const { env, fetch, showNotification, arrive, later } = setup();
    expect((await checkArrivals(env))?.arrivals).toEqual([]);
    expect(await checkArrivals(env)).toBeNull();
    expect(providerCalls(fetch)).toBe(1);

    arrive();
    later(DAY);
    const result = await checkArrivals(env);
    expect(result?.arrivals).toEqual([
      expect.objectContaining({ id: 5, media_type: 'movie', title: 'Heat', providerName: 'Netflix', seen: false }),
    ]);
    expect(showNotification).toHaveBeenCalledWith(
      'Now on Netflix',
      expect.objectContaining({ data: { url: '/movie/5' } }),
    );
    expect(JSON.parse(localStorage.getItem('reelist_arrivals') ?? '{}').arrivals).toHaveLength(1);
  });

  it('records the arrival without a notification when notifications are off', async () => {
    const { env, showNotification, arrive, later } = setup({ subscribed: false });
    await checkArrivals(env);
    arrive();
    later(DAY);
    expect((await checkArrivals(env))?.arrivals).toHaveLength(1);
    expect(showNotification).not.toHaveBeenCalled();
  });

  it("does not count a check whose requests failed as today's: the next start asks again", async () => {
    const { env } = setup();
    fakeMovieService({ '/3/movie/5/watch/providers': { status: 500, body: { status_message: 'down' } } });
    expect((await checkArrivals(env))?.failed).toBe(1);
    const fetch = fakeMovieService({ '/3/movie/5/watch/providers': { id: 5, results: { US: { link: 'x' } } } });
    expect((await checkArrivals(env))?.failed).toBe(0);
    expect(providerCalls(fetch)).toBe(1);
    expect(await checkArrivals(env)).toBeNull();
  });

  it('asks nothing without services', async () => {
    const { env, fetch } = setup();
    localStorage.setItem(STORAGE_KEYS.preferences, JSON.stringify(DEFAULT_PREFERENCES));
    expect(await checkArrivals(env)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('arrivalNotification', () => {
  it('names the service and the title and opens the title', () => {
    const { title, options } = arrivalNotification({
      id: 7,
      media_type: 'tv',
      title: 'Dark',
      providerId: 8,
      providerName: 'Netflix',
      at: 0,
      seen: false,
    });
    expect(title).toBe('Now on Netflix');
    expect(options).toMatchObject({ body: 'Dark from your watchlist is on Netflix now.', data: { url: '/tv/7' } });
  });
});

describe('checkArrivals for followed people', () => {
  const ada = { id: 31, name: 'Ada Vance', profile_path: null, followedAt: '2026-01-01T00:00:00.000Z' };
  const adaDetails = {
    id: 31,
    name: 'Ada Vance',
    movie_credits: {
      cast: [{ id: 9, title: 'Lighthouse', release_date: '1998-06-12', credit_id: 'c9' }],
      crew: [],
    },
    tv_credits: { cast: [], crew: [] },
  };

  async function follow() {
    const { followedPeopleStore } = await loadWatchLog();
    followedPeopleStore.replaceAll([{ ...ada, known: {} }]);
    return followedPeopleStore;
  }

  it('checks a followed person without services or watchlist, keeps the alert and shows it as a sticky toast', async () => {
    const { env, showNotification } = setup();
    localStorage.setItem(STORAGE_KEYS.preferences, JSON.stringify({ ...DEFAULT_PREFERENCES, notifyNewReleases: true }));
    localStorage.setItem(STORAGE_KEYS.watchlist, '[]');
    const people = await follow();
    fakeMovieService({ '/3/person/31': adaDetails });
    expect(await checkArrivals(env)).toBeNull();
    expect(people.getSnapshot()[0]?.known).toEqual({ 'movie:9': '1998-06-12' });
    expect(showNotification).toHaveBeenCalledWith(
      'New from Ada Vance',
      expect.objectContaining({ body: 'Lighthouse, June 12, 1998', data: { url: '/movie/9' } }),
    );
    const bus = createBus({ target: new EventTarget() });
    const toasts: Array<{ message: string; sticky?: boolean }> = [];
    bus.on('toast:show').subscribe(({ message, sticky }) => toasts.push({ message, sticky }));
    const dismissed: string[] = [];
    bus.on('toast:dismiss').subscribe(({ message }) => dismissed.push(message));
    showPeopleNews(bus);
    const message = 'New from Ada Vance: Lighthouse, June 12, 1998';
    expect(toasts).toEqual([{ message, sticky: true }]);
    bus.publish('toast:closed', { message });
    expect(dismissed).toEqual([message]);
    expect(JSON.parse(localStorage.getItem('reelist_people_news') ?? '{}').news).toEqual([]);
  });

  it('keeps the watchlist check going when the people check fails', async () => {
    const { env, arrive, later } = setup();
    await follow();
    await checkArrivals(env);
    arrive();
    later(DAY);
    fakeMovieService({
      '/3/watch/providers/movie': { results: [netflix] },
      '/3/watch/providers/tv': { results: [] },
      '/3/movie/5/watch/providers': { id: 5, results: { US: { link: 'x', flatrate: [netflix] } } },
      '/3/person/31': { status: 500, body: { status_message: 'down' } },
    });
    expect((await checkArrivals(env))?.arrivals).toHaveLength(1);
  });
});
