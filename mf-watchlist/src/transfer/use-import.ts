import { startTransition, useCallback, useRef, useState } from 'react';
import type { WatchlistItem } from '@reelist/contracts';
import { IMPORT_MESSAGES } from '@reelist/domain';
import { useWatchlist } from '@reelist/state';
import { endMeasure, startInteraction, startMeasure } from '../perf/perf-marks';
import { planImport } from './plan-import';
import type { ImportPlan } from './plan-import';
import { readImport } from './read-import';

export type ImportState =
  | { phase: 'idle' }
  | { phase: 'reading'; fileName: string; progress: number }
  | { phase: 'preview'; fileName: string; plan: ImportPlan; base: readonly WatchlistItem[] }
  | { phase: 'error'; message: string };

export interface ImportApi {
  state: ImportState;
  choose: (file: File) => void;
  confirm: () => void;
  cancel: () => void;
}

/**
 * The plan to commit: the preview's own when the list is still the one it was planned against (planning 50,000
 * items twice costs a long task for nothing), else re-planned against the list as it is now.
 */
function finalPlan(preview: { plan: ImportPlan; base: readonly WatchlistItem[] }, now: WatchlistItem[]): ImportPlan {
  if (now === preview.base) return preview.plan;
  return planImport(now, { items: preview.plan.added, invalid: [], generatedIds: false });
}

/**
 * Import as a small state machine: choose a file -> reading (progress) -> preview -> confirm commits the merge
 * in one replaceAll, or cancel. A newer choice makes an older read's result irrelevant.
 */
export function useImport(onImported: (previous: WatchlistItem[], message: string) => void): ImportApi {
  const { items, replaceAll } = useWatchlist();
  const [state, setState] = useState<ImportState>({ phase: 'idle' });
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const run = useRef(0);
  // The plan already committed: a second click before the preview goes away must not import it again.
  const committed = useRef<ImportPlan | null>(null);

  const choose = useCallback((file: File) => {
    const token = ++run.current;
    setState({ phase: 'reading', fileName: file.name, progress: 0 });
    startMeasure('watchlist:import-parse');
    const onProgress = (progress: number) => {
      if (run.current === token) setState({ phase: 'reading', fileName: file.name, progress });
    };
    const base = itemsRef.current;
    void readImport(file, base, { now: new Date(), onProgress }).then((outcome) => {
      if (run.current !== token) return;
      endMeasure('watchlist:import-parse');
      setState(
        outcome.ok
          ? { phase: 'preview', fileName: file.name, plan: outcome.plan, base }
          : { phase: 'error', message: outcome.message },
      );
    });
  }, []);

  const confirm = useCallback(() => {
    if (state.phase !== 'preview' || committed.current === state.plan) return;
    committed.current = state.plan;
    const previous = itemsRef.current;
    const final = finalPlan(state, previous);
    startInteraction('watchlist:import-commit');
    // The render of a list this size is a transition, so React renders it in slices of its own tasks instead of
    // one long task after the click (the watchlist provider stores the list after that, as for every edit).
    startTransition(() => {
      replaceAll(final.merged);
      setState({ phase: 'idle' });
      onImported(previous, IMPORT_MESSAGES.imported(final.added.length));
    });
  }, [state, replaceAll, onImported]);

  const cancel = useCallback(() => {
    run.current += 1;
    setState({ phase: 'idle' });
  }, []);

  return { state, choose, confirm, cancel };
}
