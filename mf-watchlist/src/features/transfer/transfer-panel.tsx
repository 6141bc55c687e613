import { Suspense } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { WatchlistFilter } from '@reelist/contracts';
import { Skeleton } from '@reelist/ui';
import type { Undo } from '../../lib/undo-banner';
import { ExportControls } from '../export';
import { SharePanel } from '../share';
import { ImportControls } from './import-controls';
import styles from '../../lib/transfer.module.css';

export interface TransferPanelProps {
  id: string;
  onImported: (done: Undo) => void;
  /** With an empty watchlist there is nothing to export, but a backup can still be imported. */
  importOnly?: boolean;
  /** The watchlist's filter: the list the share link starts with. */
  filter?: WatchlistFilter;
}

/** The export/share panel: export (CSV, JSON, PDF), share by link and import (JSON, CSV). */
export function TransferPanel({ id, onImported, importOnly = false, filter = 'all' }: TransferPanelProps) {
  const { t } = useLingui();
  return (
    <section id={id} className={styles.panel} aria-label={importOnly ? t`Import` : t`Export, share and import`}>
      {!importOnly && <ExportControls />}
      {!importOnly && (
        <Suspense fallback={<Skeleton height={160} />}>
          <SharePanel filter={filter} />
        </Suspense>
      )}
      <ImportControls onImported={onImported} />
    </section>
  );
}
