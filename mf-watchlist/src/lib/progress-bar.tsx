import styles from './transfer.module.css';

/** A determinate progress bar (0..1) with an accessible name and value. */
export function ProgressBar({ label, value }: { label: string; value: number }) {
  const percent = Math.round(Math.max(0, Math.min(1, value)) * 100);
  return (
    <div
      className={styles.progress}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <span className={styles.progressFill} style={{ width: `${percent}%` }} />
    </div>
  );
}
