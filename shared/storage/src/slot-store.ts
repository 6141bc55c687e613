import { createStore } from './create-store';
import type { Store } from './create-store';
import { announceFailure } from './safe-io';
import type { StorageSlot } from './slot';
import type { WriteResult } from './write-result';

/** What every store offers to read it (its writes are the entity's own methods). */
export type StoreReader<T> = Omit<Store<T>, 'commit'>;

/**
 * A write-through store over one slot whose writes nobody on screen reports (histories, reviews, ratings): a full
 * storage is announced for the shell's toast. `update` applies `change` to the value as storage holds it now (so
 * another tab's change made meanwhile survives), shows it and stores it.
 */
export function slotStore<T>(slot: StorageSlot<T>): {
  reader: StoreReader<T>;
  update: (change: (stored: T) => T) => WriteResult;
} {
  const control = createStore<T>({
    keys: [slot.key],
    load: slot.read,
    save: (value) => ({ result: announceFailure(slot.key, slot.write(value)), shown: value }),
  });
  const reader: StoreReader<T> = {
    getSnapshot: control.getSnapshot,
    subscribe: control.subscribe,
    flush: control.flush,
    subscribeWrites: control.subscribeWrites,
  };
  const update = (change: (stored: T) => T): WriteResult => {
    void control.commit(change(slot.read()));
    return control.flush();
  };
  return { reader, update };
}
