/**
 * One people model, derived from the titles after they are all drawn: a person's credits are exactly the cast and
 * crew entries that name them (a show's creators included, as crew with the job "Creator"), so both directions
 * agree by construction. From those credits follow each person's known_for_department (the department of most of
 * their credits), their popularity (more and more popular titles, more popular) and a biography of plain facts.
 * A TV cast entry counts its episodes: the leads are in every episode, the others in some. One invented actor is
 * given enough extra roles for a filmography of more than 300 credits, the scale case for the person page.
 */
import type { CastRec, MovieRec, PersonRec, TvRec } from './types';
import { episodeTotal } from './tv';
import { hash32, round3 } from './util';

/** The filmography scale case: at least this many credits for the busiest person. */
export const BUSIEST_CREDITS = 320;
const LEADS = 4;
const ROLES = ['Narrator (voice)', 'Guest Star', 'Cameo', 'Host'];

type Title = MovieRec | TvRec;
const isMovie = (t: Title): t is MovieRec => 'title' in t;
const nameOf = (t: Title): string => (isMovie(t) ? t.title : t.name);
const dateOf = (t: Title): string => (isMovie(t) ? t.release_date : t.first_air_date);

/** Episodes per TV cast entry: every episode for the leads, a share of them (at least one) for the rest. */
function countEpisodes(show: TvRec): void {
  const total = Math.max(1, episodeTotal(show));
  for (const c of show.cast) {
    c.episode_count = c.order < LEADS ? total : 1 + (hash32(`episodes:${show.id}:${c.person}`) % total);
  }
}

/** Creators are credited as crew, so a creator's page lists the show and the show's credits list them. */
function creditCreators(show: TvRec): void {
  for (const person of show.created_by) {
    if (show.crew.some((c) => c.person === person && c.job === 'Creator')) continue;
    show.crew.push({ person, department: 'Writing', job: 'Creator', credit: `cb${show.id}x${person}` });
  }
}

/** Extra roles for the busiest actor, appended last in the cast of invented titles, until BUSIEST_CREDITS. */
function growBusiest(titles: readonly Title[], busiest: number, have: number, invented: (t: Title) => boolean): void {
  let count = have;
  for (const t of titles) {
    if (count >= BUSIEST_CREDITS) return;
    if (!invented(t) || hash32(`busy:${t.id}`) % 3 !== 0 || t.cast.some((c) => c.person === busiest)) continue;
    const character = ROLES[hash32(`role:${t.id}`) % ROLES.length] as string;
    const role: CastRec = { person: busiest, order: t.cast.length, character, credit: `bx${t.id}` };
    t.cast.push(role);
    count += 1;
  }
}

/** Credits per department of each person (cast counts as Acting). */
function creditCounts(titles: readonly Title[]): Map<number, Record<string, number>> {
  const byPerson = new Map<number, Record<string, number>>();
  const add = (person: number, department: string): void => {
    const counts = byPerson.get(person);
    if (!counts) byPerson.set(person, { [department]: 1 });
    else counts[department] = (counts[department] ?? 0) + 1;
  };
  for (const t of titles) {
    for (const c of t.cast) add(c.person, 'Acting');
    for (const c of t.crew) add(c.person, c.department);
  }
  return byPerson;
}

/** `own`: the person's titles, most popular first. */
function biography(p: PersonRec, own: readonly Title[], credits: number): string {
  if (own.length === 0) return '';
  let first = '9999';
  let last = '0000';
  for (const t of own) {
    const year = dateOf(t).slice(0, 4);
    if (year < first) first = year;
    if (year > last) last = year;
  }
  const span = first === last ? `in ${first}` : `from ${first} to ${last}`;
  const named = own
    .slice(0, 2)
    .map((t) => `${nameOf(t)} (${dateOf(t).slice(0, 4)})`)
    .join(' and ');
  const dept = p.known_for_department.toLowerCase();
  return `${p.name} works in ${dept}, with ${credits} credit${credits === 1 ? '' : 's'} here ${span}, including ${named}.`;
}

export interface PeopleModelInputs {
  /** Invented titles may take the busiest actor's extra roles (real films keep the cast they were given). */
  invented: (t: Title) => boolean;
  /** People whose popularity and biography are fixed (the hostile fixture). */
  fixed: (id: number) => boolean;
}

export function modelPeople(
  movies: readonly MovieRec[],
  shows: readonly TvRec[],
  people: PersonRec[],
  inputs: PeopleModelInputs,
): void {
  const titles: Title[] = [...movies, ...shows];
  for (const s of shows) creditCreators(s);
  const credited = new Map<number, number>();
  for (const t of titles) for (const c of t.cast) credited.set(c.person, (credited.get(c.person) ?? 0) + 1);
  let busiest = 0;
  for (const [id, n] of credited) if (!inputs.fixed(id) && n > (credited.get(busiest) ?? 0)) busiest = id;
  const busiestTotal = titles.reduce((n, t) => n + t.crew.filter((c) => c.person === busiest).length, 0);
  growBusiest([...shows, ...movies], busiest, (credited.get(busiest) ?? 0) + busiestTotal, inputs.invented);
  for (const s of shows) countEpisodes(s);
  const counts = creditCounts(titles);
  // Each person's titles, once each (a title's entries for one person come one after another).
  const own = new Map<number, Title[]>();
  const note = (person: number, t: Title): void => {
    const list = own.get(person);
    if (!list) own.set(person, [t]);
    else if (list[list.length - 1] !== t) list.push(t);
  };
  for (const t of titles) {
    for (const c of t.cast) note(c.person, t);
    for (const c of t.crew) note(c.person, t);
  }
  for (const p of people) {
    const depts = counts.get(p.id);
    let n = 0;
    if (depts) {
      // The department of most credits; a tie keeps the department the person was drawn for.
      let best = p.known_for_department;
      for (const [dept, count] of Object.entries(depts)) {
        n += count;
        if (count > (depts[best] ?? 0)) best = dept;
      }
      p.known_for_department = best;
    }
    if (inputs.fixed(p.id)) continue;
    const mine = (own.get(p.id) ?? [])
      .filter((t) => !t.adult)
      .sort((a, b) => b.popularity - a.popularity || a.id - b.id);
    const reach = mine.slice(0, 3).reduce((sum, t) => sum + t.popularity, 0) / 30;
    p.popularity = round3(0.6 + Math.sqrt(n) * 2.2 + reach + (hash32(`person:${p.id}`) % 1000) / 1000);
    // About one person in five has no biography, as drawn; the rest get one of plain facts.
    if (p.biography !== '') p.biography = biography(p, mine, n);
  }
}
