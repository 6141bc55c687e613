import { useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { STORAGE_KEYS } from '@reelist/contracts';
import type { UserPreferences } from '@reelist/contracts';
import { bus } from '@reelist/event-bus';
import { readPreferences, watchExternalChanges, writePreferences } from '@reelist/storage';
import { sharedContext } from '../shared-context';
import { applyContentPreferences } from './apply-content-preferences';

export interface PreferencesApi {
  preferences: UserPreferences;
  /** Keeps and persists the preferences; false when storage refused (logged only, spec section 8). */
  savePreferences: (preferences: UserPreferences) => boolean;
}

const PreferencesContext = sharedContext<PreferencesApi | null>('ReelistPreferences', null);

export function PreferencesProvider({ children }: { children: ReactNode }) {
  const [preferences, setPreferences] = useState<UserPreferences>(() => applyContentPreferences(readPreferences()));

  const savePreferences = useCallback((next: UserPreferences) => {
    setPreferences(applyContentPreferences(next));
    return writePreferences(next);
  }, []);

  useEffect(() => {
    bus.publish('preferences:changed', { preferences });
  }, [preferences]);

  useEffect(() => {
    const subscription = watchExternalChanges(STORAGE_KEYS.preferences).subscribe(() =>
      setPreferences(applyContentPreferences(readPreferences())),
    );
    return () => subscription.unsubscribe();
  }, []);

  const api = useMemo(() => ({ preferences, savePreferences }), [preferences, savePreferences]);
  return <PreferencesContext.Provider value={api}>{children}</PreferencesContext.Provider>;
}

export function usePreferences(): PreferencesApi {
  const api = useContext(PreferencesContext);
  if (!api) throw new Error('usePreferences must be used within a PreferencesProvider');
  return api;
}
