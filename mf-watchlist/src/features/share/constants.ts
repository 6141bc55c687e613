import { plural, t } from '@lingui/core/macro';
import { formatNumber } from '@reelist/domain';

/** The route a shared list opens on (a route of this remote; the shell's route table names it). */
export const SHARE_PATH = '/shared';

/** The version a link's fragment starts with (`1.`); a link of another version is not read. */
export const SHARE_VERSION = 1;

export const SHARE_LIMITS = {
  /** A link longer than this is not offered: Chromium, Safari and Firefox all open links this long. */
  linkChars: 32_000,
  /** A fragment longer than this is not read at all. */
  fragmentChars: 64_000,
  /** What a fragment may inflate to (a 1,000-item list with reviews stays far below it). */
  inflatedBytes: 4 * 1024 * 1024,
  /** Items read from one link. */
  items: 5_000,
  titleChars: 200,
  reviewChars: 10_000,
  /** A shared list's name, description and notes: the bounds the visitor's own lists keep. */
  listNameChars: 100,
  listDescriptionChars: 1_000,
  noteChars: 500,
} as const;

/**
 * What sharing says, in the interface's language when read (a component showing one calls useLingui, so it renders
 * again when the language changes).
 */
export const SHARE_MESSAGES = {
  get damaged(): string {
    return t`This shared list link is incomplete or damaged`;
  },
  get off(): string {
    return t`Sharing is off.`;
  },
  tooLong: (size: number): string => {
    const kb = formatNumber(size);
    return t`This list makes a link of ${kb} KB, longer than browsers reliably open. Share one status at a time or leave out ratings and reviews.`;
  },
  get noItems(): string {
    return t`There is nothing to share under this filter.`;
  },
  listTooLong: (size: number): string => {
    const kb = formatNumber(size);
    return t`This list makes a link of ${kb} KB, longer than browsers reliably open. Share a shorter list or shorten its notes.`;
  },
  cut: (count: number, limit: number): string => {
    const shown = formatNumber(limit);
    return plural(count, {
      one: `This link holds # title; the first ${shown} are shown.`,
      other: `This link holds # titles; the first ${shown} are shown.`,
    });
  },
};
