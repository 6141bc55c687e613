import { STORAGE_KEYS } from '@reelist/contracts';
// The rest of the package through its index only: one link between this chunk and the shell's first one.
import { createStorageSlot, slotStore } from '../../index';
import type { StoreReader } from '../slot-store';
import type { WriteResult } from '../write-result';
import { isInteger } from './guards';

const isShowIds = (value: unknown): value is number[] => Array.isArray(value) && value.every(isInteger);

const slot = createStorageSlot<number[]>({
  key: STORAGE_KEYS.tvFollowing,
  label: 'followed shows',
  schema: { guard: isShowIds, reason: 'not a list of show ids' },
  defaultValue: () => [],
  recover: (decoded) => (Array.isArray(decoded) ? decoded.filter(isInteger) : undefined),
});

const { reader, update } = slotStore(slot);

export interface FollowedShowsStore extends StoreReader<readonly number[]> {
  /** Keep following a show: its newly aired episodes move it from Watched back to Watching. */
  setFollowing(id: number, following: boolean): WriteResult;
}

/** The shows kept followed (`reelist_tv_following`), shared across tabs like every store. */
export const followedShowsStore: FollowedShowsStore = {
  ...reader,
  setFollowing: (id, following) =>
    update((ids) => {
      const others = ids.filter((other) => other !== id);
      return following ? [...others, id] : others;
    }),
};
