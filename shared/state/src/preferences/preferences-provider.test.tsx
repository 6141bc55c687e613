import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { DEFAULT_PREFERENCES } from '@reelist/contracts';
import { resetStorageMemory } from '@reelist/testing';
import { PreferencesProvider, usePreferences } from './preferences-provider';

const wrapper = ({ children }: { children: ReactNode }) => <PreferencesProvider>{children}</PreferencesProvider>;

beforeEach(() => {
  localStorage.clear();
  resetStorageMemory();
});

describe('usePreferences', () => {
  it('throws outside its provider', () => {
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => usePreferences())).toThrow(
      'usePreferences must be used within a PreferencesProvider',
    );
    errorSpy.mockRestore();
  });

  it('starts from the defaults', () => {
    const { result } = renderHook(() => usePreferences(), { wrapper });
    expect(result.current.preferences).toEqual(DEFAULT_PREFERENCES);
  });

  it('saves and persists', () => {
    const { result } = renderHook(() => usePreferences(), { wrapper });
    const next = { ...DEFAULT_PREFERENCES, defaultView: 'list' as const };
    let ok = false;
    act(() => {
      ok = result.current.savePreferences(next);
    });
    expect(ok).toBe(true);
    expect(result.current.preferences).toEqual(next);
    expect(JSON.parse(localStorage.getItem('reelist_user_preferences') ?? '{}')).toEqual(next);
  });

  it("applies another tab's preferences live", () => {
    const { result } = renderHook(() => usePreferences(), { wrapper });
    const next = { ...DEFAULT_PREFERENCES, preferredRegion: 'GB' };
    localStorage.setItem('reelist_user_preferences', JSON.stringify(next));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'reelist_user_preferences' }));
    });
    expect(result.current.preferences.preferredRegion).toBe('GB');
  });
});
