import { memo, startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UserList } from '@reelist/contracts';
import { useLingui as useLanguage } from '@reelist/i18n/react';
import { imageUrl } from '@reelist/api';
import { afterPaint, loadWatchLog } from '@reelist/storage';
import { AppLink, useRoute } from '@reelist/state';
import { Button, EmptyState, icons, PageHeader, UndoBanner } from '@reelist/ui';
import { takeDeleted } from './deleted-list';
import { ListForm } from './list-form';
import type { ListFormValues } from './list-form';
import { useNearView } from './use-near-view';
import styles from './lists.module.css';
import { ListMeta } from './list-meta';

/** The cards drawn first: more than a phone's or a desktop's first screen holds. */
const FIRST_SCREEN = 12;

/**
 * My Lists (/lists): every list with its count, first posters and last change, and "New list". The first screen's
 * cards are drawn first and every other card right after that frame is painted (hundreds of lists take a phone a
 * few hundred milliseconds to draw), so the page shows at once and then holds every list for keyboard, search in
 * page and screen reader alike.
 */
export function ListsPage({ lists }: { lists: readonly UserList[] }) {
  const { navigate } = useRoute();
  const { t } = useLingui();
  const [creating, setCreating] = useState(false);
  // A list deleted on its own page offers its Undo here, where the visitor lands.
  const [deleted, setDeleted] = useState(takeDeleted);
  const shown = useMemo(() => [...lists].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)), [lists]);
  const [all, setAll] = useState(shown.length <= FIRST_SCREEN);
  useEffect(() => {
    if (all) return undefined;
    let live = true;
    afterPaint(() => live && startTransition(() => setAll(true)));
    return () => {
      live = false;
    };
  }, [all]);
  const drawn = all ? shown : shown.slice(0, FIRST_SCREEN);
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
        <ul className={styles.cards} aria-label={t`Your lists`}>
          {drawn.map((list) => (
            <ListCard key={list.id} list={list} />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * One list on My Lists. Two hundred of them render at once, so a card is cheap: its first posters are plain images,
 * put in only when the card nears the viewport (one observer for all cards), and cards out of view skip layout and
 * paint (content-visibility in the CSS).
 */
const ListCard = memo(function ListCard({ list }: { list: UserList }) {
  const ref = useRef<HTMLLIElement>(null);
  const near = useNearView(ref);
  // countTitles is a plain function: the card renders again when the language changes.
  useLanguage();
  return (
    <li ref={ref} className={styles.card}>
      <div className={styles.thumbs} aria-hidden="true">
        {[0, 1, 2, 3].map((at) => {
          const item = list.items[at];
          return item && near ? (
            <img
              key={at}
              className={styles.thumb}
              src={imageUrl(item.poster_path, 'w200')}
              alt=""
              width={200}
              height={300}
              loading="lazy"
              decoding="async"
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
