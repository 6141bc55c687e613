import { budgetFor } from './budgets.js';
import { LISTS_BUDGETS, listsFigures } from './lists-figures.js';
import { BIG_LIST_ITEMS, LIST_COUNT, makeListsSeed, storedCharsPerItem } from './lists-seed.js';

type Tuple = [string, string, string, 0 | 1, string, string, unknown[][]];

describe('lists seed', () => {
  const { value, big } = makeListsSeed();
  const lists = value.l as Tuple[];

  it('is deterministic', () => {
    expect(JSON.stringify(makeListsSeed().value)).toBe(JSON.stringify(value));
  });

  it('stores 200 lists in the compact form, one of 5,000 titles and the others about 10', () => {
    expect(value.v).toBe(1);
    expect(lists).toHaveLength(LIST_COUNT);
    expect(new Set(lists.map((list) => list[0])).size).toBe(LIST_COUNT);
    const sizes = lists.map((list) => list[6].length);
    expect(sizes.filter((n) => n === BIG_LIST_ITEMS)).toHaveLength(1);
    expect(sizes.filter((n) => n !== BIG_LIST_ITEMS).every((n) => n >= 8 && n <= 12)).toBe(true);
    for (const [id, name, description, ranked, createdAt, updatedAt] of lists) {
      expect(id.length).toBeGreaterThan(0);
      expect(name.trim().length).toBeGreaterThan(0);
      expect(typeof description).toBe('string');
      expect([0, 1]).toContain(ranked);
      expect(new Date(createdAt).toISOString()).toBe(createdAt);
      expect(new Date(updatedAt).toISOString()).toBe(updatedAt);
    }
  });

  it('writes each item as ["m603", title, poster|null, year|0, addedAt in epoch seconds, note?], once per list', () => {
    const item = /^\["[mt][1-9]\d*","[^"]+",(null|"\/\w+\.jpg"),(0|(19[5-9]\d|20[0-2]\d)),\d{10}(,"[^"]+")?\]$/;
    const bad = lists.flatMap((list) => list[6].filter((tuple) => !item.test(JSON.stringify(tuple))));
    expect(bad).toEqual([]);
    for (const list of lists) expect(new Set(list[6].map((tuple) => tuple[0])).size).toBe(list[6].length);
  });

  it('puts the big list where My Lists shows it first, with unique titles', () => {
    const tuple = lists.find((list) => list[0] === big.id) as Tuple;
    expect(tuple[1]).toBe(big.name);
    expect(Math.max(...lists.map((list) => Date.parse(list[5])))).toBe(Date.parse(tuple[5]));
    expect(new Set(tuple[6].map((item) => item[1])).size).toBe(BIG_LIST_ITEMS);
  });

  it('measures the stored characters per title of one list, from the string or the value', () => {
    const fromValue = storedCharsPerItem(value, big.id);
    expect(storedCharsPerItem(JSON.stringify(value), big.id)).toEqual(fromValue);
    expect(fromValue?.items).toBe(BIG_LIST_ITEMS);
    // A typical title, as lists-store.ts's own test measures it (about 86 characters).
    expect(fromValue?.perItem).toBeGreaterThan(80);
    expect(fromValue?.perItem).toBeLessThan(95);
    expect(storedCharsPerItem(value, 'no-such-list')).toBeNull();
  });
});

describe('lists figures', () => {
  const run = (painted: number[]) => ({
    value: painted[Math.floor(painted.length / 2)],
    domMedian: 1,
    runs: painted.map((p) => ({ dom: 1, painted: p })),
  });

  it('reports each median with its runs, under the 100 ms goal for open and reorder', () => {
    const figures = listsFigures({
      open: run([90, 95, 99]),
      myLists: run([50, 60, 70]),
      moveDown: run([120, 130, 140]),
      moveTyped: { value: null, note: 'no Position box' },
      toEnd: run([40, 45, 50]),
      written: { chars: 430_000, items: 5000, perItem: 86.04 },
      writtenChars: 600_000,
    });
    const byId = Object.fromEntries(figures.map((f) => [f.id, f]));
    expect(byId['lists.open']).toMatchObject({ value: 95, unit: 'ms', note: expect.stringContaining('90 / 95 / 99') });
    expect(byId['lists.moveTyped']).toMatchObject({ value: null, note: 'no Position box' });
    expect(byId['lists.charsPerItem']).toMatchObject({ value: 86, unit: 'chars' });
    for (const id of ['lists.open', 'lists.myLists', 'lists.moveDown', 'lists.moveTyped'])
      expect(budgetFor(id, LISTS_BUDGETS)).toEqual({ op: '<=', value: 100 });
    expect(byId['lists.toEnd']).toMatchObject({ value: 45, unit: 'ms' });
    expect(budgetFor('lists.toEnd', LISTS_BUDGETS)).toBeNull();
  });

  it('gives every figure null with the reason when the run failed', () => {
    const figures = listsFigures({ error: 'page crashed' });
    expect(figures.every((f) => f.value === null && f.note === 'page crashed')).toBe(true);
  });
});
