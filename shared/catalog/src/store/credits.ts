/** Reverse index: every credit a person has, for /person/{id}/*_credits and search's known_for. */
import type { CatalogData, Kind } from '../data/types';

export interface PersonCredit {
  kind: Kind;
  id: number;
  credit: string;
  /** cast when character is set, crew otherwise */
  character?: string;
  order?: number;
  department?: string;
  job?: string;
  /** TV cast: the episodes they are in. */
  episode_count?: number;
}

export function indexCredits(data: CatalogData): Map<number, PersonCredit[]> {
  const index = new Map<number, PersonCredit[]>();
  const add = (person: number, credit: PersonCredit): void => {
    const list = index.get(person);
    if (list) list.push(credit);
    else index.set(person, [credit]);
  };
  const titles: Array<[Kind, CatalogData['movies'] | CatalogData['tv']]> = [
    ['movie', data.movies],
    ['tv', data.tv],
  ];
  for (const [kind, list] of titles) {
    for (const t of list) {
      for (const c of t.cast)
        add(c.person, {
          kind,
          id: t.id,
          credit: c.credit,
          character: c.character,
          order: c.order,
          ...(c.episode_count !== undefined ? { episode_count: c.episode_count } : {}),
        });
      for (const c of t.crew) add(c.person, { kind, id: t.id, credit: c.credit, department: c.department, job: c.job });
    }
  }
  return index;
}
