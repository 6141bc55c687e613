import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { ChangeEvent } from 'react';
import { Button, buttonClassName, cx, Icon, icons } from '@reelist/ui';
import type { BackupApi } from './use-backup';
import styles from './backup.module.css';

/** Export Data, Export Complete Data and Import Backup, with the import's outcome announced. */
export function DataPanel({ backup }: { backup: BackupApi }) {
  const { t } = useLingui();
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setBusy(true);
    setError(undefined);
    setError(await backup.importBackup(file));
    setBusy(false);
    // Choosing the same file again must fire another change.
    input.value = '';
  };

  return (
    <div className={styles.dataPanel}>
      <div className={styles.dataActions}>
        <Button variant="secondary" icon={icons.download} onClick={backup.exportAnalytics}>
          <Trans>Export Data</Trans>
        </Button>
        <Button variant="secondary" icon={icons.download} onClick={backup.exportComplete}>
          <Trans>Export Complete Data</Trans>
        </Button>
        <input
          id={inputId}
          type="file"
          accept=".json,application/json"
          className={`sr-only ${styles.fileInput}`}
          disabled={busy}
          onChange={onFile}
        />
        <label
          htmlFor={inputId}
          className={cx(buttonClassName({ variant: 'secondary' }), styles.fileLabel)}
          aria-disabled={busy}
        >
          <Icon icon={icons.upload} size={18} />
          {busy ? t`Restoring...` : t`Import Backup`}
        </label>
      </div>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
