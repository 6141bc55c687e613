import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { titleIdentity } from '@reelist/contracts';
import type { WatchlistItem } from '@reelist/contracts';
import { formatNumber } from '@reelist/domain';
import { AppLink, useWatchlist } from '@reelist/state';
import { Button, buttonClassName, EmptyState, icons, PageHeader, Spinner, statusLabel } from '@reelist/ui';
import { ProgressBar } from '../../lib/progress-bar';
import { UndoBanner } from '../../lib/undo-banner';
import type { Undo } from '../../lib/undo-banner';
import { cachedDetails, fetchDetails, planSharedAdd } from './add-shared';
import { SHARE_LIMITS, SHARE_MESSAGES } from './constants';
import { countTitles } from '../../lib/counts';
import { ReadCount, ShowMore } from './share-texts';
import { SharedRow } from './shared-row';
import type { SharedItem, SharedListResult } from './shared-list';
import { SharedUserList } from './shared-user-list';
import { useLocationHash } from './use-location-hash';
import { useSharedLink } from './use-shared-list';
import styles from './share.module.css';
import { useWatchlistMessages } from '../../lib/messages';

/** Rows shown at first and added by "Show more": each row asks the catalogue for its poster. */
const PAGE = 50;

const keyOf = (item: Pick<WatchlistItem, 'id' | 'media_type'>) => titleIdentity(item.media_type, item.id);

/**
 * `/shared#...`: a list someone shared, read from the link alone: their watchlist, or one of their own lists.
 */
export function SharedPage() {
  useWatchlistMessages();
  const { t } = useLingui();
  const link = useSharedLink(useLocationHash());
  if (!link) {
    // Which kind of list the link holds (and so the page's heading) is known only once it is read.
    return (
      <section className={styles.page} aria-busy="true">
        <Spinner label={t`Reading the shared list`} />
      </section>
    );
  }
  return link.kind === 'list' ? <SharedUserList read={link.read} /> : <SharedWatchlist result={link.read} />;
}

/**
 * A shared watchlist. Nothing in the receiver's data changes until they add titles: all at once or one by one,
 * merged (a title they have keeps its status unless they take the shared one), each with an Undo.
 */
function SharedWatchlist({ result }: { result: SharedListResult }) {
  const { t } = useLingui();
  const { items, replaceAll } = useWatchlist();
  const [undo, setUndo] = useState<Undo | null>(null);
  const [shown, setShown] = useState(PAGE);
  const [adding, setAdding] = useState<{ done: number; total: number } | null>(null);
  const itemsRef = useRef(items);
  itemsRef.current = items;
  // Leaving the page stops fetching the details of titles being added.
  const addingAbort = useRef<AbortController | null>(null);
  useEffect(() => () => addingAbort.current?.abort(), []);

  const mine = useMemo(() => new Map(items.map((item) => [keyOf(item), item])), [items]);
  const shared = result.list.items;
  const fresh = shared.filter((item) => !mine.has(keyOf(item)));

  // The confirmation waits for the write: with storage full the change stays for this session only, and the
  // watchlist's own warning says so; "Added ..." then would promise what a reload takes away.
  const commit = useCallback(
    (next: WatchlistItem[], message: string) => {
      const previous = itemsRef.current;
      setUndo(null);
      startTransition(() => {
        void replaceAll(next).then((result) => {
          if (result.ok) setUndo({ message, undo: () => void replaceAll(previous) });
        });
      });
    },
    [replaceAll],
  );

  const add = useCallback(
    (toAdd: readonly SharedItem[], details: (item: SharedItem) => ReturnType<typeof cachedDetails>) => {
      const plan = planSharedAdd(itemsRef.current, toAdd, details, new Date());
      if (plan.added.length === 0) return;
      const count = plan.added.length;
      commit(
        plan.merged,
        plural(count, {
          one: 'Added # title to your watchlist.',
          other: 'Added # titles to your watchlist.',
        }),
      );
    },
    [commit],
  );

  const addAll = async () => {
    const abort = new AbortController();
    addingAbort.current = abort;
    setAdding({ done: 0, total: 0 });
    const details = await fetchDetails(fresh, {
      signal: abort.signal,
      onProgress: (done, total) => setAdding({ done, total }),
    });
    if (abort.signal.aborted) return;
    setAdding(null);
    add(fresh, details);
  };

  const onAdd = useCallback((item: SharedItem) => add([item], cachedDetails), [add]);
  const onTakeStatus = useCallback(
    (item: SharedItem) => {
      const at = new Date().toISOString();
      const next = itemsRef.current.map((own) =>
        keyOf(own) === keyOf(item) ? { ...own, status: item.status, updatedAt: at } : own,
      );
      const title = item.title;
      const status = statusLabel(item.status);
      commit(next, t`${title} is now ${status} in your watchlist.`);
    },
    [commit, t],
  );

  const already = shared.length - fresh.length;
  const counts = (['want_to_watch', 'watching', 'watched'] as const).map((status) => ({
    status,
    count: shared.filter((item) => item.status === status).length,
  }));

  return (
    <section className={styles.page}>
      <PageHeader
        title={t`Shared watchlist`}
        subtitle={t`A list someone shared with you. Your watchlist changes only when you add titles.`}
      />
      {undo && (
        <UndoBanner
          message={undo.message}
          onUndo={() => {
            undo.undo();
            setUndo(null);
          }}
          onDismiss={() => setUndo(null)}
        />
      )}
      {!result.ok && (
        <div className={styles.alert} role="alert">
          <p>{SHARE_MESSAGES.damaged}</p>
          {shared.length > 0 && <ReadCount count={shared.length} />}
        </div>
      )}
      {result.cut && (
        <p className={styles.note} role="note">
          {SHARE_MESSAGES.cut(result.cut.held, SHARE_LIMITS.items)}
        </p>
      )}
      {shared.length === 0 && (
        <EmptyState
          title={t`No titles to show`}
          message={t`Ask for the link again, or open your own watchlist.`}
          action={
            <AppLink to="/watchlist" className={buttonClassName({ variant: 'secondary' })}>
              <Trans>Go to my watchlist</Trans>
            </AppLink>
          }
        />
      )}
      {shared.length > 0 && (
        <>
          <div className={styles.summary}>
            <p className={styles.counts}>
              <span>{countTitles(shared.length)}</span>
              {counts.map(({ status, count }) => (
                <span key={status}>{`${statusLabel(status)}: ${formatNumber(count)}`}</span>
              ))}
              <span>
                <Plural value={already} one="# already in your watchlist" other="# already in your watchlist" />
              </span>
            </p>
            <div className={styles.actions}>
              <Button
                icon={icons.plus}
                onClick={() => void addAll()}
                disabled={fresh.length === 0 || adding !== null}
                aria-busy={adding !== null}
              >
                {fresh.length === 0 ? t`All of these are in your watchlist` : t`Add all to my watchlist`}
              </Button>
              <AppLink to="/watchlist" className={buttonClassName({ variant: 'secondary' })}>
                <Trans>Go to my watchlist</Trans>
              </AppLink>
            </div>
          </div>
          {adding && <ProgressBar label={t`Adding titles`} value={adding.total ? adding.done / adding.total : 0} />}
          <ul className={styles.list} aria-label={t`Shared titles`}>
            {shared.slice(0, shown).map((item) => (
              <SharedRow
                key={keyOf(item)}
                item={item}
                mine={mine.get(keyOf(item))}
                onAdd={onAdd}
                onTakeStatus={onTakeStatus}
              />
            ))}
          </ul>
          {shared.length > shown && (
            <Button variant="secondary" onClick={() => setShown((n) => n + PAGE)}>
              <ShowMore left={shared.length - shown} />
            </Button>
          )}
        </>
      )}
    </section>
  );
}

export default SharedPage;
