import { titleIdentity } from '@reelist/contracts';
import type { PersonRef, TitleFacts, WatchLogEntry } from '@reelist/contracts';

export interface PersonCount {
  id: number;
  name: string;
  /** Distinct titles of theirs watched. */
  titles: number;
  viewings: number;
}

/** The people of the titles watched, each title counted once with its viewings. */
export class PersonTally {
  private readonly people = new Map<number, PersonCount>();
  add(person: PersonRef, viewings: number): void {
    const known = this.people.get(person.id);
    if (known) {
      known.titles += 1;
      known.viewings += viewings;
    } else this.people.set(person.id, { id: person.id, name: person.name, titles: 1, viewings });
  }
  /** The `limit` with the most titles, then the most viewings, then by name. */
  top(limit: number): PersonCount[] {
    return [...this.people.values()]
      .sort((a, b) => b.titles - a.titles || b.viewings - a.viewings || a.name.localeCompare(b.name) || a.id - b.id)
      .slice(0, limit);
  }
}

export interface WatchedPeople {
  directors: PersonCount[];
  actors: PersonCount[];
}

/**
 * The directors and actors of the most titles in the watch log, from the kept title facts (`factsOf` by
 * `titleIdentity`; titles without known facts are not counted). Analytics fetches no facts for this.
 */
export function computeWatchedPeople(
  log: readonly WatchLogEntry[],
  factsOf: (key: string) => TitleFacts | null | undefined,
  limit: number,
): WatchedPeople {
  const viewingsOf = new Map<string, number>();
  for (const entry of log) {
    const key = titleIdentity(entry.media_type, entry.id);
    viewingsOf.set(key, (viewingsOf.get(key) ?? 0) + 1);
  }
  const directors = new PersonTally();
  const actors = new PersonTally();
  for (const [key, viewings] of viewingsOf) {
    const facts = factsOf(key);
    for (const person of facts?.directors ?? []) directors.add(person, viewings);
    for (const person of facts?.cast ?? []) actors.add(person, viewings);
  }
  return { directors: directors.top(limit), actors: actors.top(limit) };
}
