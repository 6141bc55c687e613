import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { SearchFilters } from '@reelist/contracts';
import { usePreferences, useRoute } from '@reelist/state';
import { Button, cx, icons, PageHeader } from '@reelist/ui';
import { useDiscoverMessages } from '../../lib/messages';
import { recordSearch } from '../../lib/record-search';
import { SearchBar } from '../../lib/search-bar';
import { useGenres } from './api/get-genres';
import { searchRequestFor } from './api/search-titles';
import { AdvancedFilters } from './filters/advanced-filters';
import { AppliedFilters } from './filters/applied-filters';
import { appliedTags } from './filters/applied-tags';
import { FilterBar } from './filters/filter-bar';
import { GenreChips } from './filters/genre-chips';
import { ResultsView } from './results/results-view';
import { hasTitleFiltersForPeople, parseSearchUrl, reconcile, toSearchParams } from './search-url';
import type { SearchUrlState } from './search-url';
import { useQueryText } from './use-query-text';
import { useSearchResults } from './use-search-results';
import { withinLoaded } from './within-loaded';
import styles from './search-page.module.css';
import { clampFilters, defaultSearchFilters, needsDiscover } from './filters/search-filters';

const hasAdvanced = (f: SearchFilters): boolean => {
  const d = defaultSearchFilters();
  return (['yearFrom', 'yearTo', 'ratingMin', 'ratingMax', 'runtimeMin', 'runtimeMax', 'region'] as const).some(
    (k) => f[k] !== d[k],
  );
};

/** Search (/search?q=): text search or filtered discovery, with everything in the URL. */
export function SearchPage() {
  useDiscoverMessages();
  const { t } = useLingui();
  const { searchParams, setSearchParams } = useRoute();
  const { preferences } = usePreferences();
  const search = searchParams.toString();
  const state = useMemo(() => parseSearchUrl(new URLSearchParams(search)), [search]);
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  });

  // What the last change turned off to keep the text and the filters consistent (reconcile), until the next change.
  const [note, setNote] = useState<string>();
  const update = useCallback(
    (patch: Partial<SearchUrlState>, options: { replace: boolean }) => {
      const next = reconcile(stateRef.current, { ...stateRef.current, ...patch });
      setNote(next.note);
      setSearchParams(toSearchParams(next.state), options);
    },
    [setSearchParams],
  );
  // A URL that arrives with both (a shared link, the back button) keeps its filters, as a filter change would; one
  // for People with title filters (a hand-made link) drops them with the same note as choosing People.
  useEffect(() => {
    if ((state.q && needsDiscover(state.filters)) || hasTitleFiltersForPeople(state)) update({}, { replace: true });
  }, [state, update]);
  const setFilters = (patch: Partial<SearchFilters>) =>
    update({ filters: clampFilters({ ...state.filters, ...patch }) }, { replace: true });

  const query = useQueryText(state.q, (q, options) => update({ q }, options));
  const { myServices, preferredRegion } = preferences;
  const request = useMemo(
    () => searchRequestFor(state, undefined, { ids: myServices, region: preferredRegion }),
    [state, myServices, preferredRegion],
  );
  const results = useSearchResults(request, (done, page) =>
    recordSearch(done.q, page.total_results, preferences.trackAnalytics),
  );
  const shown = useMemo(() => withinLoaded(results, request), [results, request]);
  const people = state.filters.mediaType === 'people';
  const genres = useGenres(state.filters.mediaType);
  const [advancedOpen, setAdvancedOpen] = useState(() => hasAdvanced(state.filters));
  const advancedId = useId();
  // On a phone the filters fold behind one button, so the results start on the first screen.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const view = state.view ?? preferences.defaultView;
  const tags = appliedTags(state.filters, genres.data ?? []);
  const toggleGenre = (id: number) => {
    const chosen = state.filters.genres;
    setFilters({ genres: chosen.includes(id) ? chosen.filter((g) => g !== id) : [...chosen, id] });
  };

  return (
    <div className={styles.page}>
      <PageHeader title={t`Search Movies & TV Shows`} subtitle={t`Find titles by name, or browse with filters.`} />
      <SearchBar value={query.text} onChange={query.setText} onSubmit={query.submit} autoFocus={!state.q} />
      <Button
        variant="secondary"
        icon={icons.filter}
        className={styles.filtersToggle}
        aria-expanded={filtersOpen}
        aria-controls={filtersId}
        onClick={() => setFiltersOpen(!filtersOpen)}
      >
        <Trans>Filters</Trans>
      </Button>
      <div id={filtersId} className={cx(styles.filters, filtersOpen && styles.filtersOpen)}>
        <FilterBar
          mediaType={state.filters.mediaType}
          sortBy={state.filters.sortBy}
          view={view}
          advancedOpen={advancedOpen}
          advancedId={advancedId}
          onMediaType={(mediaType) => setFilters({ mediaType })}
          onSort={(sortBy) => update({ filters: { ...state.filters, sortBy }, sortChosen: true }, { replace: true })}
          onView={(next) => update({ view: next }, { replace: true })}
          onToggleAdvanced={() => setAdvancedOpen(!advancedOpen)}
          onMyServices={myServices.length > 0 ? state.filters.onMyServices : undefined}
          onToggleMyServices={() => setFilters({ onMyServices: !state.filters.onMyServices })}
        />
        {!people && (
          <GenreChips
            genres={genres.data ?? []}
            selected={state.filters.genres}
            onToggle={toggleGenre}
            error={Boolean(genres.error)}
          />
        )}
        {advancedOpen && !people && <AdvancedFilters id={advancedId} filters={state.filters} onChange={setFilters} />}
      </div>
      <AppliedFilters
        tags={tags}
        onChange={setFilters}
        onClear={() =>
          update({ filters: { ...defaultSearchFilters(), sortBy: state.filters.sortBy } }, { replace: true })
        }
      />
      {note && (
        <p className={styles.hint} role="status">
          {note}
        </p>
      )}
      <ResultsView
        results={shown.results}
        note={shown.note}
        view={view}
        query={request?.mode === 'text' ? request.q : ''}
        startMessage={people ? t`Type a person's name above.` : undefined}
      />
    </div>
  );
}

export default SearchPage;
