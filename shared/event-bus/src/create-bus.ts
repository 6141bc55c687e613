import { Subject, filter, map } from 'rxjs';
import type { Observable } from 'rxjs';
import type { BusEvent, BusEvents, BusEventType, InstallState, NotificationState } from '@reelist/contracts';
import { StateStream } from './state-stream';

export interface ReelistBus {
  /** Publishes one event; the matching state stream (if any) moves first, then `on(type)` subscribers run. */
  publish<K extends BusEventType>(type: K, payload: BusEvents[K]): void;
  /** The payloads of one event type, from now on (no replay). */
  on<K extends BusEventType>(type: K): Observable<BusEvents[K]>;
  /** Every event, for logging and tests. */
  readonly events$: Observable<BusEvent>;
  readonly install$: StateStream<InstallState>;
  readonly notifications$: StateStream<NotificationState>;
  readonly online$: StateStream<boolean>;
}

export interface CreateBusOptions {
  /** Where `online`/`offline` events come from; defaults to the page's window when there is one. */
  target?: Pick<Window, 'addEventListener'> & { navigator?: { onLine?: boolean } };
}

/** A safe fallback: with nothing wired, notifications count as not supported. */
const NOTIFICATIONS_UNWIRED: NotificationState = { permission: 'not-supported', subscribed: false };

/** Creates a bus. Apps use the page-wide `bus`; this is for tests and for that singleton. */
export function createBus(options: CreateBusOptions = {}): ReelistBus {
  const target = options.target ?? (typeof window === 'undefined' ? undefined : window);
  const events = new Subject<BusEvent>();
  const install$ = new StateStream<InstallState>('unavailable');
  const notifications$ = new StateStream<NotificationState>(NOTIFICATIONS_UNWIRED);
  const online$ = new StateStream<boolean>(target?.navigator?.onLine ?? true);

  const applyToState = (event: BusEvent): void => {
    switch (event.type) {
      case 'install:changed':
        return install$.set(event.payload.state);
      case 'notification:changed':
        return notifications$.set(event.payload.state);
      case 'connectivity:changed':
        return online$.set(event.payload.online);
      default:
        return undefined;
    }
  };

  const publish = <K extends BusEventType>(type: K, payload: BusEvents[K]): void => {
    const event = { type, payload } as BusEvent;
    applyToState(event);
    events.next(event);
  };

  const on = <K extends BusEventType>(type: K): Observable<BusEvents[K]> =>
    events.pipe(
      filter((event) => event.type === type),
      map((event) => event.payload as BusEvents[K]),
    );

  // The bus owns connectivity so every remote sees one truth without wiring it again.
  target?.addEventListener('online', () => publish('connectivity:changed', { online: true }));
  target?.addEventListener('offline', () => publish('connectivity:changed', { online: false }));

  return {
    publish,
    on,
    events$: events.asObservable(),
    install$,
    notifications$,
    online$,
  };
}
