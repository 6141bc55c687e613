import type { OmdbTitle, Person, Title, WatchProvidersResponse } from '@reelist/contracts';

const person = (id: number, over: Partial<Person> = {}): Person => ({
  id,
  name: `Person ${id}`,
  profile_path: `/p${id}.jpg`,
  popularity: 1,
  ...over,
});

/** 25 cast members (20 are kept) in billing order. */
export const CAST: Person[] = Array.from({ length: 25 }, (_, i) =>
  person(100 + i, { name: `Actor ${i + 1}`, character: `Character ${i + 1}`, order: i, credit_id: `c${i}` }),
);

export const CREW: Person[] = [
  person(1, { name: 'Dana Director', job: 'Director', department: 'Directing', popularity: 12, credit_id: 'k1' }),
  person(2, { name: 'Walt Writer', job: 'Screenplay', department: 'Writing', popularity: 3, credit_id: 'k2' }),
  person(3, { name: 'Sam Sound', job: 'Sound Designer', department: 'Sound', credit_id: 'k3', profile_path: null }),
  person(4, { name: 'Art Person', job: 'Art Direction', department: 'Art', credit_id: 'k4' }),
];

const listItem = (id: number, title: string): Title => ({
  id,
  title,
  poster_path: `/s${id}.jpg`,
  release_date: '2001-01-01',
  vote_average: 6.5,
});

export const MOVIE: Title = {
  id: 550,
  title: 'Fight Club',
  tagline: 'Mischief. Mayhem. Soap.',
  overview: 'A ticking-time-bomb insomniac and a slippery soap salesman channel primal male aggression.',
  poster_path: '/poster.jpg',
  backdrop_path: '/backdrop.jpg',
  release_date: '1999-10-15',
  runtime: 139,
  vote_average: 8.433,
  vote_count: 26280,
  homepage: 'https://fightclub.example/',
  imdb_id: 'tt0137523',
  genres: [
    { id: 18, name: 'Drama' },
    { id: 53, name: 'Thriller' },
  ],
  production_companies: [
    { id: 1, name: 'Fox 2000 Pictures', logo_path: '/fox.png' },
    { id: 2, name: 'Regency Enterprises', logo_path: null },
    { id: 3, name: 'Linson Films', logo_path: '/linson.png' },
    { id: 4, name: 'Fourth Company', logo_path: null },
  ],
  credits: { cast: CAST, crew: CREW },
  videos: {
    results: [
      { key: 'clip1', name: 'A Clip', site: 'YouTube', type: 'Clip' },
      { key: 'vimeo1', name: 'On Vimeo', site: 'Vimeo', type: 'Trailer' },
      { key: 'trailer1', name: 'Official Trailer', site: 'YouTube', type: 'Trailer' },
    ],
  },
  similar: {
    page: 1,
    results: [listItem(601, 'Similar One'), listItem(602, 'Similar Two')],
    total_pages: 1,
    total_results: 2,
  },
  recommendations: { page: 1, results: [listItem(701, 'Recommended One')], total_pages: 1, total_results: 1 },
};

export const SHOW: Title = {
  id: 1399,
  name: 'Game of Thrones',
  overview: 'Seven noble families fight for control of the mythical land of Westeros.',
  poster_path: '/got.jpg',
  backdrop_path: null,
  first_air_date: '2011-04-17',
  last_air_date: '2019-05-19',
  status: 'Ended',
  episode_run_time: [60, 55],
  number_of_seasons: 8,
  vote_average: 8.4,
  vote_count: 21000,
  homepage: '',
  genres: [{ id: 10765, name: 'Sci-Fi & Fantasy' }],
  credits: { cast: CAST.slice(0, 3), crew: [] },
  videos: { results: [] },
  similar: { page: 1, results: [], total_pages: 1, total_results: 0 },
  recommendations: { page: 1, results: [listItem(801, 'Other Show')], total_pages: 1, total_results: 1 },
};

export const PROVIDERS: WatchProvidersResponse = {
  id: 550,
  results: {
    US: {
      link: 'https://www.themoviedb.org/movie/550/watch?locale=US',
      flatrate: [{ provider_id: 8, provider_name: 'Netflix', logo_path: '/netflix.jpg', display_priority: 1 }],
      rent: [{ provider_id: 2, provider_name: 'Apple TV', logo_path: '/apple.jpg', display_priority: 2 }],
    },
    GB: {
      link: 'https://www.themoviedb.org/movie/550/watch?locale=GB',
      buy: [{ provider_id: 9, provider_name: 'Amazon Video', logo_path: '/amazon.jpg', display_priority: 3 }],
    },
  },
};

export const OMDB: OmdbTitle = {
  Response: 'True',
  imdbRating: '8.8',
  imdbVotes: '2,000,000',
  Ratings: [
    { Source: 'Internet Movie Database', Value: '8.8/10' },
    { Source: 'Rotten Tomatoes', Value: '79%' },
    { Source: 'Metacritic', Value: '66/100' },
  ],
};
