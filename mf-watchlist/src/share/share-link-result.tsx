import { useId } from 'react';
import { Button, Icon, icons, QrCode } from '@reelist/ui';
import { SHARE_MESSAGES } from './constants';
import { useCopyConfirmation } from './use-copy-confirmation';
import styles from './share.module.css';

export interface ShareLinkResultProps {
  url: string;
  /** How many items the link holds. */
  count: number;
  /** The text the Web Share API sends with the link. */
  shareText: string;
}

const kilobytes = (chars: number): string => (chars / 1024).toFixed(1);

/** A made link: the link itself, Copy link (confirms for 2 s), Share (Web Share API where there is one), a QR code. */
export function ShareLinkResult({ url, count, shareText }: ShareLinkResultProps) {
  const inputId = useId();
  const { copied, copy } = useCopyConfirmation();
  const canShare = typeof navigator.share === 'function';
  return (
    <div className={styles.result}>
      <label htmlFor={inputId} className={styles.label}>
        Link to your list ({count === 1 ? '1 item' : `${count} items`}, {kilobytes(url.length)} KB)
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
          {copied === 'copied' ? 'Link copied!' : 'Copy link'}
        </Button>
        {canShare && (
          <Button
            size="sm"
            variant="secondary"
            icon={icons.share}
            onClick={() =>
              void navigator.share({ title: 'My Reelist watchlist', text: shareText, url }).catch(() => undefined)
            }
          >
            Share…
          </Button>
        )}
      </div>
      <p className={styles.status} role="status">
        {copied === 'copied' ? SHARE_MESSAGES.copied : copied === 'failed' ? SHARE_MESSAGES.copyFailed : ''}
      </p>
      <QrCode
        value={url}
        label="QR code of the link"
        size={176}
        tooLong={
          <p className={styles.hint}>
            <Icon icon={icons.info} size={16} /> This link is too long for a QR code: copy or share it instead.
          </p>
        }
      />
    </div>
  );
}
