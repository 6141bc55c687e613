import { lifeFacts, yearsBetween } from './person-facts';

const person = {
  birthday: '1963-06-09',
  deathday: null,
  place_of_birth: 'Owensboro, Kentucky, USA',
  known_for_department: 'Acting',
};

describe('person facts', () => {
  it('counts whole years, the birthday counting only once it has come', () => {
    expect(yearsBetween('1963-06-09', '2026-06-08')).toBe(62);
    expect(yearsBetween('1963-06-09', '2026-06-09')).toBe(63);
    expect(yearsBetween('2000-02-29', '2001-02-28')).toBe(0);
    expect(yearsBetween(null, '2026-01-01')).toBeUndefined();
    expect(yearsBetween('1963', '2026-01-01')).toBeUndefined();
  });

  it('gives the age of the living and the age at death of the deceased', () => {
    expect(lifeFacts(person, '2026-11-27')).toEqual([
      ['Known For', 'Acting'],
      ['Born', 'June 9, 1963 (age 63)'],
      ['Place of Birth', 'Owensboro, Kentucky, USA'],
    ]);
    expect(lifeFacts({ ...person, deathday: '2020-04-04' }, '2026-11-27')).toEqual([
      ['Known For', 'Acting'],
      ['Born', 'June 9, 1963'],
      ['Died', 'April 4, 2020 (aged 56)'],
      ['Place of Birth', 'Owensboro, Kentucky, USA'],
    ]);
  });

  it("says 'N/A' for what the service does not know", () => {
    expect(
      lifeFacts({ birthday: null, deathday: null, place_of_birth: null, known_for_department: '' }, '2026-11-27'),
    ).toEqual([
      ['Known For', 'N/A'],
      ['Born', 'N/A'],
      ['Place of Birth', 'N/A'],
    ]);
    expect(lifeFacts({ ...person, birthday: null, deathday: '2020-04-04' }, '2026-11-27')[2]).toEqual([
      'Died',
      'April 4, 2020',
    ]);
  });
});
