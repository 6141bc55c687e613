import { computeStats, effectiveStatus } from './stats';
import { watchlistItem as item } from '@reelist/testing';

const list = [
  item({ id: 1, status: 'watched' }),
  item({ id: 2, status: undefined }),
  item({ id: 3, status: 'watching' }),
  item({ id: 4, status: 'want_to_watch' }),
  item({ id: 5, status: 'on_hold' }),
];

it('counts a missing status as want_to_watch', () => {
  expect(effectiveStatus({})).toBe('want_to_watch');
  expect(computeStats(list)).toEqual({ total: 5, wantToWatch: 2, watching: 1, watched: 1 });
  expect(computeStats([])).toEqual({ total: 0, wantToWatch: 0, watching: 0, watched: 0 });
});
