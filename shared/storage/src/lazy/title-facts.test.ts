import type { TitleFacts } from '@reelist/contracts';
import { freshStorageEachTest, fullStorage } from '@reelist/testing';
import { configureStorage } from '../backend';
import { loadTitleFacts, saveTitleFacts, TITLE_FACTS_CAP } from './title-facts';

const KEY = 'reelist_title_facts';
const heat: TitleFacts = {
  name: 'Heat',
  year: 1995,
  runtime: 170,
  genres: [28, 80],
  directors: [{ id: 1, name: 'Michael Mann' }],
  cast: [
    { id: 2, name: 'Al Pacino' },
    { id: 3, name: 'Robert De Niro' },
  ],
};
const thief: TitleFacts = { name: 'Thief', genres: [], directors: [{ id: 1, name: 'Michael Mann' }], cast: [] };

const warnings = freshStorageEachTest();

describe('kept title facts', () => {
  it('are empty when nothing is stored', () => {
    expect(loadTitleFacts()).toEqual(new Map());
  });

  it('store facts and known misses, read back in the order stored, each person named once', () => {
    const facts = new Map([
      ['movie_949', heat],
      ['tv_7', null],
      ['movie_11', thief],
    ]);
    expect(saveTitleFacts(facts)).toEqual({ ok: true });
    expect(loadTitleFacts()).toEqual(facts);
    expect([...loadTitleFacts().keys()]).toEqual(['movie_949', 'tv_7', 'movie_11']);
    const raw = localStorage.getItem(KEY) ?? '';
    expect(raw.match(/Michael Mann/g)).toHaveLength(1);
    expect(JSON.parse(raw)).toMatchObject({ v: 1, t: { tv_7: null, movie_11: ['Thief', 0, 0, [], [1], []] } });
  });

  it(`keeps the newest ${TITLE_FACTS_CAP} titles`, () => {
    const many = new Map(Array.from({ length: TITLE_FACTS_CAP + 5 }, (_, i) => [`movie_${i + 1}`, thief]));
    saveTitleFacts(many);
    const keys = [...loadTitleFacts().keys()];
    expect(keys).toHaveLength(TITLE_FACTS_CAP);
    expect(keys[0]).toBe('movie_6');
  });

  it('keeps the valid titles of a partly bad value and backs the value up', () => {
    const value = JSON.stringify({
      v: 1,
      p: { 1: 'Michael Mann' },
      t: { movie_11: ['Thief', 1981, 122, [80], [1], []], movie_12: ['Unnamed', 0, 0, [], [99], []], tv_3: 'x' },
    });
    localStorage.setItem(KEY, value);
    expect(loadTitleFacts()).toEqual(new Map([['movie_11', { ...thief, year: 1981, runtime: 122, genres: [80] }]]));
    expect(localStorage.getItem(`${KEY}__backup`)).toBe(value);
    expect(warnings.warn).toHaveBeenCalled();
  });

  it('starts empty on a value that is not JSON, keeping it as a backup', () => {
    localStorage.setItem(KEY, '{not json');
    expect(loadTitleFacts()).toEqual(new Map());
    expect(localStorage.getItem(`${KEY}__backup`)).toBe('{not json');
  });

  it('reports a full storage without throwing', () => {
    configureStorage({ local: fullStorage() });
    expect(saveTitleFacts(new Map([['movie_1', thief]]))).toEqual({ ok: false, reason: 'quota' });
  });
});
