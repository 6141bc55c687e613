import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { C, titleIdentity } from '@reelist/contracts';
import { imageUrl } from '@reelist/api';
import { cutTextsNote } from '@reelist/domain';
import { Button, mediaTypeName } from '@reelist/ui';
import type { MatchedTitle } from '../matching';
import { PreviewActions } from '../import';
import type { SkippedRow } from '../../lib/source-types';
import { listsToCreate } from './lists-text';
import type { NeedsReview } from './plan-history';
import type { ListsPlan } from './plan-lists';
import { spoken, spokenList } from './sources/said';
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
/** "Heat (1995)": a title as the file or the catalogue names it, with its year when known. */
const withYear = (title: string, year: number | undefined): string => (year ? `${title} (${year})` : title);

function Candidate({ title, onPick }: { title: MatchedTitle; onPick: () => void }) {
  const { t } = useLingui();
  const label = withYear(title.title, title.year);
  const media = mediaTypeName(title.media_type);
  return (
    <li className={styles.candidate}>
      <button type="button" className={styles.candidateButton} onClick={onPick} aria-label={t`Pick ${label}, ${media}`}>
        {title.poster_path ? (
          <img src={imageUrl(title.poster_path, C.IMAGE_SIZES.logo)} alt="" width={46} height={69} loading="lazy" />
        ) : (
          <span className={styles.noPoster} aria-hidden="true" />
        )}
        <span>
          <span className={styles.candidateTitle}>{label}</span>
          <span className={styles.candidateMeta}>{media}</span>
        </span>
      </button>
    </li>
  );
}

function ReviewRow({ item, onPick }: { item: NeedsReview; onPick: HistoryPreviewProps['onPick'] }) {
  const { t } = useLingui();
  const name = withYear(item.title, item.year);
  const { rows } = item;
  return (
    <li className={styles.reviewRow}>
      <p className={styles.reviewTitle}>
        {name}{' '}
        <span className={styles.rows}>
          · <Plural value={rows} one="# row" other="# rows" />
        </span>
      </p>
      <ul className={styles.candidates} aria-label={t`Candidates for ${name}`}>
        {item.candidates.map((title) => (
          <Candidate
            key={titleIdentity(title.media_type, title.id)}
            title={title}
            onPick={() => onPick(item.key, title)}
          />
        ))}
      </ul>
      <Button size="sm" variant="secondary" onClick={() => onPick(item.key, null)} aria-label={t`Skip ${name}`}>
        <Trans>Skip</Trans>
      </Button>
    </li>
  );
}

/** Why each row was skipped: the first few, then all of them (up to a bound) on request. */
function SkippedRows({ rows }: { rows: readonly SkippedRow[] }) {
  const { t } = useLingui();
  // The file and row as the export has them; the reason in the interface's language (said.ts).
  const skippedText = ({ file, row, reason }: SkippedRow): string => {
    const why = spoken(reason);
    return row > 0 ? t`${file}, row ${row}: ${why}` : t`${file}: ${why}`;
  };
  const list = (part: readonly SkippedRow[], label: string) => (
    <ul className={transfer.problems} aria-label={label}>
      {part.map((row, index) => (
        <li key={`${row.file}:${row.row}:${index}`}>{skippedText(row)}</li>
      ))}
    </ul>
  );
  const rest = rows.slice(SHOWN_PROBLEMS, SHOWN_SKIPPED_MAX);
  const count = rows.length;
  const unlisted = count - SHOWN_SKIPPED_MAX;
  return (
    <>
      {list(rows.slice(0, SHOWN_PROBLEMS), t`Skipped rows`)}
      {rest.length > 0 && (
        <details className={styles.more}>
          <summary>
            <Plural value={count} one="Show # skipped row" other="Show all # skipped rows" />
          </summary>
          {list(rest, t`More skipped rows`)}
          {unlisted > 0 && (
            <p className={styles.candidateMeta}>
              <Plural value={unlisted} one="and # more" other="and # more" />
            </p>
          )}
        </details>
      )}
    </>
  );
}

/** The lists the import makes, by name (a copy's "(2)" shows here), with how many titles each holds. */
function NewLists({ lists }: { lists: ListsPlan }) {
  const { t } = useLingui();
  const more = lists.create.length - SHOWN_LISTS;
  return (
    <ul className={transfer.problems} aria-label={t`Lists to create`}>
      {lists.create.slice(0, SHOWN_LISTS).map(({ name, ranked, items }, index) => {
        const titles = items.length;
        return (
          <li key={index}>
            {ranked ? (
              <Plural value={titles} one={`${name}, ranked · # title`} other={`${name}, ranked · # titles`} />
            ) : (
              <Plural value={titles} one={`${name} · # title`} other={`${name} · # titles`} />
            )}
          </li>
        );
      })}
      {more > 0 && (
        <li>
          <Plural value={more} one="and # more list" other="and # more lists" />
        </li>
      )}
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
  const made = lists.create.length;
  return (
    <div className={transfer.previewActions}>
      <Button onClick={onConfirm}>
        <Plural value={made} one="Import # list" other="Import # lists" />
      </Button>
      <Button variant="secondary" onClick={onCancel}>
        <Trans>Cancel</Trans>
      </Button>
    </div>
  );
}

/**
 * The import preview of another service's history: the source detected, what matched, what needs a pick, what
 * is already here and what was skipped (with the reason per row), the lists it makes, then "Import N items" or
 * Cancel. Every text is in the interface's language, and follows it when it changes (what the import worker
 * said included: it is read with `spoken` as it is shown).
 */
export function HistoryPreview({ review, onPick, onConfirm, onCancel }: HistoryPreviewProps) {
  const { t } = useLingui();
  const { plan, parsed, fileName } = review;
  const { matched, alreadyPresent, lists } = plan;
  const waiting = plan.review.length;
  const skipped = plan.skipped.length;
  const present = lists.present;
  const later = waiting - SHOWN_REVIEWS;
  const detected = spoken(parsed.label);
  const missing = spokenList(parsed.missing);
  return (
    <div className={transfer.preview} role="region" aria-label={t`Import preview`}>
      <p className={transfer.previewTitle}>
        <Trans>
          Ready to import <span className={transfer.fileName}>{fileName}</span>
        </Trans>
      </p>
      <p className={styles.detected}>
        <Trans>Detected: {detected}</Trans>
      </p>
      <ul className={transfer.previewCounts} aria-label={t`Import summary`}>
        <li>
          <Plural value={matched} one="# row matched" other="# rows matched" />
        </li>
        <li>
          <Plural value={waiting} one="# title needs review" other="# titles need review" />
        </li>
        <li>
          <Plural value={alreadyPresent} one="# row already present" other="# rows already present" />
        </li>
        <li>
          <Plural value={skipped} one="# row skipped" other="# rows skipped" />
        </li>
        {lists.create.length > 0 && <li>{listsToCreate(lists)}</li>}
        {present > 0 && (
          <li>
            <Plural value={present} one="# list already present" other="# lists already present" />
          </li>
        )}
      </ul>
      {lists.create.length > 0 && <NewLists lists={lists} />}
      {plan.cutReviews > 0 && (
        <p className={styles.detected} role="note">
          {cutTextsNote({ reviews: plan.cutReviews, titles: 0 })}
        </p>
      )}
      {parsed.missing.length > 0 && (
        <p className={transfer.error} role="note">
          <Trans>This export is incomplete. Missing: {missing}.</Trans>
        </p>
      )}
      {skipped > 0 && <SkippedRows rows={plan.skipped} />}
      {waiting > 0 && (
        <section aria-label={t`Needs review`} className={styles.review}>
          <h4 className={styles.reviewHeading}>
            <Trans>Needs review: pick the right title, or skip it</Trans>
          </h4>
          <ul className={styles.reviewList}>
            {plan.review.slice(0, SHOWN_REVIEWS).map((item) => (
              <ReviewRow key={item.key} item={item} onPick={onPick} />
            ))}
          </ul>
          {later > 0 && (
            <p className={styles.candidateMeta}>
              <Plural value={later} one="# more title waits after these." other="# more titles wait after these." />
            </p>
          )}
        </section>
      )}
      <Actions count={plan.titles} lists={lists} onConfirm={onConfirm} onCancel={onCancel} />
    </div>
  );
}
