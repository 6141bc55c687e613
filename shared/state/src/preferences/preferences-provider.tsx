import { useContext, useMemo, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import type { UserPreferences } from '@reelist/contracts';
import { applyContentPreferences } from '@reelist/api';
import { preferencesStore } from '@reelist/storage';
import { sharedContext } from '../shared-context';

export interface PreferencesApi {
  preferences: UserPreferences;
  /** Keeps and persists the preferences; false when storage refused (the caller tells the visitor). */
  savePreferences: (preferences: UserPreferences) => boolean;
}

// eslint-disable-next-line lingui/no-unlocalized-strings -- the context's key on the page, never shown
const PreferencesContext = sharedContext<PreferencesApi | null>('ReelistPreferences', null);

const savePreferences = (next: UserPreferences) => preferencesStore.commit(next).ok;

/** The preferences store in React; also hands language, region and adult flag to @reelist/api. */
export function PreferencesProvider({ children }: { children: ReactNode }) {
  const preferences = useSyncExternalStore(
    preferencesStore.subscribe,
    preferencesStore.getSnapshot,
    preferencesStore.getSnapshot,
  );
  // During render, not in an effect: children's effects run first and would otherwise fetch with the old values.
  // Idempotent, so a render React throws away does no harm.
  applyContentPreferences(preferences);
  const api = useMemo(() => ({ preferences, savePreferences }), [preferences]);
  return <PreferencesContext.Provider value={api}>{children}</PreferencesContext.Provider>;
}

export function usePreferences(): PreferencesApi {
  const api = useContext(PreferencesContext);
  if (!api) throw new Error('usePreferences must be used within a PreferencesProvider');
  return api;
}
