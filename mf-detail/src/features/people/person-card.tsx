import { useLingui } from '@lingui/react/macro';
import { imageUrl } from '@reelist/api';
import { C } from '@reelist/contracts';
import type { Person } from '@reelist/contracts';
import { AppLink } from '@reelist/state';
import { Icon, icons, LazyImage } from '@reelist/ui';
import styles from './people.module.css';
import { isStarPerson, personPath } from './people';

export interface PersonCardProps {
  person: Person;
  /** The character for cast, the job for crew. */
  role: string | undefined;
  /** Crew only: a star badge for popular people. */
  showStar?: boolean;
}

/**
 * A person with a w185 profile image (placeholder when missing or broken), name and role, leading to their page.
 * The link holds the photo and the name, so its name is the person's; the role and the star badge follow it
 * (read after it), and the link's hit area covers the whole card.
 */
export function PersonCard({ person, role, showStar = false }: PersonCardProps) {
  const { t } = useLingui();
  const star = showStar && isStarPerson(person);
  return (
    <li className={styles.person}>
      <AppLink to={personPath(person.id)} className={styles.link}>
        <span className={styles.photo}>
          <LazyImage src={imageUrl(person.profile_path, C.IMAGE_SIZES.profile)} alt="" width={185} height={278} />
        </span>
        <span className={styles.name}>{person.name}</span>
      </AppLink>
      {star && (
        <span className={styles.star}>
          <Icon icon={icons.starFilled} size={14} title={t`Popular`} />
        </span>
      )}
      {role && <span className={styles.role}>{role}</span>}
    </li>
  );
}
