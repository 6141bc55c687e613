import type { FollowedPerson } from '@reelist/contracts';
import { loadWatchLog } from '@reelist/storage';
import { freshStorageEachTest } from '@reelist/testing';
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
