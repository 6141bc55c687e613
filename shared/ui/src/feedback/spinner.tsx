import { cx } from '../lib/cx';
import styles from './spinner.module.css';
import { useLingui } from '@lingui/react/macro';

export type SpinnerProps = {
  /** Accessible label; also shown beside the ring when `showLabel` is set. */
  label?: string;
  showLabel?: boolean;
  size?: number;
  className?: string;
};

/** An animated ring announced as a status ("Loading..."). */
export function Spinner({ label: given, showLabel = false, size = 24, className }: SpinnerProps) {
  const { t } = useLingui();
  const label = given ?? t`Loading...`;
  return (
    <span role="status" aria-label={label} className={cx(styles.spinner, className)}>
      <span className={styles.ring} style={{ width: size, height: size }} aria-hidden="true" />
      <span className={showLabel ? undefined : 'sr-only'}>{label}</span>
    </span>
  );
}
