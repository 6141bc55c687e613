import type { CSSProperties } from 'react';
import { cx } from '../lib/cx';
import styles from './skeleton.module.css';

export type SkeletonProps = {
  variant?: 'box' | 'text' | 'circle';
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** For `text`: how many lines to draw. */
  lines?: number;
  /** Keeps the box's shape (e.g. '2 / 3' for posters) so the real content causes no layout shift. */
  aspectRatio?: CSSProperties['aspectRatio'];
  className?: string;
  /** No shimmer of its own: for pieces of a larger placeholder that animates as one (e.g. a card). */
  still?: boolean;
};

/** A shimmering placeholder. Hidden from assistive tech: pair it with a Spinner or aria-busy on the region. */
export function Skeleton(props: SkeletonProps) {
  const { variant = 'box', width, height, lines = 1, aspectRatio, className, still = false } = props;
  const style: CSSProperties = { width, height, aspectRatio };
  if (variant === 'text' && lines > 1) {
    return (
      <span className={cx(styles.lines, className)} style={{ width }} aria-hidden="true" data-skeleton="">
        {Array.from({ length: lines }, (_, i) => (
          <span key={i} className={cx(styles.skeleton, styles.text, still && styles.still)} />
        ))}
      </span>
    );
  }
  return (
    <span
      className={cx(styles.skeleton, styles[variant], still && styles.still, className)}
      style={style}
      aria-hidden="true"
      data-skeleton=""
    />
  );
}
