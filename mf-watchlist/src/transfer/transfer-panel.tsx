import type { Undo } from '../watchlist/undo-banner';
import { ExportControls } from './export-controls';
import { ImportControls } from './import-controls';
import styles from './transfer.module.css';

export interface TransferPanelProps {
  id: string;
  onImported: (done: Undo) => void;
  /** With an empty watchlist there is nothing to export, but a backup can still be imported. */
  importOnly?: boolean;
}

/** The export/share panel: export (CSV, JSON, PDF) and import (JSON, CSV) of spec sections 5 and 7. */
export function TransferPanel({ id, onImported, importOnly = false }: TransferPanelProps) {
  return (
    <section id={id} className={styles.panel} aria-label={importOnly ? 'Import' : 'Export and import'}>
      {!importOnly && <ExportControls />}
      <ImportControls onImported={onImported} />
    </section>
  );
}
