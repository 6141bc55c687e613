import { memo, useCallback, useEffect, useRef, useState } from 'react';
import type { DragEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ListItem } from '@reelist/contracts';
import { imageUrl } from '@reelist/api';
import { AppLink } from '@reelist/state';
import { Button, IconButton, icons, LazyImage, mediaTypeName } from '@reelist/ui';
import { itemHref } from '../../lib/item-links';
import styles from './lists.module.css';

export type MoveControl = 'up' | 'down' | 'position';

/** What a row asks of its list; stable functions, so a move re-renders only the rows it moved. */
export interface ItemRowHandlers {
  onMove: (key: string, index: number, control: MoveControl) => void;
  onRemove: (item: ListItem, index: number) => void;
  onNote: (key: string, note: string) => void;
  /** Drag and drop: the row picked up, and where it is dropped. */
  onDragFrom: (key: string) => void;
  onDropAt: (index: number) => void;
  /** The row has taken the focus it was asked to take again (`refocus`). */
  onRefocused: () => void;
}

export interface ItemRowProps extends ItemRowHandlers {
  item: ListItem;
  itemKey: string;
  /** 0-based place in the view. */
  index: number;
  total: number;
  /** Where the row is placed in its list (px), and how the list learns its height: only rows near view are drawn. */
  top: number;
  measure: (row: HTMLLIElement | null) => void;
  ranked: boolean;
  /** The view is the list's own order, so the row can be moved. */
  movable: boolean;
  /**
   * The control to focus again after this row moved (the move may take the row out of the window and back): a new
   * object per move, so the row is focused once per move and not again when others move it.
   */
  refocus?: { control: MoveControl };
}

/** One title of a list: its place, poster, name and note, and the controls to move, annotate or remove it. */
export const ItemRow = memo(function ItemRow(props: ItemRowProps) {
  const { item, itemKey, index, total, top, measure, ranked, movable, refocus } = props;
  const { onMove, onRemove, onNote, onDragFrom, onDropAt, onRefocused } = props;
  const { t } = useLingui();
  const title = item.title;
  const row = useRef<HTMLLIElement | null>(null);
  // One function for the row's life: a new one per render would have the list measure the row again each time.
  const rowRef = useCallback(
    (element: HTMLLIElement | null) => {
      row.current = element;
      measure(element);
    },
    [measure],
  );
  const controls = {
    up: useRef<HTMLButtonElement>(null),
    down: useRef<HTMLButtonElement>(null),
    position: useRef<HTMLInputElement>(null),
  };
  const [editing, setEditing] = useState(false);
  const [note, setNote] = useState(item.note ?? '');
  const [position, setPosition] = useState(String(index + 1));
  const [shownIndex, setShownIndex] = useState(index);
  if (shownIndex !== index) {
    setShownIndex(index);
    setPosition(String(index + 1));
  }

  useEffect(() => {
    if (!refocus) return;
    const wanted = refocus.control;
    // At the top or the bottom the arrow just pressed is disabled: the other one takes the focus.
    const control = controls[wanted].current?.disabled ? controls[wanted === 'up' ? 'down' : 'up'] : controls[wanted];
    // A title moved far (a typed position) lands outside the window: the whole row is brought into view.
    row.current?.scrollIntoView?.({ block: 'nearest' });
    control.current?.focus({ preventScroll: true });
    onRefocused();
    // The refs never change; onRefocused keeps its identity.
  }, [refocus]);

  const moveToTyped = () => {
    const to = Number(position);
    if (Number.isInteger(to) && to >= 1 && to !== index + 1) onMove(itemKey, Math.min(to, total) - 1, 'position');
    else setPosition(String(index + 1));
  };
  const drag = movable
    ? {
        draggable: true,
        onDragStart: (event: DragEvent) => {
          event.dataTransfer.effectAllowed = 'move';
          event.dataTransfer.setData('text/plain', item.title);
          onDragFrom(itemKey);
        },
        onDragOver: (event: DragEvent) => event.preventDefault(),
        onDrop: (event: DragEvent) => {
          event.preventDefault();
          onDropAt(index);
        },
      }
    : {};

  return (
    <li
      ref={rowRef}
      className={styles.row}
      aria-label={item.title}
      aria-posinset={index + 1}
      aria-setsize={total}
      data-index={index}
      data-key={itemKey}
      style={{ transform: `translateY(${top}px)` }}
      {...drag}
    >
      {(ranked || movable) && (
        <span className={ranked ? styles.rank : styles.place} aria-hidden={!ranked}>
          {index + 1}
        </span>
      )}
      <AppLink to={itemHref(item)} className={styles.rowPoster} tabIndex={-1} aria-hidden="true">
        <LazyImage src={imageUrl(item.poster_path, 'w200')} alt="" width={200} height={300} />
      </AppLink>
      <div className={styles.rowInfo}>
        <AppLink to={itemHref(item)} className={styles.rowTitle}>
          {item.title}
        </AppLink>
        <p className={styles.meta}>
          <span>{mediaTypeName(item.media_type)}</span>
          {item.year !== undefined && <span>{item.year}</span>}
        </p>
        {editing ? (
          <form
            className={styles.noteForm}
            onSubmit={(event) => {
              event.preventDefault();
              onNote(itemKey, note);
              setEditing(false);
            }}
          >
            <textarea
              className={styles.input}
              aria-label={t`Note on ${title}`}
              rows={2}
              maxLength={500}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
            <div className={styles.formActions}>
              <Button type="submit" size="sm">
                <Trans>Save note</Trans>
              </Button>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                onClick={() => {
                  setNote(item.note ?? '');
                  setEditing(false);
                }}
              >
                <Trans>Cancel</Trans>
              </Button>
            </div>
          </form>
        ) : (
          <>
            {item.note && <p className={styles.note}>{item.note}</p>}
            <Button
              size="sm"
              variant="ghost"
              aria-label={item.note ? t`Edit note on ${title}` : t`Add note on ${title}`}
              onClick={() => setEditing(true)}
            >
              {item.note ? t`Edit note` : t`Add note`}
            </Button>
          </>
        )}
      </div>
      <div className={styles.rowControls}>
        {movable && (
          <>
            {/* A button's children are presentational (its label names it): the arrows are bare text, no element. */}
            <button
              type="button"
              ref={controls.up}
              className={styles.move}
              aria-label={t`Move ${title} up`}
              disabled={index === 0}
              onClick={() => onMove(itemKey, index - 1, 'up')}
            >
              ▲
            </button>
            <button
              type="button"
              ref={controls.down}
              className={styles.move}
              aria-label={t`Move ${title} down`}
              disabled={index === total - 1}
              onClick={() => onMove(itemKey, index + 1, 'down')}
            >
              ▼
            </button>
            <input
              ref={controls.position}
              type="number"
              className={styles.position}
              aria-label={t`Position of ${title}`}
              min={1}
              max={total}
              value={position}
              onChange={(event) => setPosition(event.target.value)}
              onBlur={moveToTyped}
              onKeyDown={(event) => {
                if (event.key === 'Enter') moveToTyped();
              }}
            />
          </>
        )}
        <IconButton
          icon={icons.trash}
          aria-label={t`Remove ${title} from this list`}
          onClick={() => onRemove(item, index)}
        />
      </div>
    </li>
  );
});
