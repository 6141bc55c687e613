import { Icon } from '../icons/icon';
import { cx } from '../lib/cx';
import * as icons from '../icons/icon-paths';
import styles from './rating-badge.module.css';

export type RatingBadgeProps = {
  /** A 0-10 vote average; missing or not a number shows 'N/A'. */
  value: number | null | undefined;
  /** Prefix read by screen readers before the number. */
  label?: string;
  className?: string;
};

/** Formats a vote average to one decimal, or 'N/A'. */
export function formatRating(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? value.toFixed(1) : 'N/A';
}

/** A compact ★ 7.8 chip. */
export function RatingBadge({ value, label = 'Rating', className }: RatingBadgeProps) {
  return (
    <span className={cx(styles.badge, className)}>
      <Icon icon={icons.starFilled} size={12} />
      <span className="sr-only">{label}: </span>
      <span>{formatRating(value)}</span>
    </span>
  );
}
