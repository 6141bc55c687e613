import { useLingui } from '@reelist/i18n/react';
import { AppLink } from '@reelist/state';
import { countTitles, countViewings } from './counts';
import type { PersonCount } from './stats/people-stats';
import styles from './people-ranking.module.css';

/** Where a person's page is (mf-detail's `/person/{id}`, in the shell's route table). */
export const personPath = (id: number): string => `/person/${id}`;

/** People ranked by titles watched, each a link to their page, with their titles (and viewings, when more). */
export function PeopleRanking({ people, labelledBy }: { people: readonly PersonCount[]; labelledBy?: string }) {
  // The counts follow the interface's language.
  useLingui();
  return (
    <ol className={styles.ranking} aria-labelledby={labelledBy}>
      {people.map((person) => (
        <li key={person.id}>
          <AppLink to={personPath(person.id)} className={styles.name}>
            {person.name}
          </AppLink>
          <span className={styles.muted}>
            {countTitles(person.titles)}
            {person.viewings > person.titles ? `, ${countViewings(person.viewings)}` : ''}
          </span>
        </li>
      ))}
    </ol>
  );
}
