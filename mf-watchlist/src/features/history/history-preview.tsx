import { C, titleIdentity } from '@reelist/contracts';
import { imageUrl } from '@reelist/api';
import { cutTextsNote, plural } from '@reelist/domain';
import { Button } from '@reelist/ui';
import type { MatchedTitle } from '../matching';
import { PreviewActions } from '../import';
import type { SkippedRow } from '../../lib/source-types';
import type { NeedsReview } from './plan-history';
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

/**
 * The import preview of another service's history: the source detected, what matched, what needs a pick, what
 * is already here and what was skipped (with the reason per row), then "Import N items" or Cancel.
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
      </ul>
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
      <PreviewActions count={count} onConfirm={onConfirm} onCancel={onCancel} />
    </div>
  );
}
