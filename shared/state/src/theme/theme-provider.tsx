import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { STORAGE_KEYS } from '@reelist/contracts';
import type { Theme, ThemeSettings } from '@reelist/contracts';
import { bus } from '@reelist/event-bus';
import { readThemeSettings, watchExternalChanges, writeThemeSettings } from '@reelist/storage';
import { sharedContext } from '../shared-context';
import { applyTheme, resolveTheme } from './resolve-theme';
import type { ResolvedTheme } from './resolve-theme';
import { useSystemDark } from './use-system-dark';

export interface ThemeApi {
  theme: Theme;
  autoTheme: boolean;
  resolvedTheme: ResolvedTheme;
  setTheme: (theme: Theme) => void;
  setAutoTheme: (autoTheme: boolean) => void;
  /** Switches between light and dark; an explicit choice, so it also turns auto theme off. */
  toggleTheme: () => void;
}

const ThemeContext = sharedContext<ThemeApi | null>('ReelistTheme', null);

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState<ThemeSettings>(readThemeSettings);
  const settingsRef = useRef(settings);
  const systemDark = useSystemDark();
  const resolvedTheme = resolveTheme(settings, systemDark);

  const show = useCallback((next: ThemeSettings) => {
    settingsRef.current = next;
    setSettings(next);
  }, []);

  const update = useCallback(
    (patch: Partial<ThemeSettings>) => {
      const next = { ...settingsRef.current, ...patch };
      show(next);
      writeThemeSettings(next);
    },
    [show],
  );

  useEffect(() => {
    applyTheme(document.documentElement, resolvedTheme);
  }, [resolvedTheme]);

  useEffect(() => {
    bus.publish('theme:changed', { settings });
  }, [settings]);

  useEffect(() => {
    const subscriptions = [STORAGE_KEYS.theme, STORAGE_KEYS.autoTheme].map((key) =>
      watchExternalChanges(key).subscribe(() => show(readThemeSettings())),
    );
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [show]);

  const api = useMemo<ThemeApi>(
    () => ({
      theme: settings.theme,
      autoTheme: settings.autoTheme,
      resolvedTheme,
      setTheme: (theme) => update({ theme }),
      setAutoTheme: (autoTheme) => update({ autoTheme }),
      toggleTheme: () => update({ theme: resolvedTheme === 'dark' ? 'light' : 'dark', autoTheme: false }),
    }),
    [settings, resolvedTheme, update],
  );

  return <ThemeContext.Provider value={api}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeApi {
  const api = useContext(ThemeContext);
  if (!api) throw new Error('useTheme must be used within a ThemeProvider');
  return api;
}
