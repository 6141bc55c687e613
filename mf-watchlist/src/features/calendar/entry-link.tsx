import { AppLink } from '@reelist/state';
import { Icon, icons } from '@reelist/ui';
import { entryHref, episodeText } from './calendar-entries';
import type { CalendarEntry } from './calendar-entries';
import styles from './calendar.module.css';

/** An entry as a link to its title's page: the title, then "S2E5 · {episode name}" or "Movie release". */
export function EntryLink({ entry }: { entry: CalendarEntry }) {
  return (
    <AppLink to={entryHref(entry)} className={styles.entryLink}>
      <Icon icon={entry.episode ? icons.tv : icons.film} size={16} className={styles.entryIcon} />
      <span className={styles.entryText}>
        <span className={styles.entryTitle}>{entry.title}</span>{' '}
        <span className={styles.entryDetail}>{entry.episode ? episodeText(entry) : 'Movie release'}</span>
      </span>
    </AppLink>
  );
}
