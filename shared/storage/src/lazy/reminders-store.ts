import * as v from 'valibot';
import { STORAGE_KEYS } from '@reelist/contracts';
import type { MediaType } from '@reelist/contracts';
// The rest of the package through its index only: one link between this chunk and the shell's first one.
import { boundedText, createStorageSlot, slotStore, validItems } from '../../index';
import type { StoreReader } from '../slot-store';
import type { WriteResult } from '../write-result';

/**
 * A calendar entry the visitor asked to be reminded of: notified once, on its day, by the daily check. It keeps
 * what the notification says, so the check needs no request.
 */
export interface Reminder {
  /** The calendar entry's key ('movie-603', 'tv-1399-s2e5'): one reminder per entry. */
  key: string;
  /** The calendar day ('2026-12-03'): a day, not an instant, so the visitor's own today decides. */
  day: string;
  media_type: MediaType;
  id: number;
  title: string;
  /** The second line: 'S2E5 · The Rains' or 'Movie release'. */
  detail: string;
  /** Set once its notification has been shown. */
  done: boolean;
}

/** Reminders kept at most: each is a few dozen characters, and a calendar rarely holds more. */
export const REMINDERS_CAP = 500;
/** Days a shown (or missed) reminder stays, so another tab's old copy cannot ask for it again. */
export const REMINDER_KEEP_DAYS = 30;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day as text: '2026-02-30' is not one. */
const isDay = (day: string): boolean => {
  const at = Date.parse(`${day}T00:00:00Z`);
  return DAY.test(day) && !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === day;
};
const reminderSchema: v.GenericSchema<unknown, Reminder> = v.object({
  key: boundedText(100),
  day: v.pipe(v.string(), v.check(isDay)),
  media_type: v.picklist(['movie', 'tv']),
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  title: boundedText(500),
  detail: boundedText(500),
  done: v.boolean(),
});

/** A valid reminder: a restored backup or a moved-in device's list is checked entry by entry with it. */
export const isReminder = (value: unknown): value is Reminder => v.is(reminderSchema, value);

export const remindersSlot = createStorageSlot<Reminder[]>({
  key: STORAGE_KEYS.reminders,
  label: 'reminders',
  schema: v.array(reminderSchema),
  defaultValue: () => [],
  recover: validItems(reminderSchema),
});

const { reader, update } = slotStore(remindersSlot);

/** '2026-12-03' minus `days` days, in UTC arithmetic: days are calendar days here. */
const daysBefore = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/**
 * The reminders to notify on `today` (the visitor's own calendar day, 'YYYY-MM-DD'): the ones of that day not shown
 * yet. A day is compared as text, never as an instant, so no time zone moves a reminder to the day before or after;
 * one whose day passed while Reelist did not run is not shown late.
 */
export const dueReminders = (reminders: readonly Reminder[], today: string): Reminder[] =>
  reminders.filter((reminder) => !reminder.done && reminder.day === today);

/** The reminders as kept: the last REMINDERS_CAP, without those whose day is over REMINDER_KEEP_DAYS days ago. */
const kept = (reminders: readonly Reminder[], today?: string): Reminder[] => {
  const since = today ? daysBefore(today, REMINDER_KEEP_DAYS) : '';
  return reminders.filter((reminder) => reminder.day >= since).slice(-REMINDERS_CAP);
};

export interface RemindersStore extends StoreReader<readonly Reminder[]> {
  /** Remind of an entry (again: its words are refreshed and it is due again). */
  remind(reminder: Omit<Reminder, 'done'>): WriteResult;
  forget(key: string): WriteResult;
  /** Marks the reminders shown, and lets go of the ones long past. */
  markDone(keys: readonly string[], today: string): WriteResult;
  /** Adds another device's reminders this one lacks (a move); the ones here are kept as they are. */
  addMissing(reminders: readonly Reminder[]): WriteResult;
  /** Replace the whole list (a restored backup). */
  replaceAll(reminders: readonly Reminder[]): WriteResult;
}

/**
 * The calendar's reminders (`reelist_reminders`), oldest first. Every change applies to the list as stored now, so
 * two tabs setting different reminders both keep theirs, and a reminder shown in one is not shown again by another.
 */
export const remindersStore: RemindersStore = {
  ...reader,
  remind: (reminder) =>
    update((stored) => [...stored.filter((other) => other.key !== reminder.key), { ...reminder, done: false }]),
  forget: (key) => update((stored) => stored.filter((other) => other.key !== key)),
  markDone: (keys, today) => {
    const shown = new Set(keys);
    return update((stored) =>
      kept(
        stored.map((reminder) => (shown.has(reminder.key) ? { ...reminder, done: true } : reminder)),
        today,
      ),
    );
  },
  addMissing: (reminders) =>
    update((stored) => {
      const here = new Set(stored.map((reminder) => reminder.key));
      return kept([...stored, ...reminders.filter((reminder) => !here.has(reminder.key) && here.add(reminder.key))]);
    }),
  replaceAll: (reminders) => update(() => kept(reminders)),
};
