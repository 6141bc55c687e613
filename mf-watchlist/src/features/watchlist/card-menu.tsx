import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { WATCHLIST_STATUSES } from '@reelist/contracts';
import { effectiveStatus } from '@reelist/domain';
import { statusLabel } from '@reelist/ui';
import type { StatusMenuProps } from './status-menu';
import styles from '../../lib/watchlist-card.module.css';

/**
 * A card's actions on a touch screen (with no hover, every poster showed three status buttons and a red
 * Remove over its title, and a stray tap deleted). One button per card opens a menu of the three statuses, Add to
 * list and Remove (the ARIA menu button pattern): arrows, Home and End move, Escape closes and gives focus back to
 * the button, a tap outside closes. Edit tags sits with Add to list: both open a dialog. The menu is rendered only while open, so a long list carries one button per
 * card.
 */
export function CardMenu({ item, onStatus, onRemove, onAddToList, onEditTags }: StatusMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const { t } = useLingui();
  const title = item.title;
  const label = t`Actions for ${title}`;
  const current = effectiveStatus(item);

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector<HTMLElement>('[role^="menuitem"]')?.focus();
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const move: Record<string, number> = {
      ArrowDown: (at + 1) % items.length,
      ArrowUp: (at - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    };
    if (event.key === 'Escape') close();
    else if (event.key === 'Tab') setOpen(false);
    else if (event.key in move) items[move[event.key] as number]?.focus();
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  const choose = (run: () => void) => () => {
    close();
    run();
  };

  return (
    <div ref={root} className={styles.cardMenu}>
      <button
        ref={button}
        type="button"
        className={styles.cardMenuButton}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        <span aria-hidden="true">•••</span>
      </button>
      {open && (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={label}
          className={styles.cardMenuList}
          onKeyDown={onKeyDown}
        >
          {WATCHLIST_STATUSES.map((status) => (
            <button
              key={status}
              type="button"
              role="menuitemradio"
              aria-checked={current === status}
              tabIndex={-1}
              className={styles.cardMenuItem}
              onClick={choose(() => onStatus(item, status))}
            >
              {statusLabel(status)}
            </button>
          ))}
          {/* The menu closes first and gives focus to its button, which the picker's dialog then gives it back to. */}
          <button
            type="button"
            role="menuitem"
            aria-haspopup="dialog"
            tabIndex={-1}
            className={styles.cardMenuItem}
            onClick={choose(() => onAddToList(item))}
          >
            <Trans>Add to list</Trans>
          </button>
          <button
            type="button"
            role="menuitem"
            aria-haspopup="dialog"
            tabIndex={-1}
            className={styles.cardMenuItem}
            onClick={choose(() => onEditTags(item))}
          >
            <Trans>Edit tags</Trans>
          </button>
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={`${styles.cardMenuItem} ${styles.cardMenuRemove}`}
            onClick={choose(() => onRemove(item))}
          >
            <Trans>Remove</Trans>
          </button>
        </div>
      )}
    </div>
  );
}
