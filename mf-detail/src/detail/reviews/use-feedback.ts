import { useCallback, useEffect, useMemo, useState } from 'react';
import { STORAGE_KEYS, titleIdentity } from '@reelist/contracts';
import type { MediaType, Rating, RatingStats, Review } from '@reelist/contracts';
import { readRatings, readReviews, watchExternalChanges, writeRatings, writeReviews } from '@reelist/storage';
import { CURRENT_USER } from '../constants';
import { ratingStats, upsertRating } from './ratings';
import {
  createReview,
  deleteReview,
  editReview,
  markReviewHelpful,
  setReviewReported,
  sortReviews,
} from './review-ops';
import type { ReviewInput } from './validate-review';

export interface FeedbackApi {
  reviews: Review[];
  stats: RatingStats;
  /** This browser's star rating of the title, 0 when not rated yet. */
  myRating: number;
  rate: (stars: number) => void;
  addReview: (input: ReviewInput) => void;
  updateReview: (id: string, input: ReviewInput) => void;
  removeReview: (id: string) => void;
  markHelpful: (id: string) => void;
  setReported: (id: string, reported: boolean) => void;
}

const newId = (): string =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * The local reviews and star ratings of one title, stored per `{mediaType}_{id}`. Every edit re-reads storage
 * first, so another tab's review of the same title is kept; other tabs' edits show up live.
 */
export function useFeedback(mediaType: MediaType, id: number): FeedbackApi {
  const key = titleIdentity(mediaType, id);
  const [reviews, setReviews] = useState<Review[]>(() => readReviews(key));
  const [ratings, setRatings] = useState<Rating[]>(() => readRatings(key));

  useEffect(() => {
    const subscriptions = [
      watchExternalChanges(STORAGE_KEYS.reviews).subscribe(() => setReviews(readReviews(key))),
      watchExternalChanges(STORAGE_KEYS.ratings).subscribe(() => setRatings(readRatings(key))),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [key]);

  // A failed write keeps the change on screen (storage logs it), like the watchlist does.
  const changeReviews = useCallback(
    (change: (list: Review[]) => Review[]) => {
      const next = change(readReviews(key));
      writeReviews(key, next);
      setReviews(next);
    },
    [key],
  );

  const rate = useCallback(
    (stars: number) => {
      const next = upsertRating(readRatings(key), CURRENT_USER, stars, new Date());
      writeRatings(key, next);
      setRatings(next);
    },
    [key],
  );

  return useMemo(
    () => ({
      reviews: sortReviews(reviews),
      stats: ratingStats(ratings),
      myRating: ratings.find((rating) => rating.user === CURRENT_USER)?.rating ?? 0,
      rate,
      addReview: (input) =>
        changeReviews((list) => [
          ...list,
          createReview(input, { id: newId(), movieId: id, mediaType, author: CURRENT_USER, now: new Date() }),
        ]),
      updateReview: (reviewId, input) => changeReviews((list) => editReview(list, reviewId, input, new Date())),
      removeReview: (reviewId) => changeReviews((list) => deleteReview(list, reviewId)),
      markHelpful: (reviewId) => changeReviews((list) => markReviewHelpful(list, reviewId)),
      setReported: (reviewId, reported) => changeReviews((list) => setReviewReported(list, reviewId, reported)),
    }),
    [reviews, ratings, rate, changeReviews, id, mediaType],
  );
}
