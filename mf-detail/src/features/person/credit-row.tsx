import { memo } from 'react';
import type { Translator } from '@reelist/i18n';
import { msg, plural } from '@lingui/core/macro';
import { detailPath } from '@reelist/contracts';
import type { MediaType } from '@reelist/contracts';
import { AppLink } from '@reelist/state';
import { cx } from '@reelist/ui';
import { AddToListButton, addToListName } from '../../lib/add-to-list';
import { MarksLine, sameMarks } from '../../lib/visitor-marks';
import type { VisitorMarks } from '../../lib/visitor-marks';
import type { FilmRow } from './filmography';
import styles from './person.module.css';

/**
 * What every row says the same, translated once by the filmography (a new object when the language changes): a
 * row of hundreds neither subscribes to the language nor looks the same words up again.
 */
export interface RowWords {
  _: Translator['_'];
  upcoming: string;
  watched: string;
  types: Record<MediaType, string>;
}

export interface CreditRowProps {
  row: FilmRow;
  /** Acting rows read "as {character}"; crew rows show the job. */
  acting: boolean;
  marks: VisitorMarks;
  /** Sorted by year: the first row of a year starts a new group (a rule above it). */
  firstOfYear?: boolean;
  /**
   * Its place in the department's list and the list's length: rows further down are drawn only as the visitor
   * scrolls near them, so the list says how many it holds rather than a screen reader counting the rows drawn.
   */
  position: number;
  setSize: number;
  words: RowWords;
  /** Add to list clicked: the filmography opens its one list picker for the row. */
  onAddToList: (row: FilmRow) => void;
}

/**
 * One credit: year (or Upcoming), the title as a link, the role, the type (and TV episodes), the visitor's marks, and
 * Add to list. Renders again only when what it shows changes: Show all, a filter or the picker opening leave the rows
 * already there as they are.
 */
export const CreditRow = memo(
  function CreditRow({
    row,
    acting,
    marks,
    firstOfYear = false,
    position,
    setSize,
    words,
    onAddToList,
  }: CreditRowProps) {
    const { _ } = words;
    const character = row.role;
    const role = acting && character ? _(msg`as ${character}`) : character;
    const typeName = words.types[row.mediaType];
    const episodes = row.episodes;
    const type = episodes
      ? plural(episodes, { one: `${typeName} · # episode`, other: `${typeName} · # episodes` })
      : typeName;
    return (
      <li
        className={cx(styles.credit, firstOfYear && styles.yearStart)}
        aria-posinset={position}
        aria-setsize={setSize}
      >
        <span className={cx(styles.year, row.upcoming && styles.upcoming)}>
          {row.upcoming ? words.upcoming : row.year}
        </span>
        <span className={styles.creditBody}>
          <AppLink to={detailPath(row.mediaType, row.id)} className={styles.creditTitle}>
            {row.title}
          </AppLink>
          {role && <span className={styles.role}>{role}</span>}
          <span className={styles.type}>{type}</span>
          <MarksLine marks={marks} watchedLabel={words.watched} />
        </span>
        <AddToListButton
          name={addToListName(_, row.title)}
          className={styles.creditAction}
          onClick={() => onAddToList(row)}
        />
      </li>
    );
  },
  (a, b) =>
    a.row === b.row &&
    a.acting === b.acting &&
    a.firstOfYear === b.firstOfYear &&
    a.position === b.position &&
    a.setSize === b.setSize &&
    a.words === b.words &&
    a.onAddToList === b.onAddToList &&
    sameMarks(a.marks, b.marks),
);
