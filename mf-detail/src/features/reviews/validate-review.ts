import { t } from '@lingui/core/macro';
import { formatNumber } from '@reelist/domain';
import { REVIEW_CONTENT_MAX, REVIEW_DEFAULT_RATING } from '../../lib/constants';

export interface ReviewInput {
  title?: string;
  content: string;
  /** 1 to 5 stars in half stars (a kept 4.5); the form starts from the visitor's rating, else 5. */
  rating?: number;
}

/** Why a review cannot be saved, in the interface's language (read when asked, so they follow a change of it). */
export const REVIEW_ERRORS = {
  get contentRequired(): string {
    return t`Review content is required`;
  },
  get contentTooLong(): string {
    const max = formatNumber(REVIEW_CONTENT_MAX);
    return t`Review must be ${max} characters or fewer`;
  },
  get rating(): string {
    return t`Rating must be from 1 to 5 stars`;
  },
};

/** The messages that stop a review from being saved; empty when it is valid. */
export function validateReview(input: ReviewInput): string[] {
  const errors: string[] = [];
  if (!input.content?.trim()) errors.push(REVIEW_ERRORS.contentRequired);
  else if (input.content.trim().length > REVIEW_CONTENT_MAX) errors.push(REVIEW_ERRORS.contentTooLong);
  const rating = input.rating ?? REVIEW_DEFAULT_RATING;
  // Half stars are kept (an imported 4.5 the form starts from); clicks pick whole stars.
  if (!Number.isInteger(rating * 2) || rating < 1 || rating > 5) errors.push(REVIEW_ERRORS.rating);
  return errors;
}
