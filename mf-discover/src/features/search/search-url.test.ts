import { parseSearchUrl, reconcile, toSearchParams } from './search-url';
import { defaultSearchFilters } from './filters/search-filters';

const now = new Date('2025-06-01T00:00:00Z');

describe('search URL state', () => {
  it('reads an empty query string as the untouched screen', () => {
    expect(parseSearchUrl(new URLSearchParams(), now)).toEqual({
      q: '',
      filters: defaultSearchFilters(now),
      sortChosen: false,
      view: undefined,
    });
  });

  it('round-trips every filter and the view', () => {
    const url =
      'q=star+wars&type=tv&sort=vote_average.desc&genres=18,35&yearFrom=1990&yearTo=2000&ratingMin=6.5&ratingMax=9&runtimeMin=30&runtimeMax=120&region=GB&view=list';
    const state = parseSearchUrl(new URLSearchParams(url), now);
    expect(state.q).toBe('star wars');
    expect(state.filters).toMatchObject({
      mediaType: 'tv',
      genres: [18, 35],
      yearFrom: 1990,
      ratingMin: 6.5,
      region: 'GB',
    });
    expect(state.view).toBe('list');
    expect(decodeURIComponent(toSearchParams(state, now).toString())).toBe(url);
    expect(parseSearchUrl(toSearchParams(state, now), now)).toEqual(state);
  });

  it('clamps hostile values to the bounds and drops unknown ones', () => {
    const state = parseSearchUrl(
      new URLSearchParams(
        'type=person&sort=evil&yearFrom=1200&ratingMax=99&runtimeMax=abc&region=XX&view=table&genres=a,-3,12',
      ),
      now,
    );
    expect(state.filters).toEqual({
      ...defaultSearchFilters(now),
      yearFrom: 1900,
      genres: [12],
      sortBy: 'popularity.desc',
    });
    expect(state.view).toBeUndefined();
    expect(state.sortChosen).toBe(true);
  });

  it('keeps a chosen default sort, so View All links browse by sort', () => {
    const state = parseSearchUrl(new URLSearchParams('sort=popularity.desc&type=movie'), now);
    expect(toSearchParams(state, now).toString()).toBe('type=movie&sort=popularity.desc');
  });

  it('leaves out blank text and defaults', () => {
    const state = { q: '   ', filters: defaultSearchFilters(now), sortChosen: false };
    expect(toSearchParams(state, now).toString()).toBe('');
  });
});

describe('People in the search URL', () => {
  it('reads and writes type=people, so a reload or the back button restores the People choice', () => {
    const state = parseSearchUrl(new URLSearchParams('q=john&type=people'), now);
    expect(state.filters.mediaType).toBe('people');
    expect(toSearchParams(state, now).toString()).toBe('q=john&type=people');
  });

  it('turns the title filters and the sort off when People is chosen, and says so', () => {
    const before = parseSearchUrl(new URLSearchParams('q=john&genres=18&yearFrom=1990&sort=title.asc'), now);
    const { state, note } = reconcile(before, { ...before, filters: { ...before.filters, mediaType: 'people' } }, now);
    expect(toSearchParams(state, now).toString()).toBe('q=john&type=people');
    expect(note).toBe(
      'Sort, genres, year, rating, runtime, watch region and "On my services" apply to titles, so they were turned off for People.',
    );
  });

  it('says nothing when People is chosen with no filter on', () => {
    const before = parseSearchUrl(new URLSearchParams('q=john'), now);
    const next = { ...before, filters: { ...before.filters, mediaType: 'people' as const } };
    expect(reconcile(before, next, now)).toEqual({ state: next });
  });
});
