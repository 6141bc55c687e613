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
  'storage:recovered': { key: string; backupKey: string };
  'storage:write-failed': { key: string; reason: string };
  'title:prefetch': { mediaType: MediaType; id: number };
}

export type BusEventType = keyof BusEvents;
export type BusEvent = { [K in BusEventType]: { type: K; payload: BusEvents[K] } }[BusEventType];
