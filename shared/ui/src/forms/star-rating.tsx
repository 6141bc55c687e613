import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { Icon } from '../icons/icon';
import { cx } from '../lib/cx';
import * as icons from '../icons/icon-paths';
import styles from './star-rating.module.css';

export type StarRatingProps = {
  /** Current rating, 0 (none) to max. */
  value: number;
  /** Makes it an interactive radio group; without it the stars are a read-only image. */
  onChange?: (value: number) => void;
  max?: number;
  /** Accessible name, e.g. 'Your rating'. */
  label: string;
  size?: number;
  className?: string;
};

const starLabel = (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`;

/** Stars for a 1-5 rating: keyboard-operable radios (arrows, Home, End) or a labelled read-only display. */
export function StarRating({ value, onChange, max = 5, label, size = 20, className }: StarRatingProps) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const shown = Math.max(0, Math.min(max, Math.round(value)));
  const stars = Array.from({ length: max }, (_, i) => i + 1);

  if (!onChange) {
    return (
      <span role="img" aria-label={`${label}: ${shown} out of ${max} stars`} className={cx(styles.stars, className)}>
        {stars.map((n) => (
          <Icon
            key={n}
            icon={n <= shown ? icons.starFilled : icons.star}
            size={size}
            className={cx(n > shown && styles.empty)}
          />
        ))}
      </span>
    );
  }

  const select = (next: number) => {
    const clamped = Math.max(1, Math.min(max, next));
    refs.current[clamped - 1]?.focus();
    if (clamped !== value) onChange(clamped);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const current = shown || 1;
    const next = {
      ArrowRight: current + 1,
      ArrowUp: current + 1,
      ArrowLeft: current - 1,
      ArrowDown: current - 1,
      Home: 1,
      End: max,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  return (
    <div role="radiogroup" aria-label={label} className={cx(styles.stars, className)} onKeyDown={onKeyDown}>
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
          // One tab stop for the group: the checked star, or the first when none is.
          tabIndex={n === (shown || 1) ? 0 : -1}
          className={cx(styles.star, n > shown && styles.empty)}
          onClick={() => select(n)}
        >
          <Icon icon={n <= shown ? icons.starFilled : icons.star} size={size} />
        </button>
      ))}
    </div>
  );
}
