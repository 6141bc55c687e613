import { useMemo } from 'react';
import { plural, t } from '@lingui/core/macro';
import { useLingui } from '@reelist/i18n/react';
import type { MediaType, WatchLogEntry } from '@reelist/contracts';
import { dayOnlyDate, formatDate } from '@reelist/domain';
import { useWatchLog } from '@reelist/state/watch-log';
import { starsFromTen } from '@reelist/storage';
import styles from './detail-hero.module.css';

const SHOWN = 5;

/** "Watched on {date}" in the reader's time zone, or the day itself for a viewing recorded without a time. */
export const viewingDate = (watchedAt: string): string => formatDate(dayOnlyDate(watchedAt) ?? watchedAt);

// A viewing's rating is the source's for that viewing, shown in stars like every rating (9 out of 10 is 4.5 stars).
// The date, rewatch and rating are separate facts, set apart by a middle dot as the page's fact lines are.
const describe = (entry: WatchLogEntry): string => {
  const date = viewingDate(entry.watchedAt);
  const stars = entry.rating10 === undefined ? 0 : starsFromTen(entry.rating10);
  return [
    t`Watched on ${date}`,
    entry.rewatch ? t`rewatch` : '',
    entry.rating10 !== undefined ? plural(stars, { one: 'rated # star', other: 'rated # stars' }) : '',
  ]
    .filter(Boolean)
    .join(' · ');
};

/** Every viewing of this title as a whole in the watch log, newest first (episodes are not listed here). */
export function Viewings({ id, mediaType }: { id: number; mediaType: MediaType }) {
  // Renders again when the language changes: every line is text of the current language.
  useLingui();
  const log = useWatchLog();
  const viewings = useMemo(
    () =>
      (log ?? [])
        .filter((entry) => entry.id === id && entry.media_type === mediaType && !entry.episode)
        .sort((a, b) => b.watchedAt.localeCompare(a.watchedAt)),
    [log, id, mediaType],
  );
  if (viewings.length === 0) return null;
  const earlier = viewings.length - SHOWN;
  return (
    <ul className={styles.viewings} aria-label={t`Your viewings`}>
      {viewings.slice(0, SHOWN).map((entry) => (
        <li key={`${entry.source}|${entry.sourceKey ?? entry.watchedAt}`}>{describe(entry)}</li>
      ))}
      {earlier > 0 && <li>{plural(earlier, { one: 'and # earlier viewing', other: 'and # earlier viewings' })}</li>}
    </ul>
  );
}
