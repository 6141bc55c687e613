import { createBus } from '@reelist/event-bus';
import type { ReelistBus } from '@reelist/event-bus';
import type { NotificationState } from '@reelist/contracts';
import { enableFailedMessage, startNotifications } from './notifications';
import type { NotificationEnv } from './notifications';

const KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

function fakeEnv({
  permission = 'default' as NotificationPermission,
  answer = 'granted' as NotificationPermission,
  subscribed = false,
  subscribeError = null as Error | null,
  registered = true,
} = {}) {
  let current: PushSubscription | null = subscribed
    ? ({ unsubscribe: jest.fn() } as unknown as PushSubscription)
    : null;
  const notification = {
    permission,
    requestPermission: jest.fn(async () => {
      notification.permission = answer;
      return answer;
    }),
  };
  const pushManager = {
    getSubscription: jest.fn(async () => current),
    subscribe: jest.fn(async () => {
      if (subscribeError) throw subscribeError;
      current = {
        unsubscribe: jest.fn(async () => {
          current = null;
          return true;
        }),
      } as unknown as PushSubscription;
      return current;
    }),
  };
  const env: NotificationEnv = {
    Notification: notification as unknown as NotificationEnv['Notification'],
    hasPushManager: true,
    hasServiceWorker: true,
    getRegistration: async () => (registered ? ({ pushManager } as unknown as ServiceWorkerRegistration) : undefined),
  };
  return { env, notification, pushManager };
}

// Lets every queued promise settle (macrotask turn; no timing involved).
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

let bus: ReelistBus;
let answers: NotificationState[];
let toasts: string[];
beforeEach(() => {
  bus = createBus({ target: new EventTarget() });
  answers = [];
  toasts = [];
  bus.on('notification:changed').subscribe(({ state }) => answers.push(state));
  bus.on('toast:show').subscribe(({ message }) => toasts.push(message));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('startNotifications', () => {
  it('is not supported without Notification, PushManager or a service worker, and still answers requests', async () => {
    for (const missing of [{ Notification: undefined }, { hasPushManager: false }, { hasServiceWorker: false }]) {
      const local = createBus({ target: new EventTarget() });
      startNotifications(local, KEY, { ...fakeEnv().env, ...missing });
      expect(local.notifications$.value).toEqual({ permission: 'not-supported', subscribed: false });
      const seen: NotificationState[] = [];
      local.on('notification:changed').subscribe(({ state }) => seen.push(state));
      local.publish('notification:requested', { enable: true });
      await flush();
      expect(seen).toEqual([{ permission: 'not-supported', subscribed: false }]);
    }
  });

  it('reflects the permission and an existing subscription at load', async () => {
    startNotifications(bus, KEY, fakeEnv({ permission: 'granted', subscribed: true }).env);
    expect(bus.notifications$.value).toEqual({ permission: 'granted', subscribed: false });
    await flush();
    expect(bus.notifications$.value).toEqual({ permission: 'granted', subscribed: true });
  });

  it('starts the daily arrivals check (local notifications) once, with the machine', () => {
    const startArrivals = jest.fn();
    startNotifications(bus, KEY, fakeEnv().env, startArrivals);
    expect(startArrivals).toHaveBeenCalledTimes(1);
  });

  it('enable asks permission and, when granted, subscribes with the configured key', async () => {
    const { env, notification, pushManager } = fakeEnv();
    startNotifications(bus, KEY, env);
    await flush();
    bus.publish('notification:requested', { enable: true });
    await flush();
    expect(notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: expect.any(Uint8Array),
    });
    const options = pushManager.subscribe.mock.calls[0] as unknown as [{ applicationServerKey: Uint8Array }];
    expect(options[0].applicationServerKey).toHaveLength(65);
    expect(bus.notifications$.value).toEqual({ permission: 'granted', subscribed: true });
  });

  it('does not subscribe when permission is denied', async () => {
    const { env, pushManager } = fakeEnv({ answer: 'denied' });
    startNotifications(bus, KEY, env);
    bus.publish('notification:requested', { enable: true });
    await flush();
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(answers.at(-1)).toEqual({ permission: 'denied', subscribed: false });
  });

  it('answers a failed subscription with a toast and a consistent state', async () => {
    const { env } = fakeEnv({ subscribeError: new Error('push service not available') });
    startNotifications(bus, KEY, env);
    bus.publish('notification:requested', { enable: true });
    await flush();
    expect(toasts).toEqual([enableFailedMessage('push service not available')]);
    expect(toasts[0]).toBe('Could not enable notifications: push service not available');
    expect(answers.at(-1)).toEqual({ permission: 'granted', subscribed: false });
  });

  it('says so when the configured push key is not base64url, without subscribing', async () => {
    const { env, pushManager } = fakeEnv();
    startNotifications(bus, 'not a key!', env);
    bus.publish('notification:requested', { enable: true });
    await flush();
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(toasts).toEqual([enableFailedMessage('the push key in the configuration is not base64url')]);
    expect(answers.at(-1)).toEqual({ permission: 'granted', subscribed: false });
  });

  it('fails clearly when no service worker is registered', async () => {
    startNotifications(bus, KEY, fakeEnv({ registered: false }).env);
    bus.publish('notification:requested', { enable: true });
    await flush();
    expect(toasts).toEqual(['Could not enable notifications: the service worker is not ready yet']);
    expect(answers.at(-1)).toEqual({ permission: 'granted', subscribed: false });
  });

  it('disable unsubscribes', async () => {
    const { env } = fakeEnv({ permission: 'granted' });
    startNotifications(bus, KEY, env);
    bus.publish('notification:requested', { enable: true });
    bus.publish('notification:requested', { enable: false });
    await flush();
    expect(answers.slice(-2)).toEqual([
      { permission: 'granted', subscribed: true },
      { permission: 'granted', subscribed: false },
    ]);
    expect(await (await env.getRegistration())?.pushManager.getSubscription()).toBeNull();
  });

  it('stops answering after teardown', async () => {
    const stop = startNotifications(bus, KEY, fakeEnv().env);
    await flush();
    stop();
    const before = answers.length;
    bus.publish('notification:requested', { enable: true });
    await flush();
    expect(answers).toHaveLength(before);
  });
});
