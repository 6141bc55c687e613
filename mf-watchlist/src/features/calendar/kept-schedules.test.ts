import type { Schedule } from './calendar-entries';
import { KEEP_MS, KEPT_SCHEDULES_KEY, keepSchedules, keptSchedules } from './kept-schedules';

const NOW = Date.UTC(2026, 10, 27, 12);
const westeros: Schedule = {
  id: 1399,
  name: 'Westeros',
  episodes: [
    { season: 2, number: 5, day: '2026-11-28', name: 'The Rains, Part 1' },
    { season: 2, number: 6, day: '2026-12-05', name: '' },
  ],
};
const lighthouse: Schedule = {
  id: 77,
  name: 'Lighthouse',
  episodes: [{ season: 3, number: 1, day: '2026-11-27', name: 'Return' }],
};

beforeEach(() => localStorage.clear());

describe('kept schedules', () => {
  it('gives back the schedules kept, with their episodes and when they were read', () => {
    keepSchedules([{ at: NOW, schedule: westeros }], NOW);
    expect(keptSchedules(NOW + 1_000)).toEqual(new Map([[1399, { at: NOW, schedule: westeros }]]));
    // Compact: tuples, not objects with field names.
    expect(JSON.parse(localStorage.getItem(KEPT_SCHEDULES_KEY) ?? '')).toEqual({
      1399: [NOW, 'Westeros', [2, 5, '2026-11-28', 'The Rains, Part 1', 2, 6, '2026-12-05', '']],
    });
  });

  it('keeps each schedule for the cache time of a show, no longer', () => {
    keepSchedules([{ at: NOW, schedule: westeros }], NOW);
    expect(keptSchedules(NOW + KEEP_MS - 1).has(1399)).toBe(true);
    expect(keptSchedules(NOW + KEEP_MS).size).toBe(0);
    // Read "in the future" (a clock set back): not trusted.
    expect(keptSchedules(NOW - 60_000).size).toBe(0);
  });

  it('adds to what another tab kept, the later reading of a show winning, and drops the expired ones', () => {
    keepSchedules([{ at: NOW, schedule: westeros }], NOW);
    // Another tab, reading Lighthouse and an older Westeros.
    const older = { ...westeros, episodes: [] };
    const stored = JSON.parse(localStorage.getItem(KEPT_SCHEDULES_KEY) ?? '{}') as Record<string, unknown>;
    localStorage.setItem(
      KEPT_SCHEDULES_KEY,
      JSON.stringify({
        ...stored,
        5: [NOW - KEEP_MS - 1, 'Expired', []],
        77: [NOW + 10, 'Lighthouse', [3, 1, '2026-11-27', 'Return']],
      }),
    );
    keepSchedules([{ at: NOW - 5, schedule: older }], NOW + 20);
    const kept = keptSchedules(NOW + 30);
    expect([...kept.keys()].sort((a, b) => a - b)).toEqual([77, 1399]);
    expect(kept.get(1399)?.schedule).toEqual(westeros);
    expect(kept.get(77)?.schedule).toEqual(lighthouse);
    expect(localStorage.getItem(KEPT_SCHEDULES_KEY)).not.toContain('Expired');
  });

  it('keeps the readable shows of a damaged value and reads nothing from one that is not JSON, never throwing', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(
      KEPT_SCHEDULES_KEY,
      JSON.stringify({
        77: [NOW, 'Lighthouse', [3, 1, '2026-11-27', 'Return']],
        88: ['soon', 'Paused', []],
        99: [NOW],
        // Not a real day: the show is not used.
        5: [NOW, 'Odd', [1, 1, '2026-02-30', '']],
      }),
    );
    expect([...keptSchedules(NOW).keys()]).toEqual([77]);
    localStorage.setItem(KEPT_SCHEDULES_KEY, '{not json');
    expect(keptSchedules(NOW).size).toBe(0);
    keepSchedules([{ at: NOW, schedule: lighthouse }], NOW);
    expect(keptSchedules(NOW).get(77)?.schedule).toEqual(lighthouse);
    // Said in the console (a cache: nothing of the visitor's is lost), not thrown.
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
