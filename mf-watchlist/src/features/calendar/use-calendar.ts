import { useMemo } from 'react';
import { creditKey } from '@reelist/contracts';
import type { PersonDetails } from '@reelist/contracts';
import { episodeViewings, timesWatched } from '@reelist/domain';
import { useWatchlist } from '@reelist/state';
import { useFollowedPeople, useFollowedShows, useWatchLog } from '@reelist/state/watch-log';
import type { Day } from './calendar-days';
import { byDay, movieEntries, scheduleEntries } from './calendar-entries';
import type { CalendarEntry, ShowEntries } from './calendar-entries';
import { peopleEntries } from './people-entries';
import { sourceKey, useSources } from './use-sources';
import type { Source, SourceAnswer } from './use-sources';

/** Each answer's entries, worked out once: the calendar is rebuilt as answers arrive, the old ones unchanged. */
const entriesOf = new WeakMap<SourceAnswer, { today: Day; entries: ShowEntries }>();
function showEntriesOf(answer: SourceAnswer & { kind: 'tv' }, today: Day, name: string | undefined): ShowEntries {
  const known = entriesOf.get(answer);
  if (known?.today === today) return known.entries;
  const entries = scheduleEntries(answer.schedule, today, name);
  entriesOf.set(answer, { today, entries });
  return entries;
}

export interface CalendarData {
  /** Movies, episodes and followed people's titles from today on, in calendar order. */
  upcoming: CalendarEntry[];
  /** Episodes of shows being watched or kept followed, aired in the last days and not in the watch log. */
  catchUp: CalendarEntry[];
  /** Shows and people asked about so far, of `total`; `failed` of them could not be read. */
  checked: number;
  total: number;
  failed: number;
  /** Whether anyone is followed: the progress and the failures then name people too. */
  people: boolean;
  /** Every source is in: the followed shows and people are loaded and each one has answered or failed. */
  ready: boolean;
  retry: () => void;
}

/**
 * What is coming for what the visitor tracks: the watchlist's movies released from `today` on, the episodes of the
 * watchlist's shows and of the shows kept followed, and the dated titles of the people followed.
 */
export function useCalendar(today: Day): CalendarData {
  const { items } = useWatchlist();
  const followed = useFollowedShows();
  const people = useFollowedPeople();
  const log = useWatchLog();
  const shows = useMemo(() => items.filter((item) => item.media_type === 'tv' && item.id > 0), [items]);
  const showIds = useMemo(
    () => [...new Set([...shows.map((item) => item.id), ...(followed ?? [])])],
    [shows, followed],
  );
  // Asked once the shows kept followed and the people are known: a batch started with the watchlist's shows alone
  // would be stopped halfway (its requests under way thrown away) to start again with all of them.
  const sources = useMemo<Source[]>(
    () =>
      followed === null || people === null
        ? []
        : [
            ...showIds.map((id) => ({ kind: 'tv' as const, id })),
            ...people.map((person) => ({ kind: 'person' as const, id: person.id })),
          ],
    [showIds, followed, people],
  );
  const { answers, retry } = useSources(sources, today);

  // Worked out apart from the watch log's viewings: the log arriving (or changing) leaves the upcoming entries, and
  // so the agenda of hundreds of rows, as they were.
  const found = useMemo(() => {
    const names = new Map(shows.map((item) => [item.id, item.title]));
    // Catch up is for the shows the visitor is keeping up with: Watching ones and the ones kept followed.
    const keptUp = new Set([
      ...shows.filter((item) => item.status === 'watching').map((i) => i.id),
      ...(followed ?? []),
    ]);
    const upcoming = movieEntries(items, today);
    const aired: CalendarEntry[] = [];
    const credits = new Map<number, PersonDetails>();
    let checked = 0;
    let failed = 0;
    for (const source of sources) {
      const answer = answers.get(sourceKey(source));
      if (answer === undefined) continue;
      checked += 1;
      if (answer === null) failed += 1;
      else if (answer.kind === 'person') credits.set(source.id, answer.details);
      else {
        const entries = showEntriesOf(answer, today, names.get(source.id));
        upcoming.push(...entries.upcoming);
        if (keptUp.has(source.id)) aired.push(...entries.aired);
      }
    }
    // A title on the watchlist or a show followed is on the calendar already, by its own dates.
    const tracked = new Set([...items.map(creditKey), ...showIds.map((id) => creditKey({ media_type: 'tv', id }))]);
    upcoming.push(...peopleEntries(people ?? [], credits, today, tracked));
    return {
      upcoming: upcoming.sort(byDay),
      aired,
      checked,
      total: followed === null || people === null ? showIds.length : sources.length,
      failed,
      people: (people ?? []).length > 0,
      ready: followed !== null && people !== null && checked === sources.length,
    };
  }, [items, shows, followed, people, showIds, sources, answers, today]);

  const catchUp = useMemo(() => {
    const viewings = log ? episodeViewings(log) : null;
    const unwatched = (entry: CalendarEntry) =>
      !viewings || !entry.episode || timesWatched(viewings.get(entry.id), entry.episode) === 0;
    return found.aired.filter(unwatched).sort(byDay);
  }, [found.aired, log]);

  const calendar = {
    upcoming: found.upcoming,
    catchUp,
    checked: found.checked,
    total: found.total,
    failed: found.failed,
    people: found.people,
    ready: found.ready,
  };
  return { ...calendar, retry };
}
