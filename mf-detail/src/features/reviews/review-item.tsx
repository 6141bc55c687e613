import type { MouseEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Review } from '@reelist/contracts';
import { formatDate, formatNumber } from '@reelist/domain';
import { Badge, Button, icons, StarRating } from '@reelist/ui';
import styles from './reviews.module.css';
import { canEditReview } from './review-ops';

export interface ReviewItemProps {
  review: Review;
  /** The visitor's rating of the title (0 when none): the stars of the visitor's own review. */
  myRating: number;
  onEdit: (event: MouseEvent<HTMLButtonElement>) => void;
  onDelete: () => void;
  onHelpful: () => void;
  onReport: (reported: boolean) => void;
}

/**
 * One review. Only this browser's reviews (the current-user placeholder) offer Edit and Delete, and show the
 * visitor's one rating of the title: re-rating the title changes their stars too, so the two never disagree.
 */
export function ReviewItem({ review, myRating, onEdit, onDelete, onHelpful, onReport }: ReviewItemProps) {
  const { t } = useLingui();
  const mine = canEditReview(review);
  const author = mine ? t`You` : review.author;
  const date = formatDate(review.createdAt);
  const helpful = formatNumber(review.helpful);
  const stars = mine && myRating ? myRating : review.rating;
  const edited = review.updatedAt !== review.createdAt;
  return (
    <li className={styles.review}>
      <div className={styles.reviewHead}>
        <StarRating value={stars} label={t`Rating`} size={16} />
        {review.title && <h3 className={styles.reviewTitle}>{review.title}</h3>}
        {review.reported && (
          <Badge tone="warning">
            <Trans>Reported</Trans>
          </Badge>
        )}
      </div>
      <p className={styles.byline}>{edited ? t`${author} · ${date} (edited)` : `${author} · ${date}`}</p>
      <p className={styles.content}>{review.content}</p>
      <div className={styles.reviewActions}>
        <Button variant="ghost" size="sm" icon={icons.check} onClick={onHelpful}>
          <Trans>Helpful ({helpful})</Trans>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          icon={icons.alert}
          aria-pressed={review.reported}
          onClick={() => onReport(!review.reported)}
        >
          {review.reported ? t`Reported` : t`Report`}
        </Button>
        {mine && (
          <>
            <Button variant="secondary" size="sm" onClick={onEdit}>
              <Trans>Edit</Trans>
            </Button>
            <Button variant="danger" size="sm" icon={icons.trash} onClick={onDelete}>
              <Trans>Delete</Trans>
            </Button>
          </>
        )}
      </div>
    </li>
  );
}
