import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { titleIdentity } from '@reelist/contracts';
import type { MediaType, WatchlistStatus } from '@reelist/contracts';
import { useWatchlist } from '@reelist/state';
import { useWatchLog } from '@reelist/state/watch-log';
import { ratingsStore, visitorRating } from '@reelist/storage';
import { Icon, icons, statusLabel } from '@reelist/ui';
import styles from './visitor-marks.module.css';

/** What the visitor has done with one title. */
export interface VisitorMarks {
  /** Its watchlist status; undefined when it is not in the watchlist. */
  status?: WatchlistStatus;
  /** Watched: a viewing of the whole title in the watch log, or the watchlist status Watched. */
  watched: boolean;
  /** The visitor's star rating (1 to 5, halves kept); undefined when not rated. */
  stars?: number;
}

/** Looks up the marks of one title; O(1), so a list of hundreds of credits can ask for every row. */
export type MarksOf = (mediaType: MediaType, id: number) => VisitorMarks;

/**
 * The visitor's marks for any title, from the watchlist, the watch log (watched stays false until its chunk has
 * loaded) and the ratings; re-renders when any of them changes, here or in another tab.
 */
export function useVisitorMarks(): MarksOf {
  const { items } = useWatchlist();
  const log = useWatchLog();
  const ratings = useSyncExternalStore(ratingsStore.subscribe, ratingsStore.getSnapshot, ratingsStore.getSnapshot);
  const statuses = useMemo(
    () => new Map(items.map((item) => [titleIdentity(item.media_type, item.id), item.status ?? 'want_to_watch'])),
    [items],
  );
  // A show counts as watched for a viewing of the show itself, as Detail's "Watched on" lists; episodes do not.
  const viewed = useMemo(
    () =>
      new Set((log ?? []).filter((entry) => !entry.episode).map((entry) => titleIdentity(entry.media_type, entry.id))),
    [log],
  );
  return useCallback<MarksOf>(
    (mediaType, id) => {
      const key = titleIdentity(mediaType, id);
      const status = statuses.get(key);
      return { status, watched: viewed.has(key) || status === 'watched', stars: visitorRating(ratings[key]) };
    },
    [statuses, viewed, ratings],
  );
}

/** Whether the visitor has done anything with the title. */
export const hasMarks = (marks: VisitorMarks): boolean =>
  marks.status !== undefined || marks.watched || marks.stars !== undefined;

/**
 * The marks in words with icons beside them (the icons are decoration: the words are what a screen reader reads):
 * "Watched", the watchlist status when it says more ("Want to Watch", "Watching"), and "Rated 4 stars".
 * Renders nothing for a title the visitor has not touched.
 */
export function VisitorMarksLine({ marks, className }: { marks: VisitorMarks; className?: string }) {
  const { t } = useLingui();
  if (!hasMarks(marks)) return null;
  return <MarksLine marks={marks} className={className} watchedLabel={t`Watched`} />;
}

/**
 * The same line for one row among hundreds (a filmography): "Watched" comes translated from the list, which follows
 * the language once, rather than each row subscribing to it.
 */
export function MarksLine({
  marks,
  className,
  watchedLabel,
}: {
  marks: VisitorMarks;
  className?: string;
  /** "Watched", in the page's language. */
  watchedLabel: string;
}) {
  if (!hasMarks(marks)) return null;
  const { status, watched, stars } = marks;
  const listed = status !== undefined && status !== 'watched';
  return (
    <span className={className ? `${styles.marks} ${className}` : styles.marks}>
      {watched && (
        <span className={styles.mark}>
          <Icon icon={icons.check} size={14} />
          {watchedLabel}
        </span>
      )}
      {listed && (
        <span className={styles.mark}>
          <Icon icon={icons.bookmark} size={14} />
          {statusLabel(status)}
        </span>
      )}
      {stars !== undefined && (
        <span className={styles.mark}>
          <Icon icon={icons.starFilled} size={14} />
          {plural(stars, { one: 'Rated # star', other: 'Rated # stars' })}
        </span>
      )}
    </span>
  );
}

/** Whether two lookups of a title's marks read the same (each lookup is a new object). */
export const sameMarks = (a: VisitorMarks, b: VisitorMarks): boolean =>
  a.status === b.status && a.watched === b.watched && a.stars === b.stars;
