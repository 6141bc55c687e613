// The rest of the package through its index only: one link between this chunk and the shell's first one.
import { createStore } from '../../index';
import type { UpdateOptions } from '../create-store';
import type { StorageSlot, Stored } from '../slot';
import type { StoreReader } from '../slot-store';
import type { WriteResult } from '../write-result';

type Change<T> = (stored: T) => T;

/**
 * A store over one slot whose changes are functions of the stored value, as `slotStore`'s, that can also be stored
 * later. `update` shows a change and stores it at once, returning the result (a caller that acts on it: a list made,
 * then opened). `updateAfterPaint` shows it at once and stores it right after the frame that shows it, resolving
 * with the result: writing a value of hundreds of kilobytes takes a phone tens of milliseconds, which a reorder
 * should not wait for. Leaving or hiding the page, or hearing another tab's change, stores what waits at once.
 *
 * A failed write is announced either way (the store's own report) and memory keeps the change. Each change waiting
 * is kept as the function it is, so when another tab stored a value meanwhile, every change applies again to that
 * value at the write: both tabs' changes survive, as when each change is stored at once.
 */
export function queuedSlotStore<T>(slot: StorageSlot<T>): {
  reader: StoreReader<T>;
  update: (change: Change<T>, options?: UpdateOptions) => WriteResult;
  updateAfterPaint: (change: Change<T>) => Promise<WriteResult>;
} {
  // The stored string last read or written with its value: a change to a large value reads the string again, but
  // parses and validates it only when another tab changed it meanwhile.
  let known: Stored<T> | undefined;
  // The changes shown and not stored yet, and the value the first of them was shown on.
  let queued: { base: T; changes: Change<T>[] } | null = null;
  const current = (): T => (known = slot.load(known)).value;
  const control = createStore<T>({
    keys: [slot.key],
    label: slot.label,
    load: current,
    writeAfterPaint: true,
    save: (shown) => {
      const waiting = queued;
      queued = null;
      const stored = current();
      // Storage still holds what the changes were shown on: what memory shows is what to store, without applying
      // them again (a 5,000-title list is copied once per change).
      const value =
        !waiting || waiting.base === stored ? shown : waiting.changes.reduce((v, change) => change(v), stored);
      const raw = slot.encode(value);
      const result = slot.writeRaw(raw);
      if (result.ok) known = { raw, value };
      return { result, shown: value };
    },
    onExternalChange: (store) => {
      // What waits is stored first, applied to the other tab's value, so the screen never drops a change it showed.
      if (queued) store.flush();
      else store.reload();
    },
    onReset: () => {
      known = undefined;
      queued = null;
    },
  });
  /** Shows `change` applied to what memory holds, and queues it for the next write. */
  const show = (change: Change<T>): Promise<WriteResult> => {
    const shown = control.getSnapshot();
    if (queued) queued.changes.push(change);
    else queued = { base: shown, changes: [change] };
    return control.commit(change(shown));
  };
  const reader: StoreReader<T> = {
    getSnapshot: control.getSnapshot,
    subscribe: control.subscribe,
    flush: () => control.flush(),
    subscribeWrites: control.subscribeWrites,
  };
  return {
    reader,
    update: (change, options = {}) => {
      void show(change);
      return control.flush(options);
    },
    updateAfterPaint: show,
  };
}
