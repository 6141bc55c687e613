import { lazy, Suspense, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '@reelist/domain';
import { Button, icons } from '@reelist/ui';
import type { Undo } from '../../lib/undo-banner';
import { useHistoryImport } from '../history';
import { useServiceRate } from '../../lib/service-rate';
import { ImportPreview } from '../import';
import { ProgressBar } from '../../lib/progress-bar';
import { useImport } from './use-import';
import styles from '../../lib/transfer.module.css';

// Shown only once another service's file is read and matched: not part of the Watchlist's first screen.
const HistoryPreview = lazy(() => import('../history').then((m) => ({ default: m.HistoryPreview })));

/** "Matching titles to the catalogue… 3 of 10"; for another service's history, with the service's name. */
function MatchingProgress(props: { source?: string; done: number; total: number }) {
  const { source } = props;
  const done = formatNumber(props.done);
  const total = formatNumber(props.total);
  return (
    <span>
      {source === undefined ? (
        <Trans>
          Matching titles to the catalogue… {done} of {total}
        </Trans>
      ) : (
        <Trans>
          Matching {source} titles to the catalogue: {done} of {total}
        </Trans>
      )}
    </span>
  );
}

export interface ImportControlsProps {
  onImported: (done: Undo) => void;
}

/**
 * Choose a file, watch it being read, check the preview, then import: Reelist's own JSON or CSV (
 * plus a preview), or another service's export (Letterboxd, IMDb, Trakt, ...), matched to the catalogue first.
 */
export function ImportControls({ onImported }: ImportControlsProps) {
  const input = useRef<HTMLInputElement>(null);
  const { t } = useLingui();
  const history = useHistoryImport(onImported);
  const ratePerSecond = useServiceRate();
  const { state, choose, confirm, cancel, skipMatching, rematch } = useImport(onImported, history.start, {
    ratePerSecond,
  });
  const busy = state.phase === 'reading' || state.phase === 'matching' || history.state.phase === 'matching';
  // Reading's Cancel stops a history import too: the file may have been handed over a moment before the click, while
  // the Reading line was still on screen.
  const cancelReading = () => {
    cancel();
    history.cancel();
  };
  const progressLabel = t`Import progress`;
  const fileName = state.phase === 'reading' ? state.fileName : '';
  return (
    <div className={styles.group}>
      <h3 className={styles.groupTitle}>
        <Trans>Import</Trans>
      </h3>
      <p className={styles.hint}>
        <Trans>
          A JSON or CSV file exported from Reelist, or your history from Letterboxd, IMDb, Trakt, TMDB, Netflix, Movary,
          Watcharr, Yamtrack or Ryot (ZIP, CSV or JSON). Nothing leaves your browser.
        </Trans>
      </p>
      <input
        ref={input}
        type="file"
        accept=".json,.csv,.zip,application/json,text/csv,application/zip"
        className="sr-only"
        aria-label={t`Import watchlist file`}
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          history.cancel();
          choose(file);
        }}
      />
      <Button variant="secondary" icon={icons.upload} disabled={busy} onClick={() => input.current?.click()}>
        <Trans>Import file</Trans>
      </Button>
      {state.phase === 'reading' && (
        <div className={styles.reading}>
          <span>
            <Trans>Reading {fileName}…</Trans>
          </span>
          <ProgressBar label={progressLabel} value={state.progress} />
          <Button size="sm" variant="secondary" onClick={cancelReading}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      )}
      {state.phase === 'matching' && (
        <div className={styles.reading}>
          <MatchingProgress done={state.done} total={state.total} />
          <ProgressBar label={progressLabel} value={state.total ? state.done / state.total : 0} />
          <div className={styles.previewActions}>
            <Button size="sm" variant="secondary" onClick={skipMatching}>
              <Trans>Skip matching</Trans>
            </Button>
            <Button size="sm" variant="secondary" onClick={cancel}>
              <Trans>Cancel</Trans>
            </Button>
          </div>
        </div>
      )}
      {history.state.phase === 'matching' && (
        <div className={styles.reading}>
          <MatchingProgress source={history.state.sourceName} done={history.state.done} total={history.state.total} />
          <ProgressBar
            label={progressLabel}
            value={history.state.total ? history.state.done / history.state.total : 0}
          />
          <Button size="sm" variant="secondary" onClick={history.cancel}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      )}
      {(state.phase === 'error' || history.state.phase === 'error') && (
        <p className={styles.error} role="alert">
          {state.phase === 'error' ? state.message : history.state.phase === 'error' ? history.state.message : ''}
        </p>
      )}
      {state.phase === 'preview' && (
        <ImportPreview
          fileName={state.fileName}
          plan={state.plan}
          onConfirm={confirm}
          onCancel={cancel}
          onRematch={rematch}
        />
      )}
      {history.state.phase === 'review' && (
        <Suspense fallback={<ProgressBar label={progressLabel} value={1} />}>
          <HistoryPreview
            review={history.state}
            onPick={history.pick}
            onConfirm={history.confirm}
            onCancel={history.cancel}
          />
        </Suspense>
      )}
    </div>
  );
}
