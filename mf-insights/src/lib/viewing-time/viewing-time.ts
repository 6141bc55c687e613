import { dayOnlyDate } from '@reelist/domain';

const DAY_MS = 24 * 60 * 60_000;

/** When a viewing happened, as the reader's calendar sees it. */
export interface ViewingTime {
  year: number;
  /** 0 (January) to 11. */
  month: number;
  /** Day of the month, 1 to 31. */
  day: number;
  /** The calendar day as a count of days since 1970-01-01, for runs of days in a row. */
  dayNumber: number;
  /** Local hour 0-23, or undefined for a viewing recorded with its day only. */
  hour?: number;
}

/** A time zone as its offset from UTC in minutes east (UTC+1: 60) at a moment; the reader's own by default. */
export type Zone = (date: Date) => number;
export const localZone: Zone = (date) => -date.getTimezoneOffset();

const dayNumberOf = (year: number, month: number, day: number): number =>
  Math.round(Date.UTC(year, month, day) / DAY_MS);

/**
 * The calendar day (and hour) of a viewing: a moment is read in the reader's time zone, a day-only date
 * (`YYYY-MM-DDT00:00:00Z`) is that day in every time zone. Undefined for an unreadable date.
 */
export function viewingTime(watchedAt: string, zone: Zone = localZone): ViewingTime | undefined {
  // A day-only date (an import without times) is that day in every time zone, as Detail shows it.
  const dayOnly = dayOnlyDate(watchedAt);
  if (dayOnly) {
    const [year = 0, month = 1, day = 1] = dayOnly.split('-').map(Number);
    return { year, month: month - 1, day, dayNumber: dayNumberOf(year, month - 1, day) };
  }
  const moment = new Date(watchedAt);
  if (Number.isNaN(moment.getTime())) return undefined;
  // The wall clock of the zone, read with the UTC getters.
  const wall = new Date(moment.getTime() + zone(moment) * 60_000);
  const [year, month, day] = [wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate()];
  return { year, month, day, dayNumber: dayNumberOf(year, month, day), hour: wall.getUTCHours() };
}

/** The date a day number names, as a local Date at noon (safe to format in any time zone the app runs in). */
export const dateOfDayNumber = (dayNumber: number): Date => {
  const utc = new Date(dayNumber * DAY_MS);
  return new Date(utc.getUTCFullYear(), utc.getUTCMonth(), utc.getUTCDate(), 12);
};

/** The day number of 1 January and 31 December of a year. */
export const yearBounds = (year: number): { first: number; last: number } => ({
  first: dayNumberOf(year, 0, 1),
  last: dayNumberOf(year, 11, 31),
});
