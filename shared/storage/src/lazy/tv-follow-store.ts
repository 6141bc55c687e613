import * as v from 'valibot';
import { STORAGE_KEYS } from '@reelist/contracts';
// The rest of the package through its index only: one link between this chunk and the shell's first one.
import { createStorageSlot, slotStore, validItems } from '../../index';
import type { StoreReader } from '../slot-store';
import type { WriteResult } from '../write-result';

const showId = v.pipe(v.number(), v.integer());

const slot = createStorageSlot<number[]>({
  key: STORAGE_KEYS.tvFollowing,
  label: 'followed shows',
  schema: v.array(showId),
  defaultValue: () => [],
  recover: validItems(showId),
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
