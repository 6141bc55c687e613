import type { PersonCredit } from '@reelist/contracts';

const credit = (id: number, over: Partial<PersonCredit>): PersonCredit => ({
  id,
  credit_id: `credit-${id}-${over.job ?? over.character ?? ''}`,
  media_type: 'movie',
  poster_path: `/poster${id}.jpg`,
  vote_average: 6,
  popularity: 1,
  ...over,
});

const BIOGRAPHY = `${'Ada Actor began on the stage. '.repeat(12)}\n\nShe later directed her own films.`;

/**
 * A person as /person/{id} answers with movie_credits and tv_credits (raw: no media_type, the api adds it): three
 * released films (one she also directed), one upcoming film, a show with episodes, and an undated film.
 */
export const PERSON_RAW = {
  id: 31,
  name: 'Ada Actor',
  profile_path: '/ada.jpg',
  biography: BIOGRAPHY,
  birthday: '1970-03-15',
  deathday: null,
  place_of_birth: null,
  known_for_department: 'Acting',
  also_known_as: ['A. Actor', 'Ada A.'],
  popularity: 30,
  imdb_id: 'nm0000031',
  homepage: null,
  gender: 1,
  movie_credits: {
    cast: [
      credit(101, {
        title: 'First Light',
        release_date: '1995-04-01',
        character: 'Nora',
        popularity: 40,
        vote_average: 7.5,
      }),
      credit(102, {
        title: 'Second Wind',
        release_date: '2005-09-09',
        character: 'Iris',
        popularity: 90,
        vote_average: 5.5,
      }),
      credit(103, {
        title: 'Third Act',
        release_date: '2015-01-20',
        character: 'Herself',
        popularity: 10,
        vote_average: 8.1,
      }),
      credit(104, { title: 'Future Film', release_date: '2099-01-01', character: 'Vera', popularity: 5 }),
      credit(105, { title: 'Someday', release_date: '', character: '' }),
    ],
    crew: [credit(103, { title: 'Third Act', release_date: '2015-01-20', department: 'Directing', job: 'Director' })],
  },
  tv_credits: {
    cast: [
      credit(201, {
        name: 'Long Show',
        first_air_date: '2010-02-02',
        character: 'Detective Rowe',
        episode_count: 24,
        popularity: 60,
        vote_average: 7,
      }),
    ],
    crew: [],
  },
  images: { profiles: [{ file_path: '/ada.jpg', width: 500, height: 750 }] },
};
