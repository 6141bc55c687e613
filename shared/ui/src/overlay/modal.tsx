import { useId, useRef } from 'react';
import type { MouseEvent, ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import { IconButton } from '../actions/icon-button';
import { cx } from '../lib/cx';
import { useFocusTrap } from './use-focus-trap';
import { useScrollLock } from './use-scroll-lock';
import * as icons from '../icons/icon-paths';
import styles from './modal.module.css';
import { useLingui } from '@lingui/react/macro';

export type ModalProps = {
  open: boolean;
  onClose: () => void;
  /** Visible heading; or pass `labelledBy` when the content carries its own heading. */
  title?: string;
  labelledBy?: string;
  children: ReactNode;
  /** What gets focus on open; defaults to the first focusable element (the Close button). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** `media` is a dark, wide frame for video. */
  size?: 'md' | 'lg' | 'media';
  closeLabel?: string;
  className?: string;
};

/**
 * An accessible dialog in a portal: Escape, backdrop click and the Close button close it; focus is
 * trapped inside and returned afterwards; page scroll is locked while it is open.
 */
export function Modal(props: ModalProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<OpenModal {...props} />, document.body);
}

function OpenModal({
  onClose,
  title,
  labelledBy,
  children,
  initialFocusRef,
  size = 'md',
  closeLabel,
  className,
}: ModalProps) {
  const { t } = useLingui();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  useScrollLock(true);
  useFocusTrap({ active: true, containerRef: dialogRef, initialFocusRef, onEscape: onClose });

  // Only a press that starts and ends on the backdrop closes, so a text selection dragged out does not.
  const downOnBackdrop = useRef(false);
  const onMouseDown = (event: MouseEvent) => {
    downOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent) => {
    if (event.target === event.currentTarget && downOnBackdrop.current) onClose();
    downOnBackdrop.current = false;
  };

  return (
    <div className={styles.backdrop} onMouseDown={onMouseDown} onClick={onBackdropClick} data-testid="modal-backdrop">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : labelledBy}
        tabIndex={-1}
        className={cx(styles.dialog, size !== 'md' && styles[size], className)}
      >
        <div className={styles.header}>
          {title ? (
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
          ) : (
            <span className={styles.title} />
          )}
          <IconButton icon={icons.x} aria-label={closeLabel ?? t`Close`} onClick={onClose} className={styles.close} />
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>
  );
}
