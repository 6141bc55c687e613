import { titleIdentity } from '@reelist/contracts';
import type { WatchLogEntry } from '@reelist/contracts';
import type { TitleRef } from '../../lib/title-facts/fetch-title-facts';
import { formatDecimal } from '../../lib/format';
import type { EpisodeMinutesOf, FactsOf } from '../year-review';

export interface TvViewing {
  /** Episode viewings in the watch log (rewatches included). */
  episodes: number;
  /** Minutes over the episodes whose runtime is known (`timedEpisodes` of them). */
  minutes: number;
  timedEpisodes: number;
}

/**
 * Episodes watched and their time: each episode's own runtime when known, else its show's usual episode length
 * (the show's first `episode_run_time`, from the kept title facts). A TV viewing without an episode is a viewing of
 * the show as a whole and counts in neither.
 */
export function tvViewing(
  log: readonly WatchLogEntry[],
  factsOf: FactsOf,
  episodeMinutesOf: EpisodeMinutesOf = () => undefined,
): TvViewing {
  let episodes = 0;
  let minutes = 0;
  let timedEpisodes = 0;
  for (const entry of log) {
    if (entry.media_type !== 'tv' || !entry.episode) continue;
    episodes += 1;
    const runtime = episodeMinutesOf(entry) ?? factsOf(titleIdentity('tv', entry.id))?.runtime;
    if (runtime !== undefined && runtime > 0) {
      minutes += runtime;
      timedEpisodes += 1;
    }
  }
  return { episodes, minutes, timedEpisodes };
}

/** The shows with episodes in the log, once each: the titles whose facts the hours of TV need. */
export function showsWithEpisodes(log: readonly WatchLogEntry[]): TitleRef[] {
  const ids = new Set<number>();
  for (const entry of log) if (entry.media_type === 'tv' && entry.episode) ids.add(entry.id);
  return [...ids].map((id) => ({ id, media_type: 'tv' }));
}

/** Hours from minutes as shown on a card: whole hours from 10, else one decimal. */
export const formatHours = (minutes: number): string => {
  const hours = minutes / 60;
  return hours >= 10 ? String(Math.round(hours)) : formatDecimal(hours, { trim: true });
};
