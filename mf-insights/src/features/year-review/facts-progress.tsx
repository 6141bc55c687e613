import { Button } from '@reelist/ui';
import type { TitleFactsState } from '../../lib/title-facts/use-title-facts';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '@reelist/domain';
import { countTitles } from '../../lib/counts';
import styles from './year-review.module.css';

/** While credits and runtimes are fetched: how far along; after a failure: why, and a way to go on. */
export function FactsProgress({
  progress,
  error,
  onResume,
}: Pick<TitleFactsState, 'progress' | 'error'> & { onResume: () => void }) {
  const { t } = useLingui();
  if (progress) {
    const done = formatNumber(progress.done);
    const titles = countTitles(progress.total);
    return (
      <div className={styles.progress} role="status">
        <span>{t`Fetching credits and runtimes: ${done} of ${titles}`}</span>
        <progress max={progress.total} value={progress.done} aria-label={t`Credits fetched`} />
        <span className={styles.muted}>
          <Trans>Each title is fetched once and kept; leaving the page resumes later.</Trans>
        </span>
      </div>
    );
  }
  if (error) {
    return (
      <div className={styles.progress} role="alert">
        <span>
          <Trans>Some credits could not be fetched: {error}. The figures below leave those titles out.</Trans>
        </span>

        <Button variant="secondary" size="sm" onClick={onResume}>
          <Trans>Resume fetching</Trans>
        </Button>
      </div>
    );
  }
  return null;
}
