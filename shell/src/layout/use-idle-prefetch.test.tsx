import { fireEvent } from '@testing-library/react';
import { renderHook } from '@testing-library/react';
import { preloadRemotePage } from '../remotes/remote-registry';
import { useIdlePrefetch } from './use-idle-prefetch';

jest.mock('../remotes/remote-registry', () => ({ preloadRemotePage: jest.fn() }));

describe('useIdlePrefetch', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    Reflect.deleteProperty(window, 'requestIdleCallback');
    jest.mocked(preloadRemotePage).mockClear();
    jest.useRealTimers();
  });

  it('warms the watchlist remote at the first interaction once the page has settled, in idle time', () => {
    const idle: Array<() => void> = [];
    const runIdle = () => idle.splice(0).forEach((callback) => callback());
    Object.assign(window, {
      requestIdleCallback: (cb: () => void) => idle.push(cb),
    });
    renderHook(() => useIdlePrefetch());
    jest.advanceTimersByTime(1_999);
    expect(idle).toHaveLength(0);
    jest.advanceTimersByTime(1);
    runIdle();
    // Settled, but the visitor has not done anything yet: nothing is fetched.
    expect(preloadRemotePage).not.toHaveBeenCalled();
    // A row of cards snapping into place scrolls too, but that is not the visitor.
    fireEvent.scroll(document.body);
    runIdle();
    expect(preloadRemotePage).not.toHaveBeenCalled();
    fireEvent.scroll(window);
    // Not inside the visitor's event: in the idle time after it.
    expect(preloadRemotePage).not.toHaveBeenCalled();
    runIdle();
    expect(preloadRemotePage).toHaveBeenCalledWith('mf_watchlist', 'WatchlistPage');
    fireEvent.pointerDown(document.body);
    fireEvent.keyDown(document.body, { key: 'a' });
    runIdle();
    expect(preloadRemotePage).toHaveBeenCalledTimes(1);
  });

  it('an interaction before the page settles waits for it; nothing happens after unmount', () => {
    const { unmount } = renderHook(() => useIdlePrefetch());
    fireEvent.pointerDown(document.body);
    expect(preloadRemotePage).not.toHaveBeenCalled();
    jest.runAllTimers();
    fireEvent.keyDown(document.body, { key: 'a' });
    jest.runAllTimers();
    expect(preloadRemotePage).toHaveBeenCalledTimes(1);
    unmount();

    const second = renderHook(() => useIdlePrefetch());
    jest.runAllTimers();
    second.unmount();
    fireEvent.pointerDown(document.body);
    jest.runAllTimers();
    expect(preloadRemotePage).toHaveBeenCalledTimes(1);
  });
});
