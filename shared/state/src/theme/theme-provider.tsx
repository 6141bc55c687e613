import { useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import type { Theme, ThemeSettings } from '@reelist/contracts';
import { themeStore } from '@reelist/storage';
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

// eslint-disable-next-line lingui/no-unlocalized-strings -- the context's key on the page, never shown
const ThemeContext = sharedContext<ThemeApi | null>('ReelistTheme', null);

// A failed save is announced by storage (the shell shows it); the theme still applies for this visit.
const update = (patch: Partial<ThemeSettings>) => void themeStore.commit({ ...themeStore.getSnapshot(), ...patch });

/** The theme store in React, plus the system scheme; puts the resolved theme on `<html>`. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const settings = useSyncExternalStore(themeStore.subscribe, themeStore.getSnapshot, themeStore.getSnapshot);
  const systemDark = useSystemDark();
  const resolvedTheme = resolveTheme(settings, systemDark);

  useEffect(() => {
    applyTheme(document.documentElement, resolvedTheme);
  }, [resolvedTheme]);

  const api = useMemo<ThemeApi>(
    () => ({
      theme: settings.theme,
      autoTheme: settings.autoTheme,
      resolvedTheme,
      setTheme: (theme) => update({ theme }),
      setAutoTheme: (autoTheme) => update({ autoTheme }),
      toggleTheme: () => update({ theme: resolvedTheme === 'dark' ? 'light' : 'dark', autoTheme: false }),
    }),
    [settings, resolvedTheme],
  );

  return <ThemeContext.Provider value={api}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeApi {
  const api = useContext(ThemeContext);
  if (!api) throw new Error('useTheme must be used within a ThemeProvider');
  return api;
}
