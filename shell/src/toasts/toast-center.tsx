import { useSyncExternalStore } from 'react';
import { Toast, ToastRegion } from '@reelist/ui';
import type { ToastQueue } from '../services/toast-queue';
import { newsFeed } from './news-feed';
import { UnreadableActions } from './unreadable-actions';

/**
 * Renders the shell's toasts in the polite live region; each can be closed before it closes itself. News from
 * people followed shows there too, first, and stays until dismissed.
 */
export function ToastCenter({ queue }: { queue: ToastQueue }) {
  const toasts = useSyncExternalStore(queue.subscribe, queue.getToasts, queue.getToasts);
  const news = useSyncExternalStore(newsFeed.subscribe, newsFeed.getAlerts, newsFeed.getAlerts);
  return (
    <ToastRegion>
      {news.map((alert) => (
        <Toast key={alert.key} message={alert.message} onClose={() => newsFeed.dismiss(alert.key)} />
      ))}
      {toasts.map((toast) => (
        <Toast
          key={toast.id}
          message={toast.message}
          kind={toast.kind}
          onClose={() => queue.dismiss(toast.id)}
          action={
            toast.unreadable && <UnreadableActions data={toast.unreadable} onReleased={() => queue.dismiss(toast.id)} />
          }
        />
      ))}
    </ToastRegion>
  );
}
