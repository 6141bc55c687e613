import { titleIdentity } from '@reelist/contracts';
import type { ViewHistoryEntry, ViewingStats } from '@reelist/contracts';
import { ANALYTICS_DAILY_DAYS, ANALYTICS_MONTH_DAYS, ANALYTICS_TOP_GENRES, ANALYTICS_WEEK_DAYS } from './constants';

const DAY_MS = 24 * 60 * 60_000;

/** The local calendar day of a moment, as a number of days since the epoch (DST-safe: built from y/m/d). */
export function localDayNumber(date: Date): number {
  return Math.round(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / DAY_MS);
}

const parse = (iso: string): Date | undefined => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

/** Days in a row with at least one view, ending today, or yesterday when there is none yet today. */
export function viewingStreak(days: ReadonlySet<number>, today: number): number {
  let day = days.has(today) ? today : today - 1;
  let streak = 0;
  while (days.has(day)) {
    streak += 1;
    day -= 1;
  }
  return streak;
}

/** The `limit` most frequent genre ids, most frequent first; ties go to the lower id so results are stable. */
export function topGenres(
  genreLists: ReadonlyArray<readonly number[]>,
  limit: number = ANALYTICS_TOP_GENRES,
): Array<{ genreId: number; count: number }> {
  const counts = new Map<number, number>();
  for (const list of genreLists) for (const id of list) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, limit)
    .map(([genreId, count]) => ({ genreId, count }));
}

/**
 * Viewing statistics at the moment `now` (local time): the weekly and monthly windows are
 * the last 7 and 30 days up to now, the daily pattern the last 30 calendar days oldest first (today last), the
 * hourly pattern 24 counts by local hour. Entries with an unreadable date count only in the all-time figures.
 */
export function computeViewingStats(history: readonly ViewHistoryEntry[], now: Date): ViewingStats {
  const nowMs = now.getTime();
  const today = localDayNumber(now);
  const hourlyPattern = Array.from({ length: 24 }, () => 0);
  const dailyPattern = Array.from({ length: ANALYTICS_DAILY_DAYS }, () => 0);
  const mediaTypes: Record<string, number> = {};
  const days = new Set<number>();
  let weeklyViews = 0;
  let monthlyViews = 0;
  let ratingSum = 0;
  let rated = 0;

  for (const entry of history) {
    mediaTypes[entry.mediaType] = (mediaTypes[entry.mediaType] ?? 0) + 1;
    if (entry.rating > 0) {
      ratingSum += entry.rating;
      rated += 1;
    }
    const viewed = parse(entry.viewedAt);
    if (!viewed || viewed.getTime() > nowMs) continue;
    const age = nowMs - viewed.getTime();
    if (age < ANALYTICS_WEEK_DAYS * DAY_MS) weeklyViews += 1;
    if (age < ANALYTICS_MONTH_DAYS * DAY_MS) monthlyViews += 1;
    hourlyPattern[viewed.getHours()] = (hourlyPattern[viewed.getHours()] ?? 0) + 1;
    const day = localDayNumber(viewed);
    days.add(day);
    const slot = dailyPattern.length - 1 - (today - day);
    if (slot >= 0) dailyPattern[slot] = (dailyPattern[slot] ?? 0) + 1;
  }

  return {
    totalViews: history.length,
    uniqueMovies: new Set(history.map((entry) => titleIdentity(entry.mediaType, entry.id))).size,
    weeklyViews,
    monthlyViews,
    viewingStreak: viewingStreak(days, today),
    hourlyPattern,
    dailyPattern,
    mediaTypes,
    topGenres: topGenres(history.map((entry) => entry.genres)),
    averageRating: rated === 0 ? 0 : ratingSum / rated,
  };
}
