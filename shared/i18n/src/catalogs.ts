import { i18n } from './translator';
import type { Messages } from './translator';
import { SOURCE_LOCALE, isLocale, resolveLocale } from './locales';
import type { Locale } from './locales';

/**
 * An app's compiled messages for a language other than English, one request each. English needs none: every message
 * keeps its English text in the code (compiled in place by inline-english-loader.cjs in production builds), which is
 * also what a language lacking a message shows.
 */
export type CatalogLoader = (locale: Exclude<Locale, typeof SOURCE_LOCALE>) => Promise<Messages> | Messages;

/** An app's messages being in for a language; marked once settled, so a page can tell without waiting. */
export type Ready = Promise<void> & { status?: 'fulfilled' };

const loaders = new Map<string, CatalogLoader>();
const loads = new WeakMap<CatalogLoader, Map<Locale, Ready>>();
let wanted: Locale = SOURCE_LOCALE;

/** A promise already settled, marked so: a page tells its messages are in without waiting (`useMessages`). */
const fulfilled = (): Ready => Object.assign(Promise.resolve(), { status: 'fulfilled' as const });

/**
 * Loads one app's messages for a language into the page's one catalogue. A language that fails to load (offline,
 * a release gone) reads in English (the code's own texts), never as message ids.
 */
function load(loader: CatalogLoader, locale: Locale): Ready {
  let byLocale = loads.get(loader);
  if (!byLocale) loads.set(loader, (byLocale = new Map()));
  let ready = byLocale.get(locale);
  if (ready) return ready;
  const put = (messages: Messages) => i18n.load(locale, messages);
  let result: Promise<Messages> | Messages;
  try {
    result = locale === SOURCE_LOCALE ? {} : loader(locale);
  } catch (error) {
    result = Promise.reject(error);
  }
  if (!(result instanceof Promise)) {
    put(result);
    ready = fulfilled();
  } else {
    const settled: Ready = result.then(put, async (error: unknown) => {
      console.warn(`[reelist] messages for "${locale}" did not load; showing English`, error);
      byLocale.delete(locale);
      put({});
    });
    ready = settled;
    void settled.then(() => (settled.status = 'fulfilled'));
  }
  byLocale.set(locale, ready);
  return ready;
}

/**
 * An app (the shell or a remote) adds its messages. `owner` names the app, so a newer release of it replaces its
 * loader. The answer settles once the app's messages for the current language are in; a page waits for it before
 * it renders (`useMessages`), and not at all when it already has.
 */
export function registerCatalog(owner: string, loader: CatalogLoader): Ready {
  loaders.set(owner, loader);
  // English is in the app's own chunk: in at once, so a message read before the chosen language has loaded (a
  // toast at start-up) reads in English rather than failing.
  void load(loader, SOURCE_LOCALE);
  return load(loader, wanted);
}

/** Settles when every app registered so far has its messages for the current language. */
export function catalogsReady(): Promise<void> {
  return Promise.all([...loaders.values()].map((loader) => load(loader, wanted))).then(() => undefined);
}

/** The language the interface shows (or is switching to): what a formatter formats in. */
export const currentLocale = (): Locale => (isLocale(i18n.locale) ? i18n.locale : wanted);

/**
 * Follows the visitor's Preferred Language from then on, also when another tab changes it (the preferences store
 * hears other tabs). Settles when the current choice is shown.
 */
export function followPreference(
  read: () => string | undefined,
  subscribe: (onChange: () => void) => unknown,
): Promise<void> {
  const chosen = () => resolveLocale(read(), typeof navigator === 'undefined' ? [] : navigator.languages);
  let current = chosen();
  subscribe(() => {
    const next = chosen();
    if (next === current) return;
    current = next;
    void setLocale(next);
  });
  return setLocale(current);
}

/**
 * Switches the interface: every registered app's messages for `locale` load first, then the language changes at
 * once everywhere (every component that translates renders again: `useLingui`) and `<html lang>` follows. A later call wins
 * over an earlier one still loading.
 */
export function setLocale(locale: Locale): Promise<void> {
  wanted = locale;
  switching = catalogsReady().then(() => {
    if (wanted !== locale) return;
    i18n.activate(locale);
    document.documentElement.lang = locale;
  });
  return switching;
}

let switching: Promise<void> = Promise.resolve();

/**
 * Settles once the language being switched to is shown: a text made then (the toast confirming the choice) reads in
 * the new language, not in the one it replaces.
 */
export function languageSettled(): Promise<void> {
  const now = switching;
  return now.then(() => (switching === now ? undefined : languageSettled()));
}
