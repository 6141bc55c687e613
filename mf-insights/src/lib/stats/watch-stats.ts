import { titleIdentity } from '@reelist/contracts';
import type { WatchlistItem, WatchLogEntry } from '@reelist/contracts';
import { ANALYTICS_MONTH_DAYS, ANALYTICS_WEEK_DAYS } from './constants';
import { localDayNumber, topGenres, viewingStreak } from './viewing-stats';

/** Days the viewing calendar covers: 53 weeks, so a whole year shows with the current week. */
export const CALENDAR_DAYS = 53 * 7;

export interface WatchStats {
  /** Viewings: the watch log's entries plus the Watched titles with no entry in it. */
  viewings: number;
  /** Different films watched. */
  films: number;
  /** Different shows with a viewing (of an episode or of the whole show). */
  shows: number;
  /** Viewings in the last 7 and 30 days up to now. */
  weekly: number;
  monthly: number;
  /** Days in a row with a viewing, ending today (or yesterday when there is none yet today). */
  streak: number;
  /** Viewings of films and of TV. */
  mediaTypes: { movie: number; tv: number };
  /** The most watched genres, counted once per title, of the titles whose genres are known. */
  topGenres: Array<{ genreId: number; count: number }>;
  /** Titles watched whose genres are not known yet. */
  titlesWithoutGenres: number;
  /** Viewings per local calendar day, by `localDayNumber`. */
  perDay: ReadonlyMap<number, number>;
}

/** A Watched item's viewing: when it was marked watched (its last update), else when it was added. */
const watchedAtOf = (item: WatchlistItem): string => item.updatedAt ?? item.addedAt;

/**
 * What was watched, from the watch log (imports included) and the watchlist's Watched titles that have no viewing
 * in the log (marked Watched without a date: each counts once, on the day it was marked). `genresOf` gives a
 * title's genre ids by `titleIdentity`, undefined when unknown.
 */
export function computeWatchStats(
  log: readonly WatchLogEntry[],
  watchlist: readonly WatchlistItem[],
  now: Date,
  genresOf: (key: string) => readonly number[] | undefined,
): WatchStats {
  const viewings = log.map((entry) => ({ key: titleIdentity(entry.media_type, entry.id), entry }));
  const logged = new Set(viewings.map(({ key }) => key));
  const marked = watchlist
    .filter((item) => item.status === 'watched' && !logged.has(titleIdentity(item.media_type, item.id)))
    .map((item) => ({ key: titleIdentity(item.media_type, item.id), media: item.media_type, at: watchedAtOf(item) }));
  const all = [...viewings.map(({ key, entry }) => ({ key, media: entry.media_type, at: entry.watchedAt })), ...marked];

  const nowMs = now.getTime();
  const today = localDayNumber(now);
  const perDay = new Map<number, number>();
  const films = new Set<string>();
  const shows = new Set<string>();
  const mediaTypes = { movie: 0, tv: 0 };
  let weekly = 0;
  let monthly = 0;
  for (const viewing of all) {
    (viewing.media === 'tv' ? shows : films).add(viewing.key);
    mediaTypes[viewing.media === 'tv' ? 'tv' : 'movie'] += 1;
    const at = new Date(viewing.at);
    if (Number.isNaN(at.getTime()) || at.getTime() > nowMs) continue;
    const age = nowMs - at.getTime();
    if (age < ANALYTICS_WEEK_DAYS * 86_400_000) weekly += 1;
    if (age < ANALYTICS_MONTH_DAYS * 86_400_000) monthly += 1;
    const day = localDayNumber(at);
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }

  const titles = [...films, ...shows];
  const known = titles.map(genresOf).filter((genres): genres is readonly number[] => genres !== undefined);
  return {
    viewings: all.length,
    films: films.size,
    shows: shows.size,
    weekly,
    monthly,
    streak: viewingStreak(new Set(perDay.keys()), today),
    mediaTypes,
    topGenres: topGenres(known),
    titlesWithoutGenres: titles.length - known.length,
    perDay,
  };
}
