import { Trans, useLingui } from '@lingui/react/macro';
import type { ViewMode, WatchlistSort } from '@reelist/contracts';
import { Button, IconButton, icons, Select } from '@reelist/ui';
import styles from './watchlist.module.css';
import { WATCHLIST_SORT_OPTIONS } from './constants';
import type { TagCount } from './sort-and-filter';

export interface WatchlistToolbarProps {
  sort: WatchlistSort;
  view: ViewMode;
  onSort: (sort: WatchlistSort) => void;
  onView: (view: ViewMode) => void;
  /** Shown under the All filter with at least one item: the panel toggle and Clear All. */
  showListActions: boolean;
  panelOpen: boolean;
  panelId: string;
  onTogglePanel: () => void;
  onClearAll: () => void;
  /** "Available to me" is on; undefined hides the toggle (no services chosen). */
  available?: boolean;
  onAvailable: (on: boolean) => void;
  /** The tags in use, with counts; the Tag filter shows only when there is one. */
  tags: readonly TagCount[];
  /** The chosen tag (one of `tags`), or null for all. */
  tag: string | null;
  onTag: (tag: string | null) => void;
}

export function WatchlistToolbar(props: WatchlistToolbarProps) {
  const { sort, view, onSort, onView, showListActions, panelOpen, panelId, onTogglePanel, onClearAll } = props;
  const { t, i18n } = useLingui();
  const sortOptions = WATCHLIST_SORT_OPTIONS.map((option) => ({ value: option.value, label: i18n._(option.label) }));
  return (
    <div className={styles.toolbar}>
      <Select
        label={t`Sort watchlist`}
        hideLabel
        value={sort}
        options={sortOptions}
        onChange={onSort}
        className={styles.sort}
      />
      {props.tags.length > 0 && (
        <Select
          label={t`Filter by tag`}
          hideLabel
          value={props.tag ?? ''}
          options={[
            { value: '', label: t`All tags` },
            ...props.tags.map(({ tag, count }) => ({ value: tag, label: t`${tag} (${count})` })),
          ]}
          onChange={(value) => props.onTag(value === '' ? null : value)}
          className={styles.tagFilter}
        />
      )}
      <div className={styles.viewToggle} role="group" aria-label={t`View`}>
        <IconButton
          icon={icons.grid}
          aria-label={t`Grid view`}
          aria-pressed={view === 'grid'}
          onClick={() => onView('grid')}
        />
        <IconButton
          icon={icons.list}
          aria-label={t`List view`}
          aria-pressed={view === 'list'}
          onClick={() => onView('list')}
        />
      </div>
      {props.available !== undefined && (
        <Button
          variant={props.available ? 'primary' : 'secondary'}
          icon={icons.check}
          aria-pressed={props.available}
          onClick={() => props.onAvailable(!props.available)}
        >
          <Trans>Available to me</Trans>
        </Button>
      )}
      {showListActions && (
        <div className={styles.listActions}>
          <Button
            variant="secondary"
            icon={icons.share}
            aria-expanded={panelOpen}
            aria-controls={panelId}
            onClick={onTogglePanel}
          >
            <Trans>Export / Share</Trans>
          </Button>
          <Button variant="danger" icon={icons.trash} onClick={onClearAll}>
            <Trans>Clear All</Trans>
          </Button>
        </div>
      )}
    </div>
  );
}
