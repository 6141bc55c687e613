import fc from 'fast-check';
import { C } from '@reelist/contracts';
import type { WatchlistItem, WatchlistTombstone } from '@reelist/contracts';
import { watchlistItem } from '@reelist/testing';
import { itemStamp, mergeWatchlists, pruneTombstones } from './merge-watchlists';

const item = (id: number, addedAt: string, extra: Partial<WatchlistItem> = {}): WatchlistItem =>
  watchlistItem({ id, title: `T${id}`, release_date: '', vote_average: 0, addedAt, status: undefined, ...extra });
const T1 = '2024-01-01T00:00:00.000Z';
const T2 = '2024-01-02T00:00:00.000Z';
const T3 = '2024-01-03T00:00:00.000Z';
const gone = (id: number, deletedAt: string, media_type: 'movie' | 'tv' = 'movie'): WatchlistTombstone => ({
  id,
  media_type,
  deletedAt,
});

describe('mergeWatchlists', () => {
  it('keeps the union by identity, local order first', () => {
    const merged = mergeWatchlists([item(1, T1)], [item(2, T1), item(1, T1)]);
    expect(merged.map((i) => i.id)).toEqual([1, 2]);
  });

  it('treats the same id with another media type as another item', () => {
    const merged = mergeWatchlists([item(1, T1)], [item(1, T1, { media_type: 'tv' })]);
    expect(merged).toHaveLength(2);
  });

  it('takes the newer version of an item on both sides, local on a tie', () => {
    const local = item(1, T1, { status: 'watching', updatedAt: T2 });
    const remote = item(1, T1, { status: 'watched', updatedAt: T3 });
    expect(mergeWatchlists([local], [remote])[0]?.status).toBe('watched');
    expect(mergeWatchlists([remote], [local])[0]?.status).toBe('watched');
    const tie = item(1, T1, { status: 'watched' });
    expect(mergeWatchlists([item(1, T1)], [tie])[0]?.status).toBeUndefined();
  });

  it('does not resurrect an item deleted after its last change', () => {
    expect(mergeWatchlists([], [item(1, T1)], [gone(1, T2)])).toEqual([]);
    expect(mergeWatchlists([item(1, T1)], [], [gone(1, T1)])).toEqual([]);
  });

  it('lets a later re-add or status change win over an older delete', () => {
    expect(mergeWatchlists([item(1, T3)], [], [gone(1, T2)])).toHaveLength(1);
    expect(mergeWatchlists([], [item(1, T1, { updatedAt: T3 })], [gone(1, T2)])).toHaveLength(1);
  });

  it('uses the newest of several tombstones and ignores other media types', () => {
    const merged = mergeWatchlists([item(1, T2)], [], [gone(1, T3), gone(1, T1), gone(1, T3, 'tv')]);
    expect(merged).toEqual([]);
  });

  it('dates an item without timestamps at the epoch', () => {
    expect(itemStamp(item(1, ''))).toBe(0);
    expect(itemStamp(item(1, 'not a date', { updatedAt: T1 }))).toBe(Date.parse(T1));
  });

  it('keeps every item of either side unless deleted, and is idempotent (property)', () => {
    const arbItem = fc.record({ id: fc.integer({ min: 1, max: 20 }), day: fc.integer({ min: 1, max: 28 }) });
    fc.assert(
      fc.property(fc.array(arbItem), fc.array(arbItem), (a, b) => {
        const toItem = ({ id, day }: { id: number; day: number }) =>
          item(id, `2024-02-${String(day).padStart(2, '0')}T00:00:00.000Z`);
        const local = a.map(toItem);
        const remote = b.map(toItem);
        const merged = mergeWatchlists(local, remote);
        const ids = new Set([...local, ...remote].map((i) => i.id));
        expect(new Set(merged.map((i) => i.id))).toEqual(ids);
        expect(merged).toHaveLength(ids.size);
        expect(mergeWatchlists(merged, remote)).toEqual(merged);
      }),
    );
  });
});

describe('pruneTombstones', () => {
  const now = Date.parse(T3);

  it('drops tombstones of present items and old ones, keeps one per identity', () => {
    const old = new Date(now - C.WATCHLIST_TOMBSTONE_TTL_MS - 1).toISOString();
    const kept = pruneTombstones([gone(1, T1), gone(2, T1), gone(2, T2), gone(3, old)], [item(1, T3)], now);
    expect(kept).toEqual([gone(2, T2)]);
  });

  it('keeps the newest up to the cap', () => {
    const many = Array.from({ length: C.WATCHLIST_TOMBSTONE_CAP + 5 }, (_, i) =>
      gone(i, new Date(now - i * 1000).toISOString()),
    );
    const kept = pruneTombstones(many, [], now);
    expect(kept).toHaveLength(C.WATCHLIST_TOMBSTONE_CAP);
    expect(kept[0]?.id).toBe(0);
  });
});
