import { t } from '@lingui/core/macro';
import { detailPath } from '@reelist/contracts';
import type { Episode, MediaType, Season, Title, WatchlistItem } from '@reelist/contracts';
import { episodeLabel } from '@reelist/domain';
import { addDays, dayOf, groupByDay } from './calendar-days';
import type { Day } from './calendar-days';

/** How far back "Catch up" looks: episodes that aired in these last days, before today. */
export const CATCH_UP_DAYS = 30;

/** One thing on the calendar: a movie's release or an episode's air date. */
export interface CalendarEntry {
  /** Stable across downloads ('movie-603', 'tv-1399-s2e5'): the .ics UID, and the React key. */
  key: string;
  day: Day;
  mediaType: MediaType;
  /** The movie's or the show's id. */
  id: number;
  /** The movie's title or the show's name. */
  title: string;
  episode?: { season: number; number: number; name: string };
  /** A followed person's title: the names of the people it comes from (the "From …" line). */
  from?: string[];
}

/** What a show adds: its episodes from today on, and those of the last CATCH_UP_DAYS days. */
export interface ShowEntries {
  upcoming: CalendarEntry[];
  aired: CalendarEntry[];
}

/** The page an entry links to: the movie's or the show's. */
export const entryHref = (entry: Pick<CalendarEntry, 'mediaType' | 'id'>): string =>
  detailPath(entry.mediaType, entry.id);

/** "S2E5 · The Rains of Castamere"; just "S2E5" when the service has no name for it. */
export function episodeText(entry: CalendarEntry): string {
  if (!entry.episode) return '';
  const label = episodeLabel(entry.episode);
  return entry.episode.name ? `${label} · ${entry.episode.name}` : label;
}

/**
 * What the entry is, under its title: 'S2E5 · The Rains', 'Movie release', or a new show's 'Series premiere', in the
 * interface's language (a component showing it calls useLingui, to render again when the language changes).
 */
export const entryDetail = (entry: CalendarEntry): string =>
  entry.episode ? episodeText(entry) : entry.mediaType === 'movie' ? t`Movie release` : t`Series premiere`;

/** The entry in one line: 'The Matrix' or 'Westeros: S2E5 · The Rains of Castamere'. */
export const entrySummary = (entry: CalendarEntry): string =>
  entry.episode ? `${entry.title}: ${episodeText(entry)}` : entry.title;

/** The watchlist's movies released today or later (a movie without a real release date is not on it). */
export function movieEntries(items: readonly WatchlistItem[], today: Day): CalendarEntry[] {
  const entries: CalendarEntry[] = [];
  for (const item of items) {
    const day = dayOf(item.release_date);
    if (item.media_type !== 'movie' || item.id <= 0 || !day || day < today) continue;
    entries.push({ key: `movie-${item.id}`, day, mediaType: 'movie', id: item.id, title: item.title });
  }
  return entries;
}

/**
 * The seasons worth fetching for a show: the one its next episode belongs to (the season airing now or about to)
 * and, when its latest episode aired within the catch-up days, that one's season too. A show with neither (ended,
 * or resting between seasons with nothing announced) needs no season request.
 */
export function currentSeasons(show: Pick<Title, 'next_episode_to_air' | 'last_episode_to_air'>, today: Day): number[] {
  const seasons = new Set<number>();
  const next = show.next_episode_to_air;
  if (next) seasons.add(next.season_number);
  const last = show.last_episode_to_air;
  const lastDay = dayOf(last?.air_date);
  if (last && lastDay && lastDay >= addDays(today, -CATCH_UP_DAYS)) seasons.add(last.season_number);
  return [...seasons].filter((season) => season > 0);
}

/** A dated episode of a show, as the calendar keeps it. */
export interface ScheduleEpisode {
  season: number;
  number: number;
  day: Day;
  name: string;
}

/**
 * What the calendar keeps of a show: its name and its dated episodes from CATCH_UP_DAYS before the day it was read
 * on (older ones can never be on the calendar again), a few dozen bytes an episode instead of the service's answers.
 */
export interface Schedule {
  id: number;
  name: string;
  episodes: ScheduleEpisode[];
}

/**
 * A show's schedule from its details (the next and latest episodes) and the fetched seasons (every dated episode in
 * them). Specials (season 0) are left out, as the service leaves them out of a show's count.
 */
export function scheduleOf(show: Title, seasons: readonly Season[], today: Day): Schedule {
  const since = addDays(today, -CATCH_UP_DAYS);
  const episodes = new Map<string, ScheduleEpisode>();
  const add = (episode: Pick<Episode, 'air_date' | 'season_number' | 'episode_number' | 'name'>) => {
    const day = dayOf(episode.air_date);
    if (!day || day < since || episode.season_number <= 0) return;
    const { season_number: season, episode_number: number } = episode;
    episodes.set(`${season}-${number}`, { season, number, day, name: episode.name ?? '' });
  };
  if (show.last_episode_to_air) add(show.last_episode_to_air);
  if (show.next_episode_to_air) add(show.next_episode_to_air);
  for (const season of seasons) {
    for (const episode of season.episodes ?? []) add({ ...episode, season_number: season.season_number });
  }
  return { id: show.id, name: show.name ?? show.title ?? '', episodes: [...episodes.values()] };
}

/**
 * A show's episodes on the calendar: today and later are upcoming, the CATCH_UP_DAYS days before today aired.
 * `fallbackName` names a show the service gave no name.
 */
export function scheduleEntries(schedule: Schedule, today: Day, fallbackName = ''): ShowEntries {
  const title = schedule.name || fallbackName;
  const all = schedule.episodes.map(({ season, number, day, name }): CalendarEntry => ({
    key: `tv-${schedule.id}-s${season}e${number}`,
    day,
    mediaType: 'tv',
    id: schedule.id,
    title,
    episode: { season, number, name },
  }));
  all.sort(byDay);
  const since = addDays(today, -CATCH_UP_DAYS);
  return {
    upcoming: all.filter((entry) => entry.day >= today),
    aired: all.filter((entry) => entry.day >= since && entry.day < today),
  };
}

/** A show's episodes on the calendar, from its details and fetched seasons (scheduleOf, then scheduleEntries). */
export const showEntries = (show: Title, seasons: readonly Season[], today: Day, fallbackName = ''): ShowEntries =>
  scheduleEntries(scheduleOf(show, seasons, today), today, fallbackName);

/** Entries in calendar order: by day, then title, then season and episode. */
export function byDay(a: CalendarEntry, b: CalendarEntry): number {
  return (
    a.day.localeCompare(b.day) ||
    a.title.localeCompare(b.title) ||
    (a.episode?.season ?? 0) - (b.episode?.season ?? 0) ||
    (a.episode?.number ?? 0) - (b.episode?.number ?? 0)
  );
}

/** Entries by day ('2026-12-03' -> its entries in calendar order), for the agenda and the month grid. */
export const entriesByDay = (entries: readonly CalendarEntry[]): Map<Day, CalendarEntry[]> =>
  groupByDay([...entries].sort(byDay));
