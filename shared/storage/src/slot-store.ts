import { createStore } from './create-store';
import type { Store } from './create-store';
import { announceFailure } from './safe-io';
import type { StorageSlot } from './slot';
import type { WriteResult } from './write-result';

/** What every store offers to read it (its writes are the entity's own methods). */
export type StoreReader<T> = Omit<Store<T>, 'commit'>;

/** How a write is reported when it fails. */
export interface UpdateOptions {
  /**
   * The screen reports this write's failure itself (a form that keeps what was typed): memory goes back to what
   * storage holds and nothing is announced. Otherwise memory keeps the change and a full storage is announced for
   * the shell's toast.
   */
  reportedOnScreen?: boolean;
}

/**
 * A write-through store over one slot (histories, reviews, ratings). `update` applies `change` to the value as
 * storage holds it now (so another tab's change made meanwhile survives), shows it and stores it.
 */
export function slotStore<T>(slot: StorageSlot<T>): {
  reader: StoreReader<T>;
  update: (change: (stored: T) => T, options?: UpdateOptions) => WriteResult;
} {
  const control = createStore<T>({
    keys: [slot.key],
    load: slot.read,
    save: (value) => ({ result: slot.write(value), shown: value }),
  });
  const reader: StoreReader<T> = {
    getSnapshot: control.getSnapshot,
    subscribe: control.subscribe,
    flush: control.flush,
    subscribeWrites: control.subscribeWrites,
  };
  const update = (change: (stored: T) => T, { reportedOnScreen = false }: UpdateOptions = {}): WriteResult => {
    void control.commit(change(slot.read()));
    const result = control.flush();
    if (result.ok) return result;
    if (reportedOnScreen) control.reload();
    else announceFailure(slot.key, result);
    return result;
  };
  return { reader, update };
}
