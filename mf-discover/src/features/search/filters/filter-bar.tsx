import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@reelist/i18n';
import { Trans } from '@lingui/react/macro';
import type { SearchFilters, SearchSort } from '@reelist/contracts';
import { useLingui } from '@reelist/i18n/react';
import { Button, IconButton, icons, Select } from '@reelist/ui';
import type { ResultsView } from '../search-url';
import styles from './filters.module.css';
import { MEDIA_FILTERS, SEARCH_SORT_OPTIONS } from '../constants';

const MEDIA_LABELS: Record<SearchFilters['mediaType'], MessageDescriptor> = {
  all: msg`All`,
  movie: msg`Movies`,
  tv: msg`TV Shows`,
  people: msg`People`,
};

export interface FilterBarProps {
  mediaType: SearchFilters['mediaType'];
  sortBy: SearchSort;
  view: ResultsView;
  advancedOpen: boolean;
  advancedId: string;
  onMediaType: (mediaType: SearchFilters['mediaType']) => void;
  onSort: (sort: SearchSort) => void;
  onView: (view: ResultsView) => void;
  onToggleAdvanced: () => void;
  /** "On my services" is on; undefined hides the toggle (no services chosen). */
  onMyServices?: boolean;
  onToggleMyServices: () => void;
}

/**
 * Media type, sort, "On my services", the advanced-filters toggle and the grid/list switch. For People the sort and
 * the title filters are hidden (they would mean nothing) and a note says why.
 */
export function FilterBar(props: FilterBarProps) {
  const { mediaType, sortBy, view, advancedOpen, advancedId } = props;
  const titles = mediaType !== 'people';
  const { _ } = useLingui();
  const sortOptions = SEARCH_SORT_OPTIONS.map(({ value, label }) => ({ value, label: _(label) }));
  return (
    <div className={styles.bar}>
      <div role="group" aria-label={_(msg`Media type`)} className={styles.segmented}>
        {MEDIA_FILTERS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={mediaType === value}
            className={styles.segment}
            onClick={() => props.onMediaType(value)}
          >
            {_(MEDIA_LABELS[value])}
          </button>
        ))}
      </div>
      {titles ? (
        <Select label={_(msg`Sort by`)} hideLabel value={sortBy} options={sortOptions} onChange={props.onSort} />
      ) : (
        <p className={styles.peopleNote}>
          <Trans>People are found by name: sort and filters apply to movies and TV shows.</Trans>
        </p>
      )}
      {titles && props.onMyServices !== undefined && (
        <Button
          variant={props.onMyServices ? 'primary' : 'secondary'}
          icon={icons.check}
          aria-pressed={props.onMyServices}
          onClick={props.onToggleMyServices}
        >
          <Trans>On my services</Trans>
        </Button>
      )}
      {titles && (
        <Button
          variant="secondary"
          icon={icons.filter}
          aria-expanded={advancedOpen}
          aria-controls={advancedId}
          onClick={props.onToggleAdvanced}
        >
          <Trans>Advanced Filters</Trans>
        </Button>
      )}
      <div role="group" aria-label={_(msg`View`)} className={styles.views}>
        <IconButton
          icon={icons.grid}
          aria-label={_(msg`Grid view`)}
          aria-pressed={view === 'grid'}
          variant={view === 'grid' ? 'primary' : 'ghost'}
          onClick={() => props.onView('grid')}
        />
        <IconButton
          icon={icons.list}
          aria-label={_(msg`List view`)}
          aria-pressed={view === 'list'}
          variant={view === 'list' ? 'primary' : 'ghost'}
          onClick={() => props.onView('list')}
        />
      </div>
    </div>
  );
}
