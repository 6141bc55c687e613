import type { EpisodeRef, Season, Title, WatchLogEntry, WatchlistStatus } from '@reelist/contracts';

/** "S2E5" */
export const episodeLabel = ({ season, number }: EpisodeRef): string => `S${season}E${number}`;

const keyOf = ({ season, number }: EpisodeRef): string => `${season}x${number}`;

/** What the watch log says about one show's episodes: viewings per episode and the latest viewing's moment. */
export interface ShowViewings {
  /** Viewings per episode, by `{season}x{number}` (2 or more: rewatched). */
  readonly plays: ReadonlyMap<string, number>;
  /** The latest episode viewing (ISO date-time). */
  readonly lastWatchedAt: string;
}

// Derived once per log snapshot (the store hands out a new array on every change).
const byLog = new WeakMap<readonly WatchLogEntry[], ReadonlyMap<number, ShowViewings>>();

/** Episode viewings per show id, computed once per watch-log snapshot. */
export function episodeViewings(log: readonly WatchLogEntry[]): ReadonlyMap<number, ShowViewings> {
  const cached = byLog.get(log);
  if (cached) return cached;
  const shows = new Map<number, { plays: Map<string, number>; lastWatchedAt: string }>();
  for (const entry of log) {
    if (!entry.episode || entry.media_type !== 'tv') continue;
    let show = shows.get(entry.id);
    if (!show) {
      show = { plays: new Map(), lastWatchedAt: entry.watchedAt };
      shows.set(entry.id, show);
    }
    const key = keyOf(entry.episode);
    show.plays.set(key, (show.plays.get(key) ?? 0) + 1);
    if (entry.watchedAt > show.lastWatchedAt) show.lastWatchedAt = entry.watchedAt;
  }
  byLog.set(log, shows);
  return shows;
}

/** How many times an episode was watched (0: not watched). */
export const timesWatched = (viewings: ShowViewings | undefined, episode: EpisodeRef): number =>
  viewings?.plays.get(keyOf(episode)) ?? 0;

/** Today as YYYY-MM-DD in the reader's time zone: an episode dated today has aired. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** An episode has aired when it has an air date on or before today. */
export const hasAired = (airDate: string | null | undefined, today: string): boolean =>
  !!airDate && airDate.slice(0, 10) <= today;

/**
 * The aired episodes of a show, in order, from its details alone (no season requests): every episode of the
 * seasons before the latest aired one, and that season's up to the latest. Specials (season 0) do not count.
 */
export function airedEpisodes(show: Pick<Title, 'seasons' | 'last_episode_to_air'>): EpisodeRef[] {
  const last = show.last_episode_to_air;
  if (!last) return [];
  const aired: EpisodeRef[] = [];
  const seasons = [...(show.seasons ?? [])]
    .filter((s) => s.season_number > 0 && s.season_number <= last.season_number)
    .sort((a, b) => a.season_number - b.season_number);
  for (const season of seasons) {
    const count = season.season_number === last.season_number ? last.episode_number : (season.episode_count ?? 0);
    for (let number = 1; number <= count; number += 1) aired.push({ season: season.season_number, number });
  }
  return aired;
}

/** The aired episodes of one fetched season, in order. */
export const airedInSeason = (season: Season, today: string): EpisodeRef[] =>
  (season.episodes ?? [])
    .filter((e) => hasAired(e.air_date, today))
    .map((e) => ({ season: season.season_number, number: e.episode_number }));

export interface ShowProgress {
  /** Aired episodes (specials excluded). */
  aired: number;
  /** Aired episodes watched at least once. */
  watched: number;
  /** Aired episodes not watched yet. */
  left: number;
  /** What to watch next: the first unwatched aired episode after the furthest one watched, else the first gap. */
  next: EpisodeRef | null;
}

/** Progress through a show's aired episodes (`aired` in order, as airedEpisodes gives them). */
export function showProgress(aired: readonly EpisodeRef[], viewings: ShowViewings | undefined): ShowProgress {
  let watched = 0;
  let furthest = -1;
  aired.forEach((episode, index) => {
    if (timesWatched(viewings, episode) > 0) {
      watched += 1;
      furthest = index;
    }
  });
  const unwatched = (episode: EpisodeRef) => timesWatched(viewings, episode) === 0;
  const next = aired.slice(furthest + 1).find(unwatched) ?? aired.find(unwatched) ?? null;
  return { aired: aired.length, watched, left: aired.length - watched, next };
}

/**
 * The status a show's episode progress implies, or undefined to leave it as it is: the first episode makes it
 * Watching, every aired one Watched. A Watched show with episodes left (newly aired, or one the user unmarked)
 * goes back to Watching only when `reopen` says so: the user keeps following it, or is marking episodes now.
 * A show with nothing watched keeps its status.
 */
export function statusForProgress(
  current: WatchlistStatus | undefined,
  progress: ShowProgress,
  reopen: boolean,
): WatchlistStatus | undefined {
  if (progress.watched === 0) return undefined;
  if (progress.left === 0) return current === 'watched' ? undefined : 'watched';
  if (current === 'watching' || (current === 'watched' && !reopen)) return undefined;
  return 'watching';
}
