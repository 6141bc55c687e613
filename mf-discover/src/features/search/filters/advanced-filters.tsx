import { useLingui } from '@lingui/react/macro';
import type { SearchFilters } from '@reelist/contracts';
import { C } from '@reelist/contracts';
import { RangeInput, Select } from '@reelist/ui';
import styles from './filters.module.css';
import { RATING_MAX, RATING_MIN, RATING_STEP, RUNTIME_MAX, RUNTIME_MIN, WATCH_REGIONS, YEAR_MIN } from '../constants';
import { formatRating } from './rating';
import { maxYear } from './search-filters';

export interface AdvancedFiltersProps {
  id: string;
  filters: SearchFilters;
  onChange: (patch: Partial<SearchFilters>) => void;
  now?: Date;
}

const REGION_OPTIONS = WATCH_REGIONS.map((region) => ({ value: region, label: region }));

/**
 * Year, rating, runtime and watch region within the filters' bounds. The region defaults to US, which is
 * also what the service assumes, so picking US clears the region filter.
 */
export function AdvancedFilters({ id, filters, onChange, now = new Date() }: AdvancedFiltersProps) {
  const top = maxYear(now);
  const { t } = useLingui();
  const minutes = (value: number) => t`${value} min`;
  return (
    <fieldset id={id} className={styles.advanced}>
      <legend className="sr-only">{t`Advanced filters`}</legend>
      <RangeInput
        label={t`Year from`}
        value={filters.yearFrom}
        min={YEAR_MIN}
        max={top}
        onChange={(v) => onChange({ yearFrom: v })}
      />
      <RangeInput
        label={t`Year to`}
        value={filters.yearTo}
        min={YEAR_MIN}
        max={top}
        onChange={(v) => onChange({ yearTo: v })}
      />
      <RangeInput
        label={t`Minimum rating`}
        value={filters.ratingMin}
        min={RATING_MIN}
        max={RATING_MAX}
        step={RATING_STEP}
        formatValue={formatRating}
        onChange={(v) => onChange({ ratingMin: v })}
      />
      <RangeInput
        label={t`Maximum rating`}
        value={filters.ratingMax}
        min={RATING_MIN}
        max={RATING_MAX}
        step={RATING_STEP}
        formatValue={formatRating}
        onChange={(v) => onChange({ ratingMax: v })}
      />
      <RangeInput
        label={t`Minimum runtime`}
        value={filters.runtimeMin}
        min={RUNTIME_MIN}
        max={RUNTIME_MAX}
        step={5}
        formatValue={minutes}
        onChange={(v) => onChange({ runtimeMin: v })}
      />
      <RangeInput
        label={t`Maximum runtime`}
        value={filters.runtimeMax}
        min={RUNTIME_MIN}
        max={RUNTIME_MAX}
        step={5}
        formatValue={minutes}
        onChange={(v) => onChange({ runtimeMax: v })}
      />
      <Select
        label={t`Watch region`}
        value={filters.region || C.DEFAULT_WATCH_REGION}
        options={REGION_OPTIONS}
        onChange={(v) => onChange({ region: v === C.DEFAULT_WATCH_REGION ? '' : v })}
      />
    </fieldset>
  );
}
