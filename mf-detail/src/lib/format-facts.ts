import type { Title } from '@reelist/contracts';
import { yearOf } from '@reelist/domain';

/** '2h 15m', '45m'; 'N/A' for missing, zero or invalid minutes. */
export function formatRuntime(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes) || minutes <= 0) return 'N/A';
  const total = Math.round(minutes);
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  return hours > 0 ? `${hours}h ${rest}m` : `${rest}m`;
}

/** Minutes of a movie, or per episode of a TV show (the first episode run time). */
export const titleRuntime = (title: Pick<Title, 'runtime' | 'episode_run_time'>): number | undefined =>
  title.runtime ?? title.episode_run_time?.[0];

/** A vote average to one decimal ('7.3'); 'N/A' when missing. */
export const formatVote = (value: number | null | undefined): string =>
  value === null || value === undefined || !Number.isFinite(value) ? 'N/A' : value.toFixed(1);

const RUNNING = new Set(['Returning Series', 'In Production']);

/** 'start - end' when Ended, 'start - Present' while running, else 'start'; 'N/A' without a start. */
export function tvYearRange(
  firstAirDate: string | null | undefined,
  lastAirDate: string | null | undefined,
  status: string | null | undefined,
): string {
  const start = yearOf(firstAirDate);
  if (!start) return 'N/A';
  if (status && RUNNING.has(status)) return `${start} - Present`;
  const end = yearOf(lastAirDate);
  if (status === 'Ended' && end) return `${start} - ${end}`;
  return start;
}
