import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { cutTextsNote } from '@reelist/domain';
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
  const { t } = useLingui();
  const [settings, setSettings] = useState(true);
  const checkboxId = useId();
  const { counts, people, lists, reminders } = plan;
  const { added, present, newer, viewings, ratings, reviews } = counts;
  const followed = people.length;
  const newReminders = reminders.length;
  const newLists = lists.added.length;

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
    <div className={styles.preview} role="region" aria-label={t`Transfer preview`}>
      <p className={styles.previewTitle}>
        <Trans>Ready to move in {source}</Trans>
      </p>
      <ul className={styles.counts}>
        <li>
          <Plural value={added} one="# new watchlist item" other="# new watchlist items" />
        </li>
        <li>
          {counts.newer > 0 ? (
            <Plural
              value={present}
              one={`# item already here (${newer} with a status changed later on the other device)`}
              other={`# items already here (${newer} with a status changed later on the other device)`}
            />
          ) : (
            <Plural value={present} one="# item already here" other="# items already here" />
          )}
        </li>
        <li>
          <Plural value={viewings} one="# new viewing in the watch log" other="# new viewings in the watch log" />
        </li>
        <li>
          <Plural value={ratings} one="# rating" other="# ratings" />
        </li>
        <li>
          <Plural value={reviews} one="# new review" other="# new reviews" />
        </li>
        {people.length > 0 && (
          <li>
            <Plural value={followed} one="# new person followed" other="# new people followed" />
          </li>
        )}
        {reminders.length > 0 && (
          <li>
            <Plural value={newReminders} one="# new reminder" other="# new reminders" />
          </li>
        )}
        {lists.added.length > 0 && (
          <li>
            <Plural value={newLists} one="# new list" other="# new lists" />
          </li>
        )}
        {titles > 0 && (
          <li>
            <Plural value={titles} one="# new title in lists you have" other="# new titles in lists you have" />
          </li>
        )}
      </ul>
      {cut && <p role="note">{cut}</p>}
      <div className={styles.check}>
        <input
          id={checkboxId}
          type="checkbox"
          checked={settings}
          onChange={(event) => setSettings(event.currentTarget.checked)}
        />
        <label htmlFor={checkboxId}>
          <Trans>Also take the other device’s preferences and theme</Trans>
        </label>
      </div>
      <div className={styles.actions}>
        <Button onClick={() => onConfirm(settings)} disabled={nothing && !settings}>
          <Trans>Move data in</Trans>
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </div>
  );
}
