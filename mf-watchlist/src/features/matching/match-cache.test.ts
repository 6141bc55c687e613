import { STORAGE_KEYS } from '@reelist/contracts';
import { configureStorage, freshStorageEachTest, fullStorage } from '@reelist/testing';
import { movie } from '../../testing/fake-tmdb';
import { createMemoryMatchCache, MATCH_CACHE_FLUSH_EVERY, openMatchCache } from './match-cache';
import { matchedTitleOf } from './resolve';

const KEY = STORAGE_KEYS.importMatches;
const title = (id: number) => matchedTitleOf(movie(id, `Film ${id}`, '2000-01-01'), 'movie');
const storedKeys = () => Object.keys(JSON.parse(localStorage.getItem(KEY) ?? '{}') as object);

freshStorageEachTest();

describe('openMatchCache', () => {
  it('keeps resolved titles and known misses across page loads', async () => {
    const cache = await openMatchCache();
    expect(cache.get('tmdb:movie:1')).toBeUndefined();
    cache.set('tmdb:movie:1', title(1));
    cache.set('title:movie:nowhere:2000', null);
    cache.flush();
    const reopened = await openMatchCache();
    expect(reopened.get('tmdb:movie:1')).toEqual(title(1));
    expect(reopened.get('title:movie:nowhere:2000')).toBeNull();
    expect(reopened.get('tmdb:movie:2')).toBeUndefined();
  });

  it(`writes every ${MATCH_CACHE_FLUSH_EVERY} sets, and the rest on flush`, async () => {
    const cache = await openMatchCache();
    for (let id = 1; id <= 120; id += 1) cache.set(`tmdb:movie:${id}`, title(id));
    expect(storedKeys()).toHaveLength(100);
    cache.flush();
    expect(storedKeys()).toHaveLength(120);
  });

  it('moves a key set again to the newest end', async () => {
    const cache = await openMatchCache();
    cache.set('a', title(1));
    cache.set('b', title(2));
    cache.set('a', null);
    cache.flush();
    expect(storedKeys()).toEqual(['b', 'a']);
  });

  it('keeps working in memory when storage is full', async () => {
    const cache = await openMatchCache();
    configureStorage({ local: fullStorage() });
    cache.set('a', title(1));
    expect(() => cache.flush()).not.toThrow();
    expect(cache.get('a')).toEqual(title(1));
  });
});

describe('createMemoryMatchCache', () => {
  it('answers what it was given and set', () => {
    const cache = createMemoryMatchCache([['a', null]]);
    cache.set('b', title(2));
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([null, title(2), undefined]);
  });
});
