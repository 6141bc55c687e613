import { creditDate, creditKey, titleName } from '@reelist/contracts';
import type { MediaType, PersonCredit, PersonDetails } from '@reelist/contracts';
import { hasAired, newestFirst, yearOf } from '@reelist/domain';
import { ACTING, CREW, CREW_DEPARTMENT_ORDER } from '../../lib/constants';
import { KNOWN_FOR_MAX } from './constants';

/** One title in one department of a person's work: several jobs on the same title make one row. */
export interface FilmRow {
  /** Unique in the department: `{media_type}:{id}`. */
  key: string;
  id: number;
  mediaType: MediaType;
  title: string;
  posterPath: string | null;
  /** Release or first air date, '' when undated. */
  date: string;
  year: string;
  /** The character(s) for Acting, the job(s) otherwise; '' when the service gave none. */
  role: string;
  /** TV: the episodes credited (summed over the title's credits in the department). */
  episodes?: number;
  popularity: number;
  rating: number;
  /** Not out yet: dated after today, or not dated at all. */
  upcoming: boolean;
}

export interface YearGroup {
  /** '' for undated rows. */
  year: string;
  rows: FilmRow[];
}

export interface DepartmentGroup {
  department: string;
  /** Upcoming first, then released; each part in the chosen order (by year: grouped under each year). */
  upcoming: FilmRow[];
  released: YearGroup[];
  count: number;
}

export type TypeFilter = 'all' | 'movie' | 'tv';
export type SortKey = 'year' | 'popularity' | 'rating';

export interface FilmographyOptions {
  type: TypeFilter;
  sort: SortKey;
  /** Rows the visitor has watched are left out when given. */
  hideWatched?: (row: FilmRow) => boolean;
}

/**
 * Every credit as rows per department (cast is Acting). Done once per person: filtering and sorting then only
 * walk these rows, which keeps a filmography of hundreds of credits quick to change.
 */
export function filmRows(person: Pick<PersonDetails, 'credits'>, today: string): Map<string, FilmRow[]> {
  const departments = new Map<string, Map<string, FilmRow>>();
  const add = (department: string, credit: PersonCredit, role: string | undefined) => {
    let rows = departments.get(department);
    if (!rows) departments.set(department, (rows = new Map()));
    const key = creditKey(credit);
    const row = rows.get(key);
    if (row) {
      if (role && !row.role.split(', ').includes(role)) row.role = row.role ? `${row.role}, ${role}` : role;
      if (credit.episode_count) row.episodes = (row.episodes ?? 0) + credit.episode_count;
      return;
    }
    const date = creditDate(credit);
    rows.set(key, {
      key,
      id: credit.id,
      mediaType: credit.media_type,
      title: titleName(credit),
      posterPath: credit.poster_path ?? null,
      date,
      year: yearOf(date),
      role: role ?? '',
      episodes: credit.media_type === 'tv' ? credit.episode_count : undefined,
      popularity: credit.popularity ?? 0,
      rating: credit.vote_average ?? 0,
      upcoming: !hasAired(date, today),
    });
  };
  for (const credit of person.credits.cast) add(ACTING, credit, credit.character);
  for (const credit of person.credits.crew) add(credit.department || CREW, credit, credit.job);
  return new Map([...departments].map(([department, rows]) => [department, [...rows.values()]]));
}

/** The person's own department first, then Acting, Directing, Writing, Production, ... then the rest by name. */
export function departmentOrder(departments: Iterable<string>, knownFor: string | undefined): string[] {
  const fixed = [knownFor, ACTING, ...CREW_DEPARTMENT_ORDER].filter((d): d is string => !!d);
  const rank = (d: string) => {
    const i = fixed.indexOf(d);
    return i === -1 ? fixed.length : i;
  };
  return [...departments].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

// One collator for every sort: `localeCompare` sets one up on each call, and sorting hundreds of credits makes
// thousands of calls on every filter and sort. Same order: the runtime's language, as localeCompare without one.
const titleOrder = new Intl.Collator();
// Newest first; ties by title so the order is stable whatever order the service sent.
const byDate = (a: FilmRow, b: FilmRow) => newestFirst(a.date, b.date) || titleOrder.compare(a.title, b.title);
const COMPARE: Record<SortKey, (a: FilmRow, b: FilmRow) => number> = {
  year: byDate,
  popularity: (a, b) => b.popularity - a.popularity || byDate(a, b),
  rating: (a, b) => b.rating - a.rating || byDate(a, b),
};

function byYear(rows: readonly FilmRow[]): YearGroup[] {
  const groups: YearGroup[] = [];
  for (const row of rows) {
    const last = groups[groups.length - 1];
    if (last && last.year === row.year) last.rows.push(row);
    else groups.push({ year: row.year, rows: [row] });
  }
  return groups;
}

/**
 * The filmography as shown: departments in order, each with its upcoming titles first, then the released ones
 * newest first under their year (or, sorted by popularity or rating, in that order under one group).
 * Departments left empty by the filters are left out.
 */
export function groupFilmography(
  rows: ReadonlyMap<string, readonly FilmRow[]>,
  knownFor: string | undefined,
  { type, sort, hideWatched }: FilmographyOptions,
): readonly DepartmentGroup[] {
  // Without Hide watched the groups depend on the rows and the choices alone: kept while the rows are, so coming back
  // to the person, or back to a filter or sort seen before, sorts nothing again (and the departments get the same
  // groups, so their rows render nothing again).
  const key = hideWatched ? undefined : `${knownFor ?? ''}|${type}|${sort}`;
  let kept = groupsCache.get(rows);
  const found = key === undefined ? undefined : kept?.get(key);
  if (found) return found;
  const groups = buildGroups(rows, knownFor, type, sort, hideWatched);
  if (key !== undefined) {
    if (!kept) groupsCache.set(rows, (kept = new Map()));
    kept.set(key, groups);
  }
  return groups;
}

const groupsCache = new WeakMap<ReadonlyMap<string, readonly FilmRow[]>, Map<string, readonly DepartmentGroup[]>>();

function buildGroups(
  rows: ReadonlyMap<string, readonly FilmRow[]>,
  knownFor: string | undefined,
  type: TypeFilter,
  sort: SortKey,
  hideWatched: FilmographyOptions['hideWatched'],
): readonly DepartmentGroup[] {
  const groups: DepartmentGroup[] = [];
  for (const department of departmentOrder(rows.keys(), knownFor)) {
    const kept = (rows.get(department) ?? []).filter(
      (row) => (type === 'all' || row.mediaType === type) && !hideWatched?.(row),
    );
    if (kept.length === 0) continue;
    const sorted = kept.sort(COMPARE[sort]);
    const released = sorted.filter((row) => !row.upcoming);
    groups.push({
      department,
      upcoming: sorted.filter((row) => row.upcoming),
      released: sort === 'year' ? byYear(released) : released.length ? [{ year: '', rows: released }] : [],
      count: kept.length,
    });
  }
  return groups;
}

// Known For and both progress lines ask for the same rows' titles.
const distinctCache = new WeakMap<ReadonlyMap<string, readonly FilmRow[]>, readonly FilmRow[]>();

/** Each title the person is credited on, once (a title in two departments is one title); kept, not to be changed. */
function distinct(rows: ReadonlyMap<string, readonly FilmRow[]>): readonly FilmRow[] {
  let titles = distinctCache.get(rows);
  if (!titles) {
    const seen = new Map<string, FilmRow>();
    for (const list of rows.values()) for (const row of list) if (!seen.has(row.key)) seen.set(row.key, row);
    titles = [...seen.values()];
    distinctCache.set(rows, titles);
  }
  return titles;
}

/** Each title the person is credited on, once (a title in two departments is one title). */
export function distinctTitles(rows: ReadonlyMap<string, readonly FilmRow[]>): FilmRow[] {
  // A copy: callers sort and filter what they get.
  return [...distinct(rows)];
}

/** "Known For": the person's most popular titles, released or not. */
export const knownFor = (rows: ReadonlyMap<string, readonly FilmRow[]>, limit: number): FilmRow[] =>
  distinctTitles(rows)
    .sort((a, b) => b.popularity - a.popularity || byDate(a, b))
    .slice(0, limit);

export interface PersonRows {
  rows: ReadonlyMap<string, readonly FilmRow[]>;
  known: FilmRow[];
}

// The api cache hands back the same details object while they are fresh: the rows live as long as it does.
const rowsCache = new WeakMap<Pick<PersonDetails, 'credits'>, PersonRows & { today: string }>();

/** The person's rows and Known For, worked out once per details object and day (upcoming depends on the day). */
export function personRows(person: Pick<PersonDetails, 'credits'>, today: string): PersonRows {
  const cached = rowsCache.get(person);
  if (cached && cached.today === today) return cached;
  const rows = filmRows(person, today);
  const entry = { rows, known: knownFor(rows, KNOWN_FOR_MAX), today };
  rowsCache.set(person, entry);
  return entry;
}

export interface SeenCount {
  seen: number;
  total: number;
}

/**
 * The released titles of each type and how many of them the visitor has watched, for the progress line: one walk
 * over the titles, each asked once whether it was watched.
 */
export function seenCounts(
  rows: ReadonlyMap<string, readonly FilmRow[]>,
  watched: (row: FilmRow) => boolean,
): Record<MediaType, SeenCount> {
  const counts: Record<MediaType, SeenCount> = { movie: { seen: 0, total: 0 }, tv: { seen: 0, total: 0 } };
  for (const row of distinct(rows)) {
    if (row.upcoming) continue;
    const count = counts[row.mediaType];
    count.total += 1;
    if (watched(row)) count.seen += 1;
  }
  return counts;
}
