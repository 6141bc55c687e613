import { useCallback, useMemo, useState } from 'react';
import { t } from '@lingui/core/macro';
import type { WatchlistItem } from '@reelist/contracts';
import { yearNumberOf } from '@reelist/domain';
import { useListPicker } from '@reelist/state/watch-log';
import { ListPicker } from '@reelist/ui';

/**
 * The accessible name of a card's or row's "Add to list" button: it names the title, as every card action does. In
 * the language of the moment: the components that show it translate with `useLingui` too.
 */
export const addToListLabel = (item: Pick<WatchlistItem, 'title'>): string => {
  const title = item.title;
  return t`Add ${title} to a list`;
};

/**
 * "Add to list" for the watchlist: which item's list picker is open, and that one picker. The page holds it once
 * for all its cards and rows, which only call `open(item)`; the picker, and the lists' store behind it, mount only
 * while open. Closing it gives focus back to what had it before (the dialog does that itself).
 */
export function useAddToList() {
  const [item, setItem] = useState<WatchlistItem | null>(null);
  const close = useCallback(() => setItem(null), []);
  const picker = item ? <ItemListPicker item={item} onClose={close} /> : null;
  return { open: setItem, picker };
}

function ItemListPicker({ item, onClose }: { item: WatchlistItem; onClose: () => void }) {
  const title = useMemo(() => {
    const year = yearNumberOf(item.release_date);
    return {
      media_type: item.media_type,
      id: item.id,
      title: item.title,
      poster_path: item.poster_path,
      ...(year ? { year } : {}),
    };
  }, [item]);
  const { choices, toggle, create } = useListPicker(title);
  return <ListPicker open onClose={onClose} title={item.title} choices={choices} onToggle={toggle} onCreate={create} />;
}
