import type { MediaType } from './media';

export type InstallState = 'unavailable' | 'installable' | 'installed';
export type NotificationPermissionState = 'granted' | 'denied' | 'default' | 'not-supported';

export interface NotificationState {
  permission: NotificationPermissionState;
  subscribed: boolean;
}

export type ToastKind = 'info' | 'success' | 'error' | 'warning';

/** The event catalogue of the bus: every message remotes and the shell exchange. */
export interface BusEvents {
  'notification:requested': { enable: boolean };
  'notification:changed': { state: NotificationState };
  'install:requested': Record<string, never>;
  'install:changed': { state: InstallState };
  'connectivity:changed': { online: boolean };
  /** `sticky`: stays until dismissed (or `toast:dismiss`), e.g. while changes are not stored. */
  'toast:show': { message: string; kind: ToastKind; sticky?: boolean };
  /** Closes the toasts showing this message (what they reported is over). */
  'toast:dismiss': { message: string };
  /** The visitor closed a toast (not its own timer): whoever keeps what it said can forget it. */
  'toast:closed': { message: string };
  'storage:recovered': { key: string; backupKey: string };
  /**
   * A value could not be read, and its backup could not be written (`reason`, as a failed write's): it stays in
   * storage as it was, and nothing is written over it until the visitor resets it. `label` is what the visitor calls
   * the data ('watch log').
   */
  'storage:unreadable-kept': { key: string; label: string; reason: string };
  /**
   * A write of `label` ('watch log') failed. `kept`: memory keeps the change for this session (unsaved until a later
   * write of `key` succeeds, which publishes `storage:saved`); otherwise memory went back to what storage holds.
   */
  'storage:write-failed': { key: string; label: string; reason: string; kept: boolean };
  /** A write of `key` succeeded after one that failed: what was unsaved is stored now. */
  'storage:saved': { key: string };
  'title:prefetch': { mediaType: MediaType; id: number };
}

export type BusEventType = keyof BusEvents;
export type BusEvent = { [K in BusEventType]: { type: K; payload: BusEvents[K] } }[BusEventType];
