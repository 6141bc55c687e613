import type { ListItem, UserList } from '@reelist/contracts';
import { freshStorageEachTest } from '@reelist/testing';
import { loadWatchLog } from '@reelist/storage';
import { lookupKeyOf } from '../matching';
import type { MatchedTitle, MatchResult } from '../matching';
import { createLists } from './commit-lists';
import { keptSinceImport, listsText } from './lists-text';
import { planHistory } from './plan-history';
import type { HistoryBase, Picks } from './plan-history';
import type { ListToCreate } from './plan-lists';
import { letterboxdParser } from './sources/letterboxd';
import type { ParsedHistory } from './sources/lists';
import { LETTERBOXD_LIST, LETTERBOXD_LIST_PADDED } from './sources/test/fixtures';
import { LETTERBOXD_LIST_TOP } from './sources/test/list-fixtures';

const NOW = new Date('2025-08-01T12:00:00.000Z');
const title = (id: number, name: string, year: number): MatchedTitle => ({
  id,
  media_type: 'movie',
  title: name,
  year,
  poster_path: `/p${id}.jpg`,
  release_date: `${year}-01-01`,
  vote_average: 7,
  overview: '',
});
const CATALOGUE: Record<string, MatchedTitle> = {
  'Paddington 2': title(346648, 'Paddington 2', 2017),
  'Crouching Tiger, Hidden Dragon': title(146, 'Crouching Tiger, Hidden Dragon', 2000),
  Alien: title(348, 'Alien', 1979),
  Arrival: title(329865, 'Arrival', 2016),
  'Spirited Away': title(129, 'Spirited Away', 2001),
};
const FIGHT_CLUB = title(550, 'Fight Club', 1999);

/** Every record matched by its title; Fight Club is ambiguous, anything else unknown. */
function matchesOf(parsed: ParsedHistory): Map<string, MatchResult> {
  return new Map(
    parsed.records.map((record): [string, MatchResult] => {
      const found = CATALOGUE[record.title];
      if (found) return [lookupKeyOf(record), { status: 'matched', title: found }];
      if (record.title === 'Fight Club') {
        return [lookupKeyOf(record), { status: 'ambiguous', candidates: [FIGHT_CLUB, title(551, 'Fight Club', 1999)] }];
      }
      return [lookupKeyOf(record), { status: 'not_found', reason: 'No matching title in the catalogue' }];
    }),
  );
}
const EMPTY: HistoryBase = { watchlist: [], log: [], ratings: {}, reviews: {}, lists: [] };
const lists = (...files: Array<[string, string]>) =>
  letterboxdParser.parse(files.map(([path, text]) => ({ path: `lists/${path}`, text })));
const plan = (parsed: ParsedHistory, base: HistoryBase = EMPTY, picks: Picks = new Map()) =>
  planHistory(parsed, matchesOf(parsed), picks, base, NOW);
const shape = (list: ListToCreate) => ({
  name: list.name,
  ranked: list.ranked,
  items: list.items.map((item) => [item.id, item.note]),
});

const held = (name: string, ids: number[]): UserList => ({
  id: name,
  name,
  description: '',
  ranked: false,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  items: ids.map((id): ListItem => ({ media_type: 'movie', id, title: `T${id}`, poster_path: null, addedAt: '' })),
});

describe('planning the lists of an import', () => {
  const both = lists(['rainy-sunday.csv', LETTERBOXD_LIST], ['old-favourites.csv', LETTERBOXD_LIST_PADDED]);

  it('makes each list with the catalogue titles in order, their notes, and counts lists and titles', () => {
    const planned = plan(both);
    expect(planned.lists.create.map(shape)).toEqual([
      {
        name: 'Rainy Sunday',
        ranked: true,
        items: [
          [346648, undefined],
          [146, 'Start here'],
        ],
      },
      {
        name: 'Old favourites',
        ranked: true,
        items: [
          [348, undefined],
          [329865, 'Quiet, sad'],
        ],
      },
    ]);
    expect(planned.lists.create[0]).toMatchObject({ description: 'Films for a grey afternoon' });
    expect(planned.lists.create[0]?.items[0]).toEqual({
      media_type: 'movie',
      id: 346648,
      title: 'Paddington 2',
      poster_path: '/p346648.jpg',
      year: 2017,
      addedAt: NOW.toISOString(),
    });
    expect(listsText(planned.lists)).toBe('2 lists (4 titles)');
    // The titles still come to the watchlist, as the other rows do.
    expect(planned.titles).toBe(4);
  });

  it('leaves out a title not found (reported as a skipped row) and one waiting for a pick, until it is picked', () => {
    const top = lists(['top.csv', LETTERBOXD_LIST_TOP]);
    const waiting = plan(top);
    expect(waiting.lists.create.map(shape)).toEqual([
      { name: 'Top 3, so far', ranked: true, items: [[129, undefined]] },
    ]);
    expect(waiting.skipped).toEqual([{ file: 'lists/top.csv', row: 3, reason: 'No matching title in the catalogue' }]);
    expect(waiting.review.map((r) => r.title)).toEqual(['Fight Club']);
    expect(listsText(waiting.lists)).toBe('1 list (1 title)');

    const key = waiting.review[0]!.key;
    const picked = plan(top, EMPTY, new Map([[key, FIGHT_CLUB]]));
    expect(picked.lists.create.map(shape)).toEqual([
      {
        name: 'Top 3, so far',
        ranked: true,
        items: [
          [129, undefined],
          [550, 'Rule one, rule two'],
        ],
      },
    ]);
    expect(plan(top, EMPTY, new Map([[key, null]])).lists.titles).toBe(1);
  });

  it('makes no list of which no title matched, and lists a title named twice once', () => {
    const unknown = LETTERBOXD_LIST.replace(/Paddington 2/g, 'Unknown A').replace(/"Crouching[^"]*"/g, 'Unknown B');
    expect(plan(lists(['rainy.csv', unknown])).lists).toEqual({ create: [], titles: 0, present: 0 });
    const twice = `${LETTERBOXD_LIST}3,Paddington 2,2017,https://boxd.it/d9Pe2,Again\n`;
    expect(plan(lists(['rainy.csv', twice])).lists.create[0]?.items.map((item) => item.id)).toEqual([346648, 146]);
  });

  it('skips a list the visitor already has with that name and those titles (a re-import), in any order', () => {
    const again = plan(both, { ...EMPTY, lists: [held('rainy sunday', [146, 346648])] });
    expect(again.lists.create.map((list) => list.name)).toEqual(['Old favourites']);
    expect(again.lists.present).toBe(1);
    // A copy made by an earlier import counts too.
    const copies = [
      held('Rainy Sunday', [1]),
      held('Rainy Sunday (2)', [346648, 146]),
      held('Old favourites', [348, 329865]),
    ];
    expect(plan(both, { ...EMPTY, lists: copies }).lists).toMatchObject({ create: [], titles: 0, present: 2 });
  });

  it('names a list whose name is taken by a different list "{name} (2)", then "(3)", never touching the other', () => {
    const taken = [held('Rainy Sunday', [1]), held('Old favourites', [348]), held('Old favourites (2)', [2])];
    expect(plan(both, { ...EMPTY, lists: taken }).lists.create.map((list) => list.name)).toEqual([
      'Rainy Sunday (2)',
      'Old favourites (3)',
    ]);
    // The name is cut to what the store keeps, so the number stays on it.
    const long = 'L'.repeat(100);
    const named = LETTERBOXD_LIST.replace('Rainy Sunday', long);
    const [copy] = plan(lists(['long.csv', named]), { ...EMPTY, lists: [held(long, [1])] }).lists.create;
    expect(copy?.name).toBe(`${'L'.repeat(96)} (2)`);
  });

  it('says what an undo kept', () => {
    expect(keptSinceImport(0, 0)).toBeUndefined();
    expect(keptSinceImport(2, 0)).toBe('Import undone. Your changes to 2 titles since the import were kept.');
    expect(keptSinceImport(1, 1)).toBe('Import undone. Your changes to 1 title and 1 list since the import were kept.');
    expect(keptSinceImport(0, 2)).toBe('Import undone. Your changes to 2 lists since the import were kept.');
  });
});

describe('createLists', () => {
  freshStorageEachTest();
  const planned = () => plan(lists(['rainy-sunday.csv', LETTERBOXD_LIST], ['old.csv', LETTERBOXD_LIST_PADDED])).lists;

  it("makes the lists on top of the visitor's, in the export's order; undo deletes them", async () => {
    const { listsStore } = await loadWatchLog();
    listsStore.create({ name: 'Mine' });
    const { result, undo } = createLists(listsStore, planned().create, NOW);
    expect(result.ok).toBe(true);
    expect(listsStore.getSnapshot().map((list) => [list.name, list.ranked, list.items.length])).toEqual([
      ['Rainy Sunday', true, 2],
      ['Old favourites', true, 2],
      ['Mine', false, 0],
    ]);
    expect(undo?.()).toEqual({ result: { ok: true }, kept: 0 });
    expect(listsStore.getSnapshot().map((list) => list.name)).toEqual(['Mine']);
  });

  it('undo keeps a list the visitor changed since, and one they deleted stays deleted', async () => {
    const { listsStore } = await loadWatchLog();
    const { undo } = createLists(listsStore, planned().create, NOW);
    const [rainy, old] = listsStore.getSnapshot();
    listsStore.setNote(rainy!.id, 'movie_346648', 'Mine now', new Date('2025-08-02T00:00:00.000Z'));
    listsStore.remove(old!.id);
    expect(undo?.()).toEqual({ result: { ok: true }, kept: 1 });
    expect(listsStore.getSnapshot().map((list) => list.name)).toEqual(['Rainy Sunday']);
  });

  it('is all or nothing: when a list cannot be stored, the ones made are deleted again', async () => {
    const { listsStore } = await loadWatchLog();
    const original = Storage.prototype.setItem;
    let writes = 0;
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key, value) {
      if (key === 'reelist_lists' && (writes += 1) === 2) throw new DOMException('full', 'QuotaExceededError');
      original.call(this, key, value);
    });
    const { result, undo } = createLists(listsStore, planned().create, NOW);
    setItem.mockRestore();
    expect(result).toEqual({ ok: false, reason: 'quota' });
    expect(undo).toBeUndefined();
    expect(listsStore.getSnapshot()).toEqual([]);
  });
});
