import { watchlistItem as item } from '@reelist/testing';
import { toExportJson, watchlistToJson } from '../export';
import { parseWatchlistJson } from './json-import';

const NOW = new Date('2026-01-02T03:04:05.000Z');
const parse = (value: unknown) => parseWatchlistJson(JSON.stringify(value), NOW);

describe('JSON export', () => {
  it('writes the first form with version 1.0', () => {
    const doc = toExportJson([item({ id: 1, genre_ids: [18], updatedAt: '2024-03-01T00:00:00.000Z' })], NOW);
    expect(doc).toEqual({
      exportDate: NOW.toISOString(),
      version: '1.0',
      totalItems: 1,
      watchlist: [
        {
          id: 1,
          title: 'Title 1',
          mediaType: 'movie',
          status: 'want_to_watch',
          rating: 5,
          releaseDate: '2020-01-01',
          addedDate: '2024-01-01T00:00:00.000Z',
          updatedDate: '2024-03-01T00:00:00.000Z',
          overview: '',
          posterPath: null,
          genreIds: [18],
        },
      ],
    });
    expect(JSON.parse(watchlistToJson([], NOW))).toMatchObject({ totalItems: 0, watchlist: [] });
  });
});

describe('JSON import', () => {
  it('reads the second form', () => {
    const { items } = parse({
      exportedAt: 'x',
      version: '1.0',
      totalMovies: 1,
      watchlist: [
        {
          id: 7,
          title: 'Seven',
          mediaType: 'tv',
          releaseDate: '2001-01-01',
          rating: 6.1,
          overview: 'o',
          posterPath: '/p.jpg',
          backdropPath: '/b.jpg',
          genres: [{ id: 1, name: 'A' }, 2],
          status: 'Currently Watching',
          addedDate: '2024-01-01T00:00:00.000Z',
        },
      ],
    });
    expect(items).toEqual([
      {
        id: 7,
        title: 'Seven',
        poster_path: '/p.jpg',
        backdrop_path: '/b.jpg',
        release_date: '2001-01-01',
        vote_average: 6.1,
        media_type: 'tv',
        overview: 'o',
        addedAt: '2024-01-01T00:00:00.000Z',
        status: 'watching',
        genre_ids: [1, 2],
      },
    ]);
  });

  it('reads the alternative item shape and stored items, keeping legacy statuses', () => {
    const { items } = parse({
      watchlist: [
        { id: 1, name: 'Show', media_type: 'tv', first_air_date: '2010-01-01', watchlist_status: 'dropped' },
        { ...item({ id: 2, status: 'on_hold' }) },
      ],
    });
    expect(items.map((i) => [i.title, i.media_type, i.release_date, i.status])).toEqual([
      ['Show', 'tv', '2010-01-01', 'dropped'],
      ['Title 2', 'movie', '2020-01-01', 'on_hold'],
    ]);
    expect(items[0]?.addedAt).toBe(NOW.toISOString());
  });

  it('reports bad entries with their reason', () => {
    const { items, invalid } = parse({
      watchlist: [
        { id: 1, title: 'ok' },
        'text',
        { id: 'abc', title: 'bad id' },
        { id: 2 },
        { id: 3, title: 't', mediaType: 'person' },
        { id: '4', title: 'numeric text id' },
      ],
    });
    expect(items.map((i) => i.id)).toEqual([1, 4]);
    expect(invalid).toEqual([
      { row: 2, reason: 'not an object' },
      { row: 3, reason: 'missing or invalid id' },
      { row: 4, reason: 'missing title' },
      { row: 5, reason: 'unknown media type' },
    ]);
  });

  it.each([
    ['{not json', 'Failed to parse JSON file'],
    ['[]', 'Invalid watchlist format'],
    ['{"watchlist": {}}', 'Invalid watchlist format'],
    ['null', 'Invalid watchlist format'],
    ['{"watchlist": [1, 2]}', 'Failed to parse watchlist file: no valid watchlist items found'],
  ])('refuses %j with the spec message', (text, message) => {
    expect(() => parseWatchlistJson(text, NOW)).toThrow(message);
  });

  it('notes the values the import rules replaced or kept against them, per entry', () => {
    const { items, adjusted } = parse({
      watchlist: [
        { id: 1, title: 'Fine', mediaType: 'tv', status: 'Want to Watch', rating: '7.5', releaseDate: '2001-01-01' },
        { id: 2, title: 'Missing values', status: '', rating: null, addedDate: '', posterPath: null },
        { id: -3, title: 'Negative' },
        { id: 4, title: 'Odd', status: 'someday', rating: 'great', releaseDate: 'soon', addedDate: 'yesterday' },
        { id: 5, title: 'Odd types', watchlist_status: 3, vote_average: true, release_date: 1999, updatedAt: 'x' },
        { id: 6, title: 'Poster', poster_path: 'javascript:alert(1)' },
      ],
    });
    expect(items.map((i) => i.id)).toEqual([1, 2, -3, 4, 5, 6]);
    expect(items[3]).toMatchObject({ status: 'want_to_watch', vote_average: 0, release_date: 'soon' });
    expect(items[4]).toMatchObject({ status: 'want_to_watch', vote_average: 0, release_date: '' });
    expect(adjusted).toEqual([
      { row: 3, note: 'negative id kept (not a catalogue id: the title links to a search)' },
      { row: 4, note: 'unknown status set to Want to Watch' },
      { row: 4, note: 'rating not a number set to 0' },
      { row: 4, note: 'release date not a date, kept as written' },
      { row: 4, note: 'added date not a date set to the import date' },
      { row: 5, note: 'unknown status set to Want to Watch' },
      { row: 5, note: 'rating not a number set to 0' },
      { row: 5, note: 'release date not text, left out' },
      { row: 5, note: 'updated date not a date, left out' },
      { row: 6, note: 'poster path not an image path, left out' },
    ]);
  });

  it('notes nothing for an export read back', () => {
    const doc = toExportJson([item({ id: 1, status: 'watched', updatedAt: '2024-03-01T00:00:00.000Z' })], NOW);
    expect(parse(doc).adjusted).toEqual([]);
  });

  it('ignores prototype keys', () => {
    const { items } = parseWatchlistJson('{"watchlist":[{"id":1,"title":"t","__proto__":{"polluted":true}}]}', NOW);
    expect(items[0]).not.toHaveProperty('polluted');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
