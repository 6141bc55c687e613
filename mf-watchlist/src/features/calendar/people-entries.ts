import { creditDate, creditKey, creditTitle, personTitles } from '@reelist/contracts';
import type { FollowedPerson, PersonDetails } from '@reelist/contracts';
import { dayOf } from './calendar-days';
import type { Day } from './calendar-days';
import type { CalendarEntry } from './calendar-entries';

const names = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

/** The secondary line of a followed person's title: 'From Ada Vance', 'From Ada Vance and Bo Lund'. */
export const fromLine = (people: readonly string[]): string => `From ${names.format(people)}`;

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
