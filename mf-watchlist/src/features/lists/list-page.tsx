import { useCallback, useMemo, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ListItem, UserList } from '@reelist/contracts';
import { titleIdentity } from '@reelist/contracts';
import { AppLink, useRoute } from '@reelist/state';
import { Button, downloadBlob, EmptyState, icons, IconButton, Select, UndoBanner } from '@reelist/ui';
import { ListShare } from '../share';
import type { MoveControl } from './item-row';
import { ListForm } from './list-form';
import { listFileName, listToLetterboxdCsv } from './list-csv';
import { ListGrid } from './list-grid';
import { ListRows } from './list-rows';
import { showAllTitles } from './list-text';
import { rememberDeleted } from './deleted-list';
import { sortedItems, SORTS } from './list-sort';
import type { ListSort } from './list-sort';
import { useListsStore } from './use-lists-store';
import styles from './lists.module.css';
import { ListMeta } from './list-meta';

/** Posters shown at first in the grid view: a list of thousands shows its first page at once and the rest on request. */
const PAGE = 200;

/** One list (/lists/{id}): its titles in the visitor's order, to reorder, annotate, sort, export or delete. */
export function ListPage({ lists, id }: { lists: readonly UserList[]; id: string }) {
  const { navigate, searchParams, setSearchParams } = useRoute();
  const { t, i18n } = useLingui();
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
      const position = to + 1;
      const total = now.items.length;
      const title = item?.title;
      setStatus(
        title === undefined
          ? t`Moved the title to position ${position} of ${total}.`
          : t`Moved ${title} to position ${position} of ${total}.`,
      );
    },
    [store, t],
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
        title={t`List not found`}
        headingLevel={1}
        message={t`There is no such list in this browser. It may have been deleted.`}
        action={
          <AppLink to="/lists">
            <Trans>Back to My Lists</Trans>
          </AppLink>
        }
      />
    );
  }

  const name = list.name;
  const onDelete = () => {
    if (!window.confirm(t`Delete the list “${name}”? Its titles stay in your watchlist.`)) return;
    rememberDeleted(list, lists.indexOf(list));
    store?.remove(list.id);
    navigate('/lists');
  };
  const movable = sort === 'custom' && view === 'list';
  const title = removed?.item.title;

  return (
    <section className={styles.page}>
      <AppLink to="/lists" className={styles.back}>
        ← <Trans>My Lists</Trans>
      </AppLink>
      <header className={styles.listHeader}>
        <h1 className={styles.title}>{list.name}</h1>
        {list.description && <p className={styles.description}>{list.description}</p>}
        <ListMeta list={list} />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => setEditing(true)} disabled={editing}>
            <Trans>Edit list</Trans>
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
            <Trans>Export CSV</Trans>
          </Button>
          <ListShare list={list} />
          <Button variant="danger" onClick={onDelete}>
            <Trans>Delete list</Trans>
          </Button>
        </div>
      </header>
      {editing && (
        <ListForm
          label={t`Edit list`}
          submitLabel={t`Save`}
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
          message={t`Removed ${title} from this list.`}
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
          title={t`This list is empty`}
          message={t`Add titles with “Add to list” on a title's page or on a card in your watchlist.`}
          action={
            <AppLink to="/">
              <Trans>Discover titles</Trans>
            </AppLink>
          }
        />
      ) : (
        <>
          <div className={styles.toolbar}>
            {!list.ranked && (
              <Select
                label={t`Sort list`}
                hideLabel
                value={sort}
                options={SORTS.map((option) => ({ value: option.value, label: i18n._(option.label) }))}
                onChange={(next) => setParam('sort', next, 'custom')}
              />
            )}
            <div className={styles.viewToggle} role="group" aria-label={t`View`}>
              <IconButton
                icon={icons.grid}
                aria-label={t`Grid view`}
                aria-pressed={view === 'grid'}
                onClick={() => setParam('view', 'grid', 'list')}
              />
              <IconButton
                icon={icons.list}
                aria-label={t`List view`}
                aria-pressed={view === 'list'}
                onClick={() => setParam('view', 'list', 'list')}
              />
            </div>
            {movable && (
              <p className={styles.hint}>
                <Trans>Drag a title, or use its arrows or position, to reorder.</Trans>
              </p>
            )}
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
              {showAllTitles(items.length)}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
