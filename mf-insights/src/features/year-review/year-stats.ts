import { titleIdentity } from '@reelist/contracts';
import type { TitleFacts, WatchLogEntry } from '@reelist/contracts';
import { starBucket } from '@reelist/storage';
import { PersonTally } from '../../lib/stats/people-stats';
import type { PersonCount } from '../../lib/stats/people-stats';
import { localZone, viewingTime, yearBounds } from '../../lib/viewing-time/viewing-time';
import type { ViewingTime, Zone } from '../../lib/viewing-time/viewing-time';

/** The kept facts of a title by `titleIdentity`: facts, null when the service has no such title, else unknown. */
export type FactsOf = (key: string) => TitleFacts | null | undefined;
/** An episode's own runtime in minutes when it is known (else the show's usual episode length counts). */
export type EpisodeMinutesOf = (entry: WatchLogEntry) => number | undefined;
/** The visitor's one rating of a title by `titleIdentity`, in stars (@reelist/storage's ratings); none when unrated. */
export type RatingOf = (key: string) => number | undefined;

export type { PersonCount } from '../../lib/stats/people-stats';

export interface YearViewing {
  entry: WatchLogEntry;
  key: string;
  time: ViewingTime;
}

export interface RatedTitle {
  key: string;
  /** The title's latest viewing of the year. */
  entry: WatchLogEntry;
  /** In stars, 1 to 5 (halves kept). */
  rating: number;
}

export interface Streak {
  days: number;
  /** Day numbers (see viewingTime) of its first and last day, both within the year. */
  start: number;
  end: number;
  /** The run began before 1 January (the days before are not counted in `days`). */
  fromPreviousYear: boolean;
  /** The run goes on past 31 December. */
  intoNextYear: boolean;
}

/** Every figure of a year's review. Genres, people and decades count distinct titles, not viewings. */
export interface YearReview {
  year: number;
  viewings: number;
  films: number;
  episodes: number;
  /** Viewings of a TV show as a whole (no episode given). */
  showViewings: number;
  titles: number;
  /** Minutes watched over the viewings whose runtime is known (`timedViewings` of them). */
  minutes: number;
  timedViewings: number;
  days: number;
  longestStreak?: Streak;
  /** Viewings per month, January first. */
  months: number[];
  genres: Array<{ id: number; titles: number }>;
  directors: PersonCount[];
  actors: PersonCount[];
  /** Titles by the decade of their release, oldest decade first. */
  decades: Array<{ decade: number; titles: number }>;
  /**
   * The year's titles by the visitor's rating of them: index 0 holds 1 star ... index 4 holds 5 stars (a half counts
   * with the full stars it shows, starBucket: 4.5 under 4).
   */
  ratings: number[];
  /** The average star rating of the year's rated titles. */
  averageRating?: number;
  /** The year's titles the visitor rated highest, best first (ties: the later watched first). */
  highestRated: RatedTitle[];
  first?: YearViewing;
  last?: YearViewing;
  rewatches: number;
  newToYou: number;
  /** Titles of the year whose facts are not known yet (their genres, people and runtime are not counted). */
  titlesWithoutFacts: number;
}

export const YEAR_REVIEW_TOP = 5;

export interface YearReviewOptions {
  /** The kept facts of the log's titles; none known by default. */
  factsOf?: FactsOf;
  episodeMinutesOf?: EpisodeMinutesOf;
  /** The reader's time zone (tests pass others). */
  zone?: Zone;
  /** The visitor's ratings; none by default. */
  ratingOf?: RatingOf;
  /** How many genres, directors, actors and highest-rated titles to keep. */
  limit?: number;
}

const byCountThenId = <T extends { id: number }>(a: T & { n: number }, b: T & { n: number }) =>
  b.n - a.n || a.id - b.id;

/** The longest run of days in a row within [first, last]; the earliest of equal runs. */
export function longestStreak(days: ReadonlySet<number>, first: number, last: number): Streak | undefined {
  let best: Streak | undefined;
  let start: number | undefined;
  for (let day = first; day <= last + 1; day += 1) {
    if (day <= last && days.has(day)) {
      start ??= day;
      continue;
    }
    if (start !== undefined && (!best || day - start > best.days)) {
      best = { days: day - start, start, end: day - 1, fromPreviousYear: false, intoNextYear: false };
    }
    start = undefined;
  }
  if (!best) return undefined;
  return {
    ...best,
    fromPreviousYear: best.start === first && days.has(first - 1),
    intoNextYear: best.end === last && days.has(last + 1),
  };
}

const earlier = (a: YearViewing, b: YearViewing): boolean =>
  a.time.dayNumber !== b.time.dayNumber
    ? a.time.dayNumber < b.time.dayNumber
    : (a.time.hour ?? -1) !== (b.time.hour ?? -1)
      ? (a.time.hour ?? -1) < (b.time.hour ?? -1)
      : a.entry.watchedAt < b.entry.watchedAt;

/**
 * The review of `year` over the whole log: a viewing belongs to the year of its calendar day (viewingTime), so a
 * day-only import is never moved to another day by the reader's time zone. Runtimes, genres, people and decades
 * come from `factsOf`; titles without known facts count everywhere else.
 */
export function computeYearReview(
  log: readonly WatchLogEntry[],
  year: number,
  options: YearReviewOptions = {},
): YearReview {
  const { factsOf = () => undefined, episodeMinutesOf = () => undefined, zone = localZone } = options;
  const { ratingOf = () => undefined } = options;
  const limit = options.limit ?? YEAR_REVIEW_TOP;
  const { first: firstDay, last: lastDay } = yearBounds(year);
  const allDays = new Set<number>();
  const months = Array.from({ length: 12 }, () => 0);
  const ratings = Array.from({ length: 5 }, () => 0);
  const viewingsOf = new Map<string, number>();
  const latestOf = new Map<string, YearViewing>();
  let [viewings, films, episodes, showViewings, minutes, timedViewings, rewatches, ratingSum] = [
    0, 0, 0, 0, 0, 0, 0, 0,
  ];
  let first: YearViewing | undefined;
  let last: YearViewing | undefined;

  for (const entry of log) {
    const time = viewingTime(entry.watchedAt, zone);
    if (!time) continue;
    allDays.add(time.dayNumber);
    if (time.year !== year) continue;
    const key = titleIdentity(entry.media_type, entry.id);
    const view = { entry, key, time };
    viewings += 1;
    months[time.month] = (months[time.month] ?? 0) + 1;
    viewingsOf.set(key, (viewingsOf.get(key) ?? 0) + 1);
    if (entry.rewatch) rewatches += 1;
    if (!first || earlier(view, first)) first = view;
    if (!last || earlier(last, view)) last = view;

    const facts = factsOf(key);
    let runtime: number | undefined;
    if (entry.media_type === 'movie') {
      films += 1;
      runtime = facts?.runtime;
    } else if (entry.episode) {
      episodes += 1;
      runtime = episodeMinutesOf(entry) ?? facts?.runtime;
    } else showViewings += 1;
    if (runtime !== undefined && runtime > 0) {
      minutes += runtime;
      timedViewings += 1;
    }

    const latest = latestOf.get(key);
    if (!latest || earlier(latest, view)) latestOf.set(key, view);
  }

  // One rating per title, the visitor's (not the log's per-viewing scores): Detail shows the same value.
  const ratedTitles: Array<{ view: YearViewing; rating: number }> = [];
  for (const view of latestOf.values()) {
    const rating = ratingOf(view.key);
    if (rating === undefined) continue;
    const bar = starBucket(rating) - 1;
    ratings[bar] = (ratings[bar] ?? 0) + 1;
    ratingSum += rating;
    ratedTitles.push({ view, rating });
  }

  const genreCounts = new Map<number, number>();
  const decadeCounts = new Map<number, number>();
  const directors = new PersonTally();
  const actors = new PersonTally();
  let titlesWithoutFacts = 0;
  for (const [key, count] of viewingsOf) {
    const facts = factsOf(key);
    if (facts === undefined) titlesWithoutFacts += 1;
    if (!facts) continue;
    for (const id of new Set(facts.genres)) genreCounts.set(id, (genreCounts.get(id) ?? 0) + 1);
    if (facts.year) {
      const decade = Math.floor(facts.year / 10) * 10;
      decadeCounts.set(decade, (decadeCounts.get(decade) ?? 0) + 1);
    }
    for (const person of facts.directors) directors.add(person, count);
    for (const person of facts.cast) actors.add(person, count);
  }

  const yearDays = [...allDays].filter((day) => day >= firstDay && day <= lastDay);
  return {
    year,
    viewings,
    films,
    episodes,
    showViewings,
    titles: viewingsOf.size,
    minutes,
    timedViewings,
    days: yearDays.length,
    longestStreak: longestStreak(allDays, firstDay, lastDay),
    months,
    genres: [...genreCounts]
      .map(([id, n]) => ({ id, n }))
      .sort(byCountThenId)
      .slice(0, limit)
      .map(({ id, n }) => ({ id, titles: n })),
    directors: directors.top(limit),
    actors: actors.top(limit),
    decades: [...decadeCounts].sort((a, b) => a[0] - b[0]).map(([decade, titles]) => ({ decade, titles })),
    ratings,
    ...(ratedTitles.length > 0 ? { averageRating: ratingSum / ratedTitles.length } : {}),
    highestRated: ratedTitles
      .sort((a, b) => b.rating - a.rating || (earlier(a.view, b.view) ? 1 : earlier(b.view, a.view) ? -1 : 0))
      .slice(0, limit)
      .map(({ view, rating }) => ({ key: view.key, entry: view.entry, rating })),
    ...(first ? { first } : {}),
    ...(last ? { last } : {}),
    rewatches,
    newToYou: viewings - rewatches,
    titlesWithoutFacts,
  };
}
