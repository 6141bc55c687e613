import { plural as countOf } from '@reelist/domain';
import { AppLink } from '@reelist/state';
import type { PersonCount } from './stats/people-stats';
import styles from './people-ranking.module.css';

/** Where a person's page is (mf-detail's `/person/{id}`, in the shell's route table). */
export const personPath = (id: number): string => `/person/${id}`;

const plural = (count: number, one: string) => countOf(count, one, undefined, { grouped: true });

/** People ranked by titles watched, each a link to their page, with their titles (and viewings, when more). */
export function PeopleRanking({ people, labelledBy }: { people: readonly PersonCount[]; labelledBy?: string }) {
  return (
    <ol className={styles.ranking} aria-labelledby={labelledBy}>
      {people.map((person) => (
        <li key={person.id}>
          <AppLink to={personPath(person.id)} className={styles.name}>
            {person.name}
          </AppLink>
          <span className={styles.muted}>
            {plural(person.titles, 'title')}
            {person.viewings > person.titles ? `, ${plural(person.viewings, 'viewing')}` : ''}
          </span>
        </li>
      ))}
    </ol>
  );
}
