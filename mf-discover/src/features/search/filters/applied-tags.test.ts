import { appliedTags } from './applied-tags';
import { clampFilters } from './search-filters';

const now = new Date('2025-06-01T00:00:00Z');

describe('appliedTags', () => {
  it('has no tags for untouched filters (the sort is not a filter)', () => {
    expect(appliedTags(clampFilters({ sortBy: 'title.asc' }, now), [], now)).toEqual([]);
  });

  it('labels each narrowing filter and says how to remove it', () => {
    const filters = clampFilters(
      { mediaType: 'tv', genres: [18, 99], yearFrom: 1990, ratingMin: 7, runtimeMax: 120, region: 'GB' },
      now,
    );
    const tags = appliedTags(filters, [{ id: 18, name: 'Drama' }], now);
    expect(tags.map((t) => t.label)).toEqual([
      'TV Shows',
      'Drama',
      'Genre 99',
      'Year: 1990–2027',
      'Rating: 7.0–10.0',
      'Runtime: 0–120 min',
      'Region: GB',
    ]);
    expect(tags[1]?.without).toEqual({ genres: [99] });
    expect(tags[3]?.without).toEqual({ yearFrom: 1900, yearTo: 2027 });
  });

  it('shows "On my services" as a tag that removes it', () => {
    const tags = appliedTags(clampFilters({ onMyServices: true }, now), [], now);
    expect(tags).toEqual([{ id: 'services', label: 'On my services', without: { onMyServices: false } }]);
  });
});
