import { useSyncExternalStore } from 'react';
import { Toast, ToastRegion } from '@reelist/ui';
import type { ToastQueue } from '../services/toast-queue';
import { UnreadableActions } from './unreadable-actions';

/** Renders the shell's toasts in the polite live region; each can be closed before it closes itself. */
export function ToastCenter({ queue }: { queue: ToastQueue }) {
  const toasts = useSyncExternalStore(queue.subscribe, queue.getToasts, queue.getToasts);
  return (
    <ToastRegion>
      {toasts.map((toast) => (
        <Toast
          key={toast.id}
          message={toast.message}
          kind={toast.kind}
          onClose={() => queue.close(toast.id)}
          action={
            toast.unreadable && <UnreadableActions data={toast.unreadable} onReleased={() => queue.dismiss(toast.id)} />
          }
        />
      ))}
    </ToastRegion>
  );
}
