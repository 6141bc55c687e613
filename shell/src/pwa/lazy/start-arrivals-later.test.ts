import { DEFAULT_PREFERENCES, STORAGE_KEYS } from '@reelist/contracts';
import { freshStorageEachTest } from '@reelist/testing';
import { startArrivalsLater } from './start-arrivals-later';

freshStorageEachTest();

describe('startArrivalsLater', () => {
  it('loads nothing for a visitor without services', () => {
    const load = jest.fn();
    startArrivalsLater(load);
    expect(load).not.toHaveBeenCalled();
  });

  it('loads and starts the check once services are chosen', async () => {
    localStorage.setItem(STORAGE_KEYS.preferences, JSON.stringify({ ...DEFAULT_PREFERENCES, myServices: [8] }));
    const startArrivals = jest.fn();
    const load = jest.fn(() => Promise.resolve({ startArrivals }));
    startArrivalsLater(load as never);
    await Promise.resolve();
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
    expect(startArrivals).toHaveBeenCalledTimes(1);
  });

  it('loads the check for a visitor who follows someone, even without services', async () => {
    const { FOLLOWED_PEOPLE_KEY } = await import('@reelist/storage').then(({ loadWatchLog }) => loadWatchLog());
    const startArrivals = jest.fn();
    const load = jest.fn(() => Promise.resolve({ startArrivals }));
    localStorage.setItem(FOLLOWED_PEOPLE_KEY, '[]');
    startArrivalsLater(load as never);
    expect(load).not.toHaveBeenCalled();
    localStorage.setItem(FOLLOWED_PEOPLE_KEY, JSON.stringify([{ id: 31 }]));
    startArrivalsLater(load as never);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
