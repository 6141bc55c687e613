import { useState } from 'react';
import type { ExportFormat } from '@reelist/contracts';
import { usePreferences, useWatchlist } from '@reelist/state';
import { Button, icons, Select } from '@reelist/ui';
import { EXPORT_MESSAGES } from './export-messages';
import { runExport } from './run-export';
import styles from '../../lib/transfer.module.css';

const FORMATS: ReadonlyArray<{ value: ExportFormat; label: string }> = [
  { value: 'csv', label: 'CSV' },
  { value: 'json', label: 'JSON' },
  { value: 'pdf', label: 'PDF' },
];

/** Export the whole watchlist as CSV, JSON or PDF; the format starts at the preference's export format. */
export function ExportControls() {
  const { items } = useWatchlist();
  const [format, setFormat] = useState<ExportFormat>(usePreferences().preferences.exportFormat);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);

  const onExport = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const fileName = await runExport(items, format, new Date());
      setMessage({ text: `Downloaded ${fileName}`, error: false });
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      if (text === EXPORT_MESSAGES.noData) window.alert(EXPORT_MESSAGES.emptyAlert);
      setMessage({ text, error: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.group}>
      <h3 className={styles.groupTitle}>Export</h3>
      <div className={styles.row}>
        <Select label="Export format" value={format} options={FORMATS} onChange={setFormat} />
        <Button icon={icons.download} onClick={() => void onExport()} disabled={busy} aria-busy={busy}>
          {busy ? 'Exporting...' : 'Export'}
        </Button>
      </div>
      {message && (
        <p className={message.error ? styles.error : styles.success} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
    </div>
  );
}
