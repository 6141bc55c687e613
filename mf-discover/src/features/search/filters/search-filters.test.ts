import fc from 'fast-check';
import type { SearchFilters } from '@reelist/contracts';
import { buildDiscoverParams } from './discover-params';
import { clampFilters, defaultSearchFilters, hasActiveFilters } from './search-filters';
import { RUNTIME_MAX, YEAR_MIN } from '../constants';

const NOW = new Date('2025-06-01T12:00:00Z');

describe('defaults and activity', () => {
  it('spans the full default bounds', () => {
    expect(defaultSearchFilters(NOW)).toEqual({
      mediaType: 'all',
      sortBy: 'popularity.desc',
      genres: [],
      yearFrom: 1900,
      yearTo: 2027,
      ratingMin: 0,
      ratingMax: 10,
      runtimeMin: 0,
      runtimeMax: 300,
      region: '',
      onMyServices: false,
    });
    expect(defaultSearchFilters().yearTo).toBe(new Date().getFullYear() + 2);
  });

  it('is active only when something narrows the results', () => {
    expect(hasActiveFilters({}, NOW)).toBe(false);
    expect(hasActiveFilters({ sortBy: 'title.asc' }, NOW)).toBe(false);
    expect(hasActiveFilters(defaultSearchFilters(NOW), NOW)).toBe(false);
    expect(hasActiveFilters({ genres: [28] }, NOW)).toBe(true);
    expect(hasActiveFilters({ mediaType: 'tv' }, NOW)).toBe(true);
    expect(hasActiveFilters({ ratingMin: 7 }, NOW)).toBe(true);
    expect(hasActiveFilters({ runtimeMax: 120 }, NOW)).toBe(true);
    expect(hasActiveFilters({ yearFrom: 2000 }, NOW)).toBe(true);
    expect(hasActiveFilters({ region: 'GB' })).toBe(true);
  });
});

describe('clampFilters', () => {
  it('forces values into the filter bounds and orders ranges', () => {
    expect(
      clampFilters(
        {
          yearFrom: 1800,
          yearTo: 3000,
          ratingMin: 7.26,
          ratingMax: 42,
          runtimeMin: 400.4,
          runtimeMax: 90,
          genres: [28, 28, -1, 1.5, 12],
          region: 'XX',
          sortBy: 'bogus' as never,
          mediaType: 'person' as never,
        },
        NOW,
      ),
    ).toEqual({
      mediaType: 'all',
      sortBy: 'popularity.desc',
      genres: [28, 12],
      yearFrom: 1900,
      yearTo: 2027,
      ratingMin: 7.3,
      ratingMax: 10,
      runtimeMin: 90,
      runtimeMax: 400,
      region: '',
      onMyServices: false,
    });
    expect(clampFilters({ ratingMin: Number.NaN, region: 'GB' }, NOW)).toMatchObject({ ratingMin: 0, region: 'GB' });
  });
});

describe('buildDiscoverParams', () => {
  const filters: Partial<SearchFilters> = {
    sortBy: 'release_date.desc',
    genres: [28, 12],
    yearFrom: 1990,
    yearTo: 1999,
    ratingMin: 6.5,
    ratingMax: 9,
    runtimeMin: 80,
    runtimeMax: 150,
    region: 'GB',
  };

  it('builds movie params with release dates', () => {
    expect(buildDiscoverParams(filters, 'movie', NOW)).toEqual({
      sort_by: 'primary_release_date.desc',
      with_genres: '28,12',
      'primary_release_date.gte': '1990-01-01',
      'primary_release_date.lte': '1999-12-31',
      'vote_average.gte': 6.5,
      'vote_average.lte': 9,
      'with_runtime.gte': 80,
      'with_runtime.lte': 150,
      watch_region: 'GB',
    });
  });

  it('builds TV params with first air dates and name sorting', () => {
    const params = buildDiscoverParams(filters, 'tv', NOW);
    expect(params).toMatchObject({ sort_by: 'first_air_date.desc', 'first_air_date.gte': '1990-01-01' });
    expect(buildDiscoverParams({ sortBy: 'title.asc' }, 'tv', NOW)).toEqual({ sort_by: 'name.asc' });
    expect(buildDiscoverParams({ sortBy: 'title.desc' }, 'movie', NOW)).toEqual({ sort_by: 'title.desc' });
    expect(buildDiscoverParams({ sortBy: 'vote_average.desc' }, 'tv')).toEqual({ sort_by: 'vote_average.desc' });
  });

  it('sends nothing for untouched defaults', () => {
    expect(buildDiscoverParams({}, 'movie', NOW)).toEqual({ sort_by: 'popularity.desc' });
  });

  it('always stays within the bounds (property)', () => {
    const anyNumber = fc.oneof(fc.double(), fc.integer({ min: -5000, max: 5000 }), fc.constant(undefined));
    fc.assert(
      fc.property(
        fc.record({
          yearFrom: anyNumber,
          yearTo: anyNumber,
          ratingMin: anyNumber,
          ratingMax: anyNumber,
          runtimeMin: anyNumber,
          runtimeMax: anyNumber,
        }),
        fc.constantFrom('movie' as const, 'tv' as const),
        (raw, mediaType) => {
          const f = clampFilters(raw as Partial<SearchFilters>, NOW);
          expect(f.yearFrom).toBeGreaterThanOrEqual(YEAR_MIN);
          expect(f.yearTo).toBeLessThanOrEqual(2027);
          expect(f.yearFrom).toBeLessThanOrEqual(f.yearTo);
          expect(f.ratingMin).toBeGreaterThanOrEqual(0);
          expect(f.ratingMax).toBeLessThanOrEqual(10);
          expect(f.ratingMin).toBeLessThanOrEqual(f.ratingMax);
          expect(Math.round(f.ratingMin * 10) / 10).toBe(f.ratingMin);
          expect(f.runtimeMin).toBeGreaterThanOrEqual(0);
          expect(f.runtimeMax).toBeLessThanOrEqual(RUNTIME_MAX);
          expect(f.runtimeMin).toBeLessThanOrEqual(f.runtimeMax);
          const params = buildDiscoverParams(raw as Partial<SearchFilters>, mediaType, NOW);
          for (const [name, value] of Object.entries(params)) {
            if (name.startsWith('vote_average')) expect(value as number).toBeGreaterThanOrEqual(0);
            if (name.startsWith('vote_average')) expect(value as number).toBeLessThanOrEqual(10);
            if (name.startsWith('with_runtime')) expect(value as number).toBeLessThanOrEqual(500);
            if (name.endsWith('date.gte') || name.endsWith('date.lte')) {
              const year = Number(String(value).slice(0, 4));
              expect(year).toBeGreaterThanOrEqual(1900);
              expect(year).toBeLessThanOrEqual(2027);
            }
          }
        },
      ),
    );
  });
});
