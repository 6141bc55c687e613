import { useId } from 'react';
import { cx } from '../lib/cx';
import styles from './field.module.css';

export type SelectOption<V extends string = string> = { value: V; label: string };

export type SelectProps<V extends string = string> = {
  label: string;
  value: V;
  options: readonly SelectOption<V>[];
  onChange: (value: V) => void;
  /** Keep the label for screen readers only (e.g. a toolbar sort select). */
  hideLabel?: boolean;
  disabled?: boolean;
  name?: string;
  className?: string;
};

/** A native select with a real label; it only ever reports values from its options. */
export function Select<V extends string>({
  label,
  value,
  options,
  onChange,
  hideLabel = false,
  disabled,
  name,
  className,
}: SelectProps<V>) {
  const id = useId();
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : styles.label}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        disabled={disabled}
        className={styles.control}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
