import { useMemo } from 'react';
import type { MediaType, WatchLogEntry } from '@reelist/contracts';
import { dayOnlyDate, formatDate } from '@reelist/domain';
import { useWatchLog } from '@reelist/state/watch-log';
import { starsFromTen, starsText } from '@reelist/storage';
import styles from './detail-hero.module.css';

const SHOWN = 5;

/** "Watched on {date}" in the reader's time zone, or the day itself for a viewing recorded without a time. */
export const viewingDate = (watchedAt: string): string => formatDate(dayOnlyDate(watchedAt) ?? watchedAt);

// A viewing's rating is the source's for that viewing, shown in stars like every rating (9 out of 10 is 4.5 stars).
const describe = (entry: WatchLogEntry): string =>
  [
    `Watched on ${viewingDate(entry.watchedAt)}`,
    entry.rewatch ? 'rewatch' : '',
    entry.rating10 !== undefined ? `rated ${starsText(starsFromTen(entry.rating10))}` : '',
  ]
    .filter(Boolean)
    .join(' · ');

/** Every viewing of this title as a whole in the watch log, newest first (episodes are not listed here). */
export function Viewings({ id, mediaType }: { id: number; mediaType: MediaType }) {
  const log = useWatchLog();
  const viewings = useMemo(
    () =>
      (log ?? [])
        .filter((entry) => entry.id === id && entry.media_type === mediaType && !entry.episode)
        .sort((a, b) => b.watchedAt.localeCompare(a.watchedAt)),
    [log, id, mediaType],
  );
  if (viewings.length === 0) return null;
  return (
    <ul className={styles.viewings} aria-label="Your viewings">
      {viewings.slice(0, SHOWN).map((entry) => (
        <li key={`${entry.source}|${entry.sourceKey ?? entry.watchedAt}`}>{describe(entry)}</li>
      ))}
      {viewings.length > SHOWN && <li>and {viewings.length - SHOWN} earlier viewings</li>}
    </ul>
  );
}
