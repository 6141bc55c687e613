import type { PersonCredit } from '@reelist/contracts';
import { fromPeopleLabel, recentFromPeople } from './recent-credits';

const credit = (id: number, date: string, extra: Partial<PersonCredit> = {}): PersonCredit => ({
  id,
  title: `Film ${id}`,
  release_date: date,
  media_type: 'movie',
  credit_id: `c${id}`,
  ...extra,
});

const today = '2026-11-27';
const nothingWatched = () => false;

describe('recentFromPeople', () => {
  it('keeps the titles of the last year and the ones to come, newest first, each with whose it is', () => {
    const items = recentFromPeople(
      [
        {
          person: { id: 1, name: 'Ada Lane' },
          credits: [
            credit(10, '2026-03-01'),
            credit(11, '2020-01-01'),
            credit(12, '2027-06-01'),
            credit(13, ''),
            credit(14, '2025-11-27'),
          ],
        },
        {
          person: { id: 2, name: 'Bo Reyes' },
          credits: [credit(20, '2026-10-01', { media_type: 'tv', name: 'Show 20', first_air_date: '2026-10-01' })],
        },
      ],
      today,
      nothingWatched,
    );
    expect(items.map((item) => `${item.title.media_type}:${item.title.id} ${item.names.join('+')}`)).toEqual([
      'movie:12 Ada Lane',
      'tv:20 Bo Reyes',
      'movie:10 Ada Lane',
      'movie:14 Ada Lane',
    ]);
    expect(items[0]?.upcoming).toBe(true);
    expect(items[1]?.upcoming).toBe(false);
  });

  it('lists a title once with everyone followed in it, and once for a person in two roles', () => {
    const shared = credit(30, '2026-05-05');
    const items = recentFromPeople(
      [
        { person: { id: 1, name: 'Ada Lane' }, credits: [shared, { ...shared, credit_id: 'x', job: 'Director' }] },
        { person: { id: 2, name: 'Bo Reyes' }, credits: [{ ...shared, credit_id: 'y' }] },
      ],
      today,
      nothingWatched,
    );
    expect(items).toHaveLength(1);
    expect(items[0]?.names).toEqual(['Ada Lane', 'Bo Reyes']);
  });

  it('leaves out watched titles and adult ones, and keeps at most twenty', () => {
    const many = Array.from({ length: 30 }, (_, i) => credit(100 + i, `2026-0${(i % 9) + 1}-10`));
    const items = recentFromPeople(
      [{ person: { id: 1, name: 'Ada Lane' }, credits: [...many, credit(5, '2026-09-09', { adult: true })] }],
      today,
      (mediaType, id) => mediaType === 'movie' && id === 100,
    );
    expect(items).toHaveLength(20);
    expect(items.some((item) => item.title.id === 100 || item.title.id === 5)).toBe(false);
  });
});

describe('fromPeopleLabel', () => {
  it('names one, two or more people', () => {
    expect(fromPeopleLabel(['Ada'])).toBe('with Ada');
    expect(fromPeopleLabel(['Ada', 'Bo'])).toBe('with Ada and Bo');
    expect(fromPeopleLabel(['Ada', 'Bo', 'Cy'])).toBe('with Ada, Bo and Cy');
  });
});
