import { useId, useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ExportFormat } from '@reelist/contracts';
import { usePreferences, useWatchlist } from '@reelist/state';
import { Button, icons, Select } from '@reelist/ui';
import { EXPORT_MESSAGES } from './export-messages';
import { pdfInEnglish } from './pdf-data';
import { runExport } from './run-export';
import styles from '../../lib/transfer.module.css';

const FORMATS: ReadonlyArray<{ value: ExportFormat; label: string }> = [
  { value: 'csv', label: 'CSV' },
  { value: 'json', label: 'JSON' },
  { value: 'pdf', label: 'PDF' },
];

/** After a PDF export that had titles with letters its font cannot show (marked '?' in the file): says how many. */
const downloadedWithMarks = (fileName: string, titles: number): string =>
  plural(titles, {
    one: `Downloaded ${fileName}. # title has letters the PDF’s font cannot show: they are marked “?” in it. CSV and JSON keep every letter.`,
    other: `Downloaded ${fileName}. # titles have letters the PDF’s font cannot show: they are marked “?” in it. CSV and JSON keep every letter.`,
  });

/**
 * Export the whole watchlist as CSV, JSON or PDF; the format starts at the preference's export format. Where the PDF
 * cannot be written in the interface's language (Japanese, Korean: its font has no such letters), a note beside the
 * PDF choice says so before the visitor exports.
 */
export function ExportControls() {
  const { items } = useWatchlist();
  const { t } = useLingui();
  const noteId = useId();
  const [format, setFormat] = useState<ExportFormat>(usePreferences().preferences.exportFormat);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const englishPdf = format === 'pdf' && pdfInEnglish();

  const onExport = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const { fileName, undrawnTitles } = await runExport(items, format, new Date());
      const text = undrawnTitles > 0 ? downloadedWithMarks(fileName, undrawnTitles) : t`Downloaded ${fileName}`;
      setMessage({ text, error: false });
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
      <h3 className={styles.groupTitle}>
        <Trans>Export</Trans>
      </h3>
      <div className={styles.row}>
        <Select label={t`Export format`} value={format} options={FORMATS} onChange={setFormat} />
        <Button
          icon={icons.download}
          onClick={() => void onExport()}
          disabled={busy}
          aria-busy={busy}
          aria-describedby={englishPdf ? noteId : undefined}
        >
          {busy ? t`Exporting...` : t`Export`}
        </Button>
      </div>
      {englishPdf && (
        <p id={noteId} className={styles.hint}>
          <Trans>
            The PDF is written in English: its font has no Japanese or Korean letters, so titles in them are marked “?”.
            CSV and JSON keep them.
          </Trans>
        </p>
      )}
      {message && (
        <p className={message.error ? styles.error : styles.success} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
    </div>
  );
}
