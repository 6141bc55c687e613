import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Person } from '@reelist/contracts';
import { Button, Tabs } from '@reelist/ui';
import { PersonCard } from './person-card';
import styles from './people.module.css';
import { CAST_TAB_SHOWN } from '../../lib/constants';
import { departmentName } from '../../lib/departments';
import { groupCrew, topCast } from './people';

export interface CastCrewTabsProps {
  cast: readonly Person[] | undefined;
  crew: readonly Person[] | undefined;
}

type Tab = 'cast' | 'crew';

/** Cast (12, then Show All Cast up to the 20 kept) and crew grouped by department, as tabs. */
export function CastCrewTabs({ cast, crew }: CastCrewTabsProps) {
  const { t } = useLingui();
  const [tab, setTab] = useState<Tab>('cast');
  const [showAll, setShowAll] = useState(false);
  const kept = topCast(cast);
  const departments = groupCrew(crew);
  const shown = showAll ? kept : kept.slice(0, CAST_TAB_SHOWN);

  return (
    <section aria-labelledby="detail-people" className={styles.section}>
      <h2 id="detail-people" className={styles.heading}>
        <Trans>Cast and Crew</Trans>
      </h2>
      <Tabs
        label={t`Cast and crew`}
        tabs={[
          { id: 'cast', label: t`Cast`, count: kept.length },
          { id: 'crew', label: t`Crew`, count: crew?.length ?? 0 },
        ]}
        active={tab}
        onChange={setTab}
      >
        {tab === 'cast' ? (
          kept.length === 0 ? (
            <p className={styles.empty}>
              <Trans>No cast information available.</Trans>
            </p>
          ) : (
            <>
              <ul className={styles.grid} aria-label={t`Cast`}>
                {shown.map((person) => (
                  <PersonCard key={person.credit_id ?? person.id} person={person} role={person.character} />
                ))}
              </ul>
              {kept.length > CAST_TAB_SHOWN && (
                <Button variant="secondary" aria-expanded={showAll} onClick={() => setShowAll(!showAll)}>
                  {showAll ? t`Show Less` : t`Show All Cast`}
                </Button>
              )}
            </>
          )
        ) : departments.length === 0 ? (
          <p className={styles.empty}>
            <Trans>No crew information available.</Trans>
          </p>
        ) : (
          departments.map(({ department, people }) => (
            <div key={department} className={styles.department}>
              <h3 className={styles.departmentName}>{departmentName(department)}</h3>
              <ul className={styles.grid} aria-label={departmentName(department)}>
                {people.map((person) => (
                  <PersonCard
                    key={person.credit_id ?? `${person.id}-${person.job}`}
                    person={person}
                    role={person.job}
                    showStar
                  />
                ))}
              </ul>
            </div>
          ))
        )}
      </Tabs>
    </section>
  );
}
