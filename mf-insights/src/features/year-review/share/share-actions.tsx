import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Button, icons } from '@reelist/ui';
import { SHARE_SIZES, shareSizeLabel } from './recap';
import type { Recap, ShareSize } from './recap';
import { recapFileName, renderRecapPng, shareOrDownload, themePalette } from './render-png';
import styles from '../year-review.module.css';

const SIZES = Object.keys(SHARE_SIZES) as ShareSize[];

/** "Share image" (a PNG of the recap in the chosen size: shared where the browser can, else downloaded) and print. */
export function ShareActions({ recap }: { recap: Recap }) {
  const id = useId();
  const [size, setSize] = useState<ShareSize>('story');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const { t } = useLingui();
  const { year } = recap;

  const share = async () => {
    setBusy(true);
    setStatus(t`Making the image...`);
    try {
      const blob = await renderRecapPng(recap, size, themePalette());
      const fileName = recapFileName(recap.year, size);
      const outcome = await shareOrDownload(blob, fileName, t`My ${year} in review`);
      setStatus(outcome === 'downloaded' ? t`Image saved as ${fileName}` : outcome === 'shared' ? t`Image shared` : '');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      setStatus(t`The image could not be shared: ${reason}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.share}>
      <div className={styles.shareRow}>
        <label htmlFor={`${id}-size`} className="sr-only">
          <Trans>Image size</Trans>
        </label>
        <select
          id={`${id}-size`}
          value={size}
          onChange={(event) => setSize(event.target.value as ShareSize)}
          className={styles.select}
        >
          {SIZES.map((key) => (
            <option key={key} value={key}>
              {shareSizeLabel(key)}
            </option>
          ))}
        </select>
        <Button icon={icons.share} onClick={() => void share()} disabled={busy}>
          <Trans>Share image</Trans>
        </Button>
        <Button variant="secondary" icon={icons.download} onClick={() => window.print()}>
          <Trans>Print or save as PDF</Trans>
        </Button>
      </div>
      <p role="status" className={styles.muted}>
        {status}
      </p>
    </div>
  );
}
