import type { ReelistBus } from '@reelist/event-bus';
import { afterPageSettles } from '@reelist/ui';

/**
 * Starts the notifications state machine (`./notifications`, its own chunk) once the first screen is done, or at
 * once when the user asks to enable or disable notifications before that; that first request is answered as
 * soon as the machine runs. The first screen carries only this starter.
 */
export function startNotificationsLater(
  bus: ReelistBus,
  publicKey: string,
  load = () => import('./lazy/notifications'),
): () => void {
  let started: Promise<() => void> | null = null;
  const start = () => (started ??= load().then(({ startNotifications }) => startNotifications(bus, publicKey)));
  const early = bus.on('notification:requested').subscribe((request) => {
    early.unsubscribe();
    void start().then(() => bus.publish('notification:requested', request));
  });
  const cancel = afterPageSettles(() => {
    early.unsubscribe();
    void start();
  });
  return () => {
    cancel();
    early.unsubscribe();
    void started?.then((stop) => stop());
  };
}
