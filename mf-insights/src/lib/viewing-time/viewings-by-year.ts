import type { WatchLogEntry } from '@reelist/contracts';
import { localZone, viewingTime } from './viewing-time';
import type { Zone } from './viewing-time';

// In src/lib, apart from Year in Review's year-stats.ts: Analytics lists the years, and the review's own figures
// load only when a year opens.

/** Viewings of the log by the year they fall in, in the reader's calendar (see viewingTime); newest year first. */
export function viewingsByYear(
  log: readonly WatchLogEntry[],
  zone: Zone = localZone,
): Array<{ year: number; viewings: number }> {
  const counts = new Map<number, number>();
  for (const entry of log) {
    const time = viewingTime(entry.watchedAt, zone);
    if (time) counts.set(time.year, (counts.get(time.year) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[0] - a[0]).map(([year, viewings]) => ({ year, viewings }));
}
