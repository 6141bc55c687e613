import { t } from '@lingui/core/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { WATCH_SOURCE_LABELS } from '@reelist/contracts';
import { IMPORT_MESSAGES } from '@reelist/domain';
import { loadHistoryImport, loadWatchLog, ratingsStore, reviewsStore, watchlistStore } from '@reelist/storage';
import type { HistoryUndoResult } from '@reelist/storage';
import { useServiceRate } from '../../lib/service-rate';
import type { Undo } from '../../lib/undo-banner';
import type { MatchedTitle, MatchResult } from '../matching';
import type { ListsUndoResult } from './commit-lists';
import { keptSinceImport, listsCreated, listsImported } from './lists-text';
import type { HistoryPlan, HistoryBase, Picks } from './plan-history';
import type { ParsedHistory } from './sources/lists';

const loadEngine = () => import('./engine');

/** An imported history between reading and commit: what was read, how it matched, the user's picks, the plan. */
export interface HistoryReview {
  fileName: string;
  parsed: ParsedHistory;
  /** "Letterboxd", "IMDb", ... */
  sourceName: string;
  matches: ReadonlyMap<string, MatchResult>;
  picks: Picks;
  plan: HistoryPlan;
}

export type HistoryState =
  | { phase: 'idle' }
  | { phase: 'matching'; fileName: string; sourceName: string; done: number; total: number }
  | ({ phase: 'review' } & HistoryReview)
  | { phase: 'error'; message: string };

export interface HistoryImportApi {
  state: HistoryState;
  /** Matches the parsed records to the catalogue, then shows the review. */
  start: (fileName: string, parsed: ParsedHistory) => void;
  /** The user's answer for a title that needs review: a candidate, or null to skip it. */
  pick: (key: string, title: MatchedTitle | null) => void;
  confirm: () => void;
  cancel: () => void;
}

async function currentBase(): Promise<HistoryBase> {
  const { watchLogStore, listsStore } = await loadWatchLog();
  return {
    watchlist: watchlistStore.getSnapshot(),
    log: watchLogStore.getSnapshot(),
    ratings: ratingsStore.getSnapshot(),
    reviews: reviewsStore.getSnapshot(),
    lists: listsStore.getSnapshot(),
  };
}

type HistoryImportModule = Awaited<ReturnType<typeof loadHistoryImport>>;

/**
 * Nothing is kept when the commit fails (it is all or nothing): the message says so, and for a full storage
 * whether freeing space could help at all.
 */
function failureMessage(
  reason: 'quota' | 'unavailable',
  change: HistoryPlan['change'],
  { historyImportRoom }: HistoryImportModule,
): string {
  if (reason === 'unavailable') return IMPORT_MESSAGES.storageUnavailable;
  const room = historyImportRoom(change);
  return room.everFits
    ? IMPORT_MESSAGES.storageFull
    : IMPORT_MESSAGES.tooBigForBrowser(room.neededChars, room.quotaChars);
}

/** What the visitor reads after "Undo import" when it could not take everything back (else nothing). */
function undoMessage({ result, kept }: HistoryUndoResult, lists?: ListsUndoResult): string | undefined {
  if (!result.ok) return IMPORT_MESSAGES.undoFailed(result.reason);
  if (lists && !lists.result.ok) return IMPORT_MESSAGES.undoFailed(lists.result.reason);
  return keptSinceImport(kept, lists?.kept ?? 0);
}

/**
 * Another service's history, from parsed records to one commit: match each unique title to the catalogue (with
 * progress and Cancel), show the plan with the titles that need a pick, then commit everything at once (the export's
 * lists right after the rest) with an "Undo import" that takes back what the import added or changed, lists
 * included, keeping what the visitor changed since.
 */
export function useHistoryImport(onImported: (done: Undo) => void): HistoryImportApi {
  const [state, setState] = useState<HistoryState>({ phase: 'idle' });
  const ratePerSecond = useServiceRate();
  const controller = useRef<AbortController | null>(null);
  const committed = useRef<HistoryPlan | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    (fileName: string, parsed: ParsedHistory) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      const sourceName = WATCH_SOURCE_LABELS[parsed.source];
      setState({ phase: 'matching', fileName, sourceName, done: 0, total: 0 });
      void (async () => {
        const { matchRecords, openMatchCache, planHistory } = await loadEngine();
        const cache = await openMatchCache();
        const matches = await matchRecords(parsed.records, {
          signal: abort.signal,
          cache,
          ratePerSecond,
          onProgress: (done, total) => {
            if (!abort.signal.aborted) setState({ phase: 'matching', fileName, sourceName, done, total });
          },
        });
        const picks: Picks = new Map();
        const plan = planHistory(parsed, matches, picks, await currentBase(), new Date());
        if (!abort.signal.aborted) setState({ phase: 'review', fileName, parsed, sourceName, matches, picks, plan });
      })().catch((error: unknown) => {
        if (abort.signal.aborted) return;
        const reason = error instanceof Error ? error.message : String(error);
        setState({ phase: 'error', message: IMPORT_MESSAGES.parseFailed(reason) });
      });
    },
    [ratePerSecond],
  );

  const pick = useCallback((key: string, title: MatchedTitle | null) => {
    setState((current) => {
      if (current.phase !== 'review') return current;
      return { ...current, picks: new Map(current.picks).set(key, title) };
    });
  }, []);

  // A pick changes the plan: plan again against what the browser holds now.
  const picks = state.phase === 'review' ? state.picks : null;
  useEffect(() => {
    if (!picks || picks.size === 0) return;
    let live = true;
    void Promise.all([currentBase(), loadEngine()]).then(([base, { planHistory }]) => {
      if (!live) return;
      setState((current) =>
        current.phase === 'review' && current.picks === picks
          ? { ...current, plan: planHistory(current.parsed, current.matches, picks, base, new Date()) }
          : current,
      );
    });
    return () => {
      live = false;
    };
  }, [picks]);

  const confirm = useCallback(() => {
    if (state.phase !== 'review' || committed.current === state.plan) return;
    committed.current = state.plan;
    const review = state;
    void (async () => {
      // Planned again against the browser's data as it is now, so an edit made while the review was open counts.
      const { planHistory, createLists } = await loadEngine();
      const plan = planHistory(review.parsed, review.matches, review.picks, await currentBase(), new Date());
      const [storage, { listsStore }] = await Promise.all([loadHistoryImport(), loadWatchLog()]);
      const { result, undo } = storage.commitHistoryImport(plan.change);
      // The lists right after the rest, and the rest taken back when they cannot be stored: all or nothing still.
      const made = result.ok && undo ? createLists(listsStore, plan.lists.create) : undefined;
      if (!result.ok || !undo || !made?.result.ok) {
        committed.current = null;
        undo?.();
        const failed = !result.ok ? result : made && !made.result.ok ? made.result : undefined;
        setState({ phase: 'error', message: failureMessage(failed?.reason ?? 'unavailable', plan.change, storage) });
        return;
      }
      setState({ phase: 'idle' });
      const lists = plan.lists.create.length > 0 ? plan.lists : undefined;
      onImported({
        message: plan.titles === 0 && lists ? listsImported(lists) : IMPORT_MESSAGES.imported(plan.titles),
        ...(lists ? { detail: listsCreated(lists) } : {}),
        label: t`Undo import`,
        undo: () => undoMessage(undo(), made.undo?.()),
      });
    })();
  }, [state, onImported]);

  const cancel = useCallback(() => {
    controller.current?.abort();
    setState({ phase: 'idle' });
  }, []);

  return { state, start, pick, confirm, cancel };
}
