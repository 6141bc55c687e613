import { useCallback, useMemo, useRef } from 'react';
import { loadWatchLog } from '@reelist/storage';
import { titleIdentity } from '@reelist/contracts';
import type { ListItem } from '@reelist/contracts';
import { useLists } from './use-watch-log';

/** One of the visitor's lists as a picker shows it: whether it holds the title at hand. */
export interface ListChoice {
  id: string;
  name: string;
  count: number;
  holds: boolean;
}

export interface ListPicker {
  /** The lists, most recently changed first; null until the store has loaded. */
  choices: readonly ListChoice[] | null;
  /** Add the title to a list that lacks it, or take it out of one that holds it. */
  toggle: (id: string) => void;
  /** A new list holding the title. */
  create: (name: string) => void;
}

/** What "Add to list" offers for one title (Detail, a card's menu): the lists with checkmarks, and a new list. */
export function useListPicker(title: Omit<ListItem, 'addedAt'>): ListPicker {
  const lists = useLists();
  const key = titleIdentity(title.media_type, title.id);
  // The order the picker first showed, so a list does not jump to the top under the pointer when a check updates it;
  // a list made meanwhile comes first.
  const order = useRef<string[] | null>(null);
  const choices = useMemo(() => {
    if (!lists) return null;
    const newestFirst = [...lists].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)).map((list) => list.id);
    const shown = order.current ?? newestFirst;
    order.current = [
      ...newestFirst.filter((id) => !shown.includes(id)),
      ...shown.filter((id) => newestFirst.includes(id)),
    ];
    const byId = new Map(lists.map((list) => [list.id, list]));
    return order.current.flatMap((id) => {
      const list = byId.get(id);
      return list
        ? [
            {
              id: list.id,
              name: list.name,
              count: list.items.length,
              holds: list.items.some((item) => item.media_type === title.media_type && item.id === title.id),
            },
          ]
        : [];
    });
  }, [lists, title.media_type, title.id]);
  const toggle = useCallback(
    (id: string) =>
      void loadWatchLog().then(({ listsStore }) => {
        const list = listsStore.getSnapshot().find((other) => other.id === id);
        if (!list) return;
        const holds = list.items.some((item) => item.media_type === title.media_type && item.id === title.id);
        if (holds) listsStore.removeItem(id, key);
        else listsStore.add(id, title);
      }),
    [title, key],
  );
  const create = useCallback(
    (name: string) => void loadWatchLog().then(({ listsStore }) => listsStore.create({ name }, title)),
    [title],
  );
  return { choices, toggle, create };
}
