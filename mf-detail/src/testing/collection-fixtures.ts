import type { Collection, Title } from '@reelist/contracts';
import { MOVIE } from './fixtures';

const part = (id: number, title: string, release_date: string, runtime: number | null): Title => ({
  id,
  title,
  release_date,
  runtime,
  poster_path: `/part${id}.jpg`,
  overview: `${title}: the overview.`,
  vote_average: 7,
});

/**
 * A series of five films, listed by the service out of release order: three out, one dated in 2099, one undated.
 * Their details give runtimes; the 2099 one has none yet and the undated one's details are missing (404).
 */
export const PARTS = {
  first: part(11, 'The First Voyage', '1977-05-25', 121),
  second: part(12, 'The Second Voyage', '1980-05-20', 124),
  third: part(13, 'The Third Voyage', '1983-05-25', 132),
  next: part(14, 'The Next Voyage', '2099-12-18', 0),
  lost: part(15, 'The Lost Voyage', '', null),
};

export const COLLECTION: Collection = {
  id: 10,
  name: 'Voyage Collection',
  overview: 'Five films about one long voyage.',
  poster_path: '/voyage.jpg',
  backdrop_path: '/voyage-backdrop.jpg',
  parts: [PARTS.next, PARTS.third, PARTS.lost, PARTS.first, PARTS.second],
};

/** A movie of the collection, as Detail gets it. */
export const PART_MOVIE: Title = {
  ...MOVIE,
  ...PARTS.second,
  belongs_to_collection: { id: 10, name: 'Voyage Collection', poster_path: '/voyage.jpg', backdrop_path: null },
};

/** The service's answers for the collection and its parts' details (the lost part's details are missing). */
export const COLLECTION_ROUTES = {
  '/3/collection/10': { body: COLLECTION },
  ...Object.fromEntries(
    [PARTS.first, PARTS.second, PARTS.third, PARTS.next].map((p) => [`/3/movie/${p.id}`, { body: p }]),
  ),
  '/3/movie/12': { body: PART_MOVIE },
};
