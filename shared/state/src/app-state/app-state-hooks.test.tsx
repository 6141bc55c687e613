import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@reelist/event-bus';
import { useInstallState, useNotifications, useOnline, useToast } from './app-state-hooks';

afterEach(() => {
  act(() => {
    bus.publish('install:changed', { state: 'unavailable' });
    bus.publish('notification:changed', { state: { permission: 'not-supported', subscribed: false } });
    bus.publish('connectivity:changed', { online: true });
  });
});

describe('useInstallState', () => {
  it('reads the install state and asks the shell to prompt', async () => {
    const requests: unknown[] = [];
    const sub = bus.on('install:requested').subscribe((p) => requests.push(p));
    function Install() {
      const { state, promptInstall } = useInstallState();
      return state === 'installable' ? <button onClick={promptInstall}>Install app</button> : <p>{state}</p>;
    }
    render(<Install />);
    expect(screen.getByText('unavailable')).toBeInTheDocument();
    act(() => bus.publish('install:changed', { state: 'installable' }));
    await userEvent.click(screen.getByRole('button', { name: 'Install app' }));
    act(() => bus.publish('install:changed', { state: 'installed' }));
    expect(screen.getByText('installed')).toBeInTheDocument();
    sub.unsubscribe();
    expect(requests).toEqual([{}]);
  });
});

describe('useNotifications', () => {
  it('is a safe no-op while notifications are not supported', () => {
    const requests: unknown[] = [];
    const sub = bus.on('notification:requested').subscribe((p) => requests.push(p));
    const { result } = renderHook(() => useNotifications());
    act(() => result.current.enable());
    sub.unsubscribe();
    expect(result.current).toMatchObject({ permission: 'not-supported', subscribed: false, busy: false });
    expect(requests).toEqual([]);
  });

  it('requests enable/disable and is busy until the shell answers', () => {
    act(() => bus.publish('notification:changed', { state: { permission: 'default', subscribed: false } }));
    const requests: boolean[] = [];
    const sub = bus.on('notification:requested').subscribe((p) => requests.push(p.enable));
    const { result } = renderHook(() => useNotifications());
    act(() => result.current.enable());
    expect(result.current.busy).toBe(true);
    act(() => bus.publish('notification:changed', { state: { permission: 'granted', subscribed: true } }));
    expect(result.current).toMatchObject({ permission: 'granted', subscribed: true, busy: false });
    act(() => result.current.disable());
    sub.unsubscribe();
    expect(requests).toEqual([true, false]);
  });

  it('is not left busy when the shell answers synchronously', () => {
    act(() => bus.publish('notification:changed', { state: { permission: 'default', subscribed: false } }));
    const sub = bus
      .on('notification:requested')
      .subscribe(() => bus.publish('notification:changed', { state: { permission: 'denied', subscribed: false } }));
    const { result } = renderHook(() => useNotifications());
    act(() => result.current.enable());
    sub.unsubscribe();
    expect(result.current).toMatchObject({ permission: 'denied', busy: false });
  });
});

describe('useOnline', () => {
  it('follows connectivity', () => {
    const { result } = renderHook(() => useOnline());
    expect(result.current).toBe(true);
    act(() => window.dispatchEvent(new Event('offline')));
    expect(result.current).toBe(false);
  });
});

describe('useToast', () => {
  it('publishes toast:show, info by default', () => {
    const toasts: unknown[] = [];
    const sub = bus.on('toast:show').subscribe((t) => toasts.push(t));
    const { result } = renderHook(() => useToast());
    result.current('Saved');
    result.current('Oops', 'error');
    sub.unsubscribe();
    expect(toasts).toEqual([
      { message: 'Saved', kind: 'info' },
      { message: 'Oops', kind: 'error' },
    ]);
  });
});
