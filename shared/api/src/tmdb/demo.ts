import type { Paged, Title } from '@reelist/contracts';

const demo = (n: 1 | 2): Title => ({
  id: -n,
  title: `Popular Demo Movie ${n}`,
  original_title: `Popular Demo Movie ${n}`,
  overview: 'Demo content shown while the movie service is unavailable.',
  poster_path: null,
  backdrop_path: null,
  release_date: '2024-01-01',
  vote_average: 7.5,
  vote_count: 100,
  popularity: 100,
  genre_ids: [],
  media_type: 'movie',
  adult: false,
  original_language: 'en',
});

/** Popular movies failing shows no error but these two demo movies (total_pages 1). */
export const popularMoviesFallback = (): Paged<Title> => ({
  page: 1,
  results: [demo(1), demo(2)],
  total_pages: 1,
  total_results: 2,
});
