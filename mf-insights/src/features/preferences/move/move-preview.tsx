import { useId, useState } from 'react';
import { cutTextsNote, plural } from '@reelist/domain';
import { Button } from '@reelist/ui';
import { mergedTitles } from './plan-lists';
import type { MovePlan } from './plan-move';
import styles from './move.module.css';

export interface MovePreviewProps {
  source: string;
  plan: MovePlan;
  onConfirm: (withSettings: boolean) => void;
  onCancel: () => void;
}

/** What moving the other device's data in would do, before anything changes. */
export function MovePreview({ source, plan, onConfirm, onCancel }: MovePreviewProps) {
  const [settings, setSettings] = useState(true);
  const checkboxId = useId();
  const { counts, people, lists, reminders } = plan;
  const titles = mergedTitles(lists);
  const moved = [
    counts.added,
    counts.newer,
    counts.viewings,
    counts.ratings,
    counts.reviews,
    people.length,
    reminders.length,
  ];
  const nothing = [...moved, lists.added.length, titles].every((count) => count === 0);
  const cut = cutTextsNote(plan.cut);
  return (
    <div className={styles.preview} role="region" aria-label="Transfer preview">
      <p className={styles.previewTitle}>Ready to move in {source}</p>
      <ul className={styles.counts}>
        <li>{plural(counts.added, 'new watchlist item', 'new watchlist items')}</li>
        <li>
          {plural(counts.present, 'item already here', 'items already here')}
          {counts.newer > 0 && ` (${counts.newer} with a status changed later on the other device)`}
        </li>
        <li>{plural(counts.viewings, 'new viewing', 'new viewings')} in the watch log</li>
        <li>{plural(counts.ratings, 'rating', 'ratings')}</li>
        <li>{plural(counts.reviews, 'new review', 'new reviews')}</li>
        {people.length > 0 && <li>{plural(people.length, 'new person followed', 'new people followed')}</li>}
        {reminders.length > 0 && <li>{plural(reminders.length, 'new reminder', 'new reminders')}</li>}
        {lists.added.length > 0 && <li>{plural(lists.added.length, 'new list', 'new lists')}</li>}
        {titles > 0 && <li>{plural(titles, 'new title', 'new titles')} in lists you have</li>}
      </ul>
      {cut && <p role="note">{cut}</p>}
      <div className={styles.check}>
        <input
          id={checkboxId}
          type="checkbox"
          checked={settings}
          onChange={(event) => setSettings(event.currentTarget.checked)}
        />
        <label htmlFor={checkboxId}>Also take the other device’s preferences and theme</label>
      </div>
      <div className={styles.actions}>
        <Button onClick={() => onConfirm(settings)} disabled={nothing && !settings}>
          Move data in
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
