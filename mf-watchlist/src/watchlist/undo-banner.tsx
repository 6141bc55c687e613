import { Button, IconButton, icons } from '@reelist/ui';
import styles from './watchlist.module.css';

export interface UndoBannerProps {
  message: string;
  onUndo: () => void;
  onDismiss: () => void;
}

/** Confirms a large change (Clear All, an import) and offers to take it back. */
export function UndoBanner({ message, onUndo, onDismiss }: UndoBannerProps) {
  return (
    <div className={styles.banner} role="status">
      <span>{message}</span>
      <span className={styles.bannerActions}>
        <Button size="sm" variant="secondary" onClick={onUndo}>
          Undo
        </Button>
        <IconButton icon={icons.x} size="sm" aria-label="Dismiss" onClick={onDismiss} />
      </span>
    </div>
  );
}
