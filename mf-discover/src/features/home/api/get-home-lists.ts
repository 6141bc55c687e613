import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@reelist/i18n';
import type { MediaType, Title } from '@reelist/contracts';
import {
  getPopularMovies,
  getPopularTv,
  getTopRatedMovies,
  getTrending,
  getUpcomingMovies,
  peekTrending,
} from '@reelist/api';

export interface HomeList {
  id: string;
  /** Translated where it is shown, so the row follows a change of language. */
  title: MessageDescriptor;
  /** Where View All leads: the search screen browsing the same kind of titles. */
  viewAllHref: string;
  /** What the list holds when its items do not say (trending items carry their own media_type). */
  mediaType: MediaType;
  load: (signal: AbortSignal) => Promise<Title[]>;
  /** The titles when they are in the cache already (the first list, asked early by the shell): shown at once. */
  peek?: () => Title[] | undefined;
}

const results = (page: Promise<{ results: Title[] }>) => page.then((p) => p.results);

/** The service-driven carousels of Home, in the product's fixed order; Recommended for You comes before them. */
export const homeLists = (now: Date = new Date()): HomeList[] => [
  {
    id: 'trending',
    title: msg`Trending Today`,
    viewAllHref: '/search?sort=popularity.desc',
    mediaType: 'movie',
    load: (signal) => results(getTrending('all', 'day', 1, { signal })),
    peek: () => peekTrending('all', 'day', 1)?.results,
  },
  {
    id: 'popular-movies',
    title: msg`Popular Movies`,
    viewAllHref: '/search?sort=popularity.desc&type=movie',
    mediaType: 'movie',
    // Never fails: the API answers the two demo movies when the service fails.
    load: (signal) => results(getPopularMovies(1, { signal })),
  },
  {
    id: 'popular-tv',
    title: msg`Popular TV Shows`,
    viewAllHref: '/search?sort=popularity.desc&type=tv',
    mediaType: 'tv',
    load: (signal) => results(getPopularTv(1, { signal })),
  },
  {
    id: 'top-rated',
    title: msg`Top Rated Movies`,
    viewAllHref: '/search?sort=vote_average.desc&type=movie',
    mediaType: 'movie',
    load: (signal) => results(getTopRatedMovies(1, { signal })),
  },
  {
    id: 'upcoming',
    title: msg`Coming Soon`,
    viewAllHref: `/search?sort=release_date.desc&type=movie&yearFrom=${now.getFullYear()}`,
    mediaType: 'movie',
    load: (signal) => results(getUpcomingMovies(1, { signal })),
  },
];
