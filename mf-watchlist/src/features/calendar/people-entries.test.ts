import type { PersonCredit } from '@reelist/contracts';
import { entryEvents } from './calendar-file';
import { fromLine, peopleEntries } from './people-entries';

const TODAY = '2026-11-27';
const credit = (media_type: 'movie' | 'tv', id: number, title: string, date: string | undefined): PersonCredit =>
  media_type === 'movie'
    ? { id, media_type, credit_id: `c${id}`, title, release_date: date }
    : { id, media_type, credit_id: `c${id}`, name: title, first_air_date: date };
const ada = { id: 1, name: 'Ada Vance' };
const bo = { id: 2, name: 'Bo Lund' };

describe('peopleEntries', () => {
  const details = new Map([
    [
      ada.id,
      {
        credits: {
          cast: [
            credit('movie', 10, 'Coming Soon', '2026-12-03'),
            credit('movie', 11, 'Long Ago', '2020-01-01'),
            credit('movie', 12, 'Undated', undefined),
            credit('tv', 20, 'New Show', TODAY),
            credit('movie', 13, 'On The Watchlist', '2027-01-01'),
          ],
          // Acted in and directed: one title.
          crew: [credit('movie', 10, 'Coming Soon', '2026-12-03')],
        },
      },
    ],
    [bo.id, { credits: { cast: [credit('movie', 10, 'Coming Soon', '2026-12-03')], crew: [] } }],
  ]);

  it('lists the dated titles from today on, once each, saying whom they come from and linking to them', () => {
    const entries = peopleEntries([ada, bo], details, TODAY, new Set(['movie:13']));
    expect(entries).toEqual([
      {
        key: 'movie-10',
        day: '2026-12-03',
        mediaType: 'movie',
        id: 10,
        title: 'Coming Soon',
        from: ['Ada Vance', 'Bo Lund'],
      },
      { key: 'tv-20', day: TODAY, mediaType: 'tv', id: 20, title: 'New Show', from: ['Ada Vance'] },
    ]);
  });

  it('leaves out a person whose credits are not in yet, and titles the calendar tracks already', () => {
    expect(peopleEntries([bo, { id: 3, name: 'Cy' }], details, TODAY, new Set(['movie:10']))).toEqual([]);
  });

  it('says whom a title comes from in words, and in the .ics file', () => {
    expect(fromLine(['Ada Vance'])).toBe('From Ada Vance');
    expect(fromLine(['Ada Vance', 'Bo Lund'])).toBe('From Ada Vance and Bo Lund');
    expect(fromLine(['Ada', 'Bo', 'Cy'])).toBe('From Ada, Bo, and Cy');
    const [event] = entryEvents(peopleEntries([ada, bo], details, TODAY, new Set()), 'https://reelist.example');
    expect(event).toMatchObject({
      uid: 'movie-10@reelist',
      summary: 'Coming Soon',
      description: 'From Ada Vance and Bo Lund',
      url: 'https://reelist.example/movie/10',
    });
  });
});
