import fc from 'fast-check';
import type { WatchlistItem, WatchlistSort } from '@reelist/contracts';
import { watchlistItem as item } from '@reelist/testing';
import { dateKey, filterByTag, filterWatchlist, sortWatchlist, tagCounts } from './sort-and-filter';

const ids = (items: WatchlistItem[]) => items.map((i) => i.id);

describe('sortWatchlist', () => {
  it('sorts by date added, newest first, missing as the epoch', () => {
    const list = [
      item({ id: 1, addedAt: '2024-01-01T00:00:00Z' }),
      item({ id: 2, addedAt: '' }),
      item({ id: 3, addedAt: '2024-03-01T00:00:00Z' }),
    ];
    expect(ids(sortWatchlist(list, 'added'))).toEqual([3, 1, 2]);
  });

  it('sorts by title alphabetically like localeCompare', () => {
    const list = ['banana', 'Apple', 'Éclair', 'apple', 'cherry'].map((title, i) => item({ id: i, title }));
    const expected = [...list].sort((a, b) => a.title.localeCompare(b.title));
    expect(sortWatchlist(list, 'title')).toEqual(expected);
  });

  it('sorts by rating, highest first, missing as 0', () => {
    const list = [
      item({ id: 1, vote_average: 7 }),
      item({ id: 2, vote_average: undefined as unknown as number }),
      item({ id: 3, vote_average: 9 }),
    ];
    expect(ids(sortWatchlist(list, 'rating'))).toEqual([3, 1, 2]);
  });

  it('sorts by release date, newest first, missing or invalid as the epoch', () => {
    const list = [
      item({ id: 1, release_date: '1999-01-01' }),
      item({ id: 2, release_date: '' }),
      item({ id: 3, release_date: '2010-05-05' }),
      item({ id: 4, release_date: 'soon' }),
      item({ id: 5, release_date: '1960-01-01' }),
    ];
    expect(ids(sortWatchlist(list, 'release'))).toEqual([3, 1, 2, 4, 5]);
  });

  it('is stable and does not mutate its input', () => {
    const list = [item({ id: 1 }), item({ id: 2 }), item({ id: 3 })];
    expect(ids(sortWatchlist(list, 'rating'))).toEqual([1, 2, 3]);
    expect(ids(sortWatchlist(list, 'title'))).toEqual([1, 2, 3]);
    expect(ids(list)).toEqual([1, 2, 3]);
  });

  it('dateKey counts missing and invalid dates as 0', () => {
    expect(dateKey(undefined)).toBe(0);
    expect(dateKey('nope')).toBe(0);
    expect(dateKey('1970-01-02')).toBe(86_400_000);
  });
});

describe('sortWatchlist properties', () => {
  const arbItem = fc.record({
    id: fc.integer({ min: 1, max: 1_000_000 }),
    title: fc.string({ maxLength: 8 }),
    vote_average: fc.oneof(fc.double({ min: 0, max: 10, noNaN: true }), fc.constant(undefined)),
    release_date: fc.oneof(
      fc
        .date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10)),
      fc.constant(''),
    ),
    addedAt: fc.oneof(
      fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString()),
      fc.constant(''),
    ),
  });
  const arbList = fc
    .array(arbItem, { maxLength: 60 })
    .map((raw) => raw.map((r, i) => item({ ...r, id: i, vote_average: r.vote_average as number })));
  const arbSort = fc.constantFrom<WatchlistSort>('added', 'title', 'rating', 'release');

  const key = (sort: WatchlistSort, i: WatchlistItem): number =>
    sort === 'added' ? dateKey(i.addedAt) : sort === 'release' ? dateKey(i.release_date) : (i.vote_average ?? 0);

  it('returns a permutation whose order respects the key, ties in input order', () => {
    fc.assert(
      fc.property(arbList, arbSort, (list, sort) => {
        const out = sortWatchlist(list, sort);
        expect([...ids(out)].sort((a, b) => a - b)).toEqual(ids(list));
        for (let i = 1; i < out.length; i += 1) {
          const a = out[i - 1]!;
          const b = out[i]!;
          const cmp = sort === 'title' ? a.title.localeCompare(b.title) : key(sort, b) - key(sort, a);
          expect(cmp).toBeLessThanOrEqual(0);
          if (cmp === 0) expect(a.id).toBeLessThan(b.id);
        }
      }),
    );
  });
});

describe('filterWatchlist', () => {
  const statuses = ['watched', undefined, 'watching', 'want_to_watch', 'on_hold'] as const;
  const list = statuses.map((status, index) => item({ id: index + 1, status }));

  it('filters by effective status, all returning a copy', () => {
    expect(filterWatchlist(list, 'want_to_watch').map((i) => i.id)).toEqual([2, 4]);
    expect(filterWatchlist(list, 'watched').map((i) => i.id)).toEqual([1]);
    const all = filterWatchlist(list, 'all');
    expect(all).toEqual(list);
    expect(all).not.toBe(list);
  });
});

describe('tags', () => {
  const list = [
    item({ id: 1, tags: ['Cinema', 'with kids'] }),
    item({ id: 2 }),
    item({ id: 3, tags: ['cinema'], status: 'watched' }),
    item({ id: 4, tags: ['anime'] }),
  ];

  it('counts each tag in use ignoring case, first spelling kept, alphabetical', () => {
    expect(tagCounts(list)).toEqual([
      { tag: 'anime', count: 1 },
      { tag: 'Cinema', count: 2 },
      { tag: 'with kids', count: 1 },
    ]);
    expect(tagCounts([item({ id: 1 })])).toEqual([]);
  });

  it('keeps the items with the tag, ignoring case; null keeps them all', () => {
    expect(ids([...filterByTag(list, 'cinema')])).toEqual([1, 3]);
    expect(ids([...filterByTag(list, 'WITH KIDS')])).toEqual([1]);
    expect(ids([...filterByTag(list, 'none')])).toEqual([]);
    expect(filterByTag(list, null)).toBe(list);
  });

  it('combines with the status filter', () => {
    expect(ids(filterWatchlist(filterByTag(list, 'cinema'), 'watched'))).toEqual([3]);
  });
});
