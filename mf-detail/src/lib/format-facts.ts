import { t } from '@lingui/core/macro';
import type { Title } from '@reelist/contracts';
import { formatNumber, yearOf } from '@reelist/domain';
import { currentLocale, intlLocale } from '@reelist/i18n';

/**
 * '2h 15m', '45m' in English, '2 Std. 15 Min.' in German, '2時間15分' in Japanese (the numbers in the language's
 * digits); 'N/A' for missing, zero or invalid minutes.
 */
export function formatRuntime(length: number | null | undefined): string {
  if (length === null || length === undefined || !Number.isFinite(length) || length <= 0) return t`N/A`;
  const total = Math.round(length);
  const whole = Math.floor(total / 60);
  const hours = formatNumber(whole);
  const minutes = formatNumber(total % 60);
  return whole > 0 ? t`${hours}h ${minutes}m` : t`${minutes}m`;
}

/** Minutes of a movie, or per episode of a TV show (the first episode run time). */
export const titleRuntime = (title: Pick<Title, 'runtime' | 'episode_run_time'>): number | undefined =>
  title.runtime ?? title.episode_run_time?.[0];

/** Built on first use, one per language: a page's first Intl object starts ICU. */
const voteFormats = new Map<string, Intl.NumberFormat>();

/** A vote average to one decimal in the interface's language ('7.3', '7,3' in German); 'N/A' when missing. */
export function formatVote(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return t`N/A`;
  const locale = intlLocale(currentLocale());
  let format = voteFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    voteFormats.set(locale, format);
  }
  return format.format(value);
}

// The service's show statuses (keys, never shown).
const RETURNING_SERIES = 'Returning Series';
const IN_PRODUCTION = 'In Production';
const ENDED = 'Ended';
const RUNNING = new Set([RETURNING_SERIES, IN_PRODUCTION]);

/** 'start - end' when Ended, 'start - Present' while running, else 'start'; 'N/A' without a start. */
export function tvYearRange(
  firstAirDate: string | null | undefined,
  lastAirDate: string | null | undefined,
  status: string | null | undefined,
): string {
  const start = yearOf(firstAirDate);
  if (!start) return t`N/A`;
  if (status && RUNNING.has(status)) return t`${start} - Present`;
  const end = yearOf(lastAirDate);
  if (status === ENDED && end) return `${start} - ${end}`;
  return start;
}
