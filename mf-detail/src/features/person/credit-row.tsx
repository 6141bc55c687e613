import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { detailPath } from '@reelist/contracts';
import { AppLink } from '@reelist/state';
import { cx, mediaTypeName } from '@reelist/ui';
import { AddToList, listTitle } from '../../lib/add-to-list';
import { VisitorMarksLine } from '../../lib/visitor-marks';
import type { VisitorMarks } from '../../lib/visitor-marks';
import type { FilmRow } from './filmography';
import styles from './person.module.css';

export interface CreditRowProps {
  row: FilmRow;
  /** Acting rows read "as {character}"; crew rows show the job. */
  acting: boolean;
  marks: VisitorMarks;
  /** Sorted by year: the first row of a year starts a new group (a rule above it). */
  firstOfYear?: boolean;
}

/**
 * One credit: year (or Upcoming), the title as a link, the role, the type (and TV episodes), the visitor's marks, and
 * Add to list.
 */
export function CreditRow({ row, acting, marks, firstOfYear = false }: CreditRowProps) {
  const { t } = useLingui();
  const character = row.role;
  const role = acting && character ? t`as ${character}` : character;
  const typeName = mediaTypeName(row.mediaType);
  const episodes = row.episodes;
  const type = episodes
    ? plural(episodes, { one: `${typeName} · # episode`, other: `${typeName} · # episodes` })
    : typeName;
  return (
    <li className={cx(styles.credit, firstOfYear && styles.yearStart)}>
      <span className={cx(styles.year, row.upcoming && styles.upcoming)}>{row.upcoming ? t`Upcoming` : row.year}</span>
      <span className={styles.creditBody}>
        <AppLink to={detailPath(row.mediaType, row.id)} className={styles.creditTitle}>
          {row.title}
        </AppLink>
        {role && <span className={styles.role}>{role}</span>}
        <span className={styles.type}>{type}</span>
        <VisitorMarksLine marks={marks} />
      </span>
      <AddToList
        compact
        className={styles.creditAction}
        title={listTitle(row.mediaType, row.id, row.title, row.posterPath, row.date)}
      />
    </li>
  );
}
