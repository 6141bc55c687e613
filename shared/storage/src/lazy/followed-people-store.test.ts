import { freshStorageEachTest } from '@reelist/testing';
import { resetStores } from '../create-store';
import { FOLLOWED_PEOPLE_KEY, followedPeopleStore } from './followed-people-store';

freshStorageEachTest();

const ada = { id: 100_010, name: 'Ada Vance', profile_path: '/ada.jpg', known: { 'movie:5': '2020-01-02' } };
const bo = { id: 100_011, name: 'Bo Lund', profile_path: null, known: {} };
const at = new Date('2026-11-27T08:00:00.000Z');

describe('followedPeopleStore', () => {
  it('follows nobody at first', () => {
    expect(followedPeopleStore.getSnapshot()).toEqual([]);
  });

  it('keeps the people followed, newest first, and survives a reload', () => {
    expect(followedPeopleStore.follow(ada, at)).toEqual({ ok: true });
    followedPeopleStore.follow(bo, at);
    resetStores();
    expect(followedPeopleStore.getSnapshot().map((p) => p.name)).toEqual(['Bo Lund', 'Ada Vance']);
    expect(followedPeopleStore.getSnapshot()[1]).toEqual({ ...ada, followedAt: at.toISOString() });
  });

  it('keeps the first follow date when following again, and forgets one unfollowed', () => {
    followedPeopleStore.follow(ada, at);
    followedPeopleStore.follow({ ...ada, name: 'Ada V.' }, new Date('2027-01-01T00:00:00.000Z'));
    expect(followedPeopleStore.getSnapshot()).toEqual([{ ...ada, name: 'Ada V.', followedAt: at.toISOString() }]);
    followedPeopleStore.unfollow(ada.id);
    expect(followedPeopleStore.getSnapshot()).toEqual([]);
  });

  it('records the credits the daily check has seen, only for people still followed', () => {
    followedPeopleStore.follow(ada, at);
    followedPeopleStore.setKnown(ada.id, { 'movie:5': '2020-01-02', 'tv:9': '' });
    followedPeopleStore.setKnown(bo.id, { 'movie:1': '' });
    expect(followedPeopleStore.getSnapshot()).toEqual([
      { ...ada, followedAt: at.toISOString(), known: { 'movie:5': '2020-01-02', 'tv:9': '' } },
    ]);
  });

  it('keeps the valid people of a damaged value and backs the value up', () => {
    const good = { ...bo, followedAt: at.toISOString() };
    const raw = JSON.stringify([good, { id: 'x' }, { ...good, id: 3.5 }]);
    localStorage.setItem(FOLLOWED_PEOPLE_KEY, raw);
    expect(followedPeopleStore.getSnapshot()).toEqual([good]);
    expect(localStorage.getItem(`${FOLLOWED_PEOPLE_KEY}__backup`)).toBe(raw);
  });

  it("keeps both tabs' follows: a change applies to the list as stored now", () => {
    followedPeopleStore.follow(ada, at);
    // Another tab follows Bo meanwhile.
    const other = [
      { ...bo, followedAt: at.toISOString() },
      { ...ada, followedAt: at.toISOString() },
    ];
    localStorage.setItem(FOLLOWED_PEOPLE_KEY, JSON.stringify(other));
    window.dispatchEvent(new StorageEvent('storage', { key: FOLLOWED_PEOPLE_KEY }));
    expect(followedPeopleStore.getSnapshot().map((p) => p.id)).toEqual([bo.id, ada.id]);
    followedPeopleStore.unfollow(ada.id);
    expect(JSON.parse(localStorage.getItem(FOLLOWED_PEOPLE_KEY) ?? '[]')).toEqual([other[0]]);
  });
});
