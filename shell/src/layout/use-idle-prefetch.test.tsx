import { renderHook } from '@testing-library/react';
import { preloadRemotePage } from '../remotes/remote-registry';
import { useIdlePrefetch } from './use-idle-prefetch';

jest.mock('../remotes/remote-registry', () => ({ preloadRemotePage: jest.fn() }));

describe('useIdlePrefetch', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'requestIdleCallback');
    jest.mocked(preloadRemotePage).mockClear();
  });

  it('warms the watchlist remote a moment after load, once the browser is idle', () => {
    jest.useFakeTimers();
    let idle: (() => void) | undefined;
    Object.assign(window, {
      requestIdleCallback: (cb: () => void) => {
        idle = cb;
        return 1;
      },
    });
    renderHook(() => useIdlePrefetch());
    jest.advanceTimersByTime(1_999);
    expect(idle).toBeUndefined();
    jest.advanceTimersByTime(1);
    expect(preloadRemotePage).not.toHaveBeenCalled();
    idle?.();
    expect(preloadRemotePage).toHaveBeenCalledWith('mf_watchlist', 'WatchlistPage');
    jest.useRealTimers();
  });

  it('falls back to a timer, and does nothing after unmount', () => {
    jest.useFakeTimers();
    const { unmount } = renderHook(() => useIdlePrefetch());
    unmount();
    jest.runAllTimers();
    expect(preloadRemotePage).not.toHaveBeenCalled();
    renderHook(() => useIdlePrefetch());
    jest.runAllTimers();
    expect(preloadRemotePage).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
  });
});
