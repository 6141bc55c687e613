import { isInList, toWatchlistItem } from './items';
import { watchlistItem as item } from '@reelist/testing';

const NOW = new Date('2024-05-06T07:08:09.000Z');

describe('toWatchlistItem', () => {
  it('maps a movie with the stored item fields', () => {
    expect(
      toWatchlistItem(
        {
          id: 1,
          title: 'Heat',
          release_date: '1995-12-15',
          vote_average: 8.3,
          overview: 'Cops and robbers',
          poster_path: '/p.jpg',
          backdrop_path: '/b.jpg',
          genre_ids: [80],
          popularity: 40,
        },
        undefined,
        NOW,
      ),
    ).toEqual({
      id: 1,
      title: 'Heat',
      release_date: '1995-12-15',
      vote_average: 8.3,
      media_type: 'movie',
      overview: 'Cops and robbers',
      poster_path: '/p.jpg',
      backdrop_path: '/b.jpg',
      genre_ids: [80],
      addedAt: '2024-05-06T07:08:09.000Z',
      status: 'want_to_watch',
    });
  });

  it('takes name and first_air_date for TV and applies the defaults', () => {
    expect(toWatchlistItem({ id: 2, name: 'Dark', first_air_date: '2017-12-01' }, 'tv', NOW)).toEqual({
      id: 2,
      title: 'Dark',
      release_date: '2017-12-01',
      vote_average: 0,
      media_type: 'tv',
      overview: '',
      poster_path: null,
      addedAt: NOW.toISOString(),
      status: 'want_to_watch',
    });
  });

  it('uses the title media_type when none is given, and movie otherwise', () => {
    expect(toWatchlistItem({ id: 3, media_type: 'tv' }, undefined, NOW).media_type).toBe('tv');
    expect(toWatchlistItem({ id: 3, media_type: 'person' }, undefined, NOW).media_type).toBe('movie');
    expect(toWatchlistItem({ id: 3 }).title).toBe('');
  });
});

describe('list operations', () => {
  const list = [item({ id: 1 }), item({ id: 1, media_type: 'tv' }), item({ id: 2 })];

  it('identifies an item by id plus media_type', () => {
    expect(isInList(list, 1, 'tv')).toBe(true);
    expect(isInList(list, 2, 'tv')).toBe(false);
  });
});
