import type { MediaType, Review } from '@reelist/contracts';
import type { ReviewInput } from './validate-review';
import { CURRENT_USER, REVIEW_DEFAULT_RATING } from '../../lib/constants';

export interface NewReviewContext {
  id: string;
  movieId: number;
  mediaType: MediaType;
  author: string;
  now: Date;
}

const cleanTitle = (title: string | undefined): string | undefined => title?.trim() || undefined;

/** A new local review from valid form input (call validateReview first); helpful 0, not reported. */
export function createReview(input: ReviewInput, context: NewReviewContext): Review {
  const at = context.now.toISOString();
  const review: Review = {
    id: context.id,
    movieId: context.movieId,
    mediaType: context.mediaType,
    rating: input.rating ?? REVIEW_DEFAULT_RATING,
    content: input.content.trim(),
    author: context.author,
    createdAt: at,
    updatedAt: at,
    helpful: 0,
    reported: false,
  };
  const title = cleanTitle(input.title);
  return title ? { ...review, title } : review;
}

/** Replaces title, content and rating of one review and refreshes updatedAt; the rest is kept. */
export function editReview(list: readonly Review[], id: string, input: ReviewInput, now: Date): Review[] {
  return list.map((review) => {
    if (review.id !== id) return review;
    const { title: _old, ...rest } = review;
    const title = cleanTitle(input.title);
    const edited: Review = {
      ...rest,
      rating: input.rating ?? review.rating,
      content: input.content.trim(),
      updatedAt: now.toISOString(),
    };
    return title ? { ...edited, title } : edited;
  });
}

export const deleteReview = (list: readonly Review[], id: string): Review[] => list.filter((r) => r.id !== id);

/** One more 'helpful' vote for a review. */
export const markReviewHelpful = (list: readonly Review[], id: string): Review[] =>
  list.map((review) => (review.id === id ? { ...review, helpful: review.helpful + 1 } : review));

/** Sets or clears the report flag of a review. */
export const setReviewReported = (list: readonly Review[], id: string, reported: boolean): Review[] =>
  list.map((review) => (review.id === id ? { ...review, reported } : review));

/** Only the fixed current-user placeholder's reviews (this browser's) can be edited or deleted. */
export const canEditReview = (review: Pick<Review, 'author'>, user: string = CURRENT_USER): boolean =>
  review.author === user;

/** Newest first by creation time. */
export const sortReviews = (list: readonly Review[]): Review[] =>
  [...list].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
