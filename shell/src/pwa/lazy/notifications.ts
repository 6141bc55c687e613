import { t } from '@lingui/core/macro';
import type { NotificationPermissionState, NotificationState } from '@reelist/contracts';
import type { ReelistBus } from '@reelist/event-bus';
import { fromBase64Url } from '@reelist/domain';
import { startArrivalsLater } from './start-arrivals-later';

type PushRegistration = Pick<ServiceWorkerRegistration, 'pushManager'>;

/** What the browser offers for push; injected so the state machine is testable without one. */
export interface NotificationEnv {
  Notification?: Pick<typeof Notification, 'permission' | 'requestPermission'>;
  hasPushManager: boolean;
  hasServiceWorker: boolean;
  getRegistration: () => Promise<PushRegistration | undefined>;
}

export function browserNotificationEnv(): NotificationEnv {
  const hasServiceWorker = 'serviceWorker' in navigator;
  return {
    Notification: typeof Notification === 'undefined' ? undefined : Notification,
    hasPushManager: typeof PushManager !== 'undefined',
    hasServiceWorker,
    getRegistration: () => (hasServiceWorker ? navigator.serviceWorker.getRegistration() : Promise.resolve(undefined)),
  };
}

export const enableFailedMessage = (reason: string): string => t`Could not enable notifications: ${reason}`;

const reasonOf = (error: unknown): string => (error instanceof Error && error.message ? error.message : String(error));

/**
 * The browser side of `useNotifications()`: permission states, enable = ask permission and, only
 * if granted, subscribe to push with the configured public key; disable = unsubscribe. Every
 * `notification:requested` is answered with `notification:changed`, also on failure. Also starts the daily check
 * for watchlist titles arriving on the visitor's services, whose alerts are local notifications. Returns a teardown.
 */
export function startNotifications(
  bus: ReelistBus,
  publicKey: string,
  env: NotificationEnv = browserNotificationEnv(),
  startArrivals: () => void = startArrivalsLater,
) {
  const api = env.Notification;
  const supported = Boolean(api) && env.hasPushManager && env.hasServiceWorker;
  const permission = (): NotificationPermissionState => (api && supported ? api.permission : 'not-supported');
  const publish = (state: NotificationState) => bus.publish('notification:changed', { state });
  const subscription = async () => (await env.getRegistration())?.pushManager.getSubscription() ?? null;

  const enable = async (): Promise<NotificationState> => {
    if (!api) return { permission: 'not-supported', subscribed: false };
    const granted = (await api.requestPermission()) === 'granted';
    if (!granted) return { permission: permission(), subscribed: false };
    try {
      const registration = await env.getRegistration();
      if (!registration) throw new Error('the service worker is not ready yet');
      const existing = await registration.pushManager.getSubscription();
      if (!existing) {
        const applicationServerKey = fromBase64Url(publicKey.trim());
        if (!applicationServerKey) throw new Error('the push key in the configuration is not base64url');
        await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
      }
      return { permission: 'granted', subscribed: true };
    } catch (error) {
      console.warn('[reelist] push subscription failed', error);
      bus.publish('toast:show', { message: enableFailedMessage(reasonOf(error)), kind: 'error' });
      return { permission: permission(), subscribed: false };
    }
  };

  const disable = async (): Promise<NotificationState> => {
    try {
      await (await subscription())?.unsubscribe();
      return { permission: permission(), subscribed: false };
    } catch (error) {
      // Tolerated: a failed toggle is logged and the interface goes on with what is true.
      console.error('[reelist] push unsubscribe failed', error);
      return { permission: permission(), subscribed: (await subscription().catch(() => null)) !== null };
    }
  };

  // Requests run one after another, so a quick enable-then-disable ends in the state of the last one.
  let queue: Promise<unknown> = Promise.resolve();
  const requests = bus.on('notification:requested').subscribe(({ enable: wanted }) => {
    queue = queue.then(async () => {
      if (!supported) return publish({ permission: 'not-supported', subscribed: false });
      const next = await (wanted ? enable() : disable()).catch((error: unknown) => {
        console.error('[reelist] notification request failed', error);
        return { permission: permission(), subscribed: false };
      });
      publish(next);
    });
  });

  publish({ permission: permission(), subscribed: false });
  startArrivals();
  if (supported) {
    queue = subscription()
      .then((existing) => {
        if (existing) publish({ permission: permission(), subscribed: true });
      })
      .catch((error: unknown) => console.warn('[reelist] could not read the push subscription', error));
  }
  return () => requests.unsubscribe();
}
