import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { MessageDescriptor } from '@reelist/i18n';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '@reelist/domain';
import { Button, mediaTypeName, Select, useInView } from '@reelist/ui';
import { listTitle, TitleListPicker } from '../../lib/add-to-list';
import { ACTING } from '../../lib/constants';
import { departmentName } from '../../lib/departments';
import { useVisitorMarks } from '../../lib/visitor-marks';
import type { VisitorMarks } from '../../lib/visitor-marks';
import {
  FILMOGRAPHY_DRAW_AHEAD,
  FILMOGRAPHY_ROWS_BATCH,
  FILMOGRAPHY_ROWS_FIRST,
  FILMOGRAPHY_ROWS_SHOWN,
} from './constants';
import { CreditRow } from './credit-row';
import type { RowWords } from './credit-row';
import { groupFilmography, seenCounts } from './filmography';
import type { DepartmentGroup, FilmRow, SortKey, TypeFilter } from './filmography';
import styles from './person.module.css';

const TYPES: ReadonlyArray<[TypeFilter, MessageDescriptor]> = [
  ['all', msg`All`],
  ['movie', msg`Movies`],
  ['tv', msg`TV Shows`],
];
const SORTS: ReadonlyArray<{ value: SortKey; label: MessageDescriptor }> = [
  { value: 'year', label: msg`Newest first` },
  { value: 'popularity', label: msg`Most popular` },
  { value: 'rating', label: msg`Highest rated` },
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
  const { t, i18n } = useLingui();
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
  const seen = useMemo(() => seenCounts(rows, watched), [rows, watched]);
  const films = seen.movie;
  const progress = type === 'tv' || films.total === 0 ? seen.tv : films;
  const seenTitles = progress.seen;
  const total = progress.total;
  // Once per language, not once per row.
  const words = useMemo<RowWords>(
    () => ({
      _: i18n._.bind(i18n),
      upcoming: t`Upcoming`,
      watched: t`Watched`,
      types: { movie: mediaTypeName('movie'), tv: mediaTypeName('tv') },
    }),
    // `t` is new when the language changes.
    [i18n, t],
  );
  // One list picker for the whole filmography, opened for the row whose Add to list was clicked (it gives the focus
  // back to that button when it closes), rather than a picker's state in each of hundreds of rows.
  const [picking, setPicking] = useState<FilmRow | null>(null);
  const closePicker = useCallback(() => setPicking(null), []);
  const sortOptions = SORTS.map(({ value, label }) => ({ value, label: i18n._(label) }));

  return (
    <section aria-labelledby="person-filmography" className={styles.section}>
      <h2 id="person-filmography" className={styles.subheading}>
        <Trans>Filmography</Trans>
      </h2>
      <div className={styles.controls}>
        <div role="group" aria-label={t`Media type`} className={styles.segmented}>
          {TYPES.map(([value, label]) => (
            <button
              key={value}
              type="button"
              aria-pressed={type === value}
              className={styles.segment}
              onClick={() => setType(value)}
            >
              {i18n._(label)}
            </button>
          ))}
        </div>
        <label className={styles.check}>
          <input type="checkbox" checked={hideWatched} onChange={(event) => setHideWatched(event.target.checked)} />
          <Trans>Hide watched</Trans>
        </label>
        <Select
          label={t`Sort by`}
          hideLabel
          value={sort}
          options={sortOptions}
          onChange={setSort}
          className={styles.sort}
        />
      </div>
      {total > 0 && (
        <p className={styles.progress}>
          {progress === films
            ? plural(total, {
                one: `You've seen ${seenTitles} of # film`,
                other: `You've seen ${seenTitles} of # films`,
              })
            : plural(total, {
                one: `You've seen ${seenTitles} of # TV show`,
                other: `You've seen ${seenTitles} of # TV shows`,
              })}
        </p>
      )}
      {groups.length === 0 ? (
        <p className={styles.muted}>
          {rows.size === 0 ? t`No credits available.` : t`No credits match these filters.`}
        </p>
      ) : (
        groups.map((group) => (
          <Department
            key={group.department}
            group={group}
            byYear={sort === 'year'}
            marksOf={marksOf}
            words={words}
            onAddToList={setPicking}
          />
        ))
      )}
      {picking && (
        <TitleListPicker
          title={listTitle(picking.mediaType, picking.id, picking.title, picking.posterPath, picking.date)}
          onClose={closePicker}
        />
      )}
    </section>
  );
}

interface DepartmentProps {
  group: DepartmentGroup;
  /** Sorted by year: the first row of each year starts a new group. */
  byYear: boolean;
  marksOf: (mediaType: FilmRow['mediaType'], id: number) => VisitorMarks;
  words: RowWords;
  onAddToList: (row: FilmRow) => void;
}

/**
 * One department's credits: the first FILMOGRAPHY_ROWS_SHOWN, then a button that shows the rest. Of those, only the
 * rows down to half a screen below the viewport are drawn (FILMOGRAPHY_ROWS_FIRST at first), more as the visitor
 * scrolls (FILMOGRAPHY_ROWS_BATCH at a time); a row once drawn stays, so the focus is never lost with it. Renders
 * again only when its own props change (not when the list picker opens).
 */
const Department = memo(function Department({ group, byYear, marksOf, words, onAddToList }: DepartmentProps) {
  const { t } = useLingui();
  const [showAll, setShowAll] = useState(false);
  const [drawn, setDrawn] = useState(FILMOGRAPHY_ROWS_FIRST);
  const list = useRef<HTMLOListElement>(null);
  const revealed = useRef(false);
  const headingId = `person-dept-${group.department.replace(/\W+/g, '-')}`;
  const rows = useMemo(
    () => [
      ...group.upcoming.map((row) => ({ row, firstOfYear: false })),
      ...group.released.flatMap((year) => year.rows.map((row, i) => ({ row, firstOfYear: byYear && i === 0 }))),
    ],
    [group, byYear],
  );
  // The rows in the list (what a screen reader counts), and of those the ones drawn so far.
  const listed = showAll ? rows.length : Math.min(rows.length, FILMOGRAPHY_ROWS_SHOWN);
  const shown = rows.slice(0, Math.min(listed, drawn));
  const drawMore = useCallback(() => setDrawn((count) => count + FILMOGRAPHY_ROWS_BATCH), []);
  const department = departmentName(group.department);
  const credits = group.count;
  const count = formatNumber(credits);
  useEffect(() => {
    // The button goes away once clicked: focus the first row it revealed instead of losing it to the page.
    if (!revealed.current) return;
    revealed.current = false;
    list.current?.children[FILMOGRAPHY_ROWS_SHOWN]?.querySelector('a')?.focus();
  }, [showAll]);
  return (
    <section aria-labelledby={headingId} className={styles.department}>
      <h3 id={headingId} className={styles.departmentName}>
        {t`${department} (${count})`}
      </h3>
      <ol ref={list} className={styles.credits}>
        {shown.map(({ row, firstOfYear }, i) => (
          <CreditRow
            key={row.key}
            row={row}
            acting={group.department === ACTING}
            marks={marksOf(row.mediaType, row.id)}
            firstOfYear={firstOfYear}
            position={i + 1}
            setSize={listed}
            words={words}
            onAddToList={onAddToList}
          />
        ))}
      </ol>
      {listed < rows.length && (
        <Button
          variant="secondary"
          size="sm"
          className={styles.showAll}
          onClick={() => {
            revealed.current = true;
            setShowAll(true);
            // The first row revealed takes the focus and is scrolled to: it is drawn, with a batch after it to fill
            // the screen below it in the same frame, whatever had been drawn so far.
            setDrawn((count) => Math.max(count, FILMOGRAPHY_ROWS_SHOWN + FILMOGRAPHY_ROWS_BATCH));
          }}
        >
          {plural(credits, {
            one: `Show all # ${department} credit`,
            other: `Show all # ${department} credits`,
          })}
        </Button>
      )}
      {shown.length < listed && <MoreRows key={shown.length} onNear={drawMore} />}
    </section>
  );
});

/**
 * An empty mark at the end of a department's drawn rows: once it comes within half a screen of the viewport, the
 * next rows are drawn (keyed by the rows drawn, so each batch watches afresh).
 */
function MoreRows({ onNear }: { onNear: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useInView(ref, 0, FILMOGRAPHY_DRAW_AHEAD);
  useEffect(() => {
    if (near) onNear();
  }, [near, onNear]);
  return <div ref={ref} aria-hidden="true" className={styles.moreRows} />;
}
