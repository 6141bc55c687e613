import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { getTvDetails, getTvSeason, SERVICE_PACE, settlePaced } from '@reelist/api';
import type { Season, Title } from '@reelist/contracts';
import { episodeViewings, timesWatched } from '@reelist/domain';
import { useWatchlist } from '@reelist/state';
import { useFollowedShows, useWatchLog } from '@reelist/state/watch-log';
import type { Day } from './calendar-days';
import { byDay, currentSeasons, movieEntries, showEntries } from './calendar-entries';
import type { CalendarEntry } from './calendar-entries';

/** Shows asked about at once: a long list of shows comes in a few at a time, each one shown as it arrives. */
export const SHOWS_AT_ONCE = 4;

interface ShowSchedule {
  show: Title;
  seasons: Season[];
}

/**
 * A show's details and its current seasons, through the api's clients and their one cache (30 minutes, shared
 * with the show's Detail page). The seasons are asked one after the other, so a show holds one request at a
 * time; a season that fails leaves the details' next and latest episodes.
 */
async function loadSchedule(id: number, today: Day, signal: AbortSignal | undefined): Promise<ShowSchedule> {
  const options = signal ? { signal } : undefined;
  const show = await getTvDetails(id, options);
  const seasons: Season[] = [];
  for (const season of currentSeasons(show, today)) {
    try {
      seasons.push(await getTvSeason(id, season, options));
    } catch (error) {
      if (signal?.aborted) throw error;
    }
  }
  return { show, seasons };
}

/** Each show's schedule as it arrives (null: its details failed), and a way to ask the failed ones again. */
function useShowSchedules(ids: readonly number[], today: Day) {
  // The ref is what the batch reads (which shows are still missing), the state what renders: a show arriving
  // must not restart the batch the others are still in.
  const found = useRef<ReadonlyMap<number, ShowSchedule | null>>(new Map());
  const [schedules, setSchedules] = useState(found.current);
  const [attempt, setAttempt] = useState(0);
  const key = ids.join(',');
  useEffect(() => {
    const missing = ids.filter((id) => !found.current.has(id));
    if (missing.length === 0) return undefined;
    const controller = new AbortController();
    void settlePaced(
      missing,
      (id, signal) => loadSchedule(id, today, signal),
      (id, outcome) => {
        found.current = new Map(found.current).set(id, outcome.ok ? outcome.value : null);
        setSchedules(found.current);
      },
      { signal: controller.signal, concurrency: SHOWS_AT_ONCE, ratePerSecond: SERVICE_PACE.ratePerSecond },
    );
    return () => controller.abort();
    // Keyed by the ids' text: a new array with the same shows is not a new batch.
  }, [key, today, attempt]);
  const retry = useCallback(() => {
    found.current = new Map([...found.current].filter(([, schedule]) => schedule !== null));
    setSchedules(found.current);
    setAttempt((n) => n + 1);
  }, []);
  return { schedules, retry };
}

export interface CalendarData {
  /** Movies and episodes from today on, in calendar order. */
  upcoming: CalendarEntry[];
  /** Episodes of shows being watched or kept followed, aired in the last days and not in the watch log. */
  catchUp: CalendarEntry[];
  /** Shows asked about so far, of `total`; `failed` of them could not be read. */
  checked: number;
  total: number;
  failed: number;
  /** Every source is in: the followed shows are loaded and each show has answered or failed. */
  ready: boolean;
  retry: () => void;
}

/**
 * What is coming for what the visitor tracks: the watchlist's movies released from `today` on, and the episodes
 * of the watchlist's shows and of the shows kept followed.
 */
export function useCalendar(today: Day): CalendarData {
  const { items } = useWatchlist();
  const followed = useFollowedShows();
  const log = useWatchLog();
  const shows = useMemo(() => items.filter((item) => item.media_type === 'tv' && item.id > 0), [items]);
  const ids = useMemo(() => [...new Set([...shows.map((item) => item.id), ...(followed ?? [])])], [shows, followed]);
  const { schedules, retry } = useShowSchedules(ids, today);

  const calendar = useMemo(() => {
    const names = new Map(shows.map((item) => [item.id, item.title]));
    // Catch up is for the shows the visitor is keeping up with: Watching ones and the ones kept followed.
    const keptUp = new Set([
      ...shows.filter((item) => item.status === 'watching').map((i) => i.id),
      ...(followed ?? []),
    ]);
    const upcoming = movieEntries(items, today);
    const aired: CalendarEntry[] = [];
    let checked = 0;
    let failed = 0;
    for (const id of ids) {
      const schedule = schedules.get(id);
      if (schedule === undefined) continue;
      checked += 1;
      if (schedule === null) {
        failed += 1;
        continue;
      }
      const entries = showEntries(schedule.show, schedule.seasons, today, names.get(id));
      upcoming.push(...entries.upcoming);
      if (keptUp.has(id)) aired.push(...entries.aired);
    }
    const viewings = log ? episodeViewings(log) : null;
    const unwatched = (entry: CalendarEntry) =>
      !viewings || !entry.episode || timesWatched(viewings.get(entry.id), entry.episode) === 0;
    return {
      upcoming: upcoming.sort(byDay),
      catchUp: aired.filter(unwatched).sort(byDay),
      checked,
      total: ids.length,
      failed,
      ready: followed !== null && checked === ids.length,
    };
  }, [items, shows, followed, log, ids, schedules, today]);

  return { ...calendar, retry };
}
