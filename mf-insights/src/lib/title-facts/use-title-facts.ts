import { useEffect, useRef, useState } from 'react';
import { titleIdentity } from '@reelist/contracts';
import type { TitleFacts } from '@reelist/contracts';
import { loadWatchLog } from '@reelist/storage';
import { fetchTitleFacts } from './fetch-title-facts';
import type { FetchFactsOptions, TitleRef } from './fetch-title-facts';

/** Facts kept per this many fetched titles: an interrupted fetch loses at most these. */
export const FACTS_SAVE_EVERY = 50;
/** The progress shown changes at most this often (and on the last title). */
const PROGRESS_EVERY_MS = 200;

export interface TitleFactsState {
  /** Facts by `titleIdentity` (null: the service has no such title); a new map when more arrive. Null until read. */
  facts: ReadonlyMap<string, TitleFacts | null> | null;
  /** While titles are fetched: how many of the wanted titles have their facts. */
  progress?: { done: number; total: number };
  /** Why the last fetch stopped before the end. */
  error?: string;
  /** Fetches the titles still missing again (after an error). */
  resume: () => void;
}

interface Kept {
  map: Map<string, TitleFacts | null>;
  save: () => void;
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * The kept facts of `wanted` titles, fetching the missing ones in a bounded batch (see fetchTitleFacts) with
 * progress: each title at most once, kept every FACTS_SAVE_EVERY titles and when the page is left, so a later
 * visit resumes where this one stopped. `wanted` should keep its identity while the titles are the same.
 */
export function useTitleFacts(
  wanted: readonly TitleRef[] | null,
  /** The batch's pace (tests run it faster); the importer's by default. */
  pace?: Pick<FetchFactsOptions, 'concurrency' | 'ratePerSecond' | 'sleep'>,
): TitleFactsState {
  const paceRef = useRef(pace);
  const kept = useRef<Kept | null>(null);
  const [facts, setFacts] = useState<ReadonlyMap<string, TitleFacts | null> | null>(null);
  const [progress, setProgress] = useState<TitleFactsState['progress']>();
  const [error, setError] = useState<string>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    void loadWatchLog().then(({ loadTitleFacts, saveTitleFacts }) => {
      if (!live) return;
      const map = loadTitleFacts();
      kept.current = { map, save: () => void saveTitleFacts(map) };
      setFacts(new Map(map));
    });
    return () => {
      live = false;
    };
  }, []);

  const ready = facts !== null;
  useEffect(() => {
    const store = kept.current;
    if (!ready || !store || !wanted) return;
    const missing = wanted.filter((title) => !store.map.has(titleIdentity(title.media_type, title.id)));
    if (missing.length === 0) return;
    const known = wanted.length - missing.length;
    const controller = new AbortController();
    let unsaved = 0;
    let shownAt = Number.NEGATIVE_INFINITY;
    const publish = () => setFacts(new Map(store.map));
    const keep = () => {
      if (unsaved === 0) return;
      unsaved = 0;
      store.save();
    };
    setError(undefined);
    fetchTitleFacts(missing, {
      ...paceRef.current,
      signal: controller.signal,
      onFacts: (key, value) => {
        store.map.set(key, value);
        unsaved += 1;
        if (unsaved >= FACTS_SAVE_EVERY) {
          keep();
          publish();
        }
      },
      onProgress: (done, total) => {
        const now = Date.now();
        if (done < total && now - shownAt < PROGRESS_EVERY_MS) return;
        shownAt = now;
        setProgress({ done: known + done, total: wanted.length });
      },
    }).then(
      () => {
        keep();
        publish();
        setProgress(undefined);
      },
      (failure: unknown) => {
        keep();
        if (controller.signal.aborted) return;
        publish();
        setProgress(undefined);
        setError(messageOf(failure));
      },
    );
    return () => {
      // The default reason, an AbortError: a fetch stopped because the page was left is no failure to show.
      controller.abort();

      keep();
      setProgress(undefined);
    };
  }, [ready, wanted, attempt]);

  return { facts, progress, error, resume: () => setAttempt((n) => n + 1) };
}
