import { useCallback, useMemo, useRef, useState } from 'react';
import type { ListItem, UserList } from '@reelist/contracts';
import { formatDate } from '@reelist/domain';
import { titleIdentity } from '@reelist/contracts';
import { AppLink, useRoute } from '@reelist/state';
import { Badge, Button, downloadBlob, EmptyState, icons, IconButton, Select, UndoBanner } from '@reelist/ui';
import { ListShare } from '../share';
import type { MoveControl } from './item-row';
import { ListForm } from './list-form';
import { listFileName, listToLetterboxdCsv } from './list-csv';
import { ListGrid } from './list-grid';
import { ListRows } from './list-rows';
import { countTitles } from './list-text';
import { rememberDeleted } from './deleted-list';
import { sortedItems, SORTS } from './list-sort';
import type { ListSort } from './list-sort';
import { useListsStore } from './use-lists-store';
import styles from './lists.module.css';

/** Posters shown at first in the grid view: a list of thousands shows its first page at once and the rest on request. */
const PAGE = 200;

/** One list (/lists/{id}): its titles in the visitor's order, to reorder, annotate, sort, export or delete. */
export function ListPage({ lists, id }: { lists: readonly UserList[]; id: string }) {
  const { navigate, searchParams, setSearchParams } = useRoute();
  const store = useListsStore();
  const list = lists.find((other) => other.id === id);
  const [editing, setEditing] = useState(false);
  const [removed, setRemoved] = useState<{ item: ListItem; index: number } | null>(null);
  const [status, setStatus] = useState('');
  const [limit, setLimit] = useState(PAGE);
  const [refocus, setRefocus] = useState<{ key: string; control: MoveControl } | null>(null);
  const dragged = useRef<string | null>(null);
  const sort = (
    SORTS.some((option) => option.value === searchParams.get('sort')) && !list?.ranked
      ? searchParams.get('sort')
      : 'custom'
  ) as ListSort;
  const view = searchParams.get('view') === 'grid' ? 'grid' : 'list';
  const items = useMemo(() => (list ? sortedItems(list.items, sort) : []), [list, sort]);

  const setParam = (name: string, value: string, fallback: string) => {
    const next = new URLSearchParams(searchParams);
    if (value === fallback) next.delete(name);
    else next.set(name, value);
    setSearchParams(next, { replace: true });
  };

  // The rows' handlers read the list through a ref, so they keep their identity when the list changes and a move
  // re-renders only the rows whose place or content changed, not every row shown.
  const listRef = useRef(list);
  listRef.current = list;
  const onMove = useCallback(
    (key: string, to: number, control: MoveControl) => {
      const now = listRef.current;
      if (!now) return;
      store?.move(now.id, key, to);
      const item = now.items.find((other) => titleIdentity(other.media_type, other.id) === key);
      setRefocus({ key, control });
      setStatus(`Moved ${item?.title ?? 'the title'} to position ${to + 1} of ${now.items.length}.`);
    },
    [store],
  );
  const onRemove = useCallback(
    (item: ListItem, index: number) => {
      const now = listRef.current;
      if (!now) return;
      store?.removeItem(now.id, titleIdentity(item.media_type, item.id));
      setRemoved({ item, index });
    },
    [store],
  );
  const onNote = useCallback(
    (key: string, note: string) => listRef.current && store?.setNote(listRef.current.id, key, note),
    [store],
  );
  const onDragFrom = useCallback((key: string) => {
    dragged.current = key;
  }, []);
  const onRefocused = useCallback(() => setRefocus(null), []);
  const onDropAt = useCallback(
    (index: number) => {
      if (dragged.current) onMove(dragged.current, index, 'position');
      dragged.current = null;
    },
    [onMove],
  );

  if (!list) {
    return (
      <EmptyState
        icon={icons.list}
        title="List not found"
        headingLevel={1}
        message="There is no such list in this browser. It may have been deleted."
        action={<AppLink to="/lists">Back to My Lists</AppLink>}
      />
    );
  }

  const onDelete = () => {
    if (!window.confirm(`Delete the list “${list.name}”? Its titles stay in your watchlist.`)) return;
    rememberDeleted(list, lists.indexOf(list));
    store?.remove(list.id);
    navigate('/lists');
  };
  const movable = sort === 'custom' && view === 'list';

  return (
    <section className={styles.page}>
      <AppLink to="/lists" className={styles.back}>
        ← My Lists
      </AppLink>
      <header className={styles.listHeader}>
        <h1 className={styles.title}>{list.name}</h1>
        {list.description && <p className={styles.description}>{list.description}</p>}
        <p className={styles.meta}>
          <span>{countTitles(list.items.length)}</span>
          {list.ranked && <Badge tone="neutral">Ranked</Badge>}
          <span>Updated {formatDate(list.updatedAt)}</span>
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => setEditing(true)} disabled={editing}>
            Edit list
          </Button>
          <Button
            variant="secondary"
            disabled={list.items.length === 0}
            onClick={() =>
              downloadBlob(
                new Blob([listToLetterboxdCsv(list, window.location.origin)], { type: 'text/csv' }),
                listFileName(list),
              )
            }
          >
            Export CSV
          </Button>
          <ListShare list={list} />
          <Button variant="danger" onClick={onDelete}>
            Delete list
          </Button>
        </div>
      </header>
      {editing && (
        <ListForm
          label="Edit list"
          submitLabel="Save"
          initial={{ name: list.name, description: list.description, ranked: list.ranked }}
          onSubmit={(values) => {
            store?.edit(list.id, values);
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      )}
      {removed && (
        <UndoBanner
          message={`Removed ${removed.item.title} from this list.`}
          onUndo={() => {
            store?.restoreItem(list.id, removed.item, removed.index);
            setRemoved(null);
          }}
          onDismiss={() => setRemoved(null)}
        />
      )}
      <p className="sr-only" role="status">
        {status}
      </p>
      {list.items.length === 0 ? (
        <EmptyState
          icon={icons.list}
          title="This list is empty"
          message="Add titles with “Add to list” on a title's page or on a card in your watchlist."
          action={<AppLink to="/">Discover titles</AppLink>}
        />
      ) : (
        <>
          <div className={styles.toolbar}>
            {!list.ranked && (
              <Select
                label="Sort list"
                hideLabel
                value={sort}
                options={SORTS}
                onChange={(next) => setParam('sort', next, 'custom')}
              />
            )}
            <div className={styles.viewToggle} role="group" aria-label="View">
              <IconButton
                icon={icons.grid}
                aria-label="Grid view"
                aria-pressed={view === 'grid'}
                onClick={() => setParam('view', 'grid', 'list')}
              />
              <IconButton
                icon={icons.list}
                aria-label="List view"
                aria-pressed={view === 'list'}
                onClick={() => setParam('view', 'list', 'list')}
              />
            </div>
            {movable && <p className={styles.hint}>Drag a title, or use its arrows or position, to reorder.</p>}
          </div>
          {view === 'grid' ? (
            <ListGrid items={items.slice(0, limit)} ranked={list.ranked} onNavigate={navigate} />
          ) : (
            <ListRows
              items={items}
              name={list.name}
              ranked={list.ranked}
              movable={movable}
              refocus={refocus}
              onMove={onMove}
              onRemove={onRemove}
              onNote={onNote}
              onDragFrom={onDragFrom}
              onDropAt={onDropAt}
              onRefocused={onRefocused}
            />
          )}
          {view === 'grid' && items.length > limit && (
            <Button variant="secondary" onClick={() => setLimit(items.length)}>
              Show all {countTitles(items.length)}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
