import type { SearchFilters } from '@reelist/contracts';
import { C } from '@reelist/contracts';
import { RangeInput, Select } from '@reelist/ui';
import styles from './filters.module.css';
import { RATING_MAX, RATING_MIN, RATING_STEP, RUNTIME_MAX, RUNTIME_MIN, WATCH_REGIONS, YEAR_MIN } from '../constants';
import { maxYear } from './search-filters';

export interface AdvancedFiltersProps {
  id: string;
  filters: SearchFilters;
  onChange: (patch: Partial<SearchFilters>) => void;
  now?: Date;
}

const REGION_OPTIONS = WATCH_REGIONS.map((region) => ({ value: region, label: region }));
const rating = (value: number) => value.toFixed(1);
const minutes = (value: number) => `${value} min`;

/**
 * Year, rating, runtime and watch region within the filters' bounds. The region defaults to US, which is
 * also what the service assumes, so picking US clears the region filter.
 */
export function AdvancedFilters({ id, filters, onChange, now = new Date() }: AdvancedFiltersProps) {
  const top = maxYear(now);
  return (
    <fieldset id={id} className={styles.advanced}>
      <legend className="sr-only">Advanced filters</legend>
      <RangeInput
        label="Year from"
        value={filters.yearFrom}
        min={YEAR_MIN}
        max={top}
        onChange={(v) => onChange({ yearFrom: v })}
      />
      <RangeInput
        label="Year to"
        value={filters.yearTo}
        min={YEAR_MIN}
        max={top}
        onChange={(v) => onChange({ yearTo: v })}
      />
      <RangeInput
        label="Minimum rating"
        value={filters.ratingMin}
        min={RATING_MIN}
        max={RATING_MAX}
        step={RATING_STEP}
        formatValue={rating}
        onChange={(v) => onChange({ ratingMin: v })}
      />
      <RangeInput
        label="Maximum rating"
        value={filters.ratingMax}
        min={RATING_MIN}
        max={RATING_MAX}
        step={RATING_STEP}
        formatValue={rating}
        onChange={(v) => onChange({ ratingMax: v })}
      />
      <RangeInput
        label="Minimum runtime"
        value={filters.runtimeMin}
        min={RUNTIME_MIN}
        max={RUNTIME_MAX}
        step={5}
        formatValue={minutes}
        onChange={(v) => onChange({ runtimeMin: v })}
      />
      <RangeInput
        label="Maximum runtime"
        value={filters.runtimeMax}
        min={RUNTIME_MIN}
        max={RUNTIME_MAX}
        step={5}
        formatValue={minutes}
        onChange={(v) => onChange({ runtimeMax: v })}
      />
      <Select
        label="Watch region"
        value={filters.region || C.DEFAULT_WATCH_REGION}
        options={REGION_OPTIONS}
        onChange={(v) => onChange({ region: v === C.DEFAULT_WATCH_REGION ? '' : v })}
      />
    </fieldset>
  );
}
