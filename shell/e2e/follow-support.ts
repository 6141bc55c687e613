import type { APIRequestContext, Page } from '@playwright/test';
import { CATALOG } from '@reelist/testing/e2e';
import { popularMovies } from './services-support';

type Credit = { id: number; title?: string; name?: string; release_date?: string; first_air_date?: string };
type Credits = { cast: Credit[]; crew: Credit[] };
export interface CatalogPerson {
  id: number;
  name: string;
  profile_path: string | null;
  movie_credits: Credits;
  tv_credits: Credits;
}
export interface PersonCreditRow {
  key: string;
  id: number;
  media_type: 'movie' | 'tv';
  title: string;
  date: string;
}

async function get<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`${CATALOG}/3${path}${path.includes('?') ? '&' : '?'}api_key=e2e`);
  if (!res.ok()) throw new Error(`catalogue ${path}: ${res.status()}`);
  return (await res.json()) as T;
}

/** A person as the app asks for them (/person/{id} with their movie and TV credits). */
export const catalogPerson = (request: APIRequestContext, id: number) =>
  get<CatalogPerson>(request, `/person/${id}?append_to_response=movie_credits,tv_credits`);

/** The first-billed actor of the most popular movie: someone the catalogue credits with several titles. */
export async function popularActor(request: APIRequestContext): Promise<CatalogPerson> {
  const [movie] = await popularMovies(request);
  if (!movie) throw new Error('the catalogue has no popular movie');
  const credits = await get<{ cast: Array<{ id: number }> }>(request, `/movie/${movie.id}/credits`);
  const actor = credits.cast[0];
  if (!actor) throw new Error(`movie ${movie.id} has no cast`);
  return catalogPerson(request, actor.id);
}

/** Every credit once, as the daily check keys them (`{media_type}:{id}` -> its date, '' when undated). */
export function creditsOf(person: CatalogPerson): PersonCreditRow[] {
  const rows = new Map<string, PersonCreditRow>();
  const add = (list: Credit[], media_type: 'movie' | 'tv') => {
    for (const credit of list) {
      const key = `${media_type}:${credit.id}`;
      const title = credit.title ?? credit.name ?? '';
      const date = (media_type === 'movie' ? credit.release_date : credit.first_air_date) ?? '';
      if (!rows.has(key)) rows.set(key, { key, id: credit.id, media_type, title, date });
    }
  };
  add([...person.movie_credits.cast, ...person.movie_credits.crew], 'movie');
  add([...person.tv_credits.cast, ...person.tv_credits.crew], 'tv');
  return [...rows.values()];
}

/** The followed person as `reelist_followed_people` stores them, knowing `credits`. */
export const followed = (person: CatalogPerson, credits: readonly PersonCreditRow[]) => ({
  id: person.id,
  name: person.name,
  profile_path: person.profile_path,
  followedAt: '2026-01-01T00:00:00.000Z',
  known: Object.fromEntries(credits.map((credit) => [credit.key, credit.date])),
});

/** A date as the app writes it ('June 12, 1998'), or what it says of an undated title. */
export const longDate = (date: string): string =>
  date
    ? new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
        Date.parse(date),
      )
    : 'no release date yet';

/** The notifications the service worker shows now. */
export const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      data: n.data as unknown,
    }));
  });

/** Notifications granted and on, as Preferences' 'Enable Notifications' leaves them (no push service here). */
export async function notificationsOn(page: Page): Promise<void> {
  await page.context().grantPermissions(['notifications']);
  await page.addInitScript(() => {
    const subscription = { endpoint: 'https://push.invalid/e2e', unsubscribe: () => Promise.resolve(true) };
    PushManager.prototype.getSubscription = () => Promise.resolve(subscription as unknown as PushSubscription);
  });
}

/**
 * Reloads the page until the daily check's chunk has arrived (it shows the kept alerts as soon as it runs). Watched
 * as a response, not in the page's resource timings: their buffer keeps 250 entries, which Home's posters can fill
 * first.
 */
export async function reloadUntilChecked(page: Page): Promise<void> {
  const loaded = page.waitForResponse((response) => response.url().includes('lazy-arrivals'), { timeout: 20_000 });
  await page.reload();
  await loaded;
}

/** Stores each value as JSON under its key in the page's localStorage. */
export const seed = (page: Page, values: Record<string, unknown>) =>
  page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, JSON.stringify(value));
  }, values);

/** The parsed value stored under `key` (null when none). */
export const stored = (page: Page, key: string) =>
  page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null') as unknown, key);
