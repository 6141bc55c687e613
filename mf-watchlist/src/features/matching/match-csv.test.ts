import { watchlistItem as item } from '@reelist/testing';
import { generatedId } from '../import';
import { fakeTmdb, movie, page, show } from '../../testing/fake-tmdb';
import type { Answer } from '../../testing/fake-tmdb';
import { createMemoryMatchCache } from './match-cache';
import { matchedTitleOf } from './resolve';
import { csvRecordOf, matchCsvItems } from './match-csv';

// CSV rows without a TMDB ID (generated ids) matched to the catalogue by title and year.

const FIGHT_CLUB = movie(550, 'Fight Club', '1999-10-15', { genre_ids: [18, 53] });
const BREAKING_BAD = show(1396, 'Breaking Bad', '2008-01-20');
const row = (title: string, release_date: string, media_type: 'movie' | 'tv' = 'movie') => {
  const base = item({ id: 0, title, release_date, media_type, poster_path: null, genre_ids: undefined });
  return { ...base, id: generatedId(base) };
};
const UNPACED = { ratePerSecond: Infinity };

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('csvRecordOf', () => {
  it('gives the matcher the title, the year of Release Date and the Type, and no ids', () => {
    expect(csvRecordOf(row('Breaking Bad', '2008-01-20', 'tv'), 3)).toEqual({
      file: 'reelist.csv',
      row: 3,
      title: 'Breaking Bad',
      year: 2008,
      media: 'tv',
      ids: {},
      sourceKey: 'reelist-csv:3',
    });
    expect(csvRecordOf(row('Undated', ''), 1)).not.toHaveProperty('year');
  });
});

describe('matchCsvItems', () => {
  it('gives rows matched unambiguously the catalogue id, poster and genres; others keep their ids', async () => {
    const api = fakeTmdb({
      'search/movie Fight Club 1999': { body: page([FIGHT_CLUB]) },
      'search/tv Breaking Bad 2008': { body: page([BREAKING_BAD]) },
      'search/movie Heat 1995': { body: page([movie(949, 'Heat', '1995-12-15'), movie(950, 'Heat', '1995-03-01')]) },
    });
    const kept = item({ id: 603, title: 'The Matrix', poster_path: '/mine.jpg' });
    const items = [
      row('Fight Club', '1999-10-15'),
      kept,
      row('Breaking Bad', '2008-01-20', 'tv'),
      row('Heat', '1995-12-15'),
      row('Nowhere', '1990-01-01'),
      row('Fight Club', '1999-10-15'),
    ];
    const progress: Array<[number, number]> = [];
    const { items: out, matching } = await matchCsvItems(items, {
      ...UNPACED,
      cache: createMemoryMatchCache(),
      onProgress: (done, total) => progress.push([done, total]),
    });
    expect(out.map((i) => [i.title, i.id, i.media_type])).toEqual([
      ['Fight Club', 550, 'movie'],
      ['The Matrix', 603, 'movie'],
      ['Breaking Bad', 1396, 'tv'],
      ['Heat', items[3]?.id, 'movie'],
      ['Nowhere', items[4]?.id, 'movie'],
      ['Fight Club', 550, 'movie'],
    ]);
    expect(out[0]).toMatchObject({ poster_path: '/m550.jpg', genre_ids: [18, 53], release_date: '1999-10-15' });
    expect(out[1]).toBe(kept);
    expect(matching).toEqual({ rows: 5, matched: 3 });
    expect(progress.at(-1)).toEqual([4, 4]);
    // The row with an id is never looked up; each distinct title once.
    expect(api.requests().filter((r) => r.startsWith('search/movie Fight Club'))).toHaveLength(1);
    expect(api.requests().some((r) => r.includes('Matrix'))).toBe(false);
  });

  it('looks nothing up when every row has an id', async () => {
    const api = fakeTmdb();
    const items = [item({ id: 1 })];
    expect(await matchCsvItems(items, { cache: createMemoryMatchCache() })).toEqual({
      items,
      matching: { rows: 0, matched: 0 },
    });
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('keeps the titles resolved before a failure and says why the rest keep generated ids', async () => {
    fakeTmdb({
      'search/movie Fight Club 1999': { body: page([FIGHT_CLUB]) },
      'search/movie Broken 2000': { status: 500, body: {} },
    });
    const items = [row('Fight Club', '1999-10-15'), row('Broken', '2000-01-01')];
    const { items: out, matching } = await matchCsvItems(items, { ...UNPACED, cache: createMemoryMatchCache() });
    expect(out.map((i) => i.id)).toEqual([550, items[1]?.id]);
    expect(matching).toEqual({
      rows: 2,
      matched: 1,
      stopped: { reason: 'failed', message: 'Failed to search movies' },
    });
  });

  it('stops when skipped, using what is known by then (here: remembered from an earlier import)', async () => {
    const api = fakeTmdb({ 'search/movie Slow 2000': () => new Promise<Answer>(() => undefined) });
    const skip = new AbortController();
    const cache = createMemoryMatchCache([['title:movie:fight club:1999', matchedTitleOf(FIGHT_CLUB, 'movie')]]);
    const items = [row('Fight Club', '1999-10-15'), row('Slow', '2000-01-01')];
    const matching = matchCsvItems(items, { ...UNPACED, cache, signal: skip.signal });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.requests()).toEqual(['search/movie Slow 2000']);
    skip.abort();
    const result = await matching;
    expect(result.items.map((i) => i.id)).toEqual([550, items[1]?.id]);
    expect(result.matching).toEqual({ rows: 2, matched: 1, stopped: { reason: 'skipped' } });
  });
});
