import { C, titleIdentity } from '@reelist/contracts';
import { imageUrl } from '@reelist/api';
import { cutTextsNote, plural } from '@reelist/domain';
import { Button } from '@reelist/ui';
import type { MatchedTitle } from '../matching';
import { PreviewActions } from '../import';
import type { SkippedRow } from '../../lib/source-types';
import { listsText } from './lists-text';
import type { NeedsReview } from './plan-history';
import type { ListsPlan } from './plan-lists';
import type { HistoryReview } from './use-history-import';
import styles from './history.module.css';
import transfer from '../../lib/transfer.module.css';

export interface HistoryPreviewProps {
  review: HistoryReview;
  onPick: (key: string, title: MatchedTitle | null) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

const SHOWN_PROBLEMS = 5;
const SHOWN_REVIEWS = 20;
const SHOWN_LISTS = 20;
/** A file of thousands of unreadable rows lists this many on request, not all of them. */
const SHOWN_SKIPPED_MAX = 500;
const yearText = (year: number | undefined): string => (year ? ` (${year})` : '');
const mediaText = (title: MatchedTitle): string => (title.media_type === 'tv' ? 'TV Show' : 'Movie');

function Candidate({ title, onPick }: { title: MatchedTitle; onPick: () => void }) {
  const label = `${title.title}${yearText(title.year)}`;
  return (
    <li className={styles.candidate}>
      <button
        type="button"
        className={styles.candidateButton}
        onClick={onPick}
        aria-label={`Pick ${label}, ${mediaText(title)}`}
      >
        {title.poster_path ? (
          <img src={imageUrl(title.poster_path, C.IMAGE_SIZES.logo)} alt="" width={46} height={69} loading="lazy" />
        ) : (
          <span className={styles.noPoster} aria-hidden="true" />
        )}
        <span>
          <span className={styles.candidateTitle}>{label}</span>
          <span className={styles.candidateMeta}>{mediaText(title)}</span>
        </span>
      </button>
    </li>
  );
}

function ReviewRow({ item, onPick }: { item: NeedsReview; onPick: HistoryPreviewProps['onPick'] }) {
  const name = `${item.title}${yearText(item.year)}`;
  return (
    <li className={styles.reviewRow}>
      <p className={styles.reviewTitle}>
        {name} <span className={styles.rows}>· {plural(item.rows, 'row', 'rows')}</span>
      </p>
      <ul className={styles.candidates} aria-label={`Candidates for ${name}`}>
        {item.candidates.map((title) => (
          <Candidate
            key={titleIdentity(title.media_type, title.id)}
            title={title}
            onPick={() => onPick(item.key, title)}
          />
        ))}
      </ul>
      <Button size="sm" variant="secondary" onClick={() => onPick(item.key, null)} aria-label={`Skip ${name}`}>
        Skip
      </Button>
    </li>
  );
}

const skippedText = (row: SkippedRow): string => `${row.file}${row.row > 0 ? `, row ${row.row}` : ''}: ${row.reason}`;

/** Why each row was skipped: the first few, then all of them (up to a bound) on request. */
function SkippedRows({ rows }: { rows: readonly SkippedRow[] }) {
  const list = (part: readonly SkippedRow[], label: string) => (
    <ul className={transfer.problems} aria-label={label}>
      {part.map((row, index) => (
        <li key={`${row.file}:${row.row}:${index}`}>{skippedText(row)}</li>
      ))}
    </ul>
  );
  const rest = rows.slice(SHOWN_PROBLEMS, SHOWN_SKIPPED_MAX);
  return (
    <>
      {list(rows.slice(0, SHOWN_PROBLEMS), 'Skipped rows')}
      {rest.length > 0 && (
        <details className={styles.more}>
          <summary>Show all {rows.length} skipped rows</summary>
          {list(rest, 'More skipped rows')}
          {rows.length > SHOWN_SKIPPED_MAX && (
            <p className={styles.candidateMeta}>and {rows.length - SHOWN_SKIPPED_MAX} more</p>
          )}
        </details>
      )}
    </>
  );
}

/** The lists the import makes, by name (a copy's "(2)" shows here), with how many titles each holds. */
function NewLists({ lists }: { lists: ListsPlan }) {
  const more = lists.create.length - SHOWN_LISTS;
  return (
    <ul className={transfer.problems} aria-label="Lists to create">
      {lists.create.slice(0, SHOWN_LISTS).map((list, index) => (
        <li key={index}>
          {list.name}
          {list.ranked ? ', ranked' : ''} · {plural(list.items.length, 'title')}
        </li>
      ))}
      {more > 0 && <li>and {plural(more, 'more list', 'more lists')}</li>}
    </ul>
  );
}

/** Import, or Cancel: an import that only makes lists says so, where "Import N items" would count none. */
function Actions({
  count,
  lists,
  onConfirm,
  onCancel,
}: { count: number; lists: ListsPlan } & Pick<HistoryPreviewProps, 'onConfirm' | 'onCancel'>) {
  if (count > 0 || lists.create.length === 0) {
    return <PreviewActions count={count} onConfirm={onConfirm} onCancel={onCancel} />;
  }
  return (
    <div className={transfer.previewActions}>
      <Button onClick={onConfirm}>Import {plural(lists.create.length, 'list')}</Button>
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}

/**
 * The import preview of another service's history: the source detected, what matched, what needs a pick, what
 * is already here and what was skipped (with the reason per row), the lists it makes, then "Import N items" or
 * Cancel.
 */
export function HistoryPreview({ review, onPick, onConfirm, onCancel }: HistoryPreviewProps) {
  const { plan, parsed } = review;
  const count = plan.titles;
  return (
    <div className={transfer.preview} role="region" aria-label="Import preview">
      <p className={transfer.previewTitle}>
        Ready to import <span className={transfer.fileName}>{review.fileName}</span>
      </p>
      <p className={styles.detected}>Detected: {parsed.label}</p>
      <ul className={transfer.previewCounts} aria-label="Import summary">
        <li>{plural(plan.matched, 'row matched', 'rows matched')}</li>
        <li>{plural(plan.review.length, 'title needs review', 'titles need review')}</li>
        <li>{plural(plan.alreadyPresent, 'row already present', 'rows already present')}</li>
        <li>{plural(plan.skipped.length, 'row skipped', 'rows skipped')}</li>
        {plan.lists.create.length > 0 && <li>{listsText(plan.lists)} to create</li>}
        {plan.lists.present > 0 && (
          <li>{plural(plan.lists.present, 'list already present', 'lists already present')}</li>
        )}
      </ul>
      {plan.lists.create.length > 0 && <NewLists lists={plan.lists} />}
      {plan.cutReviews > 0 && (
        <p className={styles.detected} role="note">
          {cutTextsNote({ reviews: plan.cutReviews, titles: 0 })}
        </p>
      )}
      {parsed.missing.length > 0 && (
        <p className={transfer.error} role="note">
          This export is incomplete. Missing: {parsed.missing.join(', ')}.
        </p>
      )}
      {plan.skipped.length > 0 && <SkippedRows rows={plan.skipped} />}
      {plan.review.length > 0 && (
        <section aria-label="Needs review" className={styles.review}>
          <h4 className={styles.reviewHeading}>Needs review: pick the right title, or skip it</h4>
          <ul className={styles.reviewList}>
            {plan.review.slice(0, SHOWN_REVIEWS).map((item) => (
              <ReviewRow key={item.key} item={item} onPick={onPick} />
            ))}
          </ul>
          {plan.review.length > SHOWN_REVIEWS && (
            <p className={styles.candidateMeta}>
              {plural(plan.review.length - SHOWN_REVIEWS, 'more title waits', 'more titles wait')} after these.
            </p>
          )}
        </section>
      )}
      <Actions count={count} lists={plan.lists} onConfirm={onConfirm} onCancel={onCancel} />
    </div>
  );
}
