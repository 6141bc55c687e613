import { t } from '@lingui/core/macro';
import { currentLocale, intlLocale } from '@reelist/i18n';
import { creditDate, creditKey, creditTitle, personTitles } from '@reelist/contracts';
import type { FollowedPerson, PersonDetails } from '@reelist/contracts';
import { dayOf } from './calendar-days';
import type { Day } from './calendar-days';
import type { CalendarEntry } from './calendar-entries';

/** Built on first use, one per language: 'Ada, Bo, and Cy' in English, 'Ada, Bo und Cy' in German. */
const listFormats = new Map<string, Intl.ListFormat>();
function nameList(names: readonly string[]): string {
  const locale = intlLocale(currentLocale());
  let format = listFormats.get(locale);
  if (!format) listFormats.set(locale, (format = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' })));
  return format.format(names);
}

/**
 * The secondary line of a followed person's title: 'From Ada Vance', 'From Ada Vance and Bo Lund', in the
 * interface's language (the .ics file's description too: the visitor reads it in their calendar app).
 */
export function fromLine(names: readonly string[]): string {
  const people = nameList(names);
  return t`From ${people}`;
}

/**
 * The dated titles of followed people from `today` on, each once (credited to two people followed, it says both,
 * in the order they are followed), linking to the title. A title the calendar has already (`tracked`, as creditKey
 * names them: 'movie:603', 'tv:1399', the watchlist's titles and the shows followed) is left to that entry.
 */
export function peopleEntries(
  people: readonly Pick<FollowedPerson, 'id' | 'name'>[],
  details: ReadonlyMap<number, Pick<PersonDetails, 'credits'>>,
  today: Day,
  tracked: ReadonlySet<string>,
): CalendarEntry[] {
  const entries = new Map<string, CalendarEntry & { from: string[] }>();
  for (const person of people) {
    const credits = details.get(person.id)?.credits;
    if (!credits) continue;
    for (const credit of personTitles(credits)) {
      const day = dayOf(creditDate(credit));
      const key = creditKey(credit);
      if (!day || day < today || credit.id <= 0 || tracked.has(key)) continue;
      const entry = entries.get(key);
      if (entry) {
        if (!entry.from.includes(person.name)) entry.from.push(person.name);
        continue;
      }
      entries.set(key, {
        key: `${credit.media_type}-${credit.id}`,
        day,
        mediaType: credit.media_type,
        id: credit.id,
        title: creditTitle(credit),
        from: [person.name],
      });
    }
  }
  return [...entries.values()];
}
