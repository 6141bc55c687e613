import { useEffect, useRef, useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MediaType } from '@reelist/contracts';
import { Button, icons } from '@reelist/ui';
import { REVIEW_SAVE_FAILED } from '../../lib/constants';
import { RatingSummary } from './rating-summary';
import { ReviewForm } from './review-form';
import { ReviewItem } from './review-item';
import { useFeedback } from './use-feedback';
import styles from './reviews.module.css';
import type { ReviewInput } from './validate-review';

export interface ReviewsSectionProps {
  mediaType: MediaType;
  id: number;
}

/** closed -> open (new or edit) -> submitted or cancelled. */
type FormState = { mode: 'closed' } | { mode: 'new' } | { mode: 'edit'; reviewId: string };

/** The question Delete asks, in English as the spec words it; the visitor reads it in their language. */
export const DELETE_CONFIRMATION = 'Are you sure you want to delete this review?';

// What the status line says after a change; kept as the change, so the text follows the language.
const NOTICES = {
  updated: msg`Review updated`,
  submitted: msg`Review submitted`,
  deleted: msg`Review deleted`,
};

type SaveFailure = keyof typeof REVIEW_SAVE_FAILED;

/** Local star ratings and reviews of this title. */
export function ReviewsSection({ mediaType, id }: ReviewsSectionProps) {
  const { t, i18n } = useLingui();
  const feedback = useFeedback(mediaType, id);
  const [form, setForm] = useState<FormState>({ mode: 'closed' });
  const [notice, setNotice] = useState<keyof typeof NOTICES | null>(null);
  const [saveFailure, setSaveFailure] = useState<SaveFailure | null>(null);
  const editing = form.mode === 'edit' ? feedback.reviews.find((r) => r.id === form.reviewId) : undefined;
  // Where focus goes back when the form is closed (Cancel, or a stored review): the button that opened it. Write a
  // Review is shown again only once the form has closed, so the focus moves after that render.
  const writeButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (form.mode !== 'closed' || !refocus.current) return;
    refocus.current = false;
    (opener.current?.isConnected ? opener.current : writeButton.current)?.focus();
  }, [form.mode]);

  const close = () => {
    refocus.current = true;
    setForm({ mode: 'closed' });
  };

  const submit = (input: ReviewInput) => {
    const result = form.mode === 'edit' ? feedback.updateReview(form.reviewId, input) : feedback.addReview(input);
    if (!result.ok) {
      // No success message for a review that was not stored: the form stays open with what was typed.
      setSaveFailure(result.reason);
      return;
    }
    setSaveFailure(null);
    setNotice(form.mode === 'edit' ? 'updated' : 'submitted');
    close();
  };

  const remove = (reviewId: string) => {
    if (!window.confirm(t`Are you sure you want to delete this review?`)) return;
    feedback.removeReview(reviewId);
    if (form.mode === 'edit' && form.reviewId === reviewId) setForm({ mode: 'closed' });
    setNotice('deleted');
  };

  return (
    <section aria-labelledby="detail-reviews" className={styles.section}>
      <div className={styles.sectionHead}>
        <h2 id="detail-reviews" className={styles.heading}>
          <Trans>Ratings and Reviews</Trans>
        </h2>
        {form.mode === 'closed' && (
          <Button
            ref={writeButton}
            icon={icons.plus}
            onClick={() => {
              setNotice(null);
              setSaveFailure(null);
              opener.current = null;
              setForm({ mode: 'new' });
            }}
          >
            <Trans>Write a Review</Trans>
          </Button>
        )}
      </div>
      {/* The form opens where Write a Review was, above the summary (on a phone the summary is a screen tall). */}
      {form.mode !== 'closed' && (
        <ReviewForm
          key={form.mode === 'edit' ? form.reviewId : 'new'}
          editing={editing}
          myRating={feedback.myRating}
          saveError={saveFailure ? i18n._(REVIEW_SAVE_FAILED[saveFailure]) : ''}
          onSubmit={submit}
          onCancel={() => {
            setSaveFailure(null);
            close();
          }}
        />
      )}
      <RatingSummary stats={feedback.stats} myRating={feedback.myRating} onRate={feedback.rate} />
      <p role="status" className={styles.notice}>
        {notice && i18n._(NOTICES[notice])}
      </p>
      {feedback.reviews.length === 0 ? (
        <p className={styles.muted}>
          <Trans>No reviews yet. Be the first to share your thoughts.</Trans>
        </p>
      ) : (
        <ul className={styles.reviews} aria-label={t`Reviews`}>
          {feedback.reviews.map((review) => (
            <ReviewItem
              key={review.id}
              review={review}
              myRating={feedback.myRating}
              onEdit={(event) => {
                setNotice(null);
                opener.current = event.currentTarget;
                setForm({ mode: 'edit', reviewId: review.id });
              }}
              onDelete={() => remove(review.id)}
              onHelpful={() => feedback.markHelpful(review.id)}
              onReport={(reported) => feedback.setReported(review.id, reported)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
