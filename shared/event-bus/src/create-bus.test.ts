import type { BusEvent, InstallState } from '@reelist/contracts';
import { createBus } from './create-bus';

describe('createBus', () => {
  it('delivers payloads of the subscribed type only', () => {
    const bus = createBus({ target: new EventTarget() });
    const toasts: string[] = [];
    const sub = bus.on('toast:show').subscribe((p) => toasts.push(p.message));
    bus.publish('toast:show', { message: 'hello', kind: 'info' });
    bus.publish('install:requested', {});
    sub.unsubscribe();
    bus.publish('toast:show', { message: 'after', kind: 'info' });
    expect(toasts).toEqual(['hello']);
  });

  it('exposes every event on events$', () => {
    const bus = createBus({ target: new EventTarget() });
    const seen: BusEvent[] = [];
    bus.events$.subscribe((e) => seen.push(e));
    bus.publish('title:prefetch', { mediaType: 'tv', id: 7 });
    expect(seen).toEqual([{ type: 'title:prefetch', payload: { mediaType: 'tv', id: 7 } }]);
  });

  it('starts the state streams at safe defaults', () => {
    const bus = createBus({ target: new EventTarget() });
    expect(bus.install$.getValue()).toBe('unavailable');
    expect(bus.notifications$.value).toEqual({ permission: 'not-supported', subscribed: false });
    expect(bus.online$.value).toBe(true);
  });

  it('moves each state stream from its event, before event subscribers run', () => {
    const bus = createBus({ target: new EventTarget() });
    let seenInHandler: InstallState | undefined;
    bus.on('install:changed').subscribe(() => (seenInHandler = bus.install$.value));
    bus.publish('install:changed', { state: 'installable' });
    bus.publish('notification:changed', { state: { permission: 'granted', subscribed: true } });
    bus.publish('connectivity:changed', { online: false });
    expect(seenInHandler).toBe('installable');
    expect(bus.install$.value).toBe('installable');
    expect(bus.notifications$.value).toEqual({ permission: 'granted', subscribed: true });
    expect(bus.online$.value).toBe(false);
  });

  it('replays the current value to a late subscriber, then follows changes', () => {
    const bus = createBus({ target: new EventTarget() });
    bus.publish('install:changed', { state: 'installable' });
    const states: string[] = [];
    bus.install$.subscribe((s) => states.push(s));
    bus.publish('install:changed', { state: 'installed' });
    expect(states).toEqual(['installable', 'installed']);
  });

  it('follows online and offline events of its target, starting from navigator.onLine', () => {
    const target = Object.assign(new EventTarget(), { navigator: { onLine: false } });
    const bus = createBus({ target });
    const changes: boolean[] = [];
    bus.on('connectivity:changed').subscribe((p) => changes.push(p.online));
    expect(bus.online$.value).toBe(false);
    target.dispatchEvent(new Event('online'));
    expect(bus.online$.value).toBe(true);
    target.dispatchEvent(new Event('offline'));
    expect(changes).toEqual([true, false]);
  });

  it('uses the page window by default', () => {
    const bus = createBus();
    window.dispatchEvent(new Event('offline'));
    expect(bus.online$.value).toBe(false);
    window.dispatchEvent(new Event('online'));
    expect(bus.online$.value).toBe(true);
  });
});
