import { createStore } from './create-store';
import type { StoreControl, StoreOptions } from './create-store';
import type { StorageSlot, Stored } from './slot';
import type { WriteResult } from './write-result';

export interface SyncedStoreOptions<T> extends Omit<StoreOptions<T>, 'keys' | 'label' | 'load' | 'save'> {
  slot: StorageSlot<T>;
  /**
   * What this tab shows and stores when its memory (`local`) meets what storage holds (`stored`), which other tabs
   * may have changed since `base`, what this tab last read or wrote there (`stored` is `base` itself when storage
   * still holds it). Give back `local` itself when nothing of theirs is new: it then stays the same snapshot.
   */
  merge(local: T, stored: T, base: T): T;
  /** The same entries (a merge equal to what storage holds needs no writing back). */
  sameContent(a: T, b: T): boolean;
  /**
   * Merge the string another tab's storage event carries as well as what this tab reads: while this tab's own write
   * is on its way, the browser lets it read its own value instead of the other tab's. Only for a merge that is safe
   * with any older version (items kept by stamp and deletion records, not by what is missing).
   */
  mergeHeard?: boolean;
  /** Runs before `shown`, the merge of `local`, is written in place of `base` (the watchlist's deletion records). */
  beforeWrite?(local: T, shown: T, base: T): void;
  /** Runs after the value was first read from storage. */
  onLoad?(value: T): void;
  /** Runs after a value was stored. */
  onWritten?(value: T): void;
}

/**
 * A store that several tabs share safely: it re-reads storage right before each write and merges in what other tabs
 * stored since this tab last looked (its baseline), and merges another tab's change as soon as it hears of it,
 * writing back what only this tab knows so that every tab converges.
 */
export function createSyncedStore<T>(options: SyncedStoreOptions<T>): StoreControl<T> {
  const { slot, merge, sameContent, mergeHeard, beforeWrite, onLoad, onWritten, onReset, ...rest } = options;
  const nothingStored: Stored<T> = { raw: null, value: slot.parse(null) };
  // What storage last held as far as this tab knows, with its string: removals and other tabs' additions are
  // measured against it (even after a failed write, so a removal whose save failed is recorded by the next one), and
  // a stored string equal to it is not parsed again.
  let baseline = nothingStored;

  const read = (): T => {
    baseline = slot.load(baseline);
    onLoad?.(baseline.value);
    return baseline.value;
  };

  const save = (local: T): { result: WriteResult; shown: T } => {
    const shown = merge(local, slot.load(baseline).value, baseline.value);
    const raw = slot.encode(shown);
    beforeWrite?.(local, shown, baseline.value);
    const result = slot.writeRaw(raw);
    if (result.ok) {
      baseline = { raw, value: shown };
      onWritten?.(shown);
    }
    return { result, shown };
  };

  const onExternalChange = (store: StoreControl<T>, heard: string | null): void => {
    // This tab's own unsaved change first, so what it removed is measured before the values are merged.
    store.flush();
    const before = baseline.value;
    baseline = slot.load(baseline);
    let merged = merge(store.getSnapshot(), baseline.value, before);
    if (mergeHeard && heard !== null && heard !== baseline.raw) merged = merge(merged, slot.parse(heard), before);
    // Another tab may have written from a stale copy (tabs see each other's writes a moment late): when this tab
    // knows something newer, write the merge back. Equal content ends the exchange.
    if (sameContent(merged, baseline.value)) store.show(merged);
    else void store.commit(merged);
  };

  return createStore<T>({
    ...rest,
    keys: [slot.key],
    label: slot.label,
    load: read,
    save,
    onExternalChange,
    onReset: () => {
      baseline = nothingStored;
      onReset?.();
    },
  });
}
