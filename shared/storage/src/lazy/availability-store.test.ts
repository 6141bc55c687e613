import type { Arrival, KnownAvailability } from '@reelist/contracts';
import { freshStorageEachTest } from '@reelist/testing';
import { bus } from '@reelist/event-bus';
import { arrivalsStore, availabilityStore, AVAILABILITY_CAP } from './availability-store';

const spies = freshStorageEachTest();

const known = (checkedAt: number, flatrate: number[] = [8]): KnownAvailability => ({
  checkedAt,
  region: 'US',
  offers: { flatrate, free: [], ads: [73], rent: [], buy: [2] },
});
const arrival = (id: number, providerId = 8): Arrival => ({
  id,
  media_type: 'movie',
  title: `Title ${id}`,
  providerId,
  providerName: 'Netflix',
  at: 1_000 + id,
  seen: false,
});

describe('availabilityStore (reelist_availability)', () => {
  it('stores offers compactly and reads them back', () => {
    expect(availabilityStore.put({ movie_1: known(5), tv_2: known(6, []) })).toEqual({ ok: true });
    expect(JSON.parse(localStorage.getItem('reelist_availability') ?? '')).toEqual({
      v: 1,
      t: { movie_1: [5, 'US', [8], [], [73], [], [2]], tv_2: [6, 'US', [], [], [73], [], [2]] },
    });
    expect(availabilityStore.getSnapshot()).toEqual({ movie_1: known(5), tv_2: known(6, []) });
  });

  it("keeps another tab's entries when it adds its own", () => {
    availabilityStore.put({ movie_1: known(5) });
    localStorage.setItem(
      'reelist_availability',
      JSON.stringify({ v: 1, t: { movie_1: [5, 'US', [8], [], [], [], []], movie_9: [7, 'GB', [], [], [], [], [3]] } }),
    );
    availabilityStore.put({ movie_2: known(8) });
    expect(Object.keys(availabilityStore.getSnapshot()).sort()).toEqual(['movie_1', 'movie_2', 'movie_9']);
  });

  it('keeps the valid entries of a bad value and backs the value up', () => {
    const recovered = jest.fn();
    const subscription = bus.on('storage:recovered').subscribe(recovered);
    const bad = JSON.stringify({ v: 1, t: { movie_1: [5, 'US', [8], [], [], [], []], movie_2: [5, 'US', 'x'] } });
    localStorage.setItem('reelist_availability', bad);
    expect(Object.keys(availabilityStore.getSnapshot())).toEqual(['movie_1']);
    expect(localStorage.getItem('reelist_availability__backup')).toBe(bad);
    expect(recovered).toHaveBeenCalledWith({ key: 'reelist_availability', backupKey: 'reelist_availability__backup' });
    expect(spies.warn).toHaveBeenCalled();
    subscription.unsubscribe();
  });

  it('keeps the most recently checked titles when full', () => {
    const many = Object.fromEntries(Array.from({ length: AVAILABILITY_CAP + 2 }, (_, i) => [`movie_${i}`, known(i)]));
    availabilityStore.put(many);
    const kept = availabilityStore.getSnapshot();
    expect(Object.keys(kept)).toHaveLength(AVAILABILITY_CAP);
    expect(kept['movie_0']).toBeUndefined();
    expect(kept['movie_1']).toBeUndefined();
    expect(kept[`movie_${AVAILABILITY_CAP + 1}`]).toBeDefined();
  });
});

describe('arrivalsStore (reelist_arrivals)', () => {
  it('records arrivals newest first, one per title and service, with the time of the check', () => {
    arrivalsStore.record([arrival(1)], 500);
    arrivalsStore.record([arrival(2), { ...arrival(1), at: 9_999 }]);
    const { checkedAt, arrivals } = arrivalsStore.getSnapshot();
    expect(checkedAt).toBe(500);
    expect(arrivals.map((a) => [a.id, a.at])).toEqual([
      [2, 1_002],
      [1, 9_999],
    ]);
  });

  it('marks the arrivals of the titles seen', () => {
    arrivalsStore.record([arrival(1), arrival(2), arrival(1, 9)]);
    arrivalsStore.markSeen(new Set(['movie_1']));
    expect(arrivalsStore.getSnapshot().arrivals.map((a) => [a.id, a.providerId, a.seen])).toEqual([
      [1, 8, true],
      [2, 8, false],
      [1, 9, true],
    ]);
  });

  it('drops what is not an arrival and keeps the rest', () => {
    localStorage.setItem(
      'reelist_arrivals',
      JSON.stringify({ checkedAt: 3, arrivals: [arrival(1), { id: 'x' }, { ...arrival(2), media_type: 'book' }] }),
    );
    expect(arrivalsStore.getSnapshot()).toEqual({ checkedAt: 3, arrivals: [arrival(1)] });
  });
});
