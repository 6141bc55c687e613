import { titleName } from '@reelist/contracts';
import type { MediaType, Person, PersonRef, Title, TitleFacts } from '@reelist/contracts';
import { yearNumberOf } from '@reelist/domain';

/** Top-billed actors kept per title: enough for "most watched actors" without keeping whole casts. */
export const KEPT_CAST = 5;
/** Directors kept per title (co-directed films have two or three). */
export const KEPT_DIRECTORS = 3;

const people = (list: readonly Person[], limit: number): PersonRef[] => {
  const seen = new Map<number, PersonRef>();
  for (const person of list) {
    if (seen.size >= limit) break;
    if (!seen.has(person.id) && person.name) seen.set(person.id, { id: person.id, name: person.name });
  }
  return [...seen.values()];
};

/**
 * What the statistics keep of a title fetched with its credits: a film's runtime or a show's usual episode length
 * (its first `episode_run_time`), the release (first-air) year, genre ids, the directors and the top-billed cast.
 */
export function factsOfTitle(title: Title, media: MediaType): TitleFacts {
  const runtime = media === 'movie' ? title.runtime : title.episode_run_time?.[0];
  const year = yearNumberOf(media === 'movie' ? title.release_date : title.first_air_date);
  const crew = title.credits?.crew ?? [];
  return {
    name: titleName(title),
    ...(year !== undefined ? { year } : {}),
    ...(typeof runtime === 'number' && runtime > 0 ? { runtime } : {}),
    genres: title.genres?.map((genre) => genre.id) ?? title.genre_ids ?? [],
    directors: people(
      crew.filter((person) => person.job === 'Director'),
      KEPT_DIRECTORS,
    ),
    cast: people(title.credits?.cast ?? [], KEPT_CAST),
  };
}
