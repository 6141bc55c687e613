import { useMemo } from 'react';
import { plural } from '@reelist/domain';
import { Button } from '@reelist/ui';
import type { AdjustedEntry, CatalogueMatching } from '../../lib/parsed-import';
import { MatchReview } from './match-review';
import type { OnRematch } from './match-review';
import type { ImportPlan } from './plan-import';
import styles from '../../lib/transfer.module.css';

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

/** "3 rows: unknown status set to Want to Watch (rows 2, 5, 9)". */
export function adjustedLine({ note, rows }: AdjustedGroup): string {
  const shown = rows.slice(0, SHOWN_ROWS).join(', ');
  const more = rows.length > SHOWN_ROWS ? ` and ${rows.length - SHOWN_ROWS} more` : '';
  return `${plural(rows.length, 'row', 'rows')}: ${note} (${rows.length === 1 ? 'row' : 'rows'} ${shown}${more})`;
}

const WHY_UNMATCHED = {
  skipped: () => 'matching skipped',
  failed: (message: string) => `the catalogue could not be reached: ${message}`,
  too_many: (limit: number) => `more than ${limit} rows without a TMDB ID are not looked up`,
};

/** What matching a CSV's rows without a TMDB ID to the catalogue did, for the preview's counts. */
export function matchingLines(matching: CatalogueMatching | undefined): string[] {
  if (!matching || matching.rows === 0) return [];
  const { rows, matched, stopped } = matching;
  const lines: string[] = [];
  if (stopped?.reason !== 'too_many') {
    lines.push(`${plural(matched, 'row', 'rows')} matched to the catalogue by title and year`);
  }
  if (rows > matched) {
    const why =
      stopped?.reason === 'skipped'
        ? WHY_UNMATCHED.skipped()
        : stopped?.reason === 'failed'
          ? WHY_UNMATCHED.failed(stopped.message)
          : stopped?.reason === 'too_many'
            ? WHY_UNMATCHED.too_many(stopped.limit)
            : 'no single catalogue title with that title and year';
    lines.push(`${plural(rows - matched, 'row', 'rows')} not matched to the catalogue (${why}), linked to a search`);
  }
  return lines;
}

/**
 * What an import would do, before anything changes: new, already present, invalid (with reasons), how rows
 * without a TMDB ID matched the catalogue (each match listed, and changeable), and the rows whose values the import
 * rules changed, grouped.
 */
export function ImportPreview({ fileName, plan, onConfirm, onCancel, onRematch }: ImportPreviewProps) {
  const count = plan.added.length;
  const adjusted = useMemo(() => groupAdjusted(plan.adjusted), [plan.adjusted]);
  return (
    <div className={styles.preview} role="region" aria-label="Import preview">
      <p className={styles.previewTitle}>
        Ready to import <span className={styles.fileName}>{fileName}</span>
      </p>
      <ul className={styles.previewCounts}>
        <li>{plural(count, 'new item', 'new items')}</li>
        <li>{plural(plan.duplicates, 'item already in your watchlist', 'items already in your watchlist')}</li>
        {plan.retagged.length > 0 && (
          <li>
            {plural(
              plan.retagged.length,
              'item already in your watchlist gets new tags',
              'items already in your watchlist get new tags',
            )}
          </li>
        )}
        <li>{plural(plan.invalid.length, 'invalid row', 'invalid rows')}</li>
        {matchingLines(plan.matching).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <MatchReview plan={plan} onRematch={onRematch} />
      {plan.invalid.length > 0 && (
        <ul className={styles.problems} aria-label="Invalid rows">
          {plan.invalid.slice(0, SHOWN_PROBLEMS).map((entry) => (
            <li key={entry.row}>
              Row {entry.row}: {entry.reason}
            </li>
          ))}
          {plan.invalid.length > SHOWN_PROBLEMS && <li>and {plan.invalid.length - SHOWN_PROBLEMS} more</li>}
        </ul>
      )}
      {adjusted.length > 0 && (
        <ul className={styles.problems} aria-label="Adjusted rows">
          {adjusted.map((group) => (
            <li key={group.note}>{adjustedLine(group)}</li>
          ))}
        </ul>
      )}
      <PreviewActions count={count} onConfirm={onConfirm} onCancel={onCancel} />
    </div>
  );
}

/** Both previews end the same way: "Import N items" (disabled when nothing is new) or Cancel. */
export function PreviewActions({
  count,
  onConfirm,
  onCancel,
}: {
  count: number;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <div className={styles.previewActions}>
      <Button onClick={onConfirm} disabled={count === 0}>
        {count === 0 ? 'Nothing new to import' : `Import ${plural(count, 'item', 'items')}`}
      </Button>
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
