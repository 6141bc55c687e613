import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { plural } from '@reelist/domain';
import { Button, Select } from '@reelist/ui';
import { useVisitorMarks } from '../../lib/visitor-marks';
import type { VisitorMarks } from '../../lib/visitor-marks';
import { FILMOGRAPHY_ROWS_SHOWN } from './constants';
import { CreditRow } from './credit-row';
import { groupFilmography, seenCount } from './filmography';
import type { DepartmentGroup, FilmRow, SortKey, TypeFilter } from './filmography';
import styles from './person.module.css';

const TYPES: ReadonlyArray<[TypeFilter, string]> = [
  ['all', 'All'],
  ['movie', 'Movies'],
  ['tv', 'TV Shows'],
];
const SORTS: ReadonlyArray<{ value: SortKey; label: string }> = [
  { value: 'year', label: 'Newest first' },
  { value: 'popularity', label: 'Most popular' },
  { value: 'rating', label: 'Highest rated' },
];

export interface FilmographyProps {
  rows: ReadonlyMap<string, readonly FilmRow[]>;
  knownFor: string | undefined;
}

/**
 * The filmography: type filter, Hide watched and sort; the visitor's progress ("You've seen 12 of 47 films", TV
 * shows when only those are shown or there are no films); then each department's credits with their marks, its
 * first rows only until "Show all" (the filters and the sort apply first, so every count counts everything).
 */
export function Filmography({ rows, knownFor }: FilmographyProps) {
  const [type, setType] = useState<TypeFilter>('all');
  const [sort, setSort] = useState<SortKey>('year');
  const [hideWatched, setHideWatched] = useState(false);
  const marksOf = useVisitorMarks();
  const watched = useCallback((row: FilmRow) => marksOf(row.mediaType, row.id).watched, [marksOf]);
  const groups = useMemo(
    () => groupFilmography(rows, knownFor, { type, sort, hideWatched: hideWatched ? watched : undefined }),
    [rows, knownFor, type, sort, hideWatched, watched],
  );
  // Only the visitor's marks change these: the filters and the sort do not walk every title again.
  const seen = useMemo(
    () => ({ movie: seenCount(rows, 'movie', watched), tv: seenCount(rows, 'tv', watched) }),
    [rows, watched],
  );
  const films = seen.movie;
  const progress = type === 'tv' || films.total === 0 ? seen.tv : films;
  const noun = progress === films ? 'film' : 'TV show';

  return (
    <section aria-labelledby="person-filmography" className={styles.section}>
      <h2 id="person-filmography" className={styles.subheading}>
        Filmography
      </h2>
      <div className={styles.controls}>
        <div role="group" aria-label="Media type" className={styles.segmented}>
          {TYPES.map(([value, label]) => (
            <button
              key={value}
              type="button"
              aria-pressed={type === value}
              className={styles.segment}
              onClick={() => setType(value)}
            >
              {label}
            </button>
          ))}
        </div>
        <label className={styles.check}>
          <input type="checkbox" checked={hideWatched} onChange={(event) => setHideWatched(event.target.checked)} />
          Hide watched
        </label>
        <Select label="Sort by" hideLabel value={sort} options={SORTS} onChange={setSort} className={styles.sort} />
      </div>
      {progress.total > 0 && (
        <p className={styles.progress}>
          You&apos;ve seen {progress.seen} of {plural(progress.total, noun)}
        </p>
      )}
      {groups.length === 0 ? (
        <p className={styles.muted}>{rows.size === 0 ? 'No credits available.' : 'No credits match these filters.'}</p>
      ) : (
        groups.map((group) => (
          <Department key={group.department} group={group} byYear={sort === 'year'} marksOf={marksOf} />
        ))
      )}
    </section>
  );
}

interface DepartmentProps {
  group: DepartmentGroup;
  /** Sorted by year: the first row of each year starts a new group. */
  byYear: boolean;
  marksOf: (mediaType: FilmRow['mediaType'], id: number) => VisitorMarks;
}

/** One department's credits: the first FILMOGRAPHY_ROWS_SHOWN, then a button that shows the rest. */
function Department({ group, byYear, marksOf }: DepartmentProps) {
  const [showAll, setShowAll] = useState(false);
  const list = useRef<HTMLOListElement>(null);
  const revealed = useRef(false);
  const headingId = `person-dept-${group.department.replace(/\W+/g, '-')}`;
  const rows = [
    ...group.upcoming.map((row) => ({ row, firstOfYear: false })),
    ...group.released.flatMap((year) => year.rows.map((row, i) => ({ row, firstOfYear: byYear && i === 0 }))),
  ];
  const shown = showAll ? rows : rows.slice(0, FILMOGRAPHY_ROWS_SHOWN);
  useEffect(() => {
    // The button goes away once clicked: focus the first row it revealed instead of losing it to the page.
    if (!revealed.current) return;
    revealed.current = false;
    list.current?.children[FILMOGRAPHY_ROWS_SHOWN]?.querySelector('a')?.focus();
  }, [showAll]);
  return (
    <section aria-labelledby={headingId} className={styles.department}>
      <h3 id={headingId} className={styles.departmentName}>
        {group.department} ({group.count})
      </h3>
      <ol ref={list} className={styles.credits}>
        {shown.map(({ row, firstOfYear }) => (
          <CreditRow
            key={row.key}
            row={row}
            acting={group.department === 'Acting'}
            marks={marksOf(row.mediaType, row.id)}
            firstOfYear={firstOfYear}
          />
        ))}
      </ol>
      {shown.length < rows.length && (
        <Button
          variant="secondary"
          size="sm"
          className={styles.showAll}
          onClick={() => {
            revealed.current = true;
            setShowAll(true);
          }}
        >
          Show all {group.count} {group.department} credits
        </Button>
      )}
    </section>
  );
}
