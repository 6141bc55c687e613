import { afterPaint } from './after-paint';
import { watchExternalChanges } from './external-changes';
import { reportWrite } from './safe-io';
import { WRITTEN } from './write-result';
import type { WriteResult } from './write-result';

/**
 * The one in-memory copy of a persisted entity and the only way to its storage. Framework-free: React reads it
 * with `useSyncExternalStore(store.subscribe, store.getSnapshot)`.
 */
export interface Store<T> {
  /** The current value (loaded from storage on first use). The same object until the next change. */
  getSnapshot(): T;
  subscribe(listener: () => void): () => void;
  /** Shows `next` at once; resolves with the result of the write that stores it. */
  commit(next: T): Promise<WriteResult>;
  /** Stores what waits, now; `{ ok: true }` when nothing waited. */
  flush(): WriteResult;
  /** Hears the result of every write of this store: commits, and merges with other tabs written back. */
  subscribeWrites(listener: (result: WriteResult) => void): () => void;
}

/** A store that writes through: `commit` stores at once and returns the result. */
export interface WriteThroughStore<T> extends Omit<Store<T>, 'commit'> {
  commit(next: T): WriteResult;
}

/** How one write's failure is told. */
export interface UpdateOptions {
  /**
   * The screen reports this write's failure itself (a form that keeps what was typed): memory goes back to what
   * storage holds and nothing is announced.
   */
  reportedOnScreen?: boolean;
}

export interface StoreOptions<T> {
  /**
   * The storage keys this entity lives in: another tab's change to one of them concerns this store. The first one
   * names its writes when they are reported.
   */
  keys: readonly [string, ...string[]];
  /** What the visitor calls this data, as in "Could not save your watch log". */
  label: string;
  /**
   * A change storage refuses leaves memory, which shows what storage holds again (a count that went up falls back),
   * and the visitor is told the change was not kept. Default: memory keeps it for this session, and says so.
   */
  dropRefused?: boolean;
  /**
   * Every writer of this store tells the visitor about a failure itself (the preferences screen), so nothing is
   * announced; memory keeps the change. Default: every failed write is announced.
   */
  reportedByWriters?: boolean;
  /** Reads the value from storage. */
  load: () => T;
  /** Stores `value`; `shown` is what memory holds afterwards (e.g. merged with other tabs' changes). */
  save: (value: T) => { result: WriteResult; shown: T };
  /**
   * Store a change right after the frame that shows it, instead of when `flush()` is called. Leaving or hiding the
   * page stores it at once.
   */
  writeAfterPaint?: boolean;
  /**
   * Another tab changed this entity (`heard`: the string it stored, null when removed); default: read it again.
   */
  onExternalChange?: (store: StoreControl<T>, heard: string | null) => void;
  /** Forgets what the entity's own module remembers besides the value (tests). */
  onReset?: () => void;
}

/** What the entity's own module may do besides the public surface. */
export interface StoreControl<T> extends Store<T> {
  /** Stores what waits, now; `reportedOnScreen`: see UpdateOptions. */
  flush(options?: UpdateOptions): WriteResult;
  /** Replaces memory without writing (what storage already holds). */
  show(next: T): void;
  /** Reads storage again when the value is loaded (storage changed under this store). */
  reload(): void;
  /** Stores what memory shows when the value is loaded (storage may be written again: see resaveStores). */
  resave(): void;
  /** @internal Forgets memory and waiting writes (tests). */
  reset(): void;
}

interface Waiting {
  promise: Promise<WriteResult>;
  resolve: (result: WriteResult) => void;
}

function waiting(): Waiting {
  let resolve: (result: WriteResult) => void = () => undefined;
  const promise = new Promise<WriteResult>((done) => (resolve = done));
  return { promise, resolve };
}

// Every store of the page with its keys, so a restored backup and a test reach all of them in one call.
const stores = new Map<StoreControl<unknown>, readonly string[]>();

/** Storage changed under every store (a restored backup): each loaded store shows what storage holds now. */
export function reloadStores(): void {
  stores.forEach((_keys, store) => store.reload());
}

/**
 * Storage takes writes to `key` again (a kept unreadable value was released): each loaded store over it stores what
 * it shows, so changes refused meanwhile and kept in memory are saved now.
 */
export function resaveStores(key: string): void {
  stores.forEach((keys, store) => {
    if (keys.includes(key)) store.resave();
  });
}

/** @internal Forgets every store's memory and waiting writes (tests). */
export function resetStores(): void {
  stores.forEach((_keys, store) => store.reset());
}

export function createStore<T>(options: StoreOptions<T>): StoreControl<T> {
  // null until first use, so storage is read when a page (or a test) first asks, not when the module loads.
  let loaded: { value: T } | null = null;
  // The write that will store the changes made since the last one: every commit until then shares it.
  let pending: Waiting | null = null;
  const listeners = new Set<() => void>();
  const writeListeners = new Set<(result: WriteResult) => void>();

  const getSnapshot = (): T => (loaded ??= { value: options.load() }).value;

  const show = (next: T): void => {
    loaded = { value: next };
    listeners.forEach((listener) => listener());
  };

  const flush = ({ reportedOnScreen = false }: UpdateOptions = {}): WriteResult => {
    if (!pending) return WRITTEN;
    const { resolve } = pending;
    pending = null;
    const { result, shown } = options.save(getSnapshot());
    const dropped = !result.ok && (reportedOnScreen || options.dropRefused === true);
    const next = dropped ? options.load() : shown;
    if (next !== getSnapshot()) show(next);
    if (!reportedOnScreen && !options.reportedByWriters) {
      reportWrite({ key: options.keys[0], label: options.label, kept: !dropped }, result);
    }
    resolve(result);
    writeListeners.forEach((listener) => listener(result));
    return result;
  };

  const commit = (next: T): Promise<WriteResult> => {
    show(next);
    if (!pending) {
      pending = waiting();
      if (options.writeAfterPaint) afterPaint(flush);
    }
    return pending.promise;
  };

  const control: StoreControl<T> = {
    getSnapshot,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        // Nobody shows the value any more: forget it, so the next reader sees storage as it is then (a test
        // document mounts many pages; a page keeps its subscribers for its life).
        if (listeners.size === 0 && !pending) loaded = null;
      };
    },
    commit,
    flush,
    subscribeWrites: (listener) => {
      writeListeners.add(listener);
      return () => writeListeners.delete(listener);
    },
    show,
    reload: () => {
      if (loaded) show(options.load());
    },
    resave: () => {
      if (!loaded) return;
      void commit(loaded.value);
      flush();
    },
    reset: () => {
      loaded = null;
      pending = null;
      options.onReset?.();
    },
  };
  stores.set(control as StoreControl<unknown>, options.keys);

  const onExternalChange = options.onExternalChange ?? ((store: StoreControl<T>) => store.reload());
  // Nothing loaded yet means nothing to reconcile: the first read will see the other tab's value.
  for (const key of options.keys)
    watchExternalChanges(key).subscribe((heard) => loaded && onExternalChange(control, heard));

  if (options.writeAfterPaint && typeof window !== 'undefined') {
    window.addEventListener('pagehide', () => flush());
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flush();
    });
  }
  return control;
}

/** The write-through form of a store whose writes wait for `flush()`. */
export function writeThrough<T>(store: StoreControl<T>): WriteThroughStore<T> & Omit<StoreControl<T>, 'commit'> {
  return {
    ...store,
    commit: (next) => {
      void store.commit(next);
      return store.flush();
    },
  };
}
