import { Button } from '@reelist/ui';
import type { TitleFactsState } from '../../lib/title-facts/use-title-facts';
import { plural } from './describe';
import styles from './year-review.module.css';

/** While credits and runtimes are fetched: how far along; after a failure: why, and a way to go on. */
export function FactsProgress({
  progress,
  error,
  onResume,
}: Pick<TitleFactsState, 'progress' | 'error'> & { onResume: () => void }) {
  if (progress) {
    return (
      <div className={styles.progress} role="status">
        <span>
          Fetching credits and runtimes: {progress.done.toLocaleString('en-US')} of {plural(progress.total, 'title')}
        </span>
        <progress max={progress.total} value={progress.done} aria-label="Credits fetched" />
        <span className={styles.muted}>Each title is fetched once and kept; leaving the page resumes later.</span>
      </div>
    );
  }
  if (error) {
    return (
      <div className={styles.progress} role="alert">
        <span>Some credits could not be fetched: {error}. The figures below leave those titles out.</span>
        <Button variant="secondary" size="sm" onClick={onResume}>
          Resume fetching
        </Button>
      </div>
    );
  }
  return null;
}
