import { Trans, useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import { detailPath } from '@reelist/contracts';
import type { WatchLogEntry } from '@reelist/contracts';
import { AppLink } from '@reelist/state';
import { StarRating } from '@reelist/ui';
import { Panel } from '../../lib/panel';
import { PeopleRanking } from '../../lib/people-ranking';
import { episodeText, viewingDayText } from './describe';
import type { PersonCount, RatedTitle, YearViewing } from './year-stats';
import styles from './year-review.module.css';

export type NameOf = (entry: WatchLogEntry) => string;

/** The directors or actors of the most titles watched this year, each a link to their page. */
export const PeopleList = memo(function PeopleList({
  title,
  people,
}: {
  title: string;
  people: readonly PersonCount[];
}) {
  return (
    <Panel title={title}>
      {people.length > 0 ? (
        <PeopleRanking people={people} />
      ) : (
        <p className={styles.muted}>
          <Trans>No credits known yet.</Trans>
        </p>
      )}
    </Panel>
  );
});

function TitleLink({ entry, nameOf }: { entry: WatchLogEntry; nameOf: NameOf }) {
  return (
    <AppLink to={detailPath(entry.media_type, entry.id)} className={styles.titleLink}>
      {nameOf(entry)}
    </AppLink>
  );
}

/** The year's titles the visitor rated highest, in stars as Detail shows them. */
export const HighestRated = memo(function HighestRated({
  titles,
  nameOf,
}: {
  titles: readonly RatedTitle[];
  nameOf: NameOf;
}) {
  const { t } = useLingui();
  return (
    <Panel title={t`Your highest-rated`}>
      {titles.length > 0 ? (
        <ol className={styles.ranking}>
          {titles.map((title) => (
            <li key={title.key}>
              <TitleLink entry={title.entry} nameOf={nameOf} />
              <StarRating value={title.rating} label={t`Your rating`} size={16} className={styles.rating} />
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.muted}>
          <Trans>No ratings this year.</Trans>
        </p>
      )}
    </Panel>
  );
});

function Moment({ label, view, nameOf }: { label: string; view: YearViewing; nameOf: NameOf }) {
  const episode = episodeText(view.entry);
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        <TitleLink entry={view.entry} nameOf={nameOf} />
        {episode && <span className={styles.muted}> {episode}</span>}
        <span className={styles.muted}> · {viewingDayText(view)}</span>
      </dd>
    </div>
  );
}

/** The first and the last viewing of the year. */
export const FirstAndLast = memo(function FirstAndLast({
  first,
  last,
  nameOf,
}: {
  first: YearViewing;
  last: YearViewing;
  nameOf: NameOf;
}) {
  const { t } = useLingui();
  return (
    <Panel title={t`First and last watch`}>
      <dl className={styles.moments}>
        <Moment label={t`First watch of the year`} view={first} nameOf={nameOf} />
        <Moment label={t`Last watch of the year`} view={last} nameOf={nameOf} />
      </dl>
    </Panel>
  );
});
