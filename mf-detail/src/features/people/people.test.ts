import type { Person } from '@reelist/contracts';
import { directors, groupCrew, isStarPerson, topCast } from './people';

const person = (id: number, over: Partial<Person> = {}): Person => ({
  id,
  name: `P${id}`,
  profile_path: null,
  popularity: 1,
  ...over,
});

describe('crew and cast', () => {
  it('groups crew in the fixed department order, then alphabetically', () => {
    const crew = [
      person(1, { department: 'Sound' }),
      person(2, { department: 'Art' }),
      person(3, { department: 'Directing', job: 'Director' }),
      person(4, { department: 'Costume & Make-Up' }),
      person(5, { department: 'Writing' }),
      person(6, { department: 'Directing', job: 'Director' }),
      person(7),
    ];
    expect(groupCrew(crew).map((g) => [g.department, g.people.map((p) => p.id)])).toEqual([
      ['Directing', [3, 6]],
      ['Writing', [5]],
      ['Sound', [1]],
      ['Art', [2]],
      ['Costume & Make-Up', [4]],
      ['Other', [7]],
    ]);
    expect(groupCrew(undefined)).toEqual([]);
  });

  it('keeps the first 20 cast members by order', () => {
    const cast = Array.from({ length: 25 }, (_, i) => person(i, { order: 24 - i }));
    cast.push(person(99));
    const top = topCast(cast);
    expect(top).toHaveLength(20);
    expect(top[0]!.id).toBe(24);
    expect(topCast([person(1), person(2, { order: 0 })]).map((p) => p.id)).toEqual([2, 1]);
    expect(topCast(null)).toEqual([]);
  });

  it('finds directors and star people', () => {
    expect(directors([person(1, { job: 'Director' }), person(2, { job: 'Writer' })]).map((p) => p.id)).toEqual([1]);
    expect(directors(undefined)).toEqual([]);
    expect(isStarPerson({ popularity: 10.1 })).toBe(true);
    expect(isStarPerson({ popularity: 10 })).toBe(false);
    expect(isStarPerson({} as Person)).toBe(false);
  });
});
