import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { plural, t } from '@lingui/core/macro';
import type { WatchlistItem } from '@reelist/contracts';
import { IMPORT_MESSAGES } from '@reelist/domain';
import { useWatchlist } from '@reelist/state';
import type { Undo } from '../../lib/undo-banner';
import { endMeasure, startInteraction, startMeasure } from '../../lib/perf-marks';
import {
  HISTORY_IMPORT_MAX_BYTES,
  WATCHLIST_IMPORT_MAX_BYTES,
  planImport,
  readImport,
  rematched,
  replanImport,
} from '../import';
import { ImportError } from '../../lib/import-error';
import { readHistory } from '../history';
import type { ImportPlan } from '../import';
import type { ParsedImport } from '../../lib/parsed-import';
import type { StoredMatch } from '@reelist/storage';
import { serviceMessage } from '@reelist/ui';
import type { ParsedSource } from '../../lib/source-types';

export type ImportState =
  | { phase: 'idle' }
  | { phase: 'reading'; fileName: string; progress: number }
  /** A CSV's rows without a TMDB ID being looked up in the catalogue: `done` of `total` distinct titles. */
  | { phase: 'matching'; fileName: string; done: number; total: number }
  | { phase: 'preview'; fileName: string; plan: ImportPlan; parsed: ParsedImport; base: readonly WatchlistItem[] }
  | { phase: 'error'; message: string };

export interface ImportApi {
  state: ImportState;
  /** Reads the file: Reelist's own export goes to its preview; another service's history to `onHistory`. */
  choose: (file: File) => void;
  confirm: () => void;
  cancel: () => void;
  /** Stops matching titles to the catalogue: the preview shows what matched by then, the rest keep generated ids. */
  skipMatching: () => void;
  /** The review's choice: the looked-up row at `index` is imported as `title` (the preview is planned again). */
  rematch: (index: number, title: StoredMatch) => void;
}

export interface ImportOptions {
  /** Look-ups a second when matching CSV titles to the catalogue (see serviceRate). */
  ratePerSecond?: number;
}

/**
 * The plan to commit: the preview's own when the list is still the one it was planned against (planning 50,000
 * items twice costs a long task for nothing), else re-planned against the list as it is now.
 */
function finalPlan(preview: { plan: ImportPlan; base: readonly WatchlistItem[] }, now: WatchlistItem[]): ImportPlan {
  return now === preview.base ? preview.plan : replanImport(preview.plan, now);
}

/**
 * Exactly what an import did: new items added, the list's items given the file's new tags updated (an import never
 * overwrites anything else), entries already there left alone, invalid rows left out.
 */
export function importSummary(plan: ImportPlan): string {
  // Counts in digits alone, as the import's other messages give them ('20000 added').
  const invalid = plan.invalid.length;
  const added = String(plan.added.length);
  const updated = String(plan.retagged.length);
  const alone = String(plan.duplicates);
  if (invalid === 0) return t`${added} added, ${updated} updated, ${alone} left alone (already in your watchlist)`;
  return plural(invalid, {
    one: `${added} added, ${updated} updated, ${alone} left alone (already in your watchlist); # invalid row not imported`,
    other: `${added} added, ${updated} updated, ${alone} left alone (already in your watchlist); # invalid rows not imported`,
  });
}

/**
 * Import as a small state machine: choose a file -> reading (progress, in the import worker) -> matching (a CSV's
 * rows without a TMDB ID, looked up in the catalogue; Skip keeps what matched so far) -> preview -> confirm commits
 * the merge in one replaceAll, or cancel. A file from another service is handed to `onHistory` once read. A newer
 * choice makes an older read's result irrelevant.
 */
export function useImport(
  onImported: (done: Undo) => void,
  onHistory: (fileName: string, parsed: ParsedSource) => void = () => undefined,
  { ratePerSecond }: ImportOptions = {},
): ImportApi {
  const { items, replaceAll } = useWatchlist();
  const [state, setState] = useState<ImportState>({ phase: 'idle' });
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const run = useRef(0);
  // The plan already committed: a second click before the preview goes away must not import it again.
  const committed = useRef<ImportPlan | null>(null);

  const reading = useRef<AbortController | null>(null);
  const matching = useRef<AbortController | null>(null);
  const stop = useCallback(() => {
    reading.current?.abort();
    matching.current?.abort();
  }, []);
  useEffect(() => stop, [stop]);

  const choose = useCallback(
    (file: File) => {
      const token = ++run.current;
      stop();
      const abort = new AbortController();
      reading.current = abort;
      const skip = new AbortController();
      matching.current = skip;
      setState({ phase: 'reading', fileName: file.name, progress: 0 });
      startMeasure('watchlist:import-parse');
      const onProgress = (progress: number) => {
        if (run.current === token) setState({ phase: 'reading', fileName: file.name, progress });
      };
      const base = itemsRef.current;
      const match = {
        signal: skip.signal,
        ...(ratePerSecond ? { ratePerSecond } : {}),
        onProgress: (done: number, total: number) => {
          if (run.current === token && !skip.signal.aborted) {
            setState({ phase: 'matching', fileName: file.name, done, total });
          }
        },
      };
      const readOwn = () =>
        readImport(file, base, { now: new Date(), onProgress, match }).then((outcome) => {
          if (run.current !== token) return;
          endMeasure('watchlist:import-parse');
          setState(
            outcome.ok
              ? { phase: 'preview', fileName: file.name, plan: outcome.plan, parsed: outcome.parsed, base }
              : { phase: 'error', message: outcome.message },
          );
        });
      // A single CSV or JSON file has the watchlist import's limit; an export ZIP of years of history a larger one.
      const limit = /\.zip$/i.test(file.name) ? HISTORY_IMPORT_MAX_BYTES : WATCHLIST_IMPORT_MAX_BYTES;
      if (file.size > limit) {
        setState({ phase: 'error', message: IMPORT_MESSAGES.tooLarge(limit / (1024 * 1024)) });
        return;
      }
      // The worker tells Reelist's own export (read by its own reader, with its limit and messages) from another
      // service's history (parsed there).
      readHistory(file, { signal: abort.signal, onProgress }).then(
        (read) => {
          if (run.current !== token) return;
          if (read.kind === 'reelist') return void readOwn();
          endMeasure('watchlist:import-parse');
          setState({ phase: 'idle' });
          onHistory(file.name, read.parsed);
        },
        (error: unknown) => {
          if (run.current !== token) return;
          if (error instanceof DOMException && error.name === 'AbortError') return;
          const message =
            error instanceof ImportError
              ? error.message
              : IMPORT_MESSAGES.parseFailed(serviceMessage(error instanceof Error ? error.message : String(error)));
          setState({ phase: 'error', message });
        },
      );
    },
    [onHistory, ratePerSecond, stop],
  );

  const confirm = useCallback(() => {
    if (state.phase !== 'preview' || committed.current === state.plan) return;
    committed.current = state.plan;
    const previous = itemsRef.current;
    const final = finalPlan(state, previous);
    startInteraction('watchlist:import-commit');
    // The render of a list this size is a transition, so React renders it in slices of its own tasks instead of
    // one long task after the click (the watchlist provider stores the list after that, as for every edit).
    // Success is said once the list is stored: a failed write is reported by the watchlist's own warning, and the
    // items then last only for this session.
    startTransition(() => {
      const written = replaceAll(final.merged);
      setState({ phase: 'idle' });
      void written.then((result) => {
        if (!result.ok) return;
        onImported({
          message: IMPORT_MESSAGES.imported(final.added.length),
          detail: importSummary(final),
          undo: () => void replaceAll(previous),
        });
      });
    });
  }, [state, replaceAll, onImported]);

  const cancel = useCallback(() => {
    run.current += 1;
    stop();
    setState({ phase: 'idle' });
  }, [stop]);

  const skipMatching = useCallback(() => matching.current?.abort(), []);

  const rematch = useCallback((index: number, title: StoredMatch) => {
    setState((now) => {
      if (now.phase !== 'preview') return now;
      const parsed = rematched(now.parsed, index, title);
      return { ...now, parsed, plan: planImport(now.base, parsed) };
    });
  }, []);

  return { state, choose, confirm, cancel, skipMatching, rematch };
}
