import type { Genre, SearchFilters } from '@reelist/contracts';
import { defaultSearchFilters } from './search-filters';

export interface AppliedTag {
  id: string;
  label: string;
  /** The filters without this one. */
  without: Partial<SearchFilters>;
}

const TYPE_LABELS = { movie: 'Movies', tv: 'TV Shows', people: 'People' } as const;

/** One removable tag per narrowing filter, in the order the filter panel shows them. */
export function appliedTags(filters: SearchFilters, genres: readonly Genre[], now: Date = new Date()): AppliedTag[] {
  const d = defaultSearchFilters(now);
  const tags: AppliedTag[] = [];
  if (filters.mediaType !== 'all')
    tags.push({ id: 'type', label: TYPE_LABELS[filters.mediaType], without: { mediaType: 'all' } });
  for (const id of filters.genres) {
    const name = genres.find((g) => g.id === id)?.name ?? `Genre ${id}`;
    tags.push({ id: `genre-${id}`, label: name, without: { genres: filters.genres.filter((g) => g !== id) } });
  }
  if (filters.yearFrom !== d.yearFrom || filters.yearTo !== d.yearTo)
    tags.push({
      id: 'year',
      label: `Year: ${filters.yearFrom}–${filters.yearTo}`,
      without: { yearFrom: d.yearFrom, yearTo: d.yearTo },
    });
  if (filters.ratingMin !== d.ratingMin || filters.ratingMax !== d.ratingMax)
    tags.push({
      id: 'rating',
      label: `Rating: ${filters.ratingMin.toFixed(1)}–${filters.ratingMax.toFixed(1)}`,
      without: { ratingMin: d.ratingMin, ratingMax: d.ratingMax },
    });
  if (filters.runtimeMin !== d.runtimeMin || filters.runtimeMax !== d.runtimeMax)
    tags.push({
      id: 'runtime',
      label: `Runtime: ${filters.runtimeMin}–${filters.runtimeMax} min`,
      without: { runtimeMin: d.runtimeMin, runtimeMax: d.runtimeMax },
    });
  if (filters.region) tags.push({ id: 'region', label: `Region: ${filters.region}`, without: { region: '' } });
  if (filters.onMyServices) tags.push({ id: 'services', label: 'On my services', without: { onMyServices: false } });
  return tags;
}
