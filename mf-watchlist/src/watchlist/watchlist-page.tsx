import { useCallback, useEffect, useId, useState } from 'react';
import type { WatchlistItem, WatchlistStatus } from '@reelist/contracts';
import { useRoute, useWatchlist } from '@reelist/state';
import { PageHeader } from '@reelist/ui';
import { endInteraction, markReady, startInteraction } from '../perf/perf-marks';
import type { WatchlistMeasure } from '../perf/perf-marks';
import { TransferPanel } from '../transfer/transfer-panel';
import { SummaryTiles } from './summary-tiles';
import { UndoBanner } from './undo-banner';
import type { Undo } from './undo-banner';
import { useNextEpisodes } from './use-next-episodes';
import { useVisibleItems } from './use-visible-items';
import { useWatchlistView } from './use-watchlist-view';
import { WatchlistEmpty } from './watchlist-empty';
import { WatchlistGrid } from './watchlist-grid';
import { WatchlistList } from './watchlist-list';
import { WatchlistToolbar } from './watchlist-toolbar';
import styles from './watchlist.module.css';

export const CLEAR_CONFIRM = 'Are you sure you want to clear your entire watchlist?';

/** The Watchlist screen (spec section 2): summary filters, sort and view, the export/import panel, the list. */
export function WatchlistPage() {
  const { items, stats, updateStatus, remove, clear, replaceAll } = useWatchlist();
  const { navigate } = useRoute();
  const view = useWatchlistView();
  const visible = useVisibleItems(items, view.filter, view.sort);
  const nextEpisodes = useNextEpisodes(items);
  const [panelOpen, setPanelOpen] = useState(false);
  const [undo, setUndo] = useState<Undo | null>(null);
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
  const onRemove = useCallback(
    (item: WatchlistItem) => {
      startInteraction('watchlist:remove');
      remove(item.id, item.media_type);
    },
    [remove],
  );

  const onClearAll = () => {
    if (!window.confirm(CLEAR_CONFIRM)) return;
    setUndo({ message: 'Your watchlist was cleared.', undo: () => replaceAll(items) });
    setPanelOpen(false);
    clear();
  };

  const onImported = useCallback((done: Undo) => setUndo(done), []);

  const showListActions = view.filter === 'all' && items.length > 0;

  return (
    <section className={styles.page}>
      <PageHeader title="My Watchlist" subtitle="Keep track of movies and TV shows you want to watch" />
      {undo && (
        <UndoBanner
          message={undo.message}
          label={undo.label}
          onUndo={() => {
            undo.undo();
            setUndo(null);
          }}
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
        />
      )}
      {showListActions && panelOpen && <TransferPanel id={panelId} onImported={onImported} filter={view.filter} />}
      {visible.length === 0 ? (
        <WatchlistEmpty filter={view.filter} />
      ) : view.view === 'grid' ? (
        <WatchlistGrid
          items={visible}
          nextEpisodes={nextEpisodes}
          onStatus={onStatus}
          onRemove={onRemove}
          onNavigate={navigate}
        />
      ) : (
        <WatchlistList items={visible} nextEpisodes={nextEpisodes} onStatus={onStatus} onRemove={onRemove} />
      )}
      {items.length === 0 && <TransferPanel id={panelId} onImported={onImported} importOnly />}
    </section>
  );
}

export default WatchlistPage;
