import type { Paged, Title } from '@reelist/contracts';

/** A service title for tests; `id` decides the name unless given. */
export const movie = (id: number, extra: Partial<Title> = {}): Title => ({
  id,
  title: `Movie ${id}`,
  poster_path: `/poster-${id}.jpg`,
  release_date: '2020-05-01',
  vote_average: 7.5,
  popularity: 50,
  media_type: 'movie',
  ...extra,
});

export const show = (id: number, extra: Partial<Title> = {}): Title => ({
  id,
  name: `Show ${id}`,
  poster_path: `/poster-tv-${id}.jpg`,
  first_air_date: '2019-03-01',
  vote_average: 8,
  popularity: 40,
  media_type: 'tv',
  ...extra,
});

export const paged = (results: Title[], page = 1, totalPages = 1, totalResults = results.length): Paged<Title> => ({
  page,
  results,
  total_pages: totalPages,
  total_results: totalResults,
});
