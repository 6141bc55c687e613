import type { FollowedPerson, ListItem, UserList } from '@reelist/contracts';
import { loadWatchLog } from '@reelist/storage';
import { freshStorageEachTest } from '@reelist/testing';
import { readBackupFile } from './backup-file';
import { collectCompleteData, parseCompleteData, restoreCompleteData } from './complete-data';

freshStorageEachTest();

const NOW = new Date('2026-06-15T09:00:00Z');
const ada: FollowedPerson = {
  id: 31,
  name: 'Ada Vance',
  profile_path: '/ada.jpg',
  followedAt: '2026-01-01T00:00:00.000Z',
  known: { 'movie:9': '1998-06-12', 'tv:11': '' },
};
const bo: FollowedPerson = { ...ada, id: 32, name: 'Bo Lind', profile_path: null, known: {} };

async function follow(people: FollowedPerson[]) {
  const { followedPeopleStore } = await loadWatchLog();
  followedPeopleStore.replaceAll(people);
  return followedPeopleStore;
}

/** A complete-data file as JSON carries it (what the export wrote, read back). */
const asFile = async (): Promise<Record<string, unknown> & { userData: Record<string, unknown> }> =>
  JSON.parse(JSON.stringify(await collectCompleteData(NOW)));

describe('followed people in the complete data', () => {
  it('are exported as userData.followedPeople and restored from it', async () => {
    const people = await follow([ada]);
    const file = await asFile();
    expect(file.userData.followedPeople).toEqual([ada]);
    people.replaceAll([bo]);

    const parsed = await parseCompleteData(file);
    if (!parsed.ok) throw new Error(parsed.reason);
    expect((await restoreCompleteData(parsed.data)).ok).toBe(true);
    expect(people.getSnapshot()).toEqual([ada]);
    expect(JSON.parse(localStorage.getItem('reelist_followed_people') ?? '[]')).toEqual([ada]);
  });

  it('refuses a file with a bad entry, and nothing changes', async () => {
    const people = await follow([ada]);
    const file = await asFile();
    file.userData.followedPeople = [bo, { ...ada, id: 'x' }];
    expect(await parseCompleteData(file)).toEqual({
      ok: false,
      reason: 'userData.followedPeople.1: not a valid followed person',
    });
    file.userData.followedPeople = { 31: ada };
    expect(await parseCompleteData(file)).toEqual({ ok: false, reason: 'userData.followedPeople: not a list' });
    expect(people.getSnapshot()).toEqual([ada]);
  });

  it('are left as they are by a file made before they were part of it', async () => {
    await follow([]);
    const file = await asFile();
    delete file.userData.followedPeople;
    const people = await follow([bo]);
    const parsed = await parseCompleteData(file);
    if (!parsed.ok) throw new Error(parsed.reason);
    expect((await restoreCompleteData(parsed.data)).ok).toBe(true);
    expect(people.getSnapshot()).toEqual([bo]);
  });

  it('are put back as they were when the rest of the restore cannot be stored', async () => {
    const people = await follow([ada]);
    const file = await asFile();
    people.replaceAll([bo]);
    const parsed = await parseCompleteData(file);
    if (!parsed.ok) throw new Error(parsed.reason);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const original = Storage.prototype.setItem;
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key, value) {
      if (key === 'reelist_view_history') throw new DOMException('full', 'QuotaExceededError');
      original.call(this, key, value);
    });
    expect((await restoreCompleteData(parsed.data)).ok).toBe(false);
    setItem.mockRestore();
    warn.mockRestore();
    expect(JSON.parse(localStorage.getItem('reelist_followed_people') ?? '[]')).toEqual([bo]);
  });
});

// Whole seconds in UTC: the lists store keeps an addition's time to the second, so these read back unchanged.
const title = (id: number, name: string, extra: Partial<ListItem> = {}): ListItem => ({
  media_type: 'movie',
  id,
  title: name,
  poster_path: null,
  year: 1999,
  addedAt: '2026-02-01T10:00:00.000Z',
  ...extra,
});
const favourites: UserList = {
  id: 'fav1',
  name: 'Favourites',
  description: 'Comfort films',
  ranked: true,
  createdAt: '2026-02-01T10:00:00.000Z',
  updatedAt: '2026-02-02T10:00:00.000Z',
  items: [title(603, 'The Matrix'), title(9, 'Heat', { note: 'The diner scene', poster_path: '/heat.jpg' })],
};
const withSam: UserList = { ...favourites, id: 'sam1', name: 'Watch with Sam', description: '', ranked: false };

async function keepLists(lists: UserList[]) {
  const { listsStore } = await loadWatchLog();
  listsStore.replaceAll(lists);
  return listsStore;
}
const storedLists = async () => (await loadWatchLog()).listsSlot.read();

describe('lists in the complete data', () => {
  it('are exported whole as userData.lists and restored from it', async () => {
    const lists = await keepLists([favourites]);
    const file = await asFile();
    expect(file.userData.lists).toEqual([favourites]);
    lists.replaceAll([withSam]);

    const parsed = await parseCompleteData(file);
    if (!parsed.ok) throw new Error(parsed.reason);
    expect((await restoreCompleteData(parsed.data)).ok).toBe(true);
    expect(lists.getSnapshot()).toEqual([favourites]);
    expect(await storedLists()).toEqual([favourites]);
  });

  it('refuse a file with an invalid list, saying which, and nothing changes', async () => {
    const lists = await keepLists([favourites]);
    const file = await asFile();
    const refusal = async (bad: unknown) => {
      file.userData.lists = bad;
      return parseCompleteData(file);
    };
    const second = { ok: false, reason: 'userData.lists.1: not a valid list' };
    expect(await refusal([withSam, { ...favourites, name: '   ' }])).toEqual(second);
    expect(await refusal([withSam, { ...favourites, items: [{ ...title(1, 'One'), id: 'x' }] }])).toEqual(second);
    // Two lists with one id, or a title twice in a list: the store never keeps either.
    expect(await refusal([favourites, { ...withSam, id: 'fav1' }])).toEqual(second);
    expect(await refusal([withSam, { ...favourites, items: [title(1, 'One'), title(1, 'One again')] }])).toEqual(
      second,
    );
    expect(await refusal({ fav1: favourites })).toEqual({ ok: false, reason: 'userData.lists: not a list' });

    file.userData.lists = [withSam, { ...favourites, ranked: 'yes' }];
    expect(await readBackupFile(new File([JSON.stringify(file)], 'reelist-complete-data.json'))).toEqual({
      ok: false,
      message: 'Invalid backup file (userData.lists.1: not a valid list). Nothing was changed.',
    });
    expect(lists.getSnapshot()).toEqual([favourites]);
    expect(await storedLists()).toEqual([favourites]);
  });

  it('are left as they are by a file made before they were part of it, and emptied by a file without any', async () => {
    await keepLists([]);
    const file = await asFile();
    delete file.userData.lists;
    const lists = await keepLists([withSam]);
    const parsed = await parseCompleteData(file);
    if (!parsed.ok) throw new Error(parsed.reason);
    expect((await restoreCompleteData(parsed.data)).ok).toBe(true);
    expect(lists.getSnapshot()).toEqual([withSam]);

    file.userData.lists = [];
    const empty = await parseCompleteData(file);
    if (!empty.ok) throw new Error(empty.reason);
    expect((await restoreCompleteData(empty.data)).ok).toBe(true);
    expect(lists.getSnapshot()).toEqual([]);
  });

  it('are put back as they were when the rest of the restore cannot be stored', async () => {
    const lists = await keepLists([favourites]);
    const file = await asFile();
    lists.replaceAll([withSam]);
    const parsed = await parseCompleteData(file);
    if (!parsed.ok) throw new Error(parsed.reason);
    const original = Storage.prototype.setItem;
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key, value) {
      if (key === 'reelist_view_history') throw new DOMException('full', 'QuotaExceededError');
      original.call(this, key, value);
    });
    expect((await restoreCompleteData(parsed.data)).ok).toBe(false);
    setItem.mockRestore();
    expect(await storedLists()).toEqual([withSam]);
    expect(lists.getSnapshot()).toEqual([withSam]);
  });
});

describe('reminders in the complete data', () => {
  const reminder = {
    key: 'tv-1399-s2e5',
    day: '2026-06-20',
    media_type: 'tv' as const,
    id: 1399,
    title: 'Westeros',
    detail: 'S2E5 · The Rains',
    done: false,
  };

  it('are exported as userData.reminders and restored from it; an older file leaves them', async () => {
    const { remindersStore } = await loadWatchLog();
    remindersStore.replaceAll([reminder]);
    const file = await asFile();
    expect(file.userData.reminders).toEqual([reminder]);
    remindersStore.replaceAll([]);
    const parsed = await parseCompleteData(file);
    if (!parsed.ok) throw new Error(parsed.reason);
    expect((await restoreCompleteData(parsed.data)).ok).toBe(true);
    expect(JSON.parse(localStorage.getItem('reelist_reminders') ?? '[]')).toEqual([reminder]);

    delete file.userData.reminders;
    remindersStore.replaceAll([{ ...reminder, key: 'movie-603' }]);
    const older = await parseCompleteData(file);
    if (!older.ok) throw new Error(older.reason);
    expect((await restoreCompleteData(older.data)).ok).toBe(true);
    expect(remindersStore.getSnapshot().map((kept) => kept.key)).toEqual(['movie-603']);
  });

  it('refuse a file with a bad reminder, saying which, and nothing changes', async () => {
    const { remindersStore } = await loadWatchLog();
    remindersStore.replaceAll([reminder]);
    const file = await asFile();
    file.userData.reminders = [reminder, { ...reminder, day: 'tomorrow' }];
    expect(await parseCompleteData(file)).toEqual({ ok: false, reason: 'userData.reminders.1: not a valid reminder' });
    expect(remindersStore.getSnapshot()).toEqual([reminder]);
  });
});
