import { useCallback, useEffect, useState } from 'react';
import { bus } from '@reelist/event-bus';
import type { InstallState, NotificationPermissionState, ToastKind } from '@reelist/contracts';
import { useStateStream } from './use-state-stream';

export interface InstallApi {
  state: InstallState;
  /** Asks the shell to show the browser's install prompt (`install:requested`). */
  promptInstall: () => void;
}

export function useInstallState(): InstallApi {
  const state = useStateStream(bus.install$);
  const promptInstall = useCallback(() => bus.publish('install:requested', {}), []);
  return { state, promptInstall };
}

export interface NotificationsApi {
  permission: NotificationPermissionState;
  subscribed: boolean;
  /** Asks the shell to request permission and subscribe to push (`notification:requested`). */
  enable: () => void;
  disable: () => void;
  /** True from a request until the shell reports the outcome (`notification:changed`). */
  busy: boolean;
}

export function useNotifications(): NotificationsApi {
  const { permission, subscribed } = useStateStream(bus.notifications$);
  const [busy, setBusy] = useState(false);
  // Subscribed from mount, so even an answer published synchronously during the request clears `busy`.
  useEffect(() => {
    const subscription = bus.on('notification:changed').subscribe(() => setBusy(false));
    return () => subscription.unsubscribe();
  }, []);
  const request = useCallback(
    (enable: boolean) => {
      // Nothing wired or no browser support: nobody would answer: not supported.
      if (permission === 'not-supported') return;
      setBusy(true);
      bus.publish('notification:requested', { enable });
    },
    [permission],
  );
  const enable = useCallback(() => request(true), [request]);
  const disable = useCallback(() => request(false), [request]);
  return { permission, subscribed, enable, disable, busy };
}

/** Whether the browser is online, live (the bus follows online/offline events). */
export function useOnline(): boolean {
  return useStateStream(bus.online$);
}

/** Shows a toast through the shell (`toast:show`). */
export function useToast(): (message: string, kind?: ToastKind) => void {
  return useCallback((message: string, kind: ToastKind = 'info') => bus.publish('toast:show', { message, kind }), []);
}
