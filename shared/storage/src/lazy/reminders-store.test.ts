import { freshStorageEachTest } from '@reelist/testing';
import { resetStores } from '../create-store';
import { dueReminders, isReminder, REMINDER_KEEP_DAYS, remindersStore } from './reminders-store';
import type { Reminder } from './reminders-store';

freshStorageEachTest();

const KEY = 'reelist_reminders';
const westeros = {
  key: 'tv-1399-s2e5',
  day: '2026-11-28',
  media_type: 'tv' as const,
  id: 1399,
  title: 'Westeros',
  detail: 'S2E5 · The Rains',
};
const matrix = {
  key: 'movie-603',
  day: '2026-12-03',
  media_type: 'movie' as const,
  id: 603,
  title: 'The Matrix',
  detail: 'Movie release',
};
const stored = (): Reminder[] => JSON.parse(localStorage.getItem(KEY) ?? '[]') as Reminder[];

describe('remindersStore', () => {
  it('keeps one reminder per entry, survives a reload and forgets one', () => {
    expect(remindersStore.getSnapshot()).toEqual([]);
    expect(remindersStore.remind(westeros)).toEqual({ ok: true });
    remindersStore.remind(matrix);
    remindersStore.remind({ ...westeros, title: 'Westeros (renamed)' });
    resetStores();
    expect(remindersStore.getSnapshot().map((r) => [r.key, r.title, r.done])).toEqual([
      ['movie-603', 'The Matrix', false],
      ['tv-1399-s2e5', 'Westeros (renamed)', false],
    ]);
    remindersStore.forget('movie-603');
    expect(stored().map((r) => r.key)).toEqual(['tv-1399-s2e5']);
  });

  it('marks reminders shown, and lets go of those long past', () => {
    remindersStore.remind({ ...matrix, key: 'movie-1', day: '2026-10-01' });
    remindersStore.remind(westeros);
    remindersStore.remind(matrix);
    remindersStore.markDone(['tv-1399-s2e5'], '2026-11-28');
    expect(stored().map((r) => [r.key, r.done])).toEqual([
      ['tv-1399-s2e5', true],
      ['movie-603', false],
    ]);
    expect(REMINDER_KEEP_DAYS).toBe(30);
  });

  it('keeps the valid reminders of a damaged value and backs the value up', () => {
    const good = { ...westeros, done: false };
    const raw = JSON.stringify([good, { ...good, key: 'x', day: '2026-02-30' }, { ...matrix, done: 'no' }, 'junk']);
    localStorage.setItem(KEY, raw);
    expect(remindersStore.getSnapshot()).toEqual([good]);
    expect(localStorage.getItem(`${KEY}__backup`)).toBe(raw);
    expect(isReminder(good)).toBe(true);
    expect(isReminder({ ...good, id: 0 })).toBe(false);
  });

  it("keeps both tabs' reminders, and one shown in another tab stays shown", () => {
    remindersStore.remind(westeros);
    // Another tab sets a reminder and shows Westeros's meanwhile.
    localStorage.setItem(
      KEY,
      JSON.stringify([
        { ...westeros, done: true },
        { ...matrix, done: false },
      ]),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    expect(remindersStore.getSnapshot().map((r) => r.key)).toEqual(['tv-1399-s2e5', 'movie-603']);
    remindersStore.remind({ ...matrix, key: 'movie-604', title: 'Other' });
    expect(stored().map((r) => [r.key, r.done])).toEqual([
      ['tv-1399-s2e5', true],
      ['movie-603', false],
      ['movie-604', false],
    ]);
  });

  it('adds the reminders another device has and this one lacks, keeping this one’s', () => {
    remindersStore.remind(westeros);
    remindersStore.addMissing([
      { ...westeros, title: 'Other words', done: true },
      { ...matrix, done: false },
      { ...matrix, done: true },
    ]);
    expect(stored()).toEqual([
      { ...westeros, done: false },
      { ...matrix, done: false },
    ]);
  });

  it('reports a write that storage refuses, and keeps the reminder in memory', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const result = remindersStore.remind(westeros);
    setItem.mockRestore();
    expect(result.ok).toBe(false);
    expect(remindersStore.getSnapshot().map((r) => r.key)).toEqual(['tv-1399-s2e5']);
  });
});

describe('dueReminders', () => {
  const list: Reminder[] = [
    { ...westeros, done: false },
    { ...westeros, key: 'tv-1399-s2e4', day: '2026-11-27', done: false },
    { ...matrix, day: '2026-11-28', done: true },
    { ...matrix, key: 'movie-9', day: '2026-11-29', done: false },
  ];

  it('selects the reminders of the day not shown yet: not earlier days, not later ones, not shown ones', () => {
    expect(dueReminders(list, '2026-11-28').map((r) => r.key)).toEqual(['tv-1399-s2e5']);
    expect(dueReminders(list, '2026-11-30')).toEqual([]);
  });

  it('compares days as days: a reminder dated with a time still belongs to no day but its own text', () => {
    // The calendar stores days as 'YYYY-MM-DD'; nothing here reads them as instants, so no zone moves them.
    expect(dueReminders([{ ...westeros, day: '2026-11-28', done: false }], '2026-11-28')).toHaveLength(1);
    expect(dueReminders([{ ...westeros, day: '2026-11-28', done: false }], '2026-11-27')).toEqual([]);
    expect(dueReminders([{ ...westeros, day: '2026-11-28', done: false }], '2026-11-29')).toEqual([]);
  });
});
