import { freshStorageEachTest, fullStorage } from '@reelist/testing';
import { configureStorage } from '../backend';
import { IMPORT_MATCHES_CAP, loadImportMatches, saveImportMatches } from './import-match-cache';
import type { ImportMatches, StoredMatch } from './import-match-cache';

const KEY = 'reelist_import_matches';
const match = (id: number, extra: Partial<StoredMatch> = {}): StoredMatch => ({
  id,
  media_type: 'movie',
  title: `Film ${id}`,
  poster_path: null,
  release_date: '2000-01-01',
  vote_average: 7,
  overview: '',
  ...extra,
});

const warnings = freshStorageEachTest();

describe('import match cache', () => {
  it('is empty when nothing is stored', () => {
    expect(loadImportMatches()).toEqual({});
  });

  it('stores titles and known misses and reads them back in the order stored', () => {
    const matches: ImportMatches = {
      'tmdb:tv:1396': match(1396, { media_type: 'tv', original_title: 'Breaking Bad', year: 2008, genre_ids: [18] }),
      'title:unknown:nowhere:1999': null,
      'imdb:tt0137523': match(550, { poster_path: '/p.jpg' }),
    };
    expect(saveImportMatches(matches)).toEqual({ ok: true });
    const loaded = loadImportMatches();
    expect(loaded).toEqual(matches);
    expect(Object.keys(loaded)).toEqual(Object.keys(matches));
  });

  it(`keeps the newest ${IMPORT_MATCHES_CAP} keys`, () => {
    const many = Object.fromEntries(
      Array.from({ length: IMPORT_MATCHES_CAP + 10 }, (_, i) => [`tmdb:movie:${i + 1}`, match(i + 1)]),
    );
    saveImportMatches(many);
    const keys = Object.keys(loadImportMatches());
    expect(keys).toHaveLength(IMPORT_MATCHES_CAP);
    expect(keys[0]).toBe('tmdb:movie:11');
    expect(keys.at(-1)).toBe(`tmdb:movie:${IMPORT_MATCHES_CAP + 10}`);
  });

  it('keeps the valid entries of a partly bad value and backs the value up', () => {
    const value = JSON.stringify({
      good: match(1),
      miss: null,
      noId: { ...match(2), id: 'x' },
      badType: match(3, { media_type: 'person' as never }),
      junk: 'junk',
    });
    localStorage.setItem(KEY, value);
    expect(loadImportMatches()).toEqual({ good: match(1), miss: null });
    expect(localStorage.getItem(`${KEY}__backup`)).toBe(value);
    expect(warnings.warn).toHaveBeenCalled();
  });

  it('starts empty on a value that is not JSON or not a record, keeping it as a backup', () => {
    localStorage.setItem(KEY, '{not json');
    expect(loadImportMatches()).toEqual({});
    expect(localStorage.getItem(`${KEY}__backup`)).toBe('{not json');
    localStorage.setItem(KEY, '[1,2]');
    expect(loadImportMatches()).toEqual({});
  });

  it('drops fields it does not know', () => {
    localStorage.setItem(KEY, JSON.stringify({ a: { ...match(1), credits: { cast: [] } } }));
    expect(loadImportMatches()).toEqual({ a: match(1) });
  });

  it('reports a full storage without throwing', () => {
    configureStorage({ local: fullStorage() });
    expect(saveImportMatches({ a: match(1) })).toEqual({ ok: false, reason: 'quota' });
  });
});
