import { t } from '@lingui/core/macro';
import type { Genre, SearchFilters } from '@reelist/contracts';
import { formatRating } from './rating';
import { defaultSearchFilters } from './search-filters';

export interface AppliedTag {
  id: string;
  label: string;
  /** The filters without this one. */
  without: Partial<SearchFilters>;
}

const typeLabel = (mediaType: Exclude<SearchFilters['mediaType'], 'all'>): string =>
  mediaType === 'movie' ? t`Movies` : mediaType === 'tv' ? t`TV Shows` : t`People`;

/** One removable tag per narrowing filter, in the order the filter panel shows them. */
export function appliedTags(filters: SearchFilters, genres: readonly Genre[], now: Date = new Date()): AppliedTag[] {
  const d = defaultSearchFilters(now);
  const tags: AppliedTag[] = [];
  if (filters.mediaType !== 'all')
    tags.push({ id: 'type', label: typeLabel(filters.mediaType), without: { mediaType: 'all' } });
  for (const id of filters.genres) {
    const name = genres.find((g) => g.id === id)?.name ?? t`Genre ${id}`;
    tags.push({ id: `genre-${id}`, label: name, without: { genres: filters.genres.filter((g) => g !== id) } });
  }
  const { yearFrom, yearTo, runtimeMin, runtimeMax, region } = filters;
  if (yearFrom !== d.yearFrom || yearTo !== d.yearTo)
    tags.push({
      id: 'year',
      label: t`Year: ${yearFrom}–${yearTo}`,
      without: { yearFrom: d.yearFrom, yearTo: d.yearTo },
    });
  if (filters.ratingMin !== d.ratingMin || filters.ratingMax !== d.ratingMax) {
    const [low, high] = [formatRating(filters.ratingMin), formatRating(filters.ratingMax)];
    tags.push({
      id: 'rating',
      label: t`Rating: ${low}–${high}`,
      without: { ratingMin: d.ratingMin, ratingMax: d.ratingMax },
    });
  }
  if (runtimeMin !== d.runtimeMin || runtimeMax !== d.runtimeMax)
    tags.push({
      id: 'runtime',
      label: t`Runtime: ${runtimeMin}–${runtimeMax} min`,
      without: { runtimeMin: d.runtimeMin, runtimeMax: d.runtimeMax },
    });
  if (region) tags.push({ id: 'region', label: t`Region: ${region}`, without: { region: '' } });
  if (filters.onMyServices) tags.push({ id: 'services', label: t`On my services`, without: { onMyServices: false } });
  return tags;
}
