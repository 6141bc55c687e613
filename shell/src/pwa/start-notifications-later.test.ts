import { createBus } from '@reelist/event-bus';
import type { NotificationState } from '@reelist/contracts';
import type * as Notifications from './lazy/notifications';
import { startNotificationsLater } from './start-notifications-later';

// The notifications state machine is loaded after the first screen; a request made before then is not lost.

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

function harness() {
  const bus = createBus();
  const requests: boolean[] = [];
  const states: NotificationState[] = [];
  bus.on('notification:changed').subscribe(({ state }) => states.push(state));
  const startNotifications = jest.fn(() => {
    // The real machine answers every request it hears.
    const sub = bus.on('notification:requested').subscribe(({ enable }) => {
      requests.push(enable);
      bus.publish('notification:changed', { state: { permission: 'granted', subscribed: enable } });
    });
    return () => sub.unsubscribe();
  });
  const load = jest.fn(async () => ({ startNotifications }) as unknown as typeof Notifications);
  return { bus, requests, states, startNotifications, load };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('startNotificationsLater', () => {
  it('loads nothing until the page settles, then starts the machine once', async () => {
    const { bus, load, startNotifications } = harness();
    startNotificationsLater(bus, 'key', load);
    expect(load).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(5_000);
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(startNotifications).toHaveBeenCalledWith(bus, 'key');
  });

  it('answers a request made before the machine was loaded, once', async () => {
    const { bus, load, requests, states } = harness();
    startNotificationsLater(bus, 'key', load);
    bus.publish('notification:requested', { enable: true });
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(requests).toEqual([true]);
    expect(states).toEqual([{ permission: 'granted', subscribed: true }]);
    // Later requests reach the machine directly; settling does not start it twice.
    bus.publish('notification:requested', { enable: false });
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(5_000);
    await flush();
    expect(requests).toEqual([true, false]);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
