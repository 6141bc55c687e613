import { dateOfDayNumber, viewingTime, yearBounds } from './viewing-time';
import type { Zone } from './viewing-time';

const losAngeles: Zone = () => -8 * 60;
const tokyo: Zone = () => 9 * 60;
const utc: Zone = () => 0;

describe('viewingTime', () => {
  it('reads a moment on the calendar of the given time zone', () => {
    const moment = '2024-01-01T03:30:00.000Z';
    expect(viewingTime(moment, utc)).toMatchObject({ year: 2024, month: 0, day: 1, hour: 3 });
    expect(viewingTime(moment, losAngeles)).toMatchObject({ year: 2023, month: 11, day: 31, hour: 19 });
    expect(viewingTime('2024-12-31T20:00:00.000Z', tokyo)).toMatchObject({ year: 2025, month: 0, day: 1, hour: 5 });
  });

  it('keeps a day-only date on that day in every time zone, without an hour', () => {
    for (const zone of [utc, losAngeles, tokyo]) {
      expect(viewingTime('2024-01-01T00:00:00.000Z', zone)).toEqual({
        year: 2024,
        month: 0,
        day: 1,
        dayNumber: yearBounds(2024).first,
      });
      expect(viewingTime('2023-12-31T00:00:00Z', zone)).toMatchObject({ year: 2023, day: 31 });
    }
  });

  it('numbers consecutive days consecutively across a year end and a leap day', () => {
    const day = (iso: string) => viewingTime(iso, utc)?.dayNumber ?? NaN;
    expect(day('2024-01-01T10:00:00Z') - day('2023-12-31T23:00:00Z')).toBe(1);
    expect(day('2024-03-01T00:00:00Z') - day('2024-02-28T00:00:00Z')).toBe(2);
    expect(yearBounds(2024).last - yearBounds(2024).first).toBe(365);
    expect(yearBounds(2023).last - yearBounds(2023).first).toBe(364);
  });

  it('is undefined for an unreadable date', () => {
    expect(viewingTime('yesterday', utc)).toBeUndefined();
  });

  it('turns a day number back into that date', () => {
    const date = dateOfDayNumber(yearBounds(2024).last);
    expect([date.getFullYear(), date.getMonth(), date.getDate()]).toEqual([2024, 11, 31]);
  });
});
