import { t } from '@lingui/core/macro';
import { C, titleIdentity } from '@reelist/contracts';
import type { Rating, Review, UserList, WatchlistItem, WatchlistStatus, WatchLogEntry } from '@reelist/contracts';
import { boundReview, starsFromTen, visitorRating } from '@reelist/storage';
import type { HistoryImport, WatchLog } from '@reelist/storage';
import { lookupKeyOf, REMEMBERED_NOT_FOUND } from '../matching';
import type { MatchedTitle, MatchResult } from '../matching';
import type { ParsedSource, SkippedRow, SourceRecord } from '../../lib/source-types';
import { planLists } from './plan-lists';
import type { ListsPlan } from './plan-lists';
import type { ParsedHistory } from './sources/lists';

/** A title the file names that could be more than one catalogue title: the user picks one, or skips it. */
export interface NeedsReview {
  key: string;
  /** As the file names it. */
  title: string;
  year?: number;
  /** How many rows of the file are about it. */
  rows: number;
  candidates: MatchedTitle[];
}

/** What confirming an imported history would do. Nothing changes until `change` is committed. */
export interface HistoryPlan {
  /** Rows resolved to a catalogue title (automatically or by the user's pick). */
  matched: number;
  /** Titles waiting for the user's pick (their rows are not imported until picked). */
  review: NeedsReview[];
  /** Rows whose title is matched but whose every fact Reelist already holds. */
  alreadyPresent: number;
  /** Rows not imported, with the reason: unreadable, not found, or skipped by the user. */
  skipped: SkippedRow[];
  /** Distinct titles the import adds or changes: "Import N items". */
  titles: number;
  /** Reviews the import adds that are longer than storage keeps: each is cut to C.REVIEW_CONTENT_MAX. */
  cutReviews: number;
  change: HistoryImport;
  /** The export's lists to make the visitor's (committed with the rest, and taken back by the same undo). */
  lists: ListsPlan;
}

/** Where the plan starts from: what the browser holds now. */
export interface HistoryBase {
  watchlist: readonly WatchlistItem[];
  log: WatchLog;
  ratings: Readonly<Record<string, readonly Rating[]>>;
  reviews: Readonly<Record<string, readonly Review[]>>;
  /** The visitor's lists, so a re-imported list is not made twice. */
  lists?: readonly UserList[];
}

/** The user's answers for titles that need review: a chosen title, or null to skip. */
export type Picks = ReadonlyMap<string, MatchedTitle | null>;

const RANK: Record<WatchlistStatus, number> = { want_to_watch: 0, on_hold: 0, dropped: 0, watching: 1, watched: 2 };
/** A review must carry stars; one imported without a rating gets the middle of the scale, not praise. */
const UNRATED_REVIEW_STARS = 3;

/** The status a row asks for: watched for viewings and ratings, watching for an episode or a title under way. */
function statusOf(record: SourceRecord): WatchlistStatus | undefined {
  if (record.media === 'episode' || record.inProgress) return 'watching';
  if (record.watchedAt || record.watchedUndated || record.rating10 !== undefined) return 'watched';
  return record.watchlist ? 'want_to_watch' : undefined;
}

function itemOf(title: MatchedTitle, status: WatchlistStatus, now: string): WatchlistItem {
  const item: WatchlistItem = {
    id: title.id,
    title: title.title,
    poster_path: title.poster_path,
    release_date: title.release_date,
    vote_average: title.vote_average,
    media_type: title.media_type,
    overview: title.overview,
    addedAt: now,
    status,
  };
  if (title.genre_ids) item.genre_ids = title.genre_ids;
  return item;
}

function viewingOf(record: SourceRecord, title: MatchedTitle, source: ParsedSource['source']): WatchLogEntry | null {
  if (!record.watchedAt) return null;
  const entry: WatchLogEntry = {
    id: title.id,
    media_type: title.media_type,
    watchedAt: record.watchedAt,
    rewatch: record.rewatch === true,
    source,
    sourceKey: record.sourceKey,
  };
  if (record.media === 'episode') {
    // An episode without its number (a Netflix title given by name only) is not a recordable viewing.
    if (!record.episode || record.episode.number < 1) return null;
    entry.episode = { season: record.episode.season, number: record.episode.number };
  } else if (record.rating10 !== undefined) entry.rating10 = record.rating10;
  return entry;
}

/** The local review a row's review text becomes, its content cut to the bound storage keeps (boundReview). */
function reviewOf(record: SourceRecord, title: MatchedTitle, source: string, now: string): Review {
  const at = record.watchedAt ?? record.ratedAt ?? now;
  return boundReview({
    id: `${source}:${record.sourceKey}`,
    movieId: title.id,
    mediaType: title.media_type,
    rating: record.rating10 !== undefined ? starsFromTen(record.rating10) : UNRATED_REVIEW_STARS,
    content: record.review?.trim() ?? '',
    author: C.LOCAL_USER,
    createdAt: at,
    updatedAt: at,
    helpful: 0,
    reported: false,
  });
}

/** Why a title was not found, in words: the matcher's, or a title not found when it was last imported. */
function notFound(reason = ''): string {
  if (reason === REMEMBERED_NOT_FOUND) return t`not found when this title was last imported`;
  return reason || t`No matching title in the catalogue`;
}

/** The title a record resolves to: its match, or the user's pick for an ambiguous one; else why not. */
function resolved(
  match: MatchResult | undefined,
  pick: MatchedTitle | null | undefined,
): { title: MatchedTitle } | { review: MatchedTitle[] } | { skip: string } {
  if (!match) return { skip: notFound() };
  if (match.status === 'matched') return { title: match.title };
  if (match.status === 'not_found') return { skip: notFound(match.reason) };
  if (pick === null) return { skip: t`Skipped in review` };
  if (pick) return { title: pick };
  return { review: match.candidates };
}

/**
 * Plans an imported history against what the browser holds: watchlist rows become Want to Watch, viewings,
 * ratings and "watched" rows become Watched (never demoting an item already Watched), episodes make their show
 * Watching; viewings go to the watch log, ratings become the visitor's star rating (starsFromTen: half stars
 * kept, so a Letterboxd 4.5 stays 4.5; at least 1), and
 * reviews become local reviews. Rows already imported (same source key) add nothing. The export's lists become
 * lists of the visitor's (planLists).
 */
export function planHistory(
  parsed: ParsedHistory,
  matches: ReadonlyMap<string, MatchResult>,
  picks: Picks,
  base: HistoryBase,
  now: Date,
): HistoryPlan {
  const at = now.toISOString();
  const existing = new Map(base.watchlist.map((item) => [titleIdentity(item.media_type, item.id), item]));
  const loggedKeys = new Set(base.log.map((entry) => `${entry.source}|${entry.sourceKey ?? ''}`));
  const add = new Map<string, WatchlistItem>();
  const statuses = new Map<string, WatchlistStatus>();
  const viewings: WatchLogEntry[] = [];
  const ratings = new Map<string, Rating & { at: string }>();
  const reviews = new Map<string, Review[]>();
  const review = new Map<string, NeedsReview>();
  const skipped: SkippedRow[] = [...parsed.skipped];
  const changed = new Set<string>();
  let matched = 0;
  let cutReviews = 0;
  // The titles of matched rows that added no item, status, viewing or review (their rating is decided after).
  const quiet: string[] = [];

  for (const record of parsed.records) {
    const key = lookupKeyOf(record);
    const outcome = resolved(matches.get(key), picks.get(key));
    if ('skip' in outcome) {
      skipped.push({ file: record.file, row: record.row, reason: outcome.skip });
      continue;
    }
    if ('review' in outcome) {
      const waiting = review.get(key);
      if (waiting) waiting.rows += 1;
      else review.set(key, { key, title: record.title, year: record.year, rows: 1, candidates: outcome.review });
      continue;
    }
    matched += 1;
    const title = outcome.title;
    const identity = titleIdentity(title.media_type, title.id);
    let news = false;

    const wanted = statusOf(record);
    if (wanted) {
      const held = existing.get(identity);
      const planned = add.get(identity);
      if (!held && !planned) {
        add.set(identity, itemOf(title, wanted, at));
        news = true;
      } else if (planned && RANK[wanted] > RANK[planned.status ?? 'want_to_watch']) {
        add.set(identity, { ...planned, status: wanted });
      } else if (held && RANK[wanted] > RANK[statuses.get(identity) ?? held.status ?? 'want_to_watch']) {
        statuses.set(identity, wanted);
        news = true;
      }
    }

    const viewing = viewingOf(record, title, parsed.source);
    if (viewing && !loggedKeys.has(`${viewing.source}|${viewing.sourceKey ?? ''}`)) {
      loggedKeys.add(`${viewing.source}|${viewing.sourceKey ?? ''}`);
      viewings.push(viewing);
      news = true;
    }

    if (record.rating10 !== undefined && record.media !== 'episode') {
      // The file's latest rating of a title is its rating now (a diary row per viewing may each carry one).
      const ratedAt = record.ratedAt ?? record.watchedAt ?? at;
      const latest = ratings.get(identity);
      if (!latest || latest.at <= ratedAt) {
        ratings.set(identity, {
          user: C.LOCAL_USER,
          rating: starsFromTen(record.rating10),
          createdAt: ratedAt,
          at: ratedAt,
        });
      }
    }

    if (record.review?.trim()) {
      const imported = reviewOf(record, title, parsed.source, at);
      const held = base.reviews[identity]?.some((r) => r.id === imported.id);
      if (!held) {
        reviews.set(identity, [...(reviews.get(identity) ?? []), imported]);
        if (imported.content !== record.review.trim()) cutReviews += 1;
        news = true;
      }
    }

    if (news) changed.add(identity);
    else quiet.push(identity);
  }

  // A rating is news only when it differs from the one stored; rows that brought nothing else are already present.
  const newRatings = new Map<string, Rating>();
  ratings.forEach(({ at: _at, ...rating }, identity) => {
    if (visitorRating(base.ratings[identity]) === rating.rating) return;
    newRatings.set(identity, rating);
    changed.add(identity);
  });
  const alreadyPresent = quiet.filter((identity) => !newRatings.has(identity)).length;
  const titleOf = (record: SourceRecord): MatchedTitle | undefined => {
    const key = lookupKeyOf(record);
    const outcome = resolved(matches.get(key), picks.get(key));
    return 'title' in outcome ? outcome.title : undefined;
  };

  return {
    matched,
    review: [...review.values()],
    alreadyPresent,
    skipped,
    titles: changed.size,
    cutReviews,
    change: {
      add: [...add.values()],
      statuses,
      viewings,
      ratings: newRatings,
      reviews,
    },
    lists: planLists(parsed.lists ?? [], parsed.records, titleOf, base.lists ?? [], at),
  };
}
