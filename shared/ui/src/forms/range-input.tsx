import { useId } from 'react';
import { cx } from '../lib/cx';
import styles from './field.module.css';

export type RangeInputProps = {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  onChange: (value: number) => void;
  /** How the current value is shown and announced (e.g. `v => v.toFixed(1)`). */
  formatValue?: (value: number) => string;
  disabled?: boolean;
  className?: string;
};

/** A labelled native range slider that shows its current value. */
export function RangeInput({
  label,
  value,
  min,
  max,
  step = 1,
  onChange,
  formatValue = String,
  disabled,
  className,
}: RangeInputProps) {
  const id = useId();
  const text = formatValue(value);
  return (
    <div className={cx(styles.field, className)}>
      <span className={styles.row}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        <output htmlFor={id} className={styles.value}>
          {text}
        </output>
      </span>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={text}
        disabled={disabled}
        className={styles.range}
        onChange={(event) => onChange(Number(event.target.value))}
      />
    </div>
  );
}
