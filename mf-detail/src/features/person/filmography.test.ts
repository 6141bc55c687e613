import type { PersonCredit } from '@reelist/contracts';
import { loadWatchLog } from '@reelist/storage';
import {
  departmentOrder,
  distinctTitles,
  filmRows,
  groupFilmography,
  knownFor,
  personRows,
  seenCounts,
} from './filmography';

const TODAY = '2026-11-27';

const credit = (id: number, over: Partial<PersonCredit>): PersonCredit => ({
  id,
  media_type: 'movie',
  credit_id: `c${id}${over.job ?? over.character ?? ''}`,
  title: `Film ${id}`,
  poster_path: null,
  vote_average: 5,
  popularity: 1,
  ...over,
});

const person = {
  credits: {
    cast: [
      credit(1, { release_date: '2001-05-01', character: 'Ann', popularity: 50, vote_average: 6 }),
      credit(2, { release_date: '2010-01-01', character: 'Bea', popularity: 5, vote_average: 8 }),
      credit(3, { release_date: '2010-06-01', character: 'Cy', popularity: 20 }),
      credit(4, { release_date: '2030-01-01', character: 'Dee' }),
      credit(5, { release_date: '', character: '' }),
      credit(6, {
        media_type: 'tv',
        title: undefined,
        name: 'Show 6',
        first_air_date: '2015-03-03',
        character: 'Eve',
        episode_count: 12,
      }),
    ],
    crew: [
      credit(2, { release_date: '2010-01-01', department: 'Directing', job: 'Director' }),
      credit(7, { release_date: '2012-01-01', department: 'Production', job: 'Producer' }),
      credit(7, { release_date: '2012-01-01', department: 'Production', job: 'Executive Producer' }),
      credit(8, { release_date: '2005-01-01', department: 'Art', job: 'Set Decoration' }),
      credit(9, { release_date: '2006-01-01', department: 'Camera', job: 'Camera Operator' }),
    ],
  },
};

const rows = filmRows(person, TODAY);
const titlesOf = (rows: Array<{ title: string }>) => rows.map((row) => row.title);

describe('filmography', () => {
  it('groups by department, the person’s own first, then Acting, Directing, Writing, Production, ..., the rest by name', () => {
    expect(departmentOrder(rows.keys(), 'Directing')).toEqual(['Directing', 'Acting', 'Production', 'Camera', 'Art']);
    expect(departmentOrder(['Sound', 'Writing', 'Crew', 'Acting'], undefined)).toEqual([
      'Acting',
      'Writing',
      'Sound',
      'Crew',
    ]);
  });

  it('lists upcoming and undated titles first, then released ones newest first under their year', () => {
    const [acting] = groupFilmography(rows, 'Acting', { type: 'all', sort: 'year' });
    expect(acting?.department).toBe('Acting');
    expect(titlesOf(acting?.upcoming ?? [])).toEqual(['Film 4', 'Film 5']);
    expect(acting?.released.map((group) => [group.year, titlesOf(group.rows)])).toEqual([
      ['2015', ['Show 6']],
      ['2010', ['Film 3', 'Film 2']],
      ['2001', ['Film 1']],
    ]);
    expect(acting?.count).toBe(6);
  });

  it('gives each row its year, role, type and TV episodes; several jobs on one title make one row', () => {
    const show = rows.get('Acting')?.find((row) => row.id === 6);
    expect(show).toMatchObject({ title: 'Show 6', year: '2015', role: 'Eve', mediaType: 'tv', episodes: 12 });
    expect(rows.get('Production')).toEqual([
      expect.objectContaining({ title: 'Film 7', role: 'Producer, Executive Producer', mediaType: 'movie' }),
    ]);
    expect(rows.get('Acting')?.find((row) => row.id === 5)).toMatchObject({ year: '', role: '', upcoming: true });
  });

  it('filters by type and leaves out watched rows and emptied departments', () => {
    const tv = groupFilmography(rows, 'Acting', { type: 'tv', sort: 'year' });
    expect(tv.map((group) => group.department)).toEqual(['Acting']);
    expect(tv[0]?.count).toBe(1);
    const movies = groupFilmography(rows, 'Acting', { type: 'movie', sort: 'year' });
    expect(movies.map((group) => group.department)).toEqual(['Acting', 'Directing', 'Production', 'Camera', 'Art']);
    const unwatched = groupFilmography(rows, 'Acting', {
      type: 'all',
      sort: 'year',
      hideWatched: (row) => row.id === 2,
    });
    expect(unwatched.map((group) => group.department)).toEqual(['Acting', 'Production', 'Camera', 'Art']);
    expect(unwatched[0]?.released[1]?.rows.map((row) => row.id)).toEqual([3]);
  });

  it('sorts by popularity or rating in one list, upcoming still first', () => {
    const [byPopularity] = groupFilmography(rows, 'Acting', { type: 'movie', sort: 'popularity' });
    expect(byPopularity?.released).toHaveLength(1);
    expect(titlesOf(byPopularity?.released[0]?.rows ?? [])).toEqual(['Film 1', 'Film 3', 'Film 2']);
    const [byRating] = groupFilmography(rows, 'Acting', { type: 'movie', sort: 'rating' });
    expect(titlesOf(byRating?.released[0]?.rows ?? [])).toEqual(['Film 2', 'Film 1', 'Film 3']);
    expect(titlesOf(byRating?.upcoming ?? [])).toEqual(['Film 4', 'Film 5']);
  });

  it('keeps the groups of each filter and sort for the same rows, but works Hide watched out afresh', () => {
    const options = { type: 'all', sort: 'rating' } as const;
    const first = groupFilmography(rows, 'Acting', options);
    expect(groupFilmography(rows, 'Acting', { ...options })).toBe(first);
    expect(groupFilmography(rows, 'Directing', options)).not.toBe(first);
    expect(groupFilmography(rows, 'Acting', { type: 'all', sort: 'year' })).not.toBe(first);
    const hide = { ...options, hideWatched: () => false };
    expect(groupFilmography(rows, 'Acting', hide)).not.toBe(groupFilmography(rows, 'Acting', hide));
  });

  it('counts a title once across departments, for Known For and the progress line', () => {
    expect(distinctTitles(rows)).toHaveLength(9);
    expect(titlesOf(knownFor(rows, 2))).toEqual(['Film 1', 'Film 3']);
    // Released movies: 1, 2, 3, 7, 8, 9 (4 is upcoming, 5 undated, 6 a show).
    expect(seenCounts(rows, (row) => row.id === 2 || row.id === 4).movie).toEqual({ seen: 1, total: 6 });
    expect(seenCounts(rows, () => true).tv).toEqual({ seen: 1, total: 1 });
  });

  it('records every credit with its date for a Follow', async () => {
    const { knownCredits } = await loadWatchLog();
    expect(knownCredits(person)).toMatchObject({ 'movie:1': '2001-05-01', 'movie:5': '', 'tv:6': '2015-03-03' });
    expect(Object.keys(knownCredits(person))).toHaveLength(9);
  });
});

describe('personRows', () => {
  it('works the rows and Known For out once per details object and day, and afresh for another day', () => {
    const first = personRows(person, TODAY);
    expect(first.known.map((row) => row.key)).toEqual(knownFor(filmRows(person, TODAY), 8).map((row) => row.key));
    expect(personRows(person, TODAY)).toBe(first);
    // The day after the upcoming film's date it is out: the rows are worked out again.
    const later = personRows(person, '2030-01-02');
    expect(later).not.toBe(first);
    const upcoming = (rows: typeof first.rows) =>
      (rows.get('Acting') ?? []).filter((row) => row.upcoming).map((row) => row.key);
    expect(upcoming(first.rows)).toContain('movie:4');
    expect(upcoming(later.rows)).not.toContain('movie:4');
    // Another details object (fetched again) gets its own rows.
    expect(personRows({ credits: person.credits }, TODAY)).not.toBe(first);
  });

  it('hands out copies of the distinct titles, so sorting one leaves the next caller its order', () => {
    const rows = filmRows(person, TODAY);
    const before = distinctTitles(rows).map((row) => row.key);
    distinctTitles(rows).reverse();
    expect(distinctTitles(rows).map((row) => row.key)).toEqual(before);
  });
});
