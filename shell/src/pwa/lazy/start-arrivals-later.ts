import { STORAGE_KEYS } from '@reelist/contracts';
import { area, preferencesStore } from '@reelist/storage';

/** Where the alerts of followed people's new titles wait until dismissed (`./people-news-store`). */
export const PEOPLE_NEWS_KEY = 'reelist_people_news';
/** The followed people's key, as shared/storage/src/lazy/followed-people-store.ts names it (read here unparsed). */
const FOLLOWED_PEOPLE_KEY = 'reelist_followed_people';

/** Something stored under `key` other than an empty list or nothing (the check reads it properly). */
const holds = (key: string): boolean => {
  const raw = area('local')?.getItem(key);
  return Boolean(raw) && raw !== '[]';
};

/**
 * The daily check for watchlist titles arriving on the visitor's services, for followed people's new titles and for
 * the calendar's reminders (`./arrivals`, its own chunk), loaded only when services are chosen, someone is followed
 * or a reminder is set. Started with the notifications machine, once the first screen is done.
 */
export function startArrivalsLater(
  // Named lazy-*: the shared code only this check uses stays in its chunk (see @reelist/federation's SHELL_CHUNKS).
  load = () => import(/* webpackChunkName: "lazy-arrivals" */ './arrivals'),
): void {
  if (
    preferencesStore.getSnapshot().myServices.length === 0 &&
    !holds(FOLLOWED_PEOPLE_KEY) &&
    !holds(STORAGE_KEYS.reminders)
  )
    return;
  void load().then(({ startArrivals }) => startArrivals());
}
