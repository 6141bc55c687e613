import type { WatchlistItem } from '@reelist/contracts';
import { computeStats, toWatchlistItem, withStatus } from './watchlist-ops';

const NOW = '2024-05-01T00:00:00.000Z';

describe('toWatchlistItem', () => {
  it('maps a movie per spec section 3', () => {
    expect(
      toWatchlistItem(
        {
          id: 1,
          title: 'Heat',
          release_date: '1995-12-15',
          vote_average: 8.3,
          overview: 'o',
          poster_path: '/p.jpg',
          genre_ids: [80],
        },
        undefined,
        NOW,
      ),
    ).toEqual({
      id: 1,
      title: 'Heat',
      poster_path: '/p.jpg',
      release_date: '1995-12-15',
      vote_average: 8.3,
      media_type: 'movie',
      overview: 'o',
      addedAt: NOW,
      status: 'want_to_watch',
      genre_ids: [80],
    });
  });

  it('takes name and first_air_date of a show, and the given or stated media type', () => {
    const show = toWatchlistItem(
      { id: 2, name: 'Dark', first_air_date: '2017-12-01', media_type: 'tv' },
      undefined,
      NOW,
    );
    expect(show).toMatchObject({ title: 'Dark', release_date: '2017-12-01', media_type: 'tv', poster_path: null });
    expect(toWatchlistItem({ id: 3, name: 'X' }, 'tv', NOW).media_type).toBe('tv');
    expect(toWatchlistItem({ id: 4 }, undefined, NOW)).toMatchObject({ title: '', release_date: '', vote_average: 0 });
  });

  it('re-adds a stored item as new, keeping its backdrop', () => {
    const stored: WatchlistItem = {
      id: 5,
      title: 'Old',
      poster_path: null,
      release_date: '',
      vote_average: 1,
      media_type: 'tv',
      overview: '',
      addedAt: '2000-01-01',
      status: 'watched',
      backdrop_path: '/b.jpg',
    };
    expect(toWatchlistItem(stored, undefined, NOW)).toMatchObject({
      media_type: 'tv',
      addedAt: NOW,
      status: 'want_to_watch',
      backdrop_path: '/b.jpg',
    });
  });
});

describe('computeStats', () => {
  it('counts a missing status as want_to_watch and legacy statuses only in the total', () => {
    const base = toWatchlistItem({ id: 1, title: 'a' }, undefined, NOW);
    const items: WatchlistItem[] = [
      { ...base, status: undefined },
      { ...base, id: 2 },
      { ...base, id: 3, status: 'watching' },
      { ...base, id: 4, status: 'watched' },
      { ...base, id: 5, status: 'on_hold' },
    ];
    expect(computeStats(items)).toEqual({ total: 5, wantToWatch: 2, watching: 1, watched: 1 });
  });
});

describe('withStatus', () => {
  it('changes only the identified item and stamps updatedAt', () => {
    const movie = toWatchlistItem({ id: 1, title: 'a' }, 'movie', NOW);
    const show = toWatchlistItem({ id: 1, title: 'a' }, 'tv', NOW);
    const [m, s] = withStatus([movie, show], 1, 'tv', 'watched', 'later');
    expect(m).toBe(movie);
    expect(s).toMatchObject({ status: 'watched', updatedAt: 'later' });
  });
});
