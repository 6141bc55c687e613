import { REVIEW_CONTENT_MAX, REVIEW_DEFAULT_RATING } from '../../lib/constants';

export interface ReviewInput {
  title?: string;
  content: string;
  /** 1 to 5 stars; the form defaults to 5. */
  rating?: number;
}

export const REVIEW_ERRORS = {
  contentRequired: 'Review content is required',
  contentTooLong: `Review must be ${REVIEW_CONTENT_MAX.toLocaleString('en-US')} characters or fewer`,
  rating: 'Rating must be a whole number from 1 to 5',
} as const;

/** The messages that stop a review from being saved; empty when it is valid. */
export function validateReview(input: ReviewInput): string[] {
  const errors: string[] = [];
  if (!input.content?.trim()) errors.push(REVIEW_ERRORS.contentRequired);
  else if (input.content.trim().length > REVIEW_CONTENT_MAX) errors.push(REVIEW_ERRORS.contentTooLong);
  const rating = input.rating ?? REVIEW_DEFAULT_RATING;
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) errors.push(REVIEW_ERRORS.rating);
  return errors;
}
