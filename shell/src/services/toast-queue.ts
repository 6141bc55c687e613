import { t } from '@lingui/core/macro';
import { C } from '@reelist/contracts';
import type { ToastKind } from '@reelist/contracts';
import type { ReelistBus } from '@reelist/event-bus';
import { storageLabel } from './storage-labels';

/** Stored data that could not be read nor backed up, which the toast offers to download or reset. */
export interface KeptUnreadable {
  key: string;
  label: string;
}

export interface ToastItem {
  id: number;
  message: string;
  kind: ToastKind;
  unreadable?: KeptUnreadable;
}

export const storageRecoveredMessage = (): string =>
  t`Some saved data could not be read and was reset. A backup was kept.`;

/** Every store's failed write, in one pattern: the data it names, why, and what became of the change. */
export const failedSaveMessage = (stored: string, reason: string, kept: boolean): string => {
  const label = storageLabel(stored);
  return reason === 'quota'
    ? kept
      ? t`Could not save your ${label}: storage is full. Your changes are kept for this session.`
      : t`Could not save your ${label}: storage is full. The change was not kept.`
    : kept
      ? t`Could not save your ${label}: browser storage is unavailable. Your changes are kept for this session.`
      : t`Could not save your ${label}: browser storage is unavailable. The change was not kept.`;
};

/** Stored data that could be neither read nor backed up: kept as it was until the visitor decides. */
export const unreadableKeptMessage = (stored: string, reason: string): string => {
  const label = storageLabel(stored);
  return reason === 'quota'
    ? t`Your ${label} could not be read, and there is no room to back it up. It is kept as it was, and nothing will be saved over it until you reset it. Download it first to keep a copy.`
    : t`Your ${label} could not be read, and it could not be backed up. It is kept as it was, and nothing will be saved over it until you reset it. Download it first to keep a copy.`;
};

export interface ToastQueue {
  getToasts: () => readonly ToastItem[];
  subscribe: (listener: () => void) => () => void;
  dismiss: (id: number) => void;
  /** The visitor closes a toast: dismissed, and announced on the bus (`toast:closed`). */
  close: (id: number) => void;
  stop: () => void;
}

/**
 * The shell's toasts. Listens to the bus from start-up (before React renders), because storage reports a
 * recovered value during the providers' first render. Each toast closes itself after 5 s, except a sticky one,
 * which stays until it is dismissed.
 */
export function createToastQueue(bus: ReelistBus, autoCloseMs: number = C.TOAST_AUTO_CLOSE_MS): ToastQueue {
  let toasts: readonly ToastItem[] = [];
  let nextId = 1;
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  const dismiss = (id: number) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
    if (!toasts.some((t) => t.id === id)) return;
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  };

  const show = (message: string, kind: ToastKind, sticky = false, unreadable?: KeptUnreadable) => {
    // The same message twice in a row (e.g. two failed saves) would only stack noise: restart its timer instead.
    const twin = toasts.find((t) => t.message === message && t.kind === kind);
    if (twin) dismiss(twin.id);
    const id = nextId++;
    toasts = [...toasts, { id, message, kind, ...(unreadable && { unreadable }) }];
    if (!sticky)
      timers.set(
        id,
        setTimeout(() => dismiss(id), autoCloseMs),
      );
    emit();
  };

  const dismissMessage = (message: string) => toasts.filter((t) => t.message === message).forEach((t) => dismiss(t.id));
  // The warning of each key whose change is kept unsaved in memory, until a later write of the key stores it.
  const unsaved = new Map<string, string>();

  const subscriptions = [
    bus.on('toast:show').subscribe(({ message, kind, sticky }) => show(message, kind, sticky)),
    bus.on('toast:dismiss').subscribe(({ message }) => dismissMessage(message)),
    bus.on('storage:recovered').subscribe(() => show(storageRecoveredMessage(), 'warning')),
    // Every store's failed write, except those a screen reports itself (a review form, preferences, a restore).
    bus.on('storage:write-failed').subscribe(({ key, label, reason, kept }) => {
      const message = failedSaveMessage(label, reason, kept);
      const before = unsaved.get(key);
      if (before && before !== message) dismissMessage(before);
      // A change kept in memory is unsaved until a later write stores it: its warning stays until then. A change
      // that was not kept leaves nothing pending, so its warning closes like any other.
      if (kept) unsaved.set(key, message);
      show(message, 'error', kept);
    }),
    bus.on('storage:saved').subscribe(({ key }) => {
      const message = unsaved.get(key);
      unsaved.delete(key);
      if (message) dismissMessage(message);
    }),
    // A decision is waiting (download, reset): it stays until the visitor makes it or closes it.
    bus
      .on('storage:unreadable-kept')
      .subscribe(({ key, label, reason }) => show(unreadableKeptMessage(label, reason), 'error', true, { key, label })),
  ];

  return {
    getToasts: () => toasts,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dismiss,
    close: (id) => {
      const closed = toasts.find((t) => t.id === id);
      dismiss(id);
      if (closed) bus.publish('toast:closed', { message: closed.message });
    },
    stop: () => {
      subscriptions.forEach((s) => s.unsubscribe());
      timers.forEach((timer) => clearTimeout(timer));
      timers.clear();
    },
  };
}
