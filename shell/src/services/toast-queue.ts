import { C } from '@reelist/contracts';
import type { ToastKind } from '@reelist/contracts';
import type { ReelistBus } from '@reelist/event-bus';

export interface ToastItem {
  id: number;
  message: string;
  kind: ToastKind;
}

export const STORAGE_RECOVERED_MESSAGE = 'Some saved data could not be read and was reset. A backup was kept.';
export const storageWriteFailedMessage = (reason: string): string =>
  reason === 'quota'
    ? 'Could not save your changes: browser storage is full. They are kept for this session.'
    : `Could not save your changes (${reason}). They are kept for this session.`;

export interface ToastQueue {
  getToasts: () => readonly ToastItem[];
  subscribe: (listener: () => void) => () => void;
  dismiss: (id: number) => void;
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

  const show = (message: string, kind: ToastKind, sticky = false) => {
    // The same message twice in a row (e.g. two failed saves) would only stack noise: restart its timer instead.
    const twin = toasts.find((t) => t.message === message && t.kind === kind);
    if (twin) dismiss(twin.id);
    const id = nextId++;
    toasts = [...toasts, { id, message, kind }];
    if (!sticky)
      timers.set(
        id,
        setTimeout(() => dismiss(id), autoCloseMs),
      );
    emit();
  };

  const subscriptions = [
    bus.on('toast:show').subscribe(({ message, kind, sticky }) => show(message, kind, sticky)),
    bus
      .on('toast:dismiss')
      .subscribe(({ message }) => toasts.filter((t) => t.message === message).forEach((t) => dismiss(t.id))),
    bus.on('storage:recovered').subscribe(() => show(STORAGE_RECOVERED_MESSAGE, 'warning')),
    // Storage announces only the failed writes nobody on screen reports (history, reviews, theme); the watchlist,
    // preferences and backup restore show their own message from the write's result.
    bus.on('storage:write-failed').subscribe(({ reason }) => show(storageWriteFailedMessage(reason), 'error')),
  ];

  return {
    getToasts: () => toasts,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dismiss,
    stop: () => {
      subscriptions.forEach((s) => s.unsubscribe());
      timers.forEach((timer) => clearTimeout(timer));
      timers.clear();
    },
  };
}
