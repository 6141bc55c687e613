import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { titleIdentity } from '@reelist/contracts';
import type { WatchlistItem, WatchlistStatus } from '@reelist/contracts';
import { AppLink, usePreferences, useRoute, useWatchlist } from '@reelist/state';
import { tagKey } from '@reelist/storage';
import { formatNumber } from '@reelist/domain';
import { buttonClassName, EmptyState, Icon, icons, PageHeader } from '@reelist/ui';
import type { AvailabilityState } from '../availability';
import { CardMarksContext } from '../availability';
import { endInteraction, markReady, startInteraction } from '../../lib/perf-marks';
import type { WatchlistMeasure } from '../../lib/perf-marks';
import { TransferPanel } from '../transfer';
import { useAddToList } from './add-to-list';
import { SummaryTiles } from './summary-tiles';
import { tagCounts } from './sort-and-filter';
import { useTagEditor } from './tag-editor';
import { UndoBanner } from '../../lib/undo-banner';
import type { Undo } from '../../lib/undo-banner';
import { useNextEpisodes } from './use-next-episodes';
import { useVisibleItems } from './use-visible-items';
import { useWatchlistView } from './use-watchlist-view';
import { WatchlistEmpty } from './watchlist-empty';
import { WatchlistGrid } from './watchlist-grid';
import { WatchlistList } from './watchlist-list';
import { WatchlistToolbar } from './watchlist-toolbar';
import styles from './watchlist.module.css';

// Only when services are chosen: which of them offer the titles, and arrivals (its own chunk).
const AvailabilityLayer = lazy(() => import('../availability').then((m) => ({ default: m.AvailabilityLayer })));

/** The banner: a change that can be taken back, or, after an undo, what it could not take back (no button). */
type Banner = Undo | { message: string; detail?: undefined; label?: undefined; undo?: undefined };
const toNotice = (after: string | void): Banner | null => (after ? { message: after } : null);

/** The Watchlist screen: summary filters, sort and view, the export/import panel, the list. */
export function WatchlistPage() {
  const { t } = useLingui();
  const { items, stats, updateStatus, updateTags, remove, clear, replaceAll } = useWatchlist();
  const { navigate } = useRoute();
  const view = useWatchlistView();
  const { myServices, preferredRegion } = usePreferences().preferences;
  const servicesChosen = myServices.length > 0;
  const [availability, setAvailability] = useState<AvailabilityState | null>(null);
  const tags = useMemo(() => tagCounts(items), [items]);
  // A tag no item carries any more (its last one was untagged or removed, here or in another tab) filters nothing.
  const wanted = view.tag === null ? null : tagKey(view.tag);
  const tag = tags.find((known) => tagKey(known.tag) === wanted)?.tag ?? null;
  const byStatus = useVisibleItems(items, view.filter, view.sort, tag);
  const onlyAvailable = servicesChosen && view.available;
  // Not the whole state: a check's progress changes it about 40 times a second, the available titles far less.
  const available = availability?.available;
  const visible = useMemo(
    () =>
      onlyAvailable ? byStatus.filter((item) => available?.has(titleIdentity(item.media_type, item.id))) : byStatus,
    [onlyAvailable, byStatus, available],
  );
  const nextEpisodes = useNextEpisodes(items);
  const [panelOpen, setPanelOpen] = useState(false);
  const [undo, setUndo] = useState<Banner | null>(null);
  const takeBack = undo?.undo;
  const panelId = useId();

  useEffect(() => {
    markReady();
    endInteraction();
  });

  const timed =
    <A extends unknown[]>(name: WatchlistMeasure, run: (...args: A) => void) =>
    (...args: A) => {
      startInteraction(name);
      run(...args);
    };

  const onStatus = useCallback(
    (item: WatchlistItem, status: WatchlistStatus) => {
      startInteraction('watchlist:status');
      updateStatus(item.id, item.media_type, status);
    },
    [updateStatus],
  );
  // Undo of a Remove puts the item back into the list as it is then (other edits made meanwhile stay).
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const onRemove = useCallback(
    (item: WatchlistItem) => {
      startInteraction('watchlist:remove');
      const same = (other: WatchlistItem) => other.id === item.id && other.media_type === item.media_type;
      const at = itemsRef.current.findIndex(same);
      remove(item.id, item.media_type);
      // Remove asks nothing: it says what it removed and offers Undo, which restores the stored item
      // itself, so its status and dates come back with it, at its place in the list.
      const title = item.title;
      setUndo({
        message: t`Removed ${title} from your watchlist.`,
        undo: () => {
          const now = itemsRef.current;
          if (!now.some(same)) void replaceAll([...now.slice(0, at), item, ...now.slice(at)]);
        },
      });
    },
    [remove, replaceAll, t],
  );

  const onClearAll = () => {
    if (!window.confirm(t`Are you sure you want to clear your entire watchlist?`)) return;
    setUndo(null);
    setPanelOpen(false);
    // Said once storage holds the empty list; a failed write is reported by the watchlist's own warning.
    void clear().then((result) => {
      if (result.ok) setUndo({ message: t`Your watchlist was cleared.`, undo: () => void replaceAll(items) });
    });
  };

  const onImported = useCallback((done: Undo) => setUndo(done), []);
  const addToList = useAddToList();
  const suggestions = useMemo(() => tags.map((known) => known.tag), [tags]);
  const onSaveTags = useCallback(
    (item: WatchlistItem, next: string[]) => updateTags(item.id, item.media_type, next),
    [updateTags],
  );
  const tagEditor = useTagEditor(suggestions, onSaveTags);

  // Export, share and Clear All act on the whole list, so they show only while the whole list is shown.
  const showListActions = view.filter === 'all' && tag === null && items.length > 0;
  const progress = availability?.progress;
  const done = progress && formatNumber(progress.done);
  const total = progress && formatNumber(progress.total);

  return (
    <section className={styles.page}>
      <PageHeader
        title={t`My Watchlist`}
        subtitle={t`Keep track of movies and TV shows you want to watch`}
        actions={
          <>
            <AppLink to="/lists" className={buttonClassName({ variant: 'secondary' })}>
              <Icon icon={icons.list} size={18} />
              <Trans>My Lists</Trans>
            </AppLink>
            <AppLink to="/calendar" className={buttonClassName({ variant: 'secondary' })}>
              <Icon icon={icons.calendar} size={18} />
              <Trans>Calendar</Trans>
            </AppLink>
          </>
        }
      />
      {undo && (
        <UndoBanner
          message={undo.message}
          detail={undo.detail}
          label={undo.label}
          onUndo={takeBack && (() => setUndo(toNotice(takeBack())))}
          onDismiss={() => setUndo(null)}
        />
      )}
      <SummaryTiles stats={stats} active={view.filter} onSelect={timed('watchlist:filter', view.setFilter)} />
      {items.length > 0 && (
        <WatchlistToolbar
          sort={view.sort}
          view={view.view}
          onSort={timed('watchlist:sort', view.setSort)}
          onView={timed('watchlist:view', view.setView)}
          showListActions={showListActions}
          panelOpen={panelOpen}
          panelId={panelId}
          onTogglePanel={() => setPanelOpen((open) => !open)}
          onClearAll={onClearAll}
          available={servicesChosen ? view.available : undefined}
          onAvailable={view.setAvailable}
          tags={tags}
          tag={tag}
          onTag={timed('watchlist:filter', view.setTag)}
        />
      )}
      {servicesChosen && (
        <Suspense fallback={null}>
          <AvailabilityLayer
            items={items}
            services={myServices}
            region={preferredRegion}
            checkAll={view.available}
            onChange={setAvailability}
          />
        </Suspense>
      )}
      {onlyAvailable && progress && (
        <p className={styles.progress} role="status">
          <Trans>
            Checking your services: {done} of {total}
          </Trans>
        </p>
      )}
      {showListActions && panelOpen && <TransferPanel id={panelId} onImported={onImported} filter={view.filter} />}
      <CardMarksContext.Provider value={servicesChosen ? availability : null}>
        {visible.length === 0 && onlyAvailable && byStatus.length > 0 ? (
          <EmptyState
            icon={icons.filter}
            title={t`Nothing on your services yet`}
            message={
              progress ? t`Still checking your services…` : t`None of these titles is on your services in your region`
            }
          />
        ) : visible.length === 0 ? (
          <WatchlistEmpty filter={view.filter} tag={tag} />
        ) : view.view === 'grid' ? (
          <WatchlistGrid
            items={visible}
            nextEpisodes={nextEpisodes}
            onStatus={onStatus}
            onRemove={onRemove}
            onAddToList={addToList.open}
            onEditTags={tagEditor.open}
            onNavigate={navigate}
          />
        ) : (
          <WatchlistList
            items={visible}
            nextEpisodes={nextEpisodes}
            onStatus={onStatus}
            onRemove={onRemove}
            onAddToList={addToList.open}
            onEditTags={tagEditor.open}
          />
        )}
      </CardMarksContext.Provider>
      {items.length === 0 && <TransferPanel id={panelId} onImported={onImported} importOnly />}
      {addToList.picker}
      {tagEditor.editor}
    </section>
  );
}

export default WatchlistPage;
