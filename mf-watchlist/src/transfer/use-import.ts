import { useCallback, useRef, useState } from 'react';
import type { WatchlistItem } from '@reelist/contracts';
import { planImport, TRANSFER_MESSAGES } from '@reelist/domain';
import type { ImportPlan } from '@reelist/domain';
import { useWatchlist } from '@reelist/state';
import { endMeasure, startInteraction, startMeasure } from '../perf/perf-marks';
import { readImport } from './read-import';

export type ImportState =
  | { phase: 'idle' }
  | { phase: 'reading'; fileName: string; progress: number }
  | { phase: 'preview'; fileName: string; plan: ImportPlan }
  | { phase: 'error'; message: string };

export interface ImportApi {
  state: ImportState;
  choose: (file: File) => void;
  confirm: () => void;
  cancel: () => void;
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

  const choose = useCallback((file: File) => {
    const token = ++run.current;
    setState({ phase: 'reading', fileName: file.name, progress: 0 });
    startMeasure('watchlist:import-parse');
    const onProgress = (progress: number) => {
      if (run.current === token) setState({ phase: 'reading', fileName: file.name, progress });
    };
    void readImport(file, itemsRef.current, { now: new Date(), onProgress }).then((outcome) => {
      if (run.current !== token) return;
      endMeasure('watchlist:import-parse');
      setState(
        outcome.ok
          ? { phase: 'preview', fileName: file.name, plan: outcome.plan }
          : { phase: 'error', message: outcome.message },
      );
    });
  }, []);

  const confirm = useCallback(() => {
    if (state.phase !== 'preview') return;
    const previous = itemsRef.current;
    // Re-planned against the list as it is now, in case it changed while the preview was open.
    const final = planImport(previous, { items: state.plan.added, invalid: [], generatedIds: false });
    startInteraction('watchlist:import-commit');
    replaceAll(final.merged);
    setState({ phase: 'idle' });
    onImported(previous, TRANSFER_MESSAGES.imported(final.added.length));
  }, [state, replaceAll, onImported]);

  const cancel = useCallback(() => {
    run.current += 1;
    setState({ phase: 'idle' });
  }, []);

  return { state, choose, confirm, cancel };
}
