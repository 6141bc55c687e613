import type { WatchLogEntry } from '@reelist/contracts';
import { plural as countOf } from '@reelist/domain';
import { dateOfDayNumber } from '../../lib/viewing-time/viewing-time';
import type { Streak, YearReview, YearViewing } from './year-stats';

export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The year in review groups the digits of its counts ('1,234 viewings'), as its other figures do. */
export const plural = (count: number, one: string, many?: string): string =>
  countOf(count, one, many, { grouped: true });

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric' });

/** 'March 3' for a day number (the viewing's own calendar day, whatever the time zone). */
export const formatDay = (dayNumber: number): string => dayFormat.format(dateOfDayNumber(dayNumber));

/** Hours watched as shown: whole hours from 10, else one decimal. */
export const formatHours = (minutes: number): string => {
  const hours = minutes / 60;
  return hours >= 10 ? Math.round(hours).toLocaleString('en-US') : hours.toFixed(1).replace(/\.0$/, '');
};

/** 'Films and episodes' as one count, naming what it holds. */
export function watchedSummary(review: YearReview): string {
  const parts = [plural(review.films, 'film'), plural(review.episodes, 'episode')];
  if (review.showViewings > 0) parts.push(plural(review.showViewings, 'whole-show viewing'));
  return parts.join(', ');
}

export function describeStreak(streak: Streak | undefined): string {
  if (!streak) return 'No streak';
  const range = streak.days === 1 ? formatDay(streak.start) : `${formatDay(streak.start)} – ${formatDay(streak.end)}`;
  const carried = [
    streak.fromPreviousYear ? 'continued from the year before' : '',
    streak.intoNextYear ? 'went on into the next year' : '',
  ]
    .filter(Boolean)
    .join(', ');
  return carried ? `${range} (${carried})` : range;
}

/** The share of new-to-you viewings, as a whole percent. */
export const newShare = (review: YearReview): number =>
  review.viewings === 0 ? 0 : Math.round((review.newToYou / review.viewings) * 100);

/** What a viewing was: 'S2E5' for an episode, else nothing. */
export const episodeText = (entry: WatchLogEntry): string =>
  entry.episode ? `S${entry.episode.season}E${entry.episode.number}` : '';

export const viewingDayText = (view: YearViewing): string => formatDay(view.time.dayNumber);
