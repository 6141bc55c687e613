import { createStore } from './create-store';
import type { Store, UpdateOptions } from './create-store';
import type { StorageSlot, Stored } from './slot';
import type { WriteResult } from './write-result';

export type { UpdateOptions } from './create-store';

/** What every store offers to read it (its writes are the entity's own methods). */
export type StoreReader<T> = Omit<Store<T>, 'commit'>;

/**
 * A write-through store over one slot (histories, reviews, ratings). `update` applies `change` to the value as
 * storage holds it now (so another tab's change made meanwhile survives), shows it and stores it. A failed write is
 * announced and memory keeps the change, unless the screen reports it (`reportedOnScreen`).
 */
export function slotStore<T>(slot: StorageSlot<T>): {
  reader: StoreReader<T>;
  update: (change: (stored: T) => T, options?: UpdateOptions) => WriteResult;
} {
  // The stored string last read or written with its value: a change to a large value (a list of thousands of
  // titles) reads the string again, but parses and validates it only when another tab changed it meanwhile.
  let known: Stored<T> | undefined;
  const current = (): T => (known = slot.load(known)).value;
  const control = createStore<T>({
    keys: [slot.key],
    label: slot.label,
    load: current,
    save: (value) => {
      const raw = slot.encode(value);
      const result = slot.writeRaw(raw);
      if (result.ok) known = { raw, value };
      return { result, shown: value };
    },
    onReset: () => {
      known = undefined;
    },
  });
  const reader: StoreReader<T> = {
    getSnapshot: control.getSnapshot,
    subscribe: control.subscribe,
    flush: () => control.flush(),
    subscribeWrites: control.subscribeWrites,
  };
  const update = (change: (stored: T) => T, options: UpdateOptions = {}): WriteResult => {
    void control.commit(change(current()));
    return control.flush(options);
  };
  return { reader, update };
}
