import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { SearchFilters } from '@reelist/contracts';
import { Button, icons, Tag } from '@reelist/ui';
import type { AppliedTag } from './applied-tags';
import styles from './filters.module.css';
import { APPLIED_FILTER_TAGS_MAX } from '../constants';

export interface AppliedFiltersProps {
  tags: readonly AppliedTag[];
  onChange: (patch: Partial<SearchFilters>) => void;
  onClear: () => void;
}

/** The applied filters as removable tags (four at most until expanded) and 'Clear filters'. */
export function AppliedFilters({ tags, onChange, onClear }: AppliedFiltersProps) {
  const [expanded, setExpanded] = useState(false);
  const { t } = useLingui();
  if (tags.length === 0) return null;
  const shown = expanded ? tags : tags.slice(0, APPLIED_FILTER_TAGS_MAX);
  const hidden = tags.length - APPLIED_FILTER_TAGS_MAX;
  return (
    <div className={styles.applied} aria-label={t`Applied filters`} role="group">
      {shown.map((tag) => (
        <Tag key={tag.id} label={tag.label} tone="accent" onRemove={() => onChange(tag.without)} />
      ))}
      {hidden > 0 && (
        <button type="button" className={styles.more} aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? t`Show fewer` : t`+${hidden} more`}
        </button>
      )}
      <Button variant="ghost" size="sm" icon={icons.x} onClick={onClear}>
        <Trans>Clear filters</Trans>
      </Button>
    </div>
  );
}
