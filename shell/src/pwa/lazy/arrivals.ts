import { t } from '@lingui/core/macro';
import { detailPath } from '@reelist/contracts';
import type { Arrival } from '@reelist/contracts';
import { AVAILABILITY_TTL_MS } from '@reelist/domain';
import { checkArrivalsDaily } from '@reelist/state/availability';
import type { RefreshResult } from '@reelist/state/availability';
import { bus } from '@reelist/event-bus';
import type { ReelistBus } from '@reelist/event-bus';
import { preferencesStore, watchlistStore } from '@reelist/storage';
import { ARRIVALS_SYNC_TAG, CHECK_ARRIVALS } from '../../sw/periodic-sync';
import { checkFollowedPeople, personNewsMessage, personNotification } from './people-arrivals';
import { newsKey, peopleNewsStore } from './people-news-store';
import { checkReminders, notificationsOn } from './reminders';

/** The performance measure of a daily check that ran (the start-up one or the periodic one). */
export const ARRIVALS_CHECK_MEASURE = 'reelist:arrivals-check';

/** What the check needs from the browser; injected so it is testable without one. */
export interface ArrivalsEnv {
  permission: () => NotificationPermission | 'not-supported';
  registration: () => Promise<ServiceWorkerRegistration | undefined>;
  /** Messages from the service worker (its periodic sync asks for a check). */
  onWorkerMessage: (listener: (data: unknown) => void) => void;
  now: () => number;
}

export function browserArrivalsEnv(): ArrivalsEnv {
  const worker = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
  return {
    permission: () => (typeof Notification === 'undefined' ? 'not-supported' : Notification.permission),
    registration: () => worker?.getRegistration() ?? Promise.resolve(undefined),
    onWorkerMessage: (listener) => worker?.addEventListener('message', (event) => listener(event.data)),
    now: Date.now,
  };
}

/** The notification of one arrival: opens the title's page on click (the worker's notificationclick). */
export function arrivalNotification(arrival: Arrival): { title: string; options: NotificationOptions } {
  const { providerName: service, title } = arrival;
  return {
    title: t`Now on ${service}`,
    options: {
      body: t`${title} from your watchlist is on ${service} now.`,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: `arrival-${arrival.media_type}-${arrival.id}`,
      data: { url: detailPath(arrival.media_type, arrival.id) },
    },
  };
}

/**
 * Notifications of news are on when the browser granted them and the push subscription exists (what Preferences'
 * 'Enable Notifications' shows), and the visitor wants 'New Releases'.
 */
const notifying = async (env: ArrivalsEnv, registration: ServiceWorkerRegistration | undefined): Promise<boolean> =>
  preferencesStore.getSnapshot().notifyNewReleases && (await notificationsOn(env, registration));

type PeriodicSync = { register: (tag: string, options: { minInterval: number }) => Promise<void> };

/** Asks the browser for a daily Periodic Background Sync where it grants one (installed apps in Chromium). */
async function registerPeriodicSync(registration: ServiceWorkerRegistration | undefined): Promise<void> {
  const sync = (registration as (ServiceWorkerRegistration & { periodicSync?: PeriodicSync }) | undefined)
    ?.periodicSync;
  if (!sync) return;
  await sync.register(ARRIVALS_SYNC_TAG, { minInterval: AVAILABILITY_TTL_MS }).catch(() => undefined);
}

type LocalNotification = { title: string; options: NotificationOptions };

/** Shows each notification when notifications are on (a failed one is logged, the others still shown). */
async function notify(env: ArrivalsEnv, notifications: readonly LocalNotification[]): Promise<void> {
  if (notifications.length === 0) return;
  const registration = await env.registration();
  if (!(await notifying(env, registration))) return;
  for (const { title, options } of notifications) {
    await registration?.showNotification(title, options).catch((error: unknown) => {
      console.warn('[reelist] could not show the arrival notification', error);
    });
  }
}

/**
 * Checks the watchlist for titles that arrived on the visitor's services, at most once a day (the check is paced
 * and asks only for titles not known for today), then shows a local notification per arrival when notifications
 * are on.
 */
async function checkWatchlist(env: ArrivalsEnv): Promise<RefreshResult | null> {
  const { myServices: services, preferredRegion: region } = preferencesStore.getSnapshot();
  const titles = watchlistStore.getSnapshot().map(({ id, media_type, title }) => ({ id, media_type, title }));
  if (services.length === 0 || titles.length === 0) return null;
  const started = performance.now();
  const result = await checkArrivalsDaily({ titles, services, region, now: env.now });
  // The daily check's duration, for the bench (`services.dailyCheck`).
  if (result && typeof performance.measure === 'function')
    performance.measure(ARRIVALS_CHECK_MEASURE, { start: started });
  if (result) await notify(env, result.arrivals.map(arrivalNotification));
  return result;
}

/** Followed people's new and newly dated titles, once a day: kept as alerts, and notified when notifications are on. */
async function checkPeople(env: ArrivalsEnv): Promise<void> {
  const news = await checkFollowedPeople(env);
  if (news) await notify(env, news.map(personNotification));
}

/**
 * The daily check: watchlist titles arriving on the visitor's services, followed people's new titles, and the
 * calendar's reminders of today (each on its own, so one failing leaves the others). Runs at start (the shell calls
 * it in idle time) and whenever the service worker's periodic sync asks. Resolves with the watchlist's part.
 */
export async function checkArrivals(env: ArrivalsEnv = browserArrivalsEnv()): Promise<RefreshResult | null> {
  const [result] = await Promise.all([
    checkWatchlist(env),
    checkPeople(env).catch((error: unknown) => console.warn('[reelist] the followed people check failed', error)),
    checkReminders(env).catch((error: unknown) => console.warn('[reelist] the reminders check failed', error)),
  ]);
  return result;
}

/**
 * Shows the kept alerts as sticky toasts, as stored now and whenever they change (here or in another tab): a new one
 * is shown, one dismissed elsewhere is closed, and one the visitor closes (`toast:closed`) is dismissed for good.
 */
export function showPeopleNews(target: ReelistBus = bus): void {
  let shown = new Map<string, string>();
  const show = () => {
    const next = new Map(peopleNewsStore.getSnapshot().news.map((news) => [newsKey(news), personNewsMessage(news)]));
    for (const [key, message] of shown) if (!next.has(key)) target.publish('toast:dismiss', { message });
    for (const [key, message] of next)
      if (!shown.has(key)) target.publish('toast:show', { message, kind: 'info', sticky: true });
    shown = next;
  };
  target.on('toast:closed').subscribe(({ message }) => {
    for (const [key, shownMessage] of shown) if (shownMessage === message) peopleNewsStore.dismiss(key);
  });
  peopleNewsStore.subscribe(show);
  show();
}

/** The start-up check plus the periodic one: registers the sync and answers the worker's requests. */
export async function startArrivals(env: ArrivalsEnv = browserArrivalsEnv()): Promise<void> {
  env.onWorkerMessage((data) => {
    if ((data as { type?: unknown } | null)?.type === CHECK_ARRIVALS) void checkArrivals(env).catch(logFailure);
  });
  showPeopleNews();
  await registerPeriodicSync(await env.registration());
  await checkArrivals(env).catch(logFailure);
}

const logFailure = (error: unknown) => console.warn('[reelist] the arrivals check failed', error);
