import { Fragment, useEffect, useId, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import type { Review } from '@reelist/contracts';
import { formatNumber } from '@reelist/domain';
import { Button, StarRating } from '@reelist/ui';
import styles from './reviews.module.css';
import { REVIEW_CONTENT_MAX, REVIEW_DEFAULT_RATING } from '../../lib/constants';
import { validateReview } from './validate-review';
import type { ReviewInput } from './validate-review';

export interface ReviewFormProps {
  /** The review being edited; absent for a new one. */
  editing?: Review;
  /** The visitor's rating of the title, the stars the form starts from (0 when none: then 5, the spec's default). */
  myRating: number;
  /** Why the last submit could not be stored (storage full), shown with the form kept as typed. */
  saveError?: string;
  onSubmit: (input: ReviewInput) => void;
  onCancel: () => void;
}

/**
 * Add or edit a review: optional title, required content, 1-5 stars starting from the visitor's rating of the title
 * (5 only when there is none). It takes focus when it opens, on its first field.
 */
export function ReviewForm({ editing, myRating, saveError = '', onSubmit, onCancel }: ReviewFormProps) {
  const [title, setTitle] = useState(editing?.title ?? '');
  const [content, setContent] = useState(editing?.content ?? '');
  const [rating, setRating] = useState(myRating || editing?.rating || REVIEW_DEFAULT_RATING);
  // The input last refused: its problems are worked out on each render, so they read in the current language.
  const [refused, setRefused] = useState<ReviewInput | null>(null);
  const errors = refused ? validateReview(refused) : [];
  const { t } = useLingui();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    // The rating's tab stop (its checked star) is the form's first field. Then the whole form comes into view, its
    // heading clear of the sticky header (scroll-margin-top), where the button that opened it was.
    form.current?.querySelector<HTMLElement>('[role="radio"][tabindex="0"]')?.focus({ preventScroll: true });
    form.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input: ReviewInput = { title, content, rating };
    const problems = validateReview(input);
    setRefused(problems.length > 0 ? input : null);
    if (problems.length === 0) onSubmit(input);
  };

  const heading = editing ? t`Edit Your Review` : t`Write a Review`;
  const length = formatNumber(content.length);
  const max = formatNumber(REVIEW_CONTENT_MAX);
  return (
    <form ref={form} className={styles.form} onSubmit={submit} aria-labelledby={`${id}-heading`} noValidate>
      <h3 id={`${id}-heading`} className={styles.formHeading}>
        {heading}
      </h3>
      <div className={styles.field}>
        <span className={styles.label}>
          <Trans>Rating</Trans>
        </span>
        <StarRating value={rating} onChange={setRating} label={t`Review rating`} size={24} />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-title`} className={styles.label}>
          <Trans>Title (optional)</Trans>
        </label>
        <input
          id={`${id}-title`}
          className={styles.input}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          maxLength={200}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-content`} className={styles.label}>
          <Trans>Your review</Trans>
        </label>
        <textarea
          id={`${id}-content`}
          className={styles.input}
          value={content}
          onChange={(e) => setContent(e.target.value)}
          rows={5}
          required
          maxLength={REVIEW_CONTENT_MAX}
          aria-invalid={errors.length > 0}
          aria-describedby={errors.length > 0 ? `${id}-count ${id}-errors` : `${id}-count`}
        />
        <span id={`${id}-count`} className={styles.counter}>
          {t`${length} / ${max} characters`}
        </span>
      </div>
      {errors.length > 0 && (
        <p id={`${id}-errors`} role="alert" className={styles.formError}>
          {errors.map((error, i) => (
            <Fragment key={error}>
              {i > 0 && <br />}
              {error}
            </Fragment>
          ))}
        </p>
      )}
      {errors.length === 0 && saveError && (
        <p role="alert" className={styles.formError}>
          {saveError}
        </p>
      )}
      <div className={styles.formActions}>
        <Button type="submit">{editing ? t`Update Review` : t`Submit Review`}</Button>
        <Button variant="ghost" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
