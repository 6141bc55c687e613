import { lazy, Suspense, useRef } from 'react';
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

export interface ImportControlsProps {
  onImported: (done: Undo) => void;
}

/**
 * Choose a file, watch it being read, check the preview, then import: Reelist's own JSON or CSV (
 * plus a preview), or another service's export (Letterboxd, IMDb, Trakt, ...), matched to the catalogue first.
 */
export function ImportControls({ onImported }: ImportControlsProps) {
  const input = useRef<HTMLInputElement>(null);
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
  return (
    <div className={styles.group}>
      <h3 className={styles.groupTitle}>Import</h3>
      <p className={styles.hint}>
        A JSON or CSV file exported from Reelist, or your history from Letterboxd, IMDb, Trakt, TMDB, Netflix, Movary,
        Watcharr, Yamtrack or Ryot (ZIP, CSV or JSON). Nothing leaves your browser.
      </p>
      <input
        ref={input}
        type="file"
        accept=".json,.csv,.zip,application/json,text/csv,application/zip"
        className="sr-only"
        aria-label="Import watchlist file"
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
        Import file
      </Button>
      {state.phase === 'reading' && (
        <div className={styles.reading}>
          <span>Reading {state.fileName}…</span>
          <ProgressBar label="Import progress" value={state.progress} />
          <Button size="sm" variant="secondary" onClick={cancelReading}>
            Cancel
          </Button>
        </div>
      )}
      {state.phase === 'matching' && (
        <div className={styles.reading}>
          <span>
            Matching titles to the catalogue… {state.done} of {state.total}
          </span>
          <ProgressBar label="Import progress" value={state.total ? state.done / state.total : 0} />
          <div className={styles.previewActions}>
            <Button size="sm" variant="secondary" onClick={skipMatching}>
              Skip matching
            </Button>
            <Button size="sm" variant="secondary" onClick={cancel}>
              Cancel
            </Button>
          </div>
        </div>
      )}
      {history.state.phase === 'matching' && (
        <div className={styles.reading}>
          <span>
            Matching {history.state.sourceName} titles to the catalogue: {history.state.done} of {history.state.total}
          </span>
          <ProgressBar
            label="Import progress"
            value={history.state.total ? history.state.done / history.state.total : 0}
          />
          <Button size="sm" variant="secondary" onClick={history.cancel}>
            Cancel
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
        <Suspense fallback={<ProgressBar label="Import progress" value={1} />}>
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
