// The few ServiceWorkerGlobalScope members the worker uses. The shell compiles against the DOM library (one
// tsconfig for the app); the WebWorker library would clash with it, so the worker declares what it needs here.

export interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

export interface PushEventLike extends ExtendableEventLike {
  data: { text(): string } | null;
}

export interface NotificationEventLike extends ExtendableEventLike {
  notification: Notification;
}

export interface ExtendableMessageEventLike extends ExtendableEventLike {
  data: unknown;
}

export interface PeriodicSyncEventLike extends ExtendableEventLike {
  tag: string;
}

export interface WindowClientLike {
  url: string;
  focus(): Promise<WindowClientLike>;
  navigate(url: string): Promise<WindowClientLike | null>;
  postMessage(message: unknown): void;
}

export interface ServiceWorkerScope {
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClientLike[]>;
    openWindow(url: string): Promise<WindowClientLike | null>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEventLike) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEventLike) => void): void;
  addEventListener(type: 'periodicsync', listener: (event: PeriodicSyncEventLike) => void): void;
}

declare global {
  interface Window {
    /** Replaced at build time by InjectManifest with the shell's precache list. */
    __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
  }
}
