import { Button } from '../actions/button';
import { IconButton } from '../actions/icon-button';
import * as icons from '../icons/icon-paths';
import styles from './undo-banner.module.css';
import { useLingui } from '@lingui/react/macro';

export interface UndoBannerProps {
  message: string;
  detail?: string | undefined;
  /** The undo button's text (default "Undo"). */
  label?: string;
  /** Without it the banner only says what happened (after an undo). */
  onUndo?: (() => void) | undefined;
  onDismiss: () => void;
}

/**
 * Confirms a large change (the watchlist's Clear All and imports, a collection's "Add all to watchlist") and offers
 * to take it back.
 */
export function UndoBanner({ message, detail, label, onUndo, onDismiss }: UndoBannerProps) {
  const { t } = useLingui();
  return (
    <div className={styles.banner} role="status">
      <span className={styles.text}>
        <span>{message}</span>
        {detail && <span className={styles.detail}>{detail}</span>}
      </span>
      <span className={styles.bannerActions}>
        {onUndo && (
          <Button size="sm" variant="secondary" onClick={onUndo}>
            {label ?? t`Undo`}
          </Button>
        )}
        <IconButton icon={icons.x} size="sm" aria-label={t`Dismiss`} onClick={onDismiss} />
      </span>
    </div>
  );
}
