import * as api from '@reelist/api';
import { movie, paged, show } from '../../../testing/fixtures';
import { fetchSearchPage, searchRequestFor } from './search-titles';
import { sortTitles } from './sort-titles';
import { clampFilters } from '../filters/search-filters';

jest.mock('@reelist/api', () => ({
  ...jest.requireActual('@reelist/api'),
  searchMulti: jest.fn(),
  searchOfType: jest.fn(),
  searchPeople: jest.fn(),
  discoverMovies: jest.fn(),
  discoverTv: jest.fn(),
}));

const mocked = jest.mocked(api);
const now = new Date('2025-06-01T00:00:00Z');
const state = (q: string, filters = {}, sortChosen = false) => ({ q, filters: clampFilters(filters, now), sortChosen });
const signal = new AbortController().signal;

describe('searchRequestFor', () => {
  it('chooses nothing, text search or discover', () => {
    expect(searchRequestFor(state('  '), now)).toBeNull();
    expect(searchRequestFor(state(' star '), now)).toMatchObject({ mode: 'text', q: 'star' });
    expect(searchRequestFor(state('star', { mediaType: 'tv' }), now)).toMatchObject({ mode: 'text' });
    // Genres apply to a text search's loaded results; runtime, region and services need discover, which has no text.
    expect(searchRequestFor(state('star', { genres: [18] }), now)).toMatchObject({ mode: 'text', q: 'star' });
    expect(searchRequestFor(state('star', { runtimeMin: 60 }), now)).toMatchObject({ mode: 'discover', q: '' });
    expect(searchRequestFor(state('', { mediaType: 'movie' }), now)).toMatchObject({ mode: 'discover' });
    expect(searchRequestFor(state('', {}, true), now)).toMatchObject({ mode: 'discover' });
  });

  it('searches people by name only: no text is nothing to search, never a discover of titles', () => {
    expect(searchRequestFor(state('', { mediaType: 'people' }), now)).toBeNull();
    expect(searchRequestFor(state('', { mediaType: 'people' }, true), now)).toBeNull();
  });
});

describe('fetchSearchPage', () => {
  it('keeps people from /search/multi and asks /search/movie or /search/tv for one media type', async () => {
    mocked.searchMulti.mockResolvedValue(paged([movie(1), show(2), { id: 3, name: 'P', media_type: 'person' }]));
    const all = await fetchSearchPage(searchRequestFor(state('x'), now)!, 1, signal, now);
    expect(all.results.map((t) => `${t.media_type}:${t.id}`)).toEqual(['movie:1', 'tv:2', 'person:3']);
    mocked.searchOfType.mockResolvedValue(paged([show(2, { media_type: undefined })], 1, 4, 70));
    const tv = await fetchSearchPage(searchRequestFor(state('x', { mediaType: 'tv' }), now)!, 1, signal, now);
    expect(mocked.searchOfType).toHaveBeenCalledWith('tv', 'x', 1, { signal });
    expect(tv).toMatchObject({ results: [{ id: 2, media_type: 'tv' }], total_results: 70 });
  });

  it('asks /search/person for People, each result marked as a person, with their own count', async () => {
    mocked.searchPeople.mockResolvedValue(paged([{ id: 3, name: 'P', known_for_department: 'Acting' }], 1, 2, 30));
    const request = searchRequestFor(state('pat', { mediaType: 'people' }), now)!;
    expect(request).toMatchObject({ mode: 'text', q: 'pat' });
    const page = await fetchSearchPage(request, 1, signal, now);
    expect(mocked.searchPeople).toHaveBeenCalledWith('pat', 1, { signal });
    expect(page).toMatchObject({ results: [{ id: 3, media_type: 'person' }], total_results: 30 });
  });

  it('merges movie and TV discover pages in the chosen order', async () => {
    mocked.discoverMovies.mockResolvedValue(paged([movie(1, { vote_average: 6, media_type: undefined })], 1, 3, 50));
    mocked.discoverTv.mockResolvedValue(paged([show(2, { vote_average: 9, media_type: undefined })], 1, 5, 70));
    const request = searchRequestFor(state('', { sortBy: 'vote_average.desc', yearFrom: 2000 }, true), now)!;
    const page = await fetchSearchPage(request, 1, signal, now);
    expect(page.results.map((t) => `${t.media_type}:${t.id}`)).toEqual(['tv:2', 'movie:1']);
    expect(page).toMatchObject({ total_pages: 5, total_results: 120 });
    expect(mocked.discoverTv).toHaveBeenCalledWith(
      { sort_by: 'vote_average.desc', 'first_air_date.gte': '2000-01-01' },
      1,
      { signal },
    );
  });
});

describe('sortTitles', () => {
  it('sorts by title, date or rating, stably', () => {
    const a = movie(1, { title: 'b', release_date: '2001-01-01', vote_average: 5 });
    const b = show(2, { name: 'A', first_air_date: '1999-01-01', vote_average: 5 });
    expect(sortTitles([a, b], 'title.asc')).toEqual([b, a]);
    expect(sortTitles([b, a], 'release_date.desc')).toEqual([a, b]);
    expect(sortTitles([a, b], 'vote_average.desc')).toEqual([a, b]);
  });
});
