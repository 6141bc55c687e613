/** People: a seeded pool of actors and crew, plus the real directors named in the vega table. */
import type { BuildContext } from './context';
import { DEPARTMENTS } from './reference';
import type { PersonRec } from './types';
import { addDays } from './util';

export const FIRST_PERSON_ID = 100_001;
/** People 100001..111000 are invented; the real directors of the vega table come after them. */
export const GENERATED_PEOPLE = 11_000;

export interface PeoplePool {
  people: PersonRec[];
  /** ids by known_for_department, in popularity-rank order (index 0 = biggest star). */
  byDepartment: Map<string, number[]>;
  idForName(name: string, department: string): number;
}

function department(ctx: BuildContext): string {
  if (ctx.prng.chance(0.62)) return 'Acting';
  return ctx.prng.pick(DEPARTMENTS).department;
}

function makePerson(ctx: BuildContext, id: number, known: string, fixedName?: string): PersonRec {
  const { faker, prng } = ctx;
  const sex = faker.person.sex() as 'female' | 'male';
  const name = fixedName ?? faker.person.fullName({ sex });
  const born = addDays('1930-01-01', prng.int(0, 365 * 76));
  const died = born < '1950-01-01' && prng.chance(0.25) ? addDays(born, prng.int(365 * 55, 365 * 90)) : null;
  const city = faker.location.city();
  return {
    id,
    name,
    gender: prng.chance(0.03) ? 0 : sex === 'female' ? 1 : 2,
    birthday: prng.chance(0.9) ? born : null,
    deathday: died && died < ctx.today ? died : null,
    place_of_birth: prng.chance(0.85) ? `${city}, ${faker.location.country()}` : null,
    biography: prng.chance(0.8) ? `${name} is known for work in ${known.toLowerCase()}. ${faker.person.bio()}.` : '',
    known_for_department: known,
    popularity: 0,
    profile_path: prng.chance(0.9) ? `/profile-p${id}.jpg` : null,
    imdb_id: `nm${String(id).padStart(7, '0')}`,
    also_known_as: prng.chance(0.15) ? [faker.person.fullName({ sex })] : [],
    homepage: prng.chance(0.05) ? `https://${faker.internet.domainWord()}.example.com` : null,
    adult: false,
  };
}

export function buildPeople(ctx: BuildContext): PeoplePool {
  const people: PersonRec[] = [];
  const byDepartment = new Map<string, number[]>();
  const byName = new Map<string, number>();
  const add = (known: string, fixedName?: string): PersonRec => {
    const person = makePerson(ctx, FIRST_PERSON_ID + people.length, known, fixedName);
    people.push(person);
    const list = byDepartment.get(known) ?? [];
    list.push(person.id);
    byDepartment.set(known, list);
    byName.set(person.name, person.id);
    return person;
  };
  for (let i = 0; i < GENERATED_PEOPLE; i += 1) add(department(ctx));
  return {
    people,
    byDepartment,
    idForName(name: string, known: string): number {
      return byName.get(name) ?? add(known, name).id;
    },
  };
}

/** Popularity follows the number of credits, so the busiest people are the popular ones (some above 10). */
export function scorePeople(pool: PeoplePool, credits: Map<number, number>, ctx: BuildContext): void {
  for (const person of pool.people) {
    const n = credits.get(person.id) ?? 0;
    person.popularity = Math.round((0.6 + Math.sqrt(n) * 2.2 + ctx.prng.next() * 2) * 1000) / 1000;
  }
}
