import type { WatchLogEntry } from '@reelist/contracts';
import { plural, t } from '@lingui/core/macro';
import { formatNumber } from '@reelist/domain';
import { countEpisodes, countFilms } from '../../lib/counts';
import { dateFormat, formatDecimal, monthName } from '../../lib/format';
import { dateOfDayNumber } from '../../lib/viewing-time/viewing-time';
import type { Streak, YearReview, YearViewing } from './year-stats';

/** A month's short name (0 = January), 'Jan' in English, in the interface's language. */
export const monthShort = (month: number): string => monthName(month, 'short');
/** A month's name (0 = January), 'January' in English, in the interface's language. */
export const monthLong = (month: number): string => monthName(month, 'long');

const DAY_FORMAT: Intl.DateTimeFormatOptions = { month: 'long', day: 'numeric' };

/** 'March 3' for a day number (the viewing's own calendar day, whatever the time zone). */
export const formatDay = (dayNumber: number): string => dateFormat(DAY_FORMAT).format(dateOfDayNumber(dayNumber));

/** Hours watched as shown: whole hours from 10, else one decimal. */
export const formatHours = (minutes: number): string => {
  const hours = minutes / 60;
  return hours >= 10 ? formatNumber(Math.round(hours)) : formatDecimal(hours, { trim: true });
};

/** 'Films and episodes' as one count, naming what it holds. */
export function watchedSummary(review: YearReview): string {
  const films = countFilms(review.films);
  const episodes = countEpisodes(review.episodes);
  const { showViewings } = review;
  if (showViewings === 0) return t`${films}, ${episodes}`;
  const whole = plural(showViewings, { one: '# whole-show viewing', other: '# whole-show viewings' });
  return t`${films}, ${episodes}, ${whole}`;
}

export function describeStreak(streak: Streak | undefined): string {
  if (!streak) return t`No streak`;
  const start = formatDay(streak.start);
  const end = formatDay(streak.end);
  const range = streak.days === 1 ? start : t`${start} – ${end}`;
  if (streak.fromPreviousYear && streak.intoNextYear)
    return t`${range} (continued from the year before, went on into the next year)`;
  if (streak.fromPreviousYear) return t`${range} (continued from the year before)`;
  if (streak.intoNextYear) return t`${range} (went on into the next year)`;
  return range;
}

/** The share of new-to-you viewings, as a whole percent. */
export const newShare = (review: YearReview): number =>
  review.viewings === 0 ? 0 : Math.round((review.newToYou / review.viewings) * 100);

/** What a viewing was: 'S2E5' for an episode, else nothing. */
export const episodeText = (entry: WatchLogEntry): string =>
  entry.episode ? `S${entry.episode.season}E${entry.episode.number}` : '';

export const viewingDayText = (view: YearViewing): string => formatDay(view.time.dayNumber);
