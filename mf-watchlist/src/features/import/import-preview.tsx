import { plural, t } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Button, serviceMessage } from '@reelist/ui';
import type { AdjustedEntry, CatalogueMatching } from '../../lib/parsed-import';
import { MatchReview } from './match-review';
import type { OnRematch } from './match-review';
import type { ImportPlan } from './plan-import';
import styles from '../../lib/transfer.module.css';
import { rowReason } from './row-reasons';

export interface ImportPreviewProps {
  fileName: string;
  plan: ImportPlan;
  onConfirm: () => void;
  onCancel: () => void;
  /** The visitor changed a match or found an unmatched row (the CSV rows looked up in the catalogue). */
  onRematch?: OnRematch;
}

const SHOWN_PROBLEMS = 5;
/** Row numbers a group of adjusted rows names before "and N more". */
const SHOWN_ROWS = 5;

export interface AdjustedGroup {
  note: string;
  rows: number[];
}

/** Adjusted entries grouped by note, in the order each note first appears. */
export function groupAdjusted(adjusted: readonly AdjustedEntry[]): AdjustedGroup[] {
  const groups = new Map<string, number[]>();
  for (const { row, note } of adjusted) {
    const rows = groups.get(note);
    if (rows) rows.push(row);
    else groups.set(note, [row]);
  }
  return [...groups].map(([note, rows]) => ({ note, rows }));
}

/** "3 rows: unknown status set to Want to Watch (rows 2, 5, 9)", in the interface's language. */
export function adjustedLine({ note, rows }: AdjustedGroup): string {
  const count = rows.length;
  const shown = rows.slice(0, SHOWN_ROWS).join(', ');
  const more = count - SHOWN_ROWS;
  return more > 0
    ? plural(count, {
        one: `# row: ${note} (row ${shown} and ${more} more)`,
        other: `# rows: ${note} (rows ${shown} and ${more} more)`,
      })
    : plural(count, { one: `# row: ${note} (row ${shown})`, other: `# rows: ${note} (rows ${shown})` });
}

/** Why rows without a TMDB ID were not matched to the catalogue, for the preview's count of them. */
function whyUnmatched(stopped: CatalogueMatching['stopped']): string {
  switch (stopped?.reason) {
    case 'skipped':
      return t`matching skipped`;
    case 'failed': {
      const message = serviceMessage(stopped.message);
      return t`the catalogue could not be reached: ${message}`;
    }
    case 'too_many': {
      const limit = stopped.limit;
      return t`more than ${limit} rows without a TMDB ID are not looked up`;
    }
    default:
      return t`no single catalogue title with that title and year`;
  }
}

/** What matching a CSV's rows without a TMDB ID to the catalogue did, for the preview's counts. */
export function matchingLines(matching: CatalogueMatching | undefined): string[] {
  if (!matching || matching.rows === 0) return [];
  const { rows, matched, stopped } = matching;
  const lines: string[] = [];
  if (stopped?.reason !== 'too_many') {
    lines.push(
      plural(matched, {
        one: '# row matched to the catalogue by title and year',
        other: '# rows matched to the catalogue by title and year',
      }),
    );
  }
  if (rows > matched) {
    const unmatched = rows - matched;
    const why = whyUnmatched(stopped);
    lines.push(
      plural(unmatched, {
        one: `# row not matched to the catalogue (${why}), linked to a search`,
        other: `# rows not matched to the catalogue (${why}), linked to a search`,
      }),
    );
  }
  return lines;
}

/**
 * What an import would do, before anything changes: new, already present, invalid (with reasons), how rows
 * without a TMDB ID matched the catalogue (each match listed, and changeable), and the rows whose values the import
 * rules changed, grouped.
 */
export function ImportPreview({ fileName, plan, onConfirm, onCancel, onRematch }: ImportPreviewProps) {
  const { t } = useLingui();
  const count = plan.added.length;
  const adjusted = useMemo(() => groupAdjusted(plan.adjusted), [plan.adjusted]);
  const { duplicates } = plan;
  const retagged = plan.retagged.length;
  const invalid = plan.invalid.length;
  const moreInvalid = invalid - SHOWN_PROBLEMS;
  return (
    <div className={styles.preview} role="region" aria-label={t`Import preview`}>
      <p className={styles.previewTitle}>
        <Trans>
          Ready to import <span className={styles.fileName}>{fileName}</span>
        </Trans>
      </p>
      <ul className={styles.previewCounts}>
        <li>
          <Plural value={count} one="# new item" other="# new items" />
        </li>
        <li>
          <Plural value={duplicates} one="# item already in your watchlist" other="# items already in your watchlist" />
        </li>
        {retagged > 0 && (
          <li>
            <Plural
              value={retagged}
              one="# item already in your watchlist gets new tags"
              other="# items already in your watchlist get new tags"
            />
          </li>
        )}
        <li>
          <Plural value={invalid} one="# invalid row" other="# invalid rows" />
        </li>
        {matchingLines(plan.matching).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <MatchReview plan={plan} onRematch={onRematch} />
      {invalid > 0 && (
        <ul className={styles.problems} aria-label={t`Invalid rows`}>
          {plan.invalid.slice(0, SHOWN_PROBLEMS).map(({ row, reason: stored }) => {
            const reason = rowReason(stored);
            return (
              <li key={row}>
                <Trans>
                  Row {row}: {reason}
                </Trans>
              </li>
            );
          })}
          {moreInvalid > 0 && (
            <li>
              <Plural value={moreInvalid} one="and # more" other="and # more" />
            </li>
          )}
        </ul>
      )}
      {adjusted.length > 0 && (
        <ul className={styles.problems} aria-label={t`Adjusted rows`}>
          {adjusted.map((group) => (
            <li key={group.note}>{adjustedLine(group)}</li>
          ))}
        </ul>
      )}
      <PreviewActions count={count} onConfirm={onConfirm} onCancel={onCancel} />
    </div>
  );
}

/**
 * Both previews end the same way: "Import N items" (disabled when nothing is new) or Cancel. The count is the spec's
 * {n}, digits alone ("Import 20000 items"), as the success message says it.
 */
export function PreviewActions({
  count,
  onConfirm,
  onCancel,
}: {
  count: number;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const n = String(count);
  return (
    <div className={styles.previewActions}>
      <Button onClick={onConfirm} disabled={count === 0}>
        {count === 0 ? (
          <Trans>Nothing new to import</Trans>
        ) : (
          <Plural value={count} one={`Import ${n} item`} other={`Import ${n} items`} />
        )}
      </Button>
      <Button variant="secondary" onClick={onCancel}>
        <Trans>Cancel</Trans>
      </Button>
    </div>
  );
}
