import { t } from '@lingui/core/macro';
import type { SearchFilters, Title } from '@reelist/contracts';
import { formatNumber } from '@reelist/domain';
import type { SearchRequest } from './api/search-titles';
import { sortTitles } from './api/sort-titles';
import { defaultSearchFilters } from './filters/search-filters';
import type { SearchResults } from './use-search-results';

const yearOf = (title: Title) => Number((title.release_date ?? title.first_air_date ?? '').slice(0, 4));

/** Genres (all of them, as discover's `,` means), year and rating: the filters a search result carries data for. */
function matcher(f: SearchFilters, now: Date): ((title: Title) => boolean) | null {
  const d = defaultSearchFilters(now);
  const years = f.yearFrom !== d.yearFrom || f.yearTo !== d.yearTo;
  const ratings = f.ratingMin !== d.ratingMin || f.ratingMax !== d.ratingMax;
  if (f.genres.length === 0 && !years && !ratings) return null;
  return (title) => {
    const year = yearOf(title);
    const rating = title.vote_average ?? 0;
    return (
      f.genres.every((id) => title.genre_ids?.includes(id)) &&
      (!years || (year >= f.yearFrom && year <= f.yearTo)) &&
      (!ratings || (rating >= f.ratingMin && rating <= f.ratingMax))
    );
  };
}

/**
 * What a text search shows. The search endpoints neither sort nor filter, so a chosen sort and the genre, year and
 * rating filters apply to the results loaded so far, and the note says so. Filtering counts what is shown; a sort
 * alone keeps the service's total, which is still the number of matches.
 */
export function withinLoaded(
  results: SearchResults,
  request: SearchRequest | null,
  now: Date = new Date(),
): { results: SearchResults; note?: string } {
  if (request?.mode !== 'text' || results.status !== 'ready') return { results };
  const matches = matcher(request.filters, now);
  if (!matches && !request.sortChosen) return { results };
  const filtered = matches ? results.results.filter(matches) : results.results;
  const shown = request.sortChosen ? sortTitles(filtered, request.filters.sortBy) : filtered;
  return {
    results: { ...results, results: shown, totalResults: matches ? shown.length : results.totalResults },
    note: noteFor(matches ? (request.sortChosen ? 'both' : 'filtered') : 'sorted', results, request.q),
  };
}

/** Whole sentences, one per case, so each language can build them its own way. */
function noteFor(what: 'both' | 'filtered' | 'sorted', results: SearchResults, query: string): string {
  const loaded = formatNumber(results.results.length);
  const total = formatNumber(results.totalResults);
  if (results.hasMore) {
    if (what === 'both')
      return t`Filtered and sorted within the ${loaded} of ${total} results for "${query}" loaded so far: Load More to include more.`;
    if (what === 'filtered')
      return t`Filtered within the ${loaded} of ${total} results for "${query}" loaded so far: Load More to include more.`;
    return t`Sorted within the ${loaded} of ${total} results for "${query}" loaded so far: Load More to include more.`;
  }
  if (what === 'both')
    return t`Filtered and sorted within the ${loaded} of ${total} results for "${query}" loaded so far.`;
  if (what === 'filtered') return t`Filtered within the ${loaded} of ${total} results for "${query}" loaded so far.`;
  return t`Sorted within the ${loaded} of ${total} results for "${query}" loaded so far.`;
}
