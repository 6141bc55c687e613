import { t } from '@lingui/core/macro';
import { useLingui } from '@reelist/i18n/react';
import { useId } from 'react';
import type { Title } from '@reelist/contracts';
import { C, titleName } from '@reelist/contracts';
import { imageUrl } from '@reelist/api';
import { AppLink } from '@reelist/state';
import { cx, Icon, icons, LazyImage } from '@reelist/ui';
import type { ImagePriority } from '@reelist/ui';
import { shortList } from '../../../lib/lists';
import styles from './person-result.module.css';

/** A person as /search/person and /search/multi list them: the titles they are best known for come along. */
export type PersonResultItem = Title & { known_for?: Title[] };

/** How many of a person's known-for titles a result names. */
const KNOWN_FOR_SHOWN = 2;

/** "Directing · Known for A, B": what the card says under the name (and what a screen reader hears after it). */
export function personSummary(person: PersonResultItem): string {
  const known = (person.known_for ?? [])
    .map((title) => titleName(title))
    .filter(Boolean)
    .slice(0, KNOWN_FOR_SHOWN);
  const titles = shortList(known);
  return [person.known_for_department, known.length ? t`Known for ${titles}` : ''].filter(Boolean).join(' · ');
}

/**
 * A person in the search results, as a card (grid) or a row (list): photo (a neutral placeholder when there is
 * none), name, known-for department and a couple of titles. The photo and the name are one link to /person/{id},
 * named by the person's name (its visible text, as axe's label-content-name-mismatch asks); the department and
 * titles follow it as its description.
 */
export function PersonResult({
  person,
  layout,
  photoPriority,
}: {
  person: PersonResultItem;
  layout: 'grid' | 'list';
  photoPriority?: ImagePriority;
}) {
  const summaryId = useId();
  // Renders again when the language changes: the summary is built in it.
  useLingui();
  const name = person.name || t`Unknown`;
  const summary = personSummary(person);
  return (
    <article className={cx(styles.person, layout === 'list' && styles.row)}>
      <AppLink to={`/person/${person.id}`} className={styles.link} aria-describedby={summary ? summaryId : undefined}>
        <span className={styles.photo}>
          {person.profile_path ? (
            <LazyImage
              src={imageUrl(person.profile_path, C.IMAGE_SIZES.profile)}
              alt=""
              width={185}
              height={278}
              priority={photoPriority}
            />
          ) : (
            <span className={styles.placeholder}>
              <Icon icon={icons.user} size={40} />
            </span>
          )}
        </span>
        <span className={styles.name}>{name}</span>
      </AppLink>
      {summary && (
        <p id={summaryId} className={styles.summary}>
          {summary}
        </p>
      )}
    </article>
  );
}
