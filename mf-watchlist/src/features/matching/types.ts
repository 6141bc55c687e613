import type { StoredMatch } from '@reelist/storage';

/**
 * A catalogue title a source record was matched to: what the review screen shows and an import stores. The same
 * shape the match cache keeps (`reelist_import_matches`): a show's `name` and first air date in `title` and
 * `release_date`, `year` from that date.
 */
export type MatchedTitle = StoredMatch;

/**
 * What a record resolved to (see README, import traps): one title, several to choose from (the review screen asks),
 * or nothing, with why: in words, in the interface's language when it was looked up (or REMEMBERED_NOT_FOUND).
 */
export type MatchResult =
  | { status: 'matched'; title: MatchedTitle }
  | { status: 'ambiguous'; candidates: MatchedTitle[] }
  | { status: 'not_found'; reason: string };
