import { Button, IconButton, icons } from '@reelist/ui';
import styles from './undo-banner.module.css';

/**
 * A large change that can be taken back: what it did, the button's label, and how to take it back. `undo` may
 * return what the visitor should know afterwards (what it could not take back).
 */
export interface Undo {
  message: string;
  /** A second line: the details (what an import added, updated and left alone). */
  detail?: string;
  label?: string;
  undo: () => string | void;
}

export interface UndoBannerProps {
  message: string;
  detail?: string | undefined;
  /** The undo button's text (default "Undo"). */
  label?: string;
  /** Without it the banner only says what happened (after an undo). */
  onUndo?: () => void;
  onDismiss: () => void;
}

/** Confirms a large change (Clear All, an import) and offers to take it back. */
export function UndoBanner({ message, detail, label = 'Undo', onUndo, onDismiss }: UndoBannerProps) {
  return (
    <div className={styles.banner} role="status">
      <span className={styles.text}>
        <span>{message}</span>
        {detail && <span className={styles.detail}>{detail}</span>}
      </span>
      <span className={styles.bannerActions}>
        {onUndo && (
          <Button size="sm" variant="secondary" onClick={onUndo}>
            {label}
          </Button>
        )}
        <IconButton icon={icons.x} size="sm" aria-label="Dismiss" onClick={onDismiss} />
      </span>
    </div>
  );
}
