/** The languages Preferences offers (Preferred Language), in its order. English is the source of every message. */
export const LOCALES = ['en', 'es', 'fr', 'de', 'it', 'ja', 'ko'] as const;
export type Locale = (typeof LOCALES)[number];
export const SOURCE_LOCALE = 'en' satisfies Locale;

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/**
 * The language to show: the saved preference when there is one, else the first of the browser's languages that
 * Reelist speaks (`de-AT` counts as `de`), else English.
 */
export function resolveLocale(saved: string | undefined, browser: readonly string[]): Locale {
  if (isLocale(saved)) return saved;
  for (const tag of browser) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return SOURCE_LOCALE;
}

/**
 * The tag Intl formats with: English is US English (the spec's 'June 12, 1998'); the others by language alone, so
 * each gets its own conventions (1.234 in German, 1 234 in French).
 */
export const intlLocale = (locale: Locale): string => (locale === 'en' ? 'en-US' : locale);
