import { useLingui } from '@reelist/i18n/react';
import { AppLink } from '@reelist/state';
import { Icon, icons } from '@reelist/ui';
import { entryDetail, entryHref } from './calendar-entries';
import { fromLine } from './people-entries';
import type { CalendarEntry } from './calendar-entries';
import styles from './calendar.module.css';

/**
 * An entry as a link to its title's page: the title, then "S2E5 · {episode name}" or "Movie release", and for a
 * followed person's title whom it comes from.
 */
export function EntryLink({ entry }: { entry: CalendarEntry }) {
  // Its detail and "From …" line are translated in plain functions: this renders again when the language changes.
  useLingui();
  return (
    <AppLink to={entryHref(entry)} className={styles.entryLink}>
      <Icon icon={entry.episode ? icons.tv : icons.film} size={16} className={styles.entryIcon} />
      <span className={styles.entryText}>
        <span className={styles.entryTitle}>{entry.title}</span>{' '}
        <span className={styles.entryDetail}>{entryDetail(entry)}</span>
        {entry.from && (
          <>
            {' '}
            <span className={styles.entryFrom}>{fromLine(entry.from)}</span>
          </>
        )}
      </span>
    </AppLink>
  );
}
