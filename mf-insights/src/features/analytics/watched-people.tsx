import { useLingui } from '@lingui/react/macro';
import { useId, useMemo } from 'react';
import type { TitleFacts, WatchLogEntry } from '@reelist/contracts';
import { Panel } from '../../lib/panel';
import { PeopleRanking } from '../../lib/people-ranking';
import { computeWatchedPeople } from '../../lib/stats/people-stats';
import type { PersonCount } from '../../lib/stats/people-stats';
import { WATCHED_PEOPLE_TOP } from './constants';
import styles from './analytics.module.css';

function Group({ title, people }: { title: string; people: readonly PersonCount[] }) {
  const id = useId();
  if (people.length === 0) return null;
  return (
    <div>
      <h3 id={id} className={styles.subTitle}>
        {title}
      </h3>
      <PeopleRanking people={people} labelledBy={id} />
    </div>
  );
}

/**
 * "People you watch most": the actors and directors of the most titles in the watch log, from the title facts Year
 * in Review keeps (Analytics fetches none); shown only when some are known.
 */
export function WatchedPeople({
  log,
  facts,
}: {
  log: readonly WatchLogEntry[];
  facts: ReadonlyMap<string, TitleFacts | null> | undefined;
}) {
  const people = useMemo(() => computeWatchedPeople(log, (key) => facts?.get(key), WATCHED_PEOPLE_TOP), [log, facts]);
  const { t } = useLingui();

  if (people.actors.length === 0 && people.directors.length === 0) return null;
  return (
    <Panel title={t`People you watch most`}>
      <div className={styles.peopleGroups}>
        <Group title={t`Actors`} people={people.actors} />
        <Group title={t`Directors`} people={people.directors} />
      </div>
    </Panel>
  );
}
