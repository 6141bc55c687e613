import { C } from '@reelist/contracts';
import type { Collection, MediaType, Paged, PersonCredit, PersonDetails, Title } from '@reelist/contracts';
import { tmdbGet, tmdbPeek } from '@reelist/api/core';
import type { RequestOptions } from '@reelist/api/core';

type RawCredits = { cast?: PersonCredit[]; crew?: PersonCredit[] };
type RawPerson = Omit<PersonDetails, 'credits' | 'images'> & {
  movie_credits?: RawCredits;
  tv_credits?: RawCredits;
  images?: PersonDetails['images'];
};

const typed = (list: PersonCredit[] | undefined, media_type: MediaType): PersonCredit[] =>
  (list ?? []).map((credit) => ({ ...credit, media_type }));

/** The service answers movie and TV credits apart and without a media_type: one list of each, every credit typed. */
function readPerson(data: unknown): PersonDetails {
  const { movie_credits: movies, tv_credits: shows, images, ...person } = data as RawPerson;
  return {
    ...person,
    also_known_as: person.also_known_as ?? [],
    credits: {
      cast: [...typed(movies?.cast, 'movie'), ...typed(shows?.cast, 'tv')],
      crew: [...typed(movies?.crew, 'movie'), ...typed(shows?.crew, 'tv')],
    },
    images: { profiles: images?.profiles ?? [] },
  };
}

const personCall = (id: number) => ({
  path: `/person/${id}`,
  params: { append_to_response: 'movie_credits,tv_credits,images' },
  ttlMs: C.CACHE_TTL_MS.person,
  message: 'Failed to fetch person details',
  read: readPerson,
});

/** /person/{id} with movie_credits, tv_credits and images appended (cached 60 min). */
export const getPersonDetails = (id: number, options?: RequestOptions): Promise<PersonDetails> =>
  tmdbGet(personCall(id), options);

/** A person's details when they are fresh in the cache (seen before), without a request. */
export const peekPersonDetails = (id: number): PersonDetails | undefined => tmdbPeek(personCall(id));

/** People matching `query` (/search/person, cached 5 min). */
export const searchPeople = (query: string, page = 1, options?: RequestOptions): Promise<Paged<Title>> =>
  tmdbGet(
    {
      path: '/search/person',
      params: { query, page },
      adult: true,
      ttlMs: C.CACHE_TTL_MS.searchPerson,
      message: 'Failed to search people',
    },
    options,
  );

/** /collection/{id}: a series of films and its parts (cached 60 min). */
export const getCollection = (id: number, options?: RequestOptions): Promise<Collection> =>
  tmdbGet(
    {
      path: `/collection/${id}`,
      ttlMs: C.CACHE_TTL_MS.collection,
      message: 'Failed to fetch collection details',
    },
    options,
  );
