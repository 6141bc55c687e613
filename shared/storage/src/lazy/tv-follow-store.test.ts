import { freshStorageEachTest } from '@reelist/testing';
import { resetStores } from '../create-store';
import { followedShowsStore } from './tv-follow-store';

const KEY = 'reelist_tv_following';

freshStorageEachTest();

describe('followedShowsStore', () => {
  it('follows nothing at first', () => {
    expect(followedShowsStore.getSnapshot()).toEqual([]);
  });

  it('stores the shows kept followed and forgets one unfollowed', () => {
    expect(followedShowsStore.setFollowing(20001, true)).toEqual({ ok: true });
    followedShowsStore.setFollowing(20002, true);
    followedShowsStore.setFollowing(20001, true);
    expect(localStorage.getItem(KEY)).toBe('[20002,20001]');
    followedShowsStore.setFollowing(20002, false);
    resetStores();
    expect(followedShowsStore.getSnapshot()).toEqual([20001]);
  });

  it('keeps the valid ids of a damaged value', () => {
    localStorage.setItem(KEY, '[20001,"x",3.5,20002]');
    expect(followedShowsStore.getSnapshot()).toEqual([20001, 20002]);
  });

  it("shows another tab's change", () => {
    followedShowsStore.getSnapshot();
    localStorage.setItem(KEY, '[7]');
    window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: '[7]' }));
    expect(followedShowsStore.getSnapshot()).toEqual([7]);
  });
});
