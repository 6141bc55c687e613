/**
 * Finders for tests and benches that need a particular person or credit of the built catalogue, so they never
 * hard-code ids that a data change would move.
 */
import type { AnnouncementRec } from '../data/types';
import type { CatalogStore } from '../store/store';

/** The person with the most credits (the filmography scale case: 300 and more). */
export function busiestPerson(store: CatalogStore): { id: number; name: string; credits: number } {
  let best = { id: 0, name: '', credits: -1 };
  for (const [id, list] of store.credits) {
    if (list.length > best.credits) best = { id, name: store.people.get(id)?.name ?? '', credits: list.length };
  }
  return best;
}

export interface Announcement {
  person: { id: number; name: string };
  /** Move the catalogue's clock this many days (PUT /__clock {days}) and the credit is there. */
  day: number;
  media_type: AnnouncementRec['kind'];
  id: number;
  title: string;
  /** The title's release date (after the announcement day). */
  date: string;
  /** 'new': a credit on a title the person was not credited on before. */
  change: 'new';
}

/** The catalogue's announcements, earliest first (see data/announce.ts). */
export function announcements(store: CatalogStore): Announcement[] {
  return store.data.announcements.map((a) => {
    const movie = store.movies.get(a.id);
    return {
      person: { id: a.person, name: store.people.get(a.person)?.name ?? '' },
      day: a.day,
      media_type: a.kind,
      id: a.id,
      title: movie?.title ?? '',
      date: movie?.release_date ?? '',
      change: 'new' as const,
    };
  });
}
