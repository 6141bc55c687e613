// In lazy/: code only screens after the first need (the shell's build keeps it out of its first chunk).
import type { PersonCredit } from '../media';

/** A person the visitor follows: enough to name them without a request, and what their credits were when last seen. */
export interface FollowedPerson {
  id: number;
  name: string;
  profile_path: string | null;
  /** ISO timestamp of the Follow. */
  followedAt: string;
  /**
   * The person's credits as last seen, `{media_type}:{id}` -> release or first air date ('' when undated): the
   * daily check reports titles missing here (new) or whose date differs (newly dated), then records them.
   */
  known: Record<string, string>;
}

/** A credit's key in `known`: `{media_type}:{id}`. */
export const creditKey = (credit: Pick<PersonCredit, 'media_type' | 'id'>): string =>
  `${credit.media_type}:${credit.id}`;

/** A credit's release date (a film) or first air date (a show); '' when undated. */
export const creditDate = (credit: PersonCredit): string =>
  (credit.media_type === 'movie' ? credit.release_date : credit.first_air_date) ?? '';

/** A credit's title: a film's title or a show's name ('' when the service has neither). */
export const creditTitle = (credit: Pick<PersonCredit, 'title' | 'name'>): string => credit.title ?? credit.name ?? '';

/**
 * Each of a person's titles once, cast credits first: a title credited twice (acted in and directed) is one title,
 * for the daily check's news and for the calendar alike.
 */
export function personTitles(credits: {
  cast: readonly PersonCredit[];
  crew: readonly PersonCredit[];
}): PersonCredit[] {
  const seen = new Set<string>();
  return [...credits.cast, ...credits.crew].filter((credit) => {
    const key = creditKey(credit);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
