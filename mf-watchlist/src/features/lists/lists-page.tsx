import { memo, useMemo, useRef, useState } from 'react';
import type { CSSProperties } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UserList } from '@reelist/contracts';
import { useLingui as useLanguage } from '@reelist/i18n/react';
import { imageUrl } from '@reelist/api';
import { newestFirst } from '@reelist/domain';
import { loadWatchLog } from '@reelist/storage';
import { AppLink, useRoute } from '@reelist/state';
import { Button, EmptyState, icons, PageHeader, UndoBanner } from '@reelist/ui';
import { takeDeleted } from './deleted-list';
import { ListForm } from './list-form';
import type { ListFormValues } from './list-form';
import { useWidthAs, useWindowRows } from '../../lib/use-window-rows';
import styles from './lists.module.css';
import { ListMeta } from './list-meta';

/**
 * My Lists (/lists): every list with its count, first posters and last change, and "New list". The cards are a
 * grid scrolled with the window of which only the rows near the screen are drawn, as a list's titles are: two
 * hundred cards took a phone half a second to draw, and as long again to take down when a list was opened.
 */
export function ListsPage({ lists }: { lists: readonly UserList[] }) {
  const { navigate } = useRoute();
  const { t } = useLingui();
  const [creating, setCreating] = useState(false);
  // A list deleted on its own page offers its Undo here, where the visitor lands.
  const [deleted, setDeleted] = useState(takeDeleted);
  const shown = useMemo(() => [...lists].sort((a, b) => newestFirst(a.updatedAt, b.updatedAt)), [lists]);
  const name = deleted?.list.name;

  const create = (values: ListFormValues) =>
    void loadWatchLog().then(({ listsStore }) => {
      const { ok, id } = listsStore.create(values);
      if (ok) navigate(`/lists/${id}`);
    });

  return (
    <section className={styles.page}>
      <PageHeader
        title={t`My Lists`}
        subtitle={t`Lists of your own: a ranked top 10, films for Halloween, shows to watch with the kids`}
        actions={
          !creating && (
            <Button onClick={() => setCreating(true)} aria-expanded={false}>
              <Trans>New list</Trans>
            </Button>
          )
        }
      />
      {deleted && (
        <UndoBanner
          message={t`Deleted the list “${name}”.`}
          onUndo={() => {
            void loadWatchLog().then(({ listsStore }) => listsStore.restore(deleted.list, deleted.index));
            setDeleted(null);
          }}
          onDismiss={() => setDeleted(null)}
        />
      )}
      {creating && (
        <ListForm
          label={t`New list`}
          submitLabel={t`Create list`}
          onSubmit={create}
          onCancel={() => setCreating(false)}
        />
      )}
      {shown.length === 0 ? (
        !creating && (
          <EmptyState
            icon={icons.list}
            title={t`No lists yet`}
            message={t`Make a list for any occasion, then add titles to it from their pages or your watchlist.`}
          />
        )
      ) : (
        <ListCards lists={shown} label={t`Your lists`} />
      )}
    </section>
  );
}

/** The grid's gap (the page's --space-4) and a card's narrowest width: as many columns as fit, as CSS's auto-fill. */
const GAP = 16;
const MIN_CARD = 220;
const columnsIn = (width: number) => Math.max(1, Math.floor((width + GAP) / (MIN_CARD + GAP)));
// A row of cards before it is measured: four 2:3 posters across a card (inside its padding and border, 2 px apart),
// then its name and its facts, which take a second line in a card narrower than a phone's.
const rowEstimate = (width: number) => {
  const columns = columnsIn(width);
  const card = (width - GAP * (columns - 1)) / columns;
  return Math.round(((card - 32) / 4) * 1.5 + (card < 300 ? 122 : 90));
};

/**
 * The cards as a CSS grid of which only the rows near the screen are drawn: the grid starts at the first row drawn
 * (the space above it is padding) and keeps its whole height. A grid row is as tall as its tallest card and every
 * card in it stretches to that height, so each row's first card is the one measured.
 */
function ListCards({ lists, label }: { lists: readonly UserList[]; label: string }) {
  const ref = useRef<HTMLUListElement>(null);
  const columns = useWidthAs(ref, columnsIn);
  const { virtualizer, scrollMargin } = useWindowRows<HTMLUListElement>({
    ref,
    count: Math.ceil(lists.length / columns),
    estimate: rowEstimate,
    overscan: 2,
    gap: GAP,
    // My Lists has the same parts above its cards each time: opened again, it starts where it did.
    rememberMargin: 'list-cards',
  });
  const rows = virtualizer.getVirtualItems();
  return (
    <ul
      ref={ref}
      className={styles.cards}
      aria-label={label}
      style={
        {
          height: virtualizer.getTotalSize(),
          paddingTop: (rows[0]?.start ?? scrollMargin) - scrollMargin,
          '--columns': columns,
        } as CSSProperties
      }
    >
      {rows.flatMap((row) =>
        lists.slice(row.index * columns, row.index * columns + columns).map((list, at) => {
          const index = row.index * columns + at;
          return (
            <ListCard
              key={list.id}
              list={list}
              index={index}
              total={lists.length}
              row={at === 0 ? row.index : undefined}
              measure={at === 0 ? virtualizer.measureElement : undefined}
            />
          );
        }),
      )}
    </ul>
  );
}

interface ListCardProps {
  list: UserList;
  index: number;
  total: number;
  /** The grid row, on the row's first card: the one the grid measures (`measure`). */
  row: number | undefined;
  measure: ((element: HTMLLIElement | null) => void) | undefined;
}

/**
 * One list on My Lists. Only the cards near the screen are drawn, and their posters load lazily: the browser fetches
 * those of the rows drawn past the screen's edge as they come near.
 */
const ListCard = memo(function ListCard({ list, index, total, row, measure }: ListCardProps) {
  // countTitles is a plain function: the card renders again when the language changes.
  useLanguage();
  return (
    <li ref={measure} className={styles.card} data-index={row} aria-setsize={total} aria-posinset={index + 1}>
      <div className={styles.thumbs} aria-hidden="true">
        {[0, 1, 2, 3].map((at) => {
          const item = list.items[at];
          return item ? (
            <img
              key={at}
              className={styles.thumb}
              src={imageUrl(item.poster_path, 'w200')}
              alt=""
              width={200}
              height={300}
              loading="lazy"
              decoding="async"
              // A poster the service no longer has leaves the card's empty tile, not a broken image.
              onError={(event) => (event.currentTarget.style.visibility = 'hidden')}
            />
          ) : (
            <span key={at} className={styles.thumbEmpty} />
          );
        })}
      </div>
      <AppLink to={`/lists/${list.id}`} className={styles.cardName}>
        {list.name}
      </AppLink>
      <ListMeta list={list} />
    </li>
  );
});
