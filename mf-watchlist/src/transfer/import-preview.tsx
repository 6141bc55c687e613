import { Button } from '@reelist/ui';
import type { ImportPlan } from './plan-import';
import styles from './transfer.module.css';

export interface ImportPreviewProps {
  fileName: string;
  plan: ImportPlan;
  onConfirm: () => void;
  onCancel: () => void;
}

const SHOWN_PROBLEMS = 5;
export const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** What an import would do, before anything changes: new, already present, invalid (with reasons). */
export function ImportPreview({ fileName, plan, onConfirm, onCancel }: ImportPreviewProps) {
  const count = plan.added.length;
  return (
    <div className={styles.preview} role="region" aria-label="Import preview">
      <p className={styles.previewTitle}>
        Ready to import <span className={styles.fileName}>{fileName}</span>
      </p>
      <ul className={styles.previewCounts}>
        <li>{plural(count, 'new item', 'new items')}</li>
        <li>{plural(plan.duplicates, 'item already in your watchlist', 'items already in your watchlist')}</li>
        <li>{plural(plan.invalid.length, 'invalid row', 'invalid rows')}</li>
      </ul>
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
