import { useId } from 'react';
import { Button } from '../actions/button';
import { Icon } from '../icons/icon';
import * as icons from '../icons/icon-paths';
import { QrCode } from './qr-code';
import { useCopyConfirmation } from './use-copy-confirmation';
import styles from './link-share.module.css';
import { Trans, useLingui } from '@lingui/react/macro';

export interface LinkShareProps {
  url: string;
  /** The visible label of the link's text box, e.g. "Link to your list (3 items, 0.4 KB)". */
  label: string;
  /** What the Web Share API sends with the link. */
  shareTitle: string;
  shareText: string;
}

/**
 * A link made to be passed on: the link itself (selected on focus), Copy link (confirms for 2 s), Share (the Web
 * Share API, where the browser has it) and a QR code for a phone beside the screen, or a note when it is too long.
 */
export function LinkShare({ url, label, shareTitle, shareText }: LinkShareProps) {
  const { t } = useLingui();
  const inputId = useId();
  const { copied, copy } = useCopyConfirmation();
  const canShare = typeof navigator.share === 'function';
  return (
    <div className={styles.result}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <input
        id={inputId}
        className={styles.link}
        value={url}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className={styles.actions}>
        <Button size="sm" icon={copied === 'copied' ? icons.check : icons.link} onClick={() => void copy(url)}>
          {copied === 'copied' ? t`Link copied!` : t`Copy link`}
        </Button>
        {canShare && (
          <Button
            size="sm"
            variant="secondary"
            icon={icons.share}
            onClick={() => void navigator.share({ title: shareTitle, text: shareText, url }).catch(() => undefined)}
          >
            <Trans>Share…</Trans>
          </Button>
        )}
      </div>
      <p className={styles.status} role="status">
        {copied === 'copied' ? t`Link copied to clipboard` : copied === 'failed' ? t`Could not copy the link` : ''}
      </p>
      <QrCode
        value={url}
        label={t`QR code of the link`}
        size={176}
        tooLong={
          <p className={styles.note}>
            <Icon icon={icons.info} size={16} />{' '}
            <Trans>This link is too long for a QR code: copy or share it instead.</Trans>
          </p>
        }
      />
    </div>
  );
}
