import { useCallback, useMemo, useRef } from 'react';
import type { FocusEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ListItem } from '@reelist/contracts';
import { titleIdentity } from '@reelist/contracts';
import { useWindowRows } from '../../lib/use-window-rows';
import { ItemRow } from './item-row';
import type { ItemRowHandlers, MoveControl } from './item-row';
import styles from './lists.module.css';

/** The space between rows (the page's --space-2): the virtualizer places the rows, so CSS gaps cannot. */
const GAP = 8;
// A row before it is measured, as tall as a row with a one-line title is drawn (on a phone its controls take a line
// of their own). A wrong guess costs the first frame a second layout, when the rows' measured heights move them all.
const estimate = (width: number) => (width < 600 ? 167 : 111);

// Each title's key, made once per item: a move gives the rows a new order, and the virtualizer asks every row's key
// again (thousands of strings per move otherwise). Items are never changed in place, so the key stays right.
const keys = new WeakMap<ListItem, string>();
const keyOf = (item: ListItem): string => {
  let key = keys.get(item);
  if (key === undefined) keys.set(item, (key = titleIdentity(item.media_type, item.id)));
  return key;
};

export interface ListRowsProps extends ItemRowHandlers {
  items: readonly ListItem[];
  name: string;
  ranked: boolean;
  movable: boolean;
  /** The title just moved and the control to focus in it again; it stays rendered until it has the focus. */
  refocus: { key: string; control: MoveControl } | null;
}

/**
 * A list's titles, in an `ol` scrolled with the window: only the rows near the viewport are in the DOM, so a list of
 * thousands opens and reorders as fast as a short one. Each row says its place among all (aria-posinset/setsize),
 * and the row holding the focus, or about to take it after a move, is kept rendered wherever the window is.
 */
export function ListRows({ items, name, ranked, movable, refocus, onRefocused, onMove, ...handlers }: ListRowsProps) {
  // The place of the row holding the focus: a ref, as focus moving within the rows in view changes nothing drawn.
  const { t } = useLingui();
  const focused = useRef(-1);
  const moved = useMemo(
    () => (refocus ? items.findIndex((item) => keyOf(item) === refocus.key) : -1),
    [refocus, items],
  );
  const pinned = useCallback(() => (refocus ? moved : focused.current), [refocus, moved]);
  const movedAt = useRef(moved);
  movedAt.current = moved;
  // The moved row's control may have kept the focus through the move (no focus event): its new place is noted here.
  const refocused = useCallback(() => {
    focused.current = movedAt.current;
    onRefocused();
  }, [onRefocused]);
  const rowKey = useCallback(
    (index: number) => {
      const item = items[index];
      return item ? keyOf(item) : index;
    },
    [items],
  );
  const { ref, virtualizer, scrollMargin, jumpTo } = useWindowRows<HTMLOListElement>({
    count: items.length,
    estimate,
    // Two rows past each edge of the screen (a phone's row is about 170 px): every row drawn is a few dozen elements
    // to make and lay out, on opening and on each move, so the window holds little beyond what is seen.
    overscan: 2,
    gap: GAP,
    rowKey,
    pinned,
    // Every list's page has the same parts above its rows: the next one opened most likely starts where this did.
    rememberMargin: 'list-rows',
  });
  // A title moved out of sight (a typed position) is brought into view as the move is drawn, not after: the window
  // goes where the row's new place will be first, so the rows are drawn once, there. Moved down, the title ends
  // where the row now at its new place ends; moved up, it starts where that row starts (the rows between shift by one).
  const move = useCallback<ListRowsProps['onMove']>(
    (key, to, control) => {
      const [offset] = virtualizer.getOffsetForIndex(to) ?? [];
      if (offset !== undefined && Math.abs(offset - (virtualizer.scrollOffset ?? 0)) >= 1) jumpTo(offset);
      onMove(key, to, control);
    },
    [virtualizer, jumpTo, onMove],
  );
  const onFocus = (event: FocusEvent<HTMLOListElement>) => {
    focused.current = Number((event.target as Element).closest('li')?.getAttribute('data-index') ?? -1);
  };
  const onBlur = (event: FocusEvent<HTMLOListElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) focused.current = -1;
  };

  return (
    <ol
      ref={ref}
      className={styles.rows}
      aria-label={t`Titles in ${name}`}
      style={{ height: virtualizer.getTotalSize() }}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {virtualizer.getVirtualItems().map((row) => {
        const item = items[row.index];
        if (!item) return null;
        const key = String(row.key);
        return (
          <ItemRow
            key={key}
            item={item}
            itemKey={key}
            index={row.index}
            total={items.length}
            top={row.start - scrollMargin}
            measure={virtualizer.measureElement}
            ranked={ranked}
            movable={movable}
            refocus={refocus?.key === key ? refocus : undefined}
            onRefocused={refocused}
            onMove={move}
            {...handlers}
          />
        );
      })}
    </ol>
  );
}
