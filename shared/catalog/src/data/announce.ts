/**
 * Announcements: on a day after the build's "today", a few people gain a credit on an upcoming film (a casting
 * announced before release). From that day the film's cast lists them and their credits list the film; before it
 * neither does. The day is read on the catalogue's clock (PUT /__clock {days: n}), like the watch-provider
 * schedule, so a test can follow a person and then move the clock to see their new credit arrive.
 * Deterministic: the people and films are picked by rank, the days are fixed.
 */
import type { AnnouncementRec, MovieRec, PersonRec } from './types';
import { addDays } from './util';

/** Days after the build's "today" on which the announcements happen, one person each. */
export const ANNOUNCEMENT_DAYS = [3, 7, 12] as const;
/** Which of the eligible people (most popular first) are announced. */
const PERSON_RANKS = [2, 9, 24];

export function buildAnnouncements(
  movies: readonly MovieRec[],
  people: readonly PersonRec[],
  today: string,
  eligible: (p: PersonRec) => boolean,
): AnnouncementRec[] {
  const actors = people
    .filter((p) => eligible(p) && p.known_for_department === 'Acting' && p.deathday === null && p.profile_path)
    .sort((a, b) => b.popularity - a.popularity || a.id - b.id);
  // Films still upcoming well after the last announcement, most popular first.
  const films = movies
    .filter((m) => !m.adult && m.release_date > addDays(today, 30) && m.release_date <= addDays(today, 180))
    .sort((a, b) => b.popularity - a.popularity || a.id - b.id);
  const out: AnnouncementRec[] = [];
  ANNOUNCEMENT_DAYS.forEach((day, i) => {
    const person = actors[PERSON_RANKS[i] ?? 0];
    const film = films.filter((m) => !m.cast.some((c) => c.person === person?.id))[i * 2];
    if (!person || !film) return;
    out.push({
      person: person.id,
      kind: 'movie',
      id: film.id,
      day,
      character: '',
      credit: `an${person.id}x${film.id}`,
    });
  });
  return out;
}
