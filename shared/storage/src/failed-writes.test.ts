import { bus } from '@reelist/event-bus';
import type { BusEvents } from '@reelist/contracts';
import { freshStorageEachTest, fullStorage, watchlistItem } from '@reelist/testing';
import { configureStorage } from './backend';
import { ratingsStore, reviewsStore } from './feedback-store';
import { searchHistoryStore, viewHistoryStore } from './history-store';
import { arrivalsStore, availabilityStore } from './lazy/availability-store';
import { followedShowsStore } from './lazy/tv-follow-store';
import { watchLogStore } from './lazy/watch-log-store';
import { themeStore } from './settings-store';
import { watchlistStore } from './watchlist-store';

const rating = { user: 'current-user', rating: 4, createdAt: '2025-01-01T00:00:00.000Z' };
const now = '2025-01-01T00:00:00.000Z';

/** One write of each store, flushed at once; resolves with its result. */
const WRITES: Array<[string, string, boolean, () => unknown]> = [
  ['reelist_watchlist', 'watchlist', true, () => void watchlistStore.commit([watchlistItem({ id: 1 })])],
  [
    'reelist_watch_log',
    'watch log',
    false,
    () =>
      void watchLogStore.append([{ id: 1, media_type: 'movie', watchedAt: now, rewatch: false, source: 'reelist' }]),
  ],
  ['reelist_theme', 'theme', true, () => themeStore.commit({ theme: 'dark', autoTheme: false })],
  [
    'reelist_view_history',
    'viewing history',
    true,
    () => viewHistoryStore.append({ id: 1, type: 'movie', title: 'A', timestamp: now } as never),
  ],
  [
    'reelist_search_history',
    'search history',
    true,
    () => searchHistoryStore.append({ query: 'a', timestamp: now } as never),
  ],
  ['reelist_ratings', 'ratings', true, () => ratingsStore.updateTitle('movie_1', () => [rating])],
  ['reelist_tv_following', 'followed shows', true, () => followedShowsStore.setFollowing(1, true)],
  [
    'reelist_availability',
    'where-to-watch information',
    true,
    () =>
      availabilityStore.put({
        movie_1: { checkedAt: 1, region: 'US', offers: { flatrate: [8], free: [], ads: [], rent: [], buy: [] } },
      }),
  ],
  ['reelist_arrivals', 'new arrivals', true, () => arrivalsStore.record([], 1)],
];

const flushAll = () => [watchlistStore, watchLogStore].forEach((store) => store.flush());

freshStorageEachTest();

describe('a failed write, whichever store makes it', () => {
  it.each(WRITES)(
    '%s is announced once, naming the data (%s), and whether the change is kept',
    (key, label, kept, write) => {
      const failed: Array<BusEvents['storage:write-failed']> = [];
      const subscription = bus.on('storage:write-failed').subscribe((event) => failed.push(event));
      configureStorage({ local: fullStorage() });
      write();
      flushAll();
      subscription.unsubscribe();
      expect(failed).toEqual([{ key, label, reason: 'quota', kept }]);
    },
  );

  it.each(WRITES)('%s: its warning is taken back by the next write that is stored', (key, _label, _kept, write) => {
    const saved: Array<BusEvents['storage:saved']> = [];
    const subscription = bus.on('storage:saved').subscribe((event) => saved.push(event));
    configureStorage({ local: null });
    write();
    flushAll();
    expect(saved).toEqual([]);
    configureStorage({});
    write();
    flushAll();
    subscription.unsubscribe();
    expect(saved).toEqual([{ key }]);
  });

  it('is not announced when the screen that made it says so itself (a review form)', () => {
    const failed: unknown[] = [];
    const subscription = bus.on('storage:write-failed').subscribe((event) => failed.push(event));
    configureStorage({ local: fullStorage() });
    reviewsStore.updateTitle('movie_1', () => [], { reportedOnScreen: true });
    subscription.unsubscribe();
    expect(failed).toEqual([]);
  });
});
