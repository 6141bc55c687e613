import { C } from '@reelist/contracts';
import type { Review } from '@reelist/contracts';

/** How many texts of an imported file were longer than storage keeps, and so were cut. */
export interface CutTexts {
  reviews: number;
  titles: number;
}

export const NOTHING_CUT: CutTexts = { reviews: 0, titles: 0 };

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/**
 * `text` itself when it has at most `max` characters (UTF-16 units, as a form's maxlength counts them); else its
 * start with an ellipsis as the `max`th character, so a reader sees that it goes on. Never splits a surrogate pair.
 */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = isHighSurrogate(text.charCodeAt(max - 2)) ? max - 2 : max - 1;
  return `${text.slice(0, end).trimEnd()}…`;
}

/** True when `value` is text that `cutText` would cut to `max`. */
export const isLongerThan = (value: unknown, max: number): boolean => typeof value === 'string' && value.length > max;

/**
 * A review as storage keeps it: content cut to C.REVIEW_CONTENT_MAX, its title to C.TITLE_MAX; the review itself
 * (the same object) when neither is longer. The review schema ends with it, and every path that makes a review
 * from outside data (an import) calls it, so no review is kept longer than the form allows.
 */
export function boundReview<T extends Review>(review: T): T {
  const content = cutText(review.content, C.REVIEW_CONTENT_MAX);
  const title = review.title === undefined ? undefined : cutText(review.title, C.TITLE_MAX);
  if (content === review.content && title === review.title) return review;
  return title === undefined ? { ...review, content } : { ...review, content, title };
}
