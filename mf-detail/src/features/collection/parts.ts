import { plural, t } from '@lingui/core/macro';
import type { Title } from '@reelist/contracts';
import { formatRuntime } from '../../lib/format-facts';

/** When a part comes out: already out, dated in the future, or not dated at all. */
export type PartWhen = 'released' | 'upcoming' | 'undated';

export interface CollectionPart {
  title: Title;
  when: PartWhen;
}

// The service gives release dates as YYYY-MM-DD; anything else counts as no date.
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const RANK: Record<PartWhen, number> = { released: 0, upcoming: 1, undated: 2 };

const whenOf = (date: string | null | undefined, today: string): PartWhen => {
  if (!date || !DATE.test(date)) return 'undated';
  return date > today ? 'upcoming' : 'released';
};

/**
 * The parts in release order: released ones by date, then upcoming ones by date, then undated ones in the
 * service's order (`today` is YYYY-MM-DD, the visitor's local day).
 */
export function orderParts(parts: readonly Title[], today: string): CollectionPart[] {
  return parts
    .map((title) => ({ title, when: whenOf(title.release_date, today) }))
    .sort(
      (a, b) =>
        RANK[a.when] - RANK[b.when] ||
        (a.when === 'undated' ? 0 : (a.title.release_date as string).localeCompare(b.title.release_date as string)),
    );
}

export interface CollectionProgress {
  watched: number;
  /** The parts that can be watched: the released ones, and any other the visitor has watched already. */
  total: number;
}

/** How many of the parts the visitor has watched, out of those that are out (as seasons count aired episodes). */
export function collectionProgress(
  parts: readonly CollectionPart[],
  isWatched: (title: Title) => boolean,
): CollectionProgress {
  let watched = 0;
  let total = 0;
  for (const part of parts) {
    const seen = isWatched(part.title);
    if (seen) watched += 1;
    if (seen || part.when === 'released') total += 1;
  }
  return { watched, total };
}

/** '2 of 5 watched'. */
export const progressText = ({ watched, total }: CollectionProgress): string => t`${watched} of ${total} watched`;

/** A part's running time in minutes when known (the details answered with one); null when it has none. */
export type Runtimes = ReadonlyMap<number, number | null>;

/**
 * The parts' total running time, in words that say what it counts: '9h 41m' when every part has a runtime,
 * '7h 2m for 3 of 4 films' when some have none, 'N/A' when none has; undefined while runtimes are still coming.
 */
export function totalRuntimeText(parts: readonly CollectionPart[], runtimes: Runtimes): string | undefined {
  if (parts.some((part) => !runtimes.has(part.title.id))) return undefined;
  const known = parts.map((part) => runtimes.get(part.title.id)).filter((minutes): minutes is number => !!minutes);
  if (known.length === 0) return t`N/A`;
  const total = formatRuntime(known.reduce((sum, minutes) => sum + minutes, 0));
  if (known.length === parts.length) return total;
  const counted = known.length;
  const films = parts.length;
  return plural(films, { one: `${total} for ${counted} of # film`, other: `${total} for ${counted} of # films` });
}
