import type { MediaType } from '@reelist/contracts';

/** A catalogue title a source record was matched to: what the review screen shows and an import stores. */
export interface MatchedTitle {
  id: number;
  media_type: MediaType;
  /** The title (a show's `name`) in the app's language. */
  title: string;
  /** The original-language title (a show's `original_name`), when the service gives one. */
  original_title?: string;
  /** The year of `release_date` (a show's first air date), when it has one. */
  year?: number;
  poster_path: string | null;
  /** 'YYYY-MM-DD' (a show's first air date), '' when unknown. */
  release_date: string;
  vote_average: number;
  overview: string;
  genre_ids?: number[];
}

/**
 * What a record resolved to (IMPORTS.md section 8): one title, several to choose from (the review screen asks),
 * or nothing, with why.
 */
export type MatchResult =
  | { status: 'matched'; title: MatchedTitle }
  | { status: 'ambiguous'; candidates: MatchedTitle[] }
  | { status: 'not_found'; reason: string };
