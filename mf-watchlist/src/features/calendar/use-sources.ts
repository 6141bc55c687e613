import { useCallback, useEffect, useRef, useState } from 'react';
import { getPersonDetails, getTvSchedule, getTvSeason, settlePaced } from '@reelist/api';
import type { PersonDetails, Season } from '@reelist/contracts';
import { useServiceRate } from '../../lib/service-rate';
import type { Day } from './calendar-days';
import { currentSeasons, scheduleOf } from './calendar-entries';
import type { Schedule } from './calendar-entries';
import { KEEP_MS, keepSchedules, keptSchedules } from './kept-schedules';

/** Requests at once: a long list of shows and people comes in a few at a time, each one shown as it arrives. */
export const SOURCES_AT_ONCE = 4;

/** What the calendar asks about: a show tracked, or a person followed. */
export type Source = { kind: 'tv'; id: number } | { kind: 'person'; id: number };

/** A source's answer: a show's schedule, or a person's details with their credits. */
export type SourceAnswer = { kind: 'tv'; schedule: Schedule } | { kind: 'person'; details: PersonDetails };

export const sourceKey = (source: Source): string => `${source.kind}:${source.id}`;

/**
 * Answers kept while the app stays open, for as long as the api's cache keeps a show's details: the calendar opened
 * again (from the Watchlist, after a look at a show) resumes where it was instead of asking 300 shows one by one
 * through the pace again. A failed source is not kept. Shows' schedules are also kept in browser storage for as
 * long (kept-schedules.ts), for a new tab; people's details are large and have their own cache.
 */
const kept = new Map<string, { at: number; answer: SourceAnswer }>();
/** Forgets the answers kept (a test seam: each test starts as a fresh page would). */
export const forgetAnswers = (): void => kept.clear();
/**
 * Arrivals are shown together at most this often. Each showing re-sorts, re-renders and repaints the agenda, which
 * on a slow phone costs tens of milliseconds: every 150 ms it took most of the main thread the answers need, and
 * opening the calendar of 300 shows took twice as long (bench: 28 s against 14 s).
 */
export const SHOW_EVERY_MS = 1000;

/**
 * A show's details (without the Detail page's credits and related lists: a tenth of the bytes for each of hundreds
 * of shows) and its current seasons, through the api's clients and their one cache (30 minutes). The seasons are
 * asked one after the other, so a show holds one request at a time; a season that fails leaves the details' next
 * and latest episodes.
 */
async function loadSchedule(id: number, today: Day, signal: AbortSignal | undefined): Promise<Schedule> {
  const options = signal ? { signal } : undefined;
  const show = await getTvSchedule(id, options);
  const seasons: Season[] = [];
  for (const season of currentSeasons(show, today)) {
    try {
      seasons.push(await getTvSeason(id, season, options));
    } catch (error) {
      if (signal?.aborted) throw error;
    }
  }
  return scheduleOf(show, seasons, today);
}

/**
 * A source's answer. A person's credits come with their details, the request (and its 60-minute cache) the person
 * page and the daily check of followed people make too.
 */
async function loadSource(source: Source, today: Day, signal: AbortSignal | undefined): Promise<SourceAnswer> {
  if (source.kind === 'tv') return { kind: 'tv', schedule: await loadSchedule(source.id, today, signal) };
  return { kind: 'person', details: await getPersonDetails(source.id, signal ? { signal } : undefined) };
}

/**
 * `found` with the answers kept (in memory, or a show's schedule in storage) of the sources it lacks; `found` itself
 * when none is kept.
 */
function resume(
  sources: readonly Source[],
  today: Day,
  found: ReadonlyMap<string, SourceAnswer | null>,
): ReadonlyMap<string, SourceAnswer | null> {
  const now = Date.now();
  const resumed = new Map(found);
  let stored: Map<number, { at: number; schedule: Schedule }> | undefined;
  for (const source of sources) {
    const key = sourceKey(source);
    if (resumed.has(key)) continue;
    const memo = kept.get(`${today}|${key}`);
    if (memo && now - memo.at < KEEP_MS) resumed.set(key, memo.answer);
    else if (source.kind === 'tv') {
      stored ??= keptSchedules(now);
      const schedule = stored.get(source.id)?.schedule;
      if (schedule) resumed.set(key, { kind: 'tv', schedule });
    }
  }
  return resumed.size === found.size ? found : resumed;
}

/** Each source's answer as it arrives (null: it failed), by sourceKey, and a way to ask the failed ones again. */
export function useSources(sources: readonly Source[], today: Day) {
  // What is kept is there on the first render: the page then lays out its hundreds of rows once, not twice.
  const [answers, setAnswers] = useState(() => resume(sources, today, new Map()));
  // The ref is what the batch reads (which sources are still missing), the state what renders: one arriving must
  // not restart the batch the others are still in.
  const found = useRef(answers);
  const [attempt, setAttempt] = useState(0);
  const ratePerSecond = useServiceRate();
  const key = sources.map(sourceKey).join(',');
  useEffect(() => {
    const resumed = resume(sources, today, found.current);
    if (resumed !== found.current) {
      found.current = resumed;
      setAnswers(resumed);
    }
    const missing = sources.filter((source) => !found.current.has(sourceKey(source)));
    if (missing.length === 0) return undefined;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Read since the last save: stored with each showing (so a closed tab resumes from there), not one by one.
    let unsaved: { at: number; schedule: Schedule }[] = [];
    const save = () => {
      if (unsaved.length > 0) keepSchedules(unsaved);
      unsaved = [];
    };
    const show = () => {
      timer = undefined;
      setAnswers(found.current);
      save();
    };
    void settlePaced(
      missing,
      (source, signal) => loadSource(source, today, signal),
      (source, outcome) => {
        const answer = outcome.ok ? outcome.value : null;
        const at = Date.now();
        if (answer) kept.set(`${today}|${sourceKey(source)}`, { at, answer });
        if (answer?.kind === 'tv') unsaved.push({ at, schedule: answer.schedule });
        found.current = new Map(found.current).set(sourceKey(source), answer);
        timer ??= setTimeout(show, SHOW_EVERY_MS);
      },
      { signal: controller.signal, concurrency: SOURCES_AT_ONCE, ratePerSecond },
    ).then(() => {
      // The last ones at once: nothing is left to wait for.
      if (timer !== undefined && !controller.signal.aborted) {
        clearTimeout(timer);
        show();
      }
    });
    return () => {
      controller.abort();
      clearTimeout(timer);
      save();
    };
    // Keyed by the sources' text: a new array with the same sources is not a new batch.
  }, [key, today, attempt, ratePerSecond]);
  const retry = useCallback(() => {
    found.current = new Map([...found.current].filter(([, answer]) => answer !== null));
    setAnswers(found.current);
    setAttempt((n) => n + 1);
  }, []);
  return { answers, retry };
}
