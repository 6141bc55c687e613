import { useRef } from 'react';
import type { WatchlistItem } from '@reelist/contracts';
import { Button, icons } from '@reelist/ui';
import { ImportPreview } from './import-preview';
import { ProgressBar } from './progress-bar';
import { useImport } from './use-import';
import styles from './transfer.module.css';

export interface ImportControlsProps {
  onImported: (previous: WatchlistItem[], message: string) => void;
}

/** Choose a JSON or CSV file, watch it being read, check the preview, then import (section 5 plus a preview). */
export function ImportControls({ onImported }: ImportControlsProps) {
  const input = useRef<HTMLInputElement>(null);
  const { state, choose, confirm, cancel } = useImport(onImported);
  return (
    <div className={styles.group}>
      <h3 className={styles.groupTitle}>Import</h3>
      <p className={styles.hint}>A JSON or CSV file exported from Reelist (up to 20 MB).</p>
      <input
        ref={input}
        type="file"
        accept=".json,.csv,application/json,text/csv"
        className="sr-only"
        aria-label="Import watchlist file"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) choose(file);
        }}
      />
      <Button
        variant="secondary"
        icon={icons.upload}
        disabled={state.phase === 'reading'}
        onClick={() => input.current?.click()}
      >
        Import file
      </Button>
      {state.phase === 'reading' && (
        <div className={styles.reading}>
          <span>Reading {state.fileName}…</span>
          <ProgressBar label="Import progress" value={state.progress} />
        </div>
      )}
      {state.phase === 'error' && (
        <p className={styles.error} role="alert">
          {state.message}
        </p>
      )}
      {state.phase === 'preview' && (
        <ImportPreview fileName={state.fileName} plan={state.plan} onConfirm={confirm} onCancel={cancel} />
      )}
    </div>
  );
}
