import { memo } from 'react';
import { Trans } from '@lingui/react/macro';
import { imageUrl, prefetchTitle } from '@reelist/api';
import { C, detailPath } from '@reelist/contracts';
import type { PersonDetails } from '@reelist/contracts';
import { localToday } from '@reelist/domain';
import { useRoute } from '@reelist/state';
import { MediaCard } from '@reelist/ui';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Filmography } from './filmography-section';
import { personRows } from './filmography';
import { PersonHeader } from './person-header';
import styles from './person.module.css';

/**
 * A loaded person: the header, the Known For row and the filmography. Memoised: the query behind it settles again
 * after the page shows (loading, then the same cached details), which must not render every row a second time.
 */
export const PersonView = memo(function PersonView({ person }: { person: PersonDetails }) {
  const { navigate } = useRoute();
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
            <Trans>Known For</Trans>
          </h2>
          <ul className={styles.knownFor}>
            {known.map((row) => (
              <li key={row.key}>
                <MediaCard
                  size="fluid"
                  title={row.title}
                  year={row.year}
                  rating={row.rating}
                  posterUrl={imageUrl(row.posterPath, C.IMAGE_SIZES.posterSmall)}
                  href={detailPath(row.mediaType, row.id)}
                  mediaType={row.mediaType}
                  onNavigate={navigate}
                  onPrefetch={() => prefetchTitle(row.mediaType, row.id)}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
      <Filmography rows={rows} knownFor={person.known_for_department} />
    </div>
  );
});
