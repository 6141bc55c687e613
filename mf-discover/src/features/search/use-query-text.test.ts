import { act, renderHook } from '@testing-library/react';
import { useQueryText } from './use-query-text';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useQueryText', () => {
  it('commits typed text after the pause, once', () => {
    const commit = jest.fn();
    const { result } = renderHook(() => useQueryText('', commit, 500));
    act(() => result.current.setText('dune'));
    expect(commit).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(500));
    expect(commit.mock.calls).toEqual([['dune', { replace: true }]]);
  });

  it('does not commit again after the pause what Enter committed during it', () => {
    const commit = jest.fn();
    const { result } = renderHook(() => useQueryText('star', commit, 500));
    act(() => result.current.setText('zz'));
    act(() => result.current.submit('zz'));
    act(() => jest.advanceTimersByTime(1_000));
    expect(commit.mock.calls).toEqual([['zz', { replace: false }]]);
  });
});
