import { t } from '@lingui/core/macro';

/** The year an address names and whether it has a review; else the sentence that says why it has none. */
export type YearOfAddress = { year: number } | { notFound: string };

/** Four digits naming a year of the calendar (it has no year 0), else undefined. */
export const parseYear = (text: string): number | undefined =>
  /^\d{4}$/.test(text) && Number(text) >= 1 ? Number(text) : undefined;

/** The year the oldest films that survive were made: nobody watched one before it. */
export const FIRST_FILM_YEAR = 1888;

/**
 * A year has a review when it has viewings, or lies between the first films and this year: such a year without
 * viewings says so, and an import may still fill it. A year to come, a year before any film, or text that is no
 * year has none.
 */
export function yearOfAddress(text: string, yearsWithViewings: readonly number[], thisYear: number): YearOfAddress {
  const year = parseYear(text);
  if (year === undefined) return { notFound: t`"${text}" is not a year.` };
  if (yearsWithViewings.includes(year)) return { year };
  if (year > thisYear) return { notFound: t`${year} has not come yet.` };
  const first = FIRST_FILM_YEAR;
  if (year < first) return { notFound: t`There were no films in ${year}: the first were made in ${first}.` };
  return { year };
}
