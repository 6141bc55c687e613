import { createBus } from '@reelist/event-bus';
import type { ReelistBus } from '@reelist/event-bus';
import { startInstallPrompt } from './install-prompt';

function fakeWindow(standalone = false) {
  const target = new EventTarget();
  return Object.assign(target, {
    matchMedia: (query: string) =>
      ({ matches: standalone && query === '(display-mode: standalone)' }) as MediaQueryList,
    navigator: {},
  });
}

function promptEvent(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: jest.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome }),
  });
  return event;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
let bus: ReelistBus;
beforeEach(() => {
  bus = createBus({ target: new EventTarget() });
});

describe('startInstallPrompt', () => {
  it('keeps the prompt, is installable, and becomes installed when the visitor accepts', async () => {
    const win = fakeWindow();
    startInstallPrompt(bus, win);
    expect(bus.install$.value).toBe('unavailable');
    const event = promptEvent('accepted');
    win.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(bus.install$.value).toBe('installable');
    bus.publish('install:requested', {});
    await flush();
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(bus.install$.value).toBe('installed');
  });

  it('is no longer installable after a dismissed prompt (a prompt is shown once)', async () => {
    const win = fakeWindow();
    startInstallPrompt(bus, win);
    const event = promptEvent('dismissed');
    win.dispatchEvent(event);
    bus.publish('install:requested', {});
    await flush();
    bus.publish('install:requested', {});
    await flush();
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(bus.install$.value).toBe('unavailable');
  });

  it('becomes installed on appinstalled, and when already running standalone', () => {
    const win = fakeWindow();
    const stop = startInstallPrompt(bus, win);
    win.dispatchEvent(new Event('appinstalled'));
    expect(bus.install$.value).toBe('installed');
    stop();

    const other = createBus({ target: new EventTarget() });
    startInstallPrompt(other, fakeWindow(true));
    expect(other.install$.value).toBe('installed');
  });

  it('ignores install requests without a kept prompt, and stops listening on teardown', () => {
    const win = fakeWindow();
    const stop = startInstallPrompt(bus, win);
    bus.publish('install:requested', {});
    stop();
    win.dispatchEvent(promptEvent('accepted'));
    expect(bus.install$.value).toBe('unavailable');
  });
});
