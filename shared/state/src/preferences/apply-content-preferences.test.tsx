import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { DEFAULT_PREFERENCES } from '@reelist/contracts';
import { getContentPreferences, setContentPreferences } from '@reelist/api';
import { resetStorageMemory } from '@reelist/testing';
import { PreferencesProvider, usePreferences } from './preferences-provider';

const wrapper = ({ children }: { children: ReactNode }) => <PreferencesProvider>{children}</PreferencesProvider>;

beforeEach(() => {
  localStorage.clear();
  resetStorageMemory();
  setContentPreferences({ language: 'en', region: 'US', includeAdult: false });
});

describe('content preferences for the movie service', () => {
  it('are applied from stored preferences before any child renders', () => {
    localStorage.setItem(
      'reelist_user_preferences',
      JSON.stringify({
        ...DEFAULT_PREFERENCES,
        preferredLanguage: 'fr',
        preferredRegion: 'FR',
        showAdultContent: true,
      }),
    );
    let seenByChild = getContentPreferences();
    renderHook(
      () => {
        seenByChild = getContentPreferences();
        return usePreferences();
      },
      { wrapper },
    );
    expect(seenByChild).toEqual({ language: 'fr', region: 'FR', includeAdult: true });
  });

  it('follow a save', () => {
    const { result } = renderHook(() => usePreferences(), { wrapper });
    act(() => {
      result.current.savePreferences({ ...DEFAULT_PREFERENCES, preferredLanguage: 'ja', preferredRegion: 'JP' });
    });
    expect(getContentPreferences()).toEqual({ language: 'ja', region: 'JP', includeAdult: false });
  });
});
