import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { titleIdentity } from '@reelist/contracts';
import type { MediaType, Rating, RatingStats, Review } from '@reelist/contracts';
import { ratingsStore, reviewsStore, visitorRating } from '@reelist/storage';
import type { WriteResult } from '@reelist/storage';
import { CURRENT_USER } from '../../lib/constants';
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
  /** This browser's star rating of the title (the visitor's one rating, halves kept), 0 when not rated yet. */
  myRating: number;
  rate: (stars: number) => void;
  /**
   * Stores a new review; on a failed write nothing changes and the result says why (the form reports it). A stored
   * review's stars become the visitor's rating, so the review and "Your rating" never disagree.
   */
  addReview: (input: ReviewInput) => WriteResult;
  updateReview: (id: string, input: ReviewInput) => WriteResult;
  removeReview: (id: string) => void;
  markHelpful: (id: string) => void;
  setReported: (id: string, reported: boolean) => void;
}

const newId = (): string =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

const NONE: never[] = [];

/**
 * The local reviews and star ratings of one title, from their stores (kept per `titleIdentity`). Every edit applies
 * to the stored list, so another tab's review of the same title is kept; other tabs' edits show up live.
 */
export function useFeedback(mediaType: MediaType, id: number): FeedbackApi {
  const key = titleIdentity(mediaType, id);
  const ownReviews = () => reviewsStore.getSnapshot()[key] ?? NONE;
  const ownRatings = () => ratingsStore.getSnapshot()[key] ?? NONE;
  // The same read on a server (whose stores are empty) as in the browser, so its page can be taken over.
  const reviews: Review[] = useSyncExternalStore(reviewsStore.subscribe, ownReviews, ownReviews);
  const ratings: Rating[] = useSyncExternalStore(ratingsStore.subscribe, ownRatings, ownRatings);

  // A failed write keeps the change on screen (storage announces it for the shell's toast), like the watchlist.
  const changeReviews = useCallback(
    (change: (list: readonly Review[]) => Review[]) => void reviewsStore.updateTitle(key, change),
    [key],
  );
  // A review typed in the form: its failure is reported there, and the text stays in the form, not in memory.
  const saveFromForm = useCallback(
    (change: (list: readonly Review[]) => Review[]) =>
      reviewsStore.updateTitle(key, change, { reportedOnScreen: true }),
    [key],
  );

  // The visitor's own reviews carry the one rating too, so an export or a backup of them says what Detail says.
  const rate = useCallback(
    (stars: number) => {
      void ratingsStore.updateTitle(key, (list) => upsertRating(list, CURRENT_USER, stars, new Date()));
      const mine = (review: Review) => review.author === CURRENT_USER;
      if (reviewsStore.getSnapshot()[key]?.some((review) => mine(review) && review.rating !== stars))
        changeReviews((list) => list.map((review) => (mine(review) ? { ...review, rating: stars } : review)));
    },
    [key, changeReviews],
  );

  // A stored review's stars are the visitor's rating of the title; an unchanged rating is not written again.
  const rateFrom = useCallback(
    (input: ReviewInput, saved: WriteResult): WriteResult => {
      const stars = input.rating;
      const current = visitorRating(ratingsStore.getSnapshot()[key]);
      if (saved.ok && stars !== undefined && stars !== current) rate(stars);
      return saved;
    },
    [key, rate],
  );

  return useMemo(
    () => ({
      reviews: sortReviews(reviews),
      stats: ratingStats(ratings),
      myRating: visitorRating(ratings) ?? 0,
      rate,
      addReview: (input) =>
        rateFrom(
          input,
          saveFromForm((list) => [
            ...list,
            createReview(input, { id: newId(), movieId: id, mediaType, author: CURRENT_USER, now: new Date() }),
          ]),
        ),
      updateReview: (reviewId, input) =>
        rateFrom(
          input,
          saveFromForm((list) => editReview(list, reviewId, input, new Date())),
        ),
      removeReview: (reviewId) => changeReviews((list) => deleteReview(list, reviewId)),
      markHelpful: (reviewId) => changeReviews((list) => markReviewHelpful(list, reviewId)),
      setReported: (reviewId, reported) => changeReviews((list) => setReviewReported(list, reviewId, reported)),
    }),
    [reviews, ratings, rate, rateFrom, changeReviews, saveFromForm, id, mediaType],
  );
}
