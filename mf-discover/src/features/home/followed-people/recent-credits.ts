import { t } from '@lingui/core/macro';
import { titleIdentity } from '@reelist/contracts';
import type { FollowedPerson, MediaType, PersonCredit } from '@reelist/contracts';
import { andList } from '../../../lib/lists';

/** How far back a title still counts as recent: the last year. */
export const RECENT_DAYS = 365;
/** A carousel shows 20 cards at most. */
export const FROM_PEOPLE_MAX = 20;

/** One followed person's credits, as their details list them (cast and crew together). */
export interface PeopleCredits {
  person: Pick<FollowedPerson, 'id' | 'name'>;
  credits: readonly PersonCredit[];
}

/** A title for the row: the credit (first seen), the followed people it credits, and whether it is still to come. */
export interface FromPeopleItem {
  title: PersonCredit;
  names: string[];
  date: string;
  upcoming: boolean;
}

const dateOf = (credit: PersonCredit): string => credit.release_date || credit.first_air_date || '';

// A date-only string ('2024-05-01') parses as midnight UTC, so no time zone moves the day.
const daysBefore = (day: string, days: number): string =>
  new Date(Date.parse(day) - days * 86_400_000).toISOString().slice(0, 10);

/**
 * The titles of the people followed that came out in the last year or are dated to come, newest first (the furthest
 * announced at the top), each once with everyone followed it credits, titles watched and adult ones left out.
 * Undated credits are left out: they cannot be placed in the order. `today` is YYYY-MM-DD.
 */
export function recentFromPeople(
  people: readonly PeopleCredits[],
  today: string,
  isWatched: (mediaType: MediaType, id: number) => boolean,
): FromPeopleItem[] {
  const since = daysBefore(today, RECENT_DAYS);
  const byTitle = new Map<string, FromPeopleItem>();
  for (const { person, credits } of people) {
    for (const credit of credits) {
      const date = dateOf(credit);
      if (!date || date < since || credit.adult || isWatched(credit.media_type, credit.id)) continue;
      const key = titleIdentity(credit.media_type, credit.id);
      const item = byTitle.get(key);
      if (!item) byTitle.set(key, { title: credit, names: [person.name], date, upcoming: date > today });
      else if (!item.names.includes(person.name)) item.names.push(person.name);
    }
  }
  return [...byTitle.values()]
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0))
    .slice(0, FROM_PEOPLE_MAX);
}

/** "with Ada", "with Ada and Bo", "with Ada, Bo and Cy": whose title it is, on its card. */
export function fromPeopleLabel(names: readonly string[]): string {
  const people = andList(names);
  return t`with ${people}`;
}
