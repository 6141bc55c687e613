// In lazy/: code only screens after the first need (the shell's build keeps it out of its first chunk).

import type { MediaType } from '../media';

/** Where a viewing was recorded: in Reelist itself, or in the service whose export it was imported from. */
export type WatchSource =
  'reelist' | 'letterboxd' | 'imdb' | 'trakt' | 'tmdb' | 'netflix' | 'movary' | 'watcharr' | 'yamtrack' | 'ryot';

export const WATCH_SOURCES: readonly WatchSource[] = [
  'reelist',
  'letterboxd',
  'imdb',
  'trakt',
  'tmdb',
  'netflix',
  'movary',
  'watcharr',
  'yamtrack',
  'ryot',
];

/** How each source is named on screen ("Detected: Letterboxd export"). */
export const WATCH_SOURCE_LABELS: Record<WatchSource, string> = {
  reelist: 'Reelist',
  letterboxd: 'Letterboxd',
  imdb: 'IMDb',
  trakt: 'Trakt',
  tmdb: 'TMDB',
  netflix: 'Netflix',
  movary: 'Movary',
  watcharr: 'Watcharr',
  yamtrack: 'Yamtrack',
  ryot: 'Ryot',
};

/**
 * One viewing of a title (the watch log, key `reelist_watch_log`). `watchedAt` is an ISO date-time; `rating10`
 * is 1-10 on the source's scale converted (half points kept); `sourceKey` is the source's own id of the row
 * (a Trakt history id, a Letterboxd diary URI, ...) so importing the same file twice adds nothing.
 */
export interface WatchLogEntry {
  id: number;
  media_type: MediaType;
  watchedAt: string;
  rating10?: number;
  rewatch: boolean;
  source: WatchSource;
  sourceKey?: string;
  /** For a TV episode: which one (the entry's id is the show's). Without it, the entry is a viewing of the title. */
  episode?: EpisodeRef;
}

/** One episode of a show: its season (0 holds the specials) and its number in that season. */
export interface EpisodeRef {
  season: number;
  number: number;
}
