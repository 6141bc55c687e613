// In lazy/: code only screens after the first need (the shell's build keeps it out of its first chunk).

import { PRODUCT_PREFIX } from '../constants';

/** A person credited on a title, as the statistics name them. */
export interface PersonRef {
  id: number;
  name: string;
}

/**
 * What the statistics of the watch log need to know about a title, fetched once from the movie service and
 * kept (Year in Review, Analytics' hours of TV): its name, release year, runtime in minutes (a film's runtime, a
 * show's usual episode length: its first `episode_run_time`), genre ids, directors and top-billed cast.
 */
export interface TitleFacts {
  name: string;
  year?: number;
  runtime?: number;
  genres: number[];
  directors: PersonRef[];
  cast: PersonRef[];
}

/**
 * The browser storage key of the kept title facts. Beside STORAGE_KEYS rather than in it: that object is in the
 * shell's first chunk, and only screens loaded on demand read this key.
 */
export const TITLE_FACTS_KEY = `${PRODUCT_PREFIX}_title_facts`;
