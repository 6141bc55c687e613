import type { Person } from '@reelist/contracts';
import { CAST_KEPT, CREW_DEPARTMENT_ORDER, OTHER_DEPARTMENT, STAR_PERSON_POPULARITY } from '../../lib/constants';

export interface CrewDepartment {
  department: string;
  people: Person[];
}

const KNOWN: readonly string[] = CREW_DEPARTMENT_ORDER;

/** Crew by department: Directing, Writing, Production, Camera, Editing, Sound, then the rest alphabetically. */
export function groupCrew(crew: readonly Person[] | null | undefined): CrewDepartment[] {
  const groups = new Map<string, Person[]>();
  for (const person of crew ?? []) {
    const department = person.department || OTHER_DEPARTMENT;
    const people = groups.get(department);
    if (people) people.push(person);
    else groups.set(department, [person]);
  }
  const known = KNOWN.filter((d) => groups.has(d));
  const rest = [...groups.keys()].filter((d) => !KNOWN.includes(d)).sort((a, b) => a.localeCompare(b));
  return [...known, ...rest].map((department) => ({ department, people: groups.get(department) ?? [] }));
}

/** The first 20 cast members by billing order (members without an order go last, stably). */
export function topCast(cast: readonly Person[] | null | undefined): Person[] {
  return (cast ?? [])
    .map((person) => ({ person, order: person.order ?? Number.MAX_SAFE_INTEGER }))
    .sort((a, b) => a.order - b.order)
    .slice(0, CAST_KEPT)
    .map((entry) => entry.person);
}

/** The app's route to a person's page; every link to a person (cards, the Director line) builds it here. */
export const personPath = (id: number): string => `/person/${id}`;

export const directors = (crew: readonly Person[] | null | undefined): Person[] =>
  (crew ?? []).filter((person) => person.job === 'Director');

/** A person with popularity above 10 gets a star badge. */
export const isStarPerson = (person: Pick<Person, 'popularity'>): boolean =>
  (person.popularity ?? 0) > STAR_PERSON_POPULARITY;
