import { t } from '@lingui/core/macro';
import { STATUS_LABELS } from '@reelist/contracts';
import type { WatchlistStatus } from '@reelist/contracts';

/**
 * What the import preview says about a value the import rules changed (e.g. an unknown status becomes
 * Want to Watch, a rating that is not a number 0, ...) or kept although it is not what it should be. The rules
 * themselves live in `parseWatchlistItem` (@reelist/storage); the readers spot where they applied by comparing
 * the value in the file with what the parser made of it. Each is read when the file is, in the interface's language.
 */
export const ADJUSTED_NOTES = {
  get unknownStatus(): string {
    return t`unknown status set to Want to Watch`;
  },
  get unknownType(): string {
    return t`unknown type set to Movie`;
  },
  get badRating(): string {
    return t`rating not a number set to 0`;
  },
  get badAddedDate(): string {
    return t`added date not a date set to the import date`;
  },
  get badUpdatedDate(): string {
    return t`updated date not a date, left out`;
  },
  get badReleaseDate(): string {
    return t`release date not a date, kept as written`;
  },
  get releaseDateNotText(): string {
    return t`release date not text, left out`;
  },
  get badPoster(): string {
    return t`poster path not an image path, left out`;
  },
  get negativeId(): string {
    return t`negative id kept (not a catalogue id: the title links to a search)`;
  },
  get badTmdbId(): string {
    return t`TMDB ID not a positive whole number, ignored`;
  },
} as const;

/** A value the file gives: neither missing (null, undefined) nor blank text. */
export const isGiven = (value: unknown): boolean =>
  value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');

export const isDateText = (value: unknown): value is string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value));

/** A number, or text that reads as one: what the parser keeps as a rating (anything else is 0). */
export function isNumberLike(value: unknown): boolean {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number);
}

// The only spellings that mean want_to_watch; any other given status the parser turned into it was unknown.
const WANT_TO_WATCH = new Set(['want_to_watch', STATUS_LABELS.want_to_watch.toLowerCase()]);

/** True when a status was given but the parser did not know it, so it became want_to_watch. */
export const isUnknownStatus = (raw: unknown, parsed: WatchlistStatus | undefined): boolean =>
  isGiven(raw) &&
  parsed === 'want_to_watch' &&
  !(typeof raw === 'string' && WANT_TO_WATCH.has(raw.trim().toLowerCase()));
