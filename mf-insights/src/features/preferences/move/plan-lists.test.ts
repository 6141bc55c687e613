import type { ListItem, UserList } from '@reelist/contracts';
import { mergedTitles, mergeLists, planLists } from './plan-lists';

const title = (id: number, media_type: ListItem['media_type'] = 'movie'): ListItem => ({
  media_type,
  id,
  title: `Title ${id}`,
  poster_path: null,
  addedAt: '2026-02-01T10:00:00.000Z',
});
const list = (id: string, items: ListItem[], extra: Partial<UserList> = {}): UserList => ({
  id,
  name: `List ${id}`,
  description: '',
  ranked: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  items,
  ...extra,
});

describe('moving lists in', () => {
  it('adds the lists this device lacks after its own, whole and in their order', () => {
    const mine = [list('a', [title(1)])];
    const theirs = [list('b', [title(2)]), list('a', [title(1)]), list('c', [])];
    const move = planLists(mine, theirs);
    expect(move.added.map((l) => l.id)).toEqual(['b', 'c']);
    expect(mergedTitles(move)).toBe(0);
    expect(mergeLists(mine, move)).toEqual([mine[0], theirs[0], theirs[2]]);
  });

  it('appends to a list both have the titles it lacks, once each, keeping its own name and ranking', () => {
    const mine = [
      list('top', [title(1), title(2)], { name: 'My top 3', ranked: true, description: 'Renamed here' }),
      list('other', [title(7)]),
    ];
    const theirs = [
      list('top', [title(3), title(1), title(2, 'tv'), title(3)], {
        name: 'Top 3',
        ranked: false,
        description: 'As it was there',
        updatedAt: '2026-03-01T00:00:00.000Z',
      }),
      list('other', [title(7)], { updatedAt: '2026-04-01T00:00:00.000Z' }),
    ];
    const move = planLists(mine, theirs);
    expect(move.added).toEqual([]);
    expect(mergedTitles(move)).toBe(2);

    const [top, other] = mergeLists(mine, move);
    expect(top).toEqual({
      ...mine[0],
      items: [title(1), title(2), title(3), title(2, 'tv')],
      updatedAt: '2026-03-01T00:00:00.000Z',
    });
    // Nothing to add: the list, and its date, stay as they were.
    expect(other).toBe(mine[1]);
  });

  it('adds nothing twice, even when a list or title reached this device meanwhile', () => {
    const theirs = [list('a', [title(1), title(2)])];
    expect(planLists(theirs, theirs)).toEqual({ added: [], titles: new Map() });
    const meanwhile = list('a', [title(2), title(1)]);
    expect(mergeLists([meanwhile], planLists([list('a', [title(1)])], theirs))).toEqual([meanwhile]);
    expect(mergeLists(theirs, planLists([], theirs))).toEqual(theirs);
  });
});
