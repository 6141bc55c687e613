import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@reelist/event-bus';
import { AppPanel } from './app-panel';

afterEach(() => {
  act(() => {
    bus.publish('install:changed', { state: 'unavailable' });
    bus.publish('notification:changed', { state: { permission: 'not-supported', subscribed: false } });
  });
});

describe('AppPanel', () => {
  it('notes when notifications are not supported and offers no install button until installable', () => {
    render(<AppPanel />);
    expect(screen.getByText('Notifications are not supported in this browser.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Install App' })).not.toBeInTheDocument();
  });

  it('asks the shell to install, then says it is installed', async () => {
    const requests: unknown[] = [];
    const sub = bus.on('install:requested').subscribe((p) => requests.push(p));
    render(<AppPanel />);
    act(() => bus.publish('install:changed', { state: 'installable' }));
    await userEvent.click(screen.getByRole('button', { name: 'Install App' }));
    expect(requests).toEqual([{}]);
    act(() => bus.publish('install:changed', { state: 'installed' }));
    expect(screen.getByText('Reelist is installed on this device.')).toBeInTheDocument();
    sub.unsubscribe();
  });

  it('enables and disables notifications through the shell', async () => {
    const requests: boolean[] = [];
    const sub = bus.on('notification:requested').subscribe((p) => requests.push(p.enable));
    act(() => bus.publish('notification:changed', { state: { permission: 'default', subscribed: false } }));
    render(<AppPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Enable Notifications' }));
    expect(screen.getByRole('button', { name: 'Enable Notifications' })).toBeDisabled();
    act(() => bus.publish('notification:changed', { state: { permission: 'granted', subscribed: true } }));
    await userEvent.click(screen.getByRole('button', { name: 'Disable Notifications' }));
    expect(requests).toEqual([true, false]);
    act(() => bus.publish('notification:changed', { state: { permission: 'denied', subscribed: false } }));
    expect(screen.getByText(/Notifications are blocked/)).toBeInTheDocument();
    sub.unsubscribe();
  });

  // Issue 36, finding 10: the card showed "not supported" until the shell's notification code had loaded (1.5 s).
  it('paints the final notification state at once where the browser supports push', () => {
    Object.assign(window, { Notification: { permission: 'default' }, PushManager: function PushManager() {} });
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: {} });
    try {
      render(<AppPanel />);
      expect(screen.queryByText(/Notifications are not supported/)).not.toBeInTheDocument();
      // The shell answers requests once its notification code has loaded; until then the button waits.
      expect(screen.getByRole('button', { name: 'Enable Notifications' })).toBeDisabled();
      act(() => bus.publish('notification:changed', { state: { permission: 'default', subscribed: false } }));
      expect(screen.getByRole('button', { name: 'Enable Notifications' })).toBeEnabled();
    } finally {
      delete (window as { Notification?: unknown }).Notification;
      delete (window as { PushManager?: unknown }).PushManager;
      delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    }
  });
});
