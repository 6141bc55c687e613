import { memo } from 'react';
import type { PersonDetails } from '@reelist/contracts';
import { localToday } from '@reelist/domain';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Filmography } from './filmography-section';
import { personRows } from './filmography';
import { KnownForCard } from './known-for-card';
import { PersonHeader } from './person-header';
import styles from './person.module.css';

/**
 * A loaded person: the header, the Known For row and the filmography. Memoised: the query behind it settles again
 * after the page shows (loading, then the same cached details), which must not render every row a second time.
 */
export const PersonView = memo(function PersonView({ person }: { person: PersonDetails }) {
  useDocumentTitle(person.name);
  // Worked out once per person's details (and day), kept while those are: coming back to the person, or the
  // filters and the sort, only walk these rows.
  const { rows, known } = personRows(person, localToday());
  return (
    <div className={styles.page}>
      <PersonHeader person={person} />
      {known.length > 0 && (
        <section aria-labelledby="person-known-for" className={styles.section}>
          <h2 id="person-known-for" className={styles.subheading}>
            Known For
          </h2>
          <ul className={styles.knownFor}>
            {known.map((row) => (
              <KnownForCard key={row.key} row={row} />
            ))}
          </ul>
        </section>
      )}
      <Filmography rows={rows} knownFor={person.known_for_department} />
    </div>
  );
});
