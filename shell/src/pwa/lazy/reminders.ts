import { t } from '@lingui/core/macro';
import { detailPath } from '@reelist/contracts';
import { localToday } from '@reelist/domain';
import { loadWatchLog } from '@reelist/storage';
import type { Reminder } from '@reelist/storage';
import type { ArrivalsEnv } from './arrivals';

/**
 * Notifications can be shown: the browser granted them and the push subscription exists (what Preferences'
 * 'Enable Notifications' turns on, and what the calendar offers reminders on).
 */
export async function notificationsOn(
  env: Pick<ArrivalsEnv, 'permission'>,
  registration: ServiceWorkerRegistration | undefined,
): Promise<boolean> {
  if (!registration || env.permission() !== 'granted') return false;
  const subscription = await registration.pushManager?.getSubscription().catch(() => null);
  return Boolean(subscription);
}

/** The notification of a reminder on its day: 'Today: Westeros', 'S2E5 · The Rains'; opens the title's page. */
export function reminderNotification(reminder: Reminder): { title: string; options: NotificationOptions } {
  const { title } = reminder;
  return {
    title: t`Today: ${title}`,
    options: {
      body: reminder.detail,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      // One per entry: two tabs running the check together replace each other's instead of showing it twice.
      tag: `reminder-${reminder.key}`,
      data: { url: detailPath(reminder.media_type, reminder.id) },
    },
  };
}

/**
 * The calendar's reminders of the visitor's today, each shown once as a notification and then marked done (a
 * failed one stays due, for the next run that day). Nothing is marked while notifications are off: turned on later
 * that day, they still come. There is no server: this runs when a page of the app does (at start and when the
 * worker's periodic sync asks), so a day without either passes without its reminders. Resolves with those shown.
 */
export async function checkReminders(env: ArrivalsEnv): Promise<Reminder[]> {
  const { remindersStore, dueReminders } = await loadWatchLog();
  // The visitor's own calendar day: a reminder's day is a day, not an instant.
  const today = localToday(new Date(env.now()));
  const due = dueReminders(remindersStore.getSnapshot(), today);
  if (due.length === 0) return [];
  const registration = await env.registration();
  if (!(await notificationsOn(env, registration))) return [];
  const shown: Reminder[] = [];
  for (const reminder of due) {
    const { title, options } = reminderNotification(reminder);
    await registration
      ?.showNotification(title, options)
      .then(() => shown.push(reminder))
      .catch((error: unknown) => console.warn('[reelist] could not show the reminder', error));
  }
  if (shown.length > 0)
    remindersStore.markDone(
      shown.map((reminder) => reminder.key),
      today,
    );
  return shown;
}
