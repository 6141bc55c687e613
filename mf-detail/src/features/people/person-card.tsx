import { imageUrl } from '@reelist/api';
import { C } from '@reelist/contracts';
import type { Person } from '@reelist/contracts';
import { Icon, icons, LazyImage } from '@reelist/ui';
import styles from './people.module.css';
import { isStarPerson } from './people';

export interface PersonCardProps {
  person: Person;
  /** The character for cast, the job for crew. */
  role: string | undefined;
  /** Crew only: a star badge for popular people. */
  showStar?: boolean;
}

/** A person with a w185 profile image (placeholder when missing or broken), name and role. */
export function PersonCard({ person, role, showStar = false }: PersonCardProps) {
  const star = showStar && isStarPerson(person);
  return (
    <li className={styles.person}>
      <span className={styles.photo}>
        <LazyImage src={imageUrl(person.profile_path, C.IMAGE_SIZES.profile)} alt="" width={185} height={278} />
        {star && (
          <span className={styles.star}>
            <Icon icon={icons.starFilled} size={14} title="Popular" />
          </span>
        )}
      </span>
      <span className={styles.name}>{person.name}</span>
      {role && <span className={styles.role}>{role}</span>}
    </li>
  );
}
