import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId, useRef } from 'react';
import { formatNumber } from '@reelist/domain';
import type { KeyboardEvent } from 'react';
import { Icon } from '../icons/icon';
import { cx } from '../lib/cx';
import * as icons from '../icons/icon-paths';
import styles from './star-rating.module.css';

export type StarRatingProps = {
  /** Current rating, 0 (none) to max; shown to the nearest half star. */
  value: number;
  /** Makes it an interactive radio group; without it the stars are a read-only image. */
  onChange?: (value: number) => void;
  max?: number;
  /** Accessible name, e.g. 'Your rating'. */
  label: string;
  size?: number;
  className?: string;
};

const starLabel = (n: number) => plural(n, { one: '# star', other: '# stars' });

type Fill = 'full' | 'half' | 'empty';

/** One star of a rating `shown` (in half stars): full, half (the rating's last half) or empty. */
const fillOf = (n: number, shown: number): Fill => (n <= shown ? 'full' : n - 0.5 === shown ? 'half' : 'empty');

function Star({ fill, size }: { fill: Fill; size: number }) {
  if (fill !== 'half') {
    return (
      <Icon
        icon={fill === 'full' ? icons.starFilled : icons.star}
        size={size}
        className={cx(fill === 'empty' && styles.empty)}
        data-star={fill}
      />
    );
  }
  // An empty star with a filled one over it, cut to its left half.
  return (
    <span className={styles.half} data-star="half">
      <Icon icon={icons.star} size={size} className={styles.empty} />
      <span className={styles.halfFill}>
        <Icon icon={icons.starFilled} size={size} />
      </span>
    </span>
  );
}

/**
 * Stars for a 1-5 rating: keyboard-operable radios (arrows, Home, End) or a labelled read-only display. A rating
 * with a half (an imported 4.5, see the rating scale in @reelist/storage's feedback-store) shows a half star; a
 * click or a key picks whole stars.
 */
export function StarRating({ value, onChange, max = 5, label, size = 20, className }: StarRatingProps) {
  const { t } = useLingui();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const id = useId();
  const shown = Math.max(0, Math.min(max, Math.round(value * 2) / 2));
  const stars = Array.from({ length: max }, (_, i) => i + 1);

  if (!onChange) {
    const rating = formatNumber(shown);
    const most = formatNumber(max);
    return (
      <span role="img" aria-label={t`${label}: ${rating} out of ${most} stars`} className={cx(styles.stars, className)}>
        {stars.map((n) => (
          <Star key={n} fill={fillOf(n, shown)} size={size} />
        ))}
      </span>
    );
  }

  const select = (next: number) => {
    const clamped = Math.max(1, Math.min(max, next));
    refs.current[clamped - 1]?.focus();
    if (clamped !== value) onChange(clamped);
  };

  // From a half (4.5) the arrows go to the whole stars either side (5 and 4).
  const current = shown || 1;
  const onKeyDown = (event: KeyboardEvent) => {
    const next = {
      ArrowRight: Math.floor(current) + 1,
      ArrowUp: Math.floor(current) + 1,
      ArrowLeft: Math.ceil(current) - 1,
      ArrowDown: Math.ceil(current) - 1,
      Home: 1,
      End: max,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  // No radio is checked for a half, so the group says the rating itself.
  const half = !Number.isInteger(shown);
  return (
    <div
      role="radiogroup"
      aria-label={label}
      aria-describedby={half ? `${id}-value` : undefined}
      className={cx(styles.stars, className)}
      onKeyDown={onKeyDown}
    >
      {half && (
        <span id={`${id}-value`} className="sr-only">
          {starLabel(shown)}
        </span>
      )}
      {stars.map((n) => (
        <button
          key={n}
          ref={(el) => {
            refs.current[n - 1] = el;
          }}
          type="button"
          role="radio"
          aria-checked={n === shown}
          aria-label={starLabel(n)}
          // One tab stop for the group: the star the rating ends on, or the first when there is none.
          tabIndex={n === Math.ceil(current) ? 0 : -1}
          className={styles.star}
          onClick={() => select(n)}
        >
          <Star fill={fillOf(n, shown)} size={size} />
        </button>
      ))}
    </div>
  );
}
