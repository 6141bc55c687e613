import { t } from '@lingui/core/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { DEFAULT_PREFERENCES, DEFAULT_THEME_SETTINGS } from '@reelist/contracts';
import { languageSettled } from '@reelist/i18n';
import type { ThemeSettings, UserPreferences } from '@reelist/contracts';
import { usePreferences, useTheme, useToast } from '@reelist/state';
import { SAVING_INDICATOR_MS } from './constants';

export interface PreferencesDraft {
  preferences: UserPreferences;
  theme: ThemeSettings;
}

export interface PreferencesForm {
  draft: PreferencesDraft;
  modified: boolean;
  saving: boolean;
  setPreference: <K extends keyof UserPreferences>(key: K, value: UserPreferences[K]) => void;
  setTheme: (patch: Partial<ThemeSettings>) => void;
  /** The spec defaults; marks the form modified. */
  reset: () => void;
  /**
   * Shows 'Saving...' for SAVING_INDICATOR_MS, then persists and returns to unmodified. Leaving the page (a route
   * change or a reload) meanwhile persists at once, so a Save pressed just before leaving is kept.
   */
  save: () => void;
}

/** The Preferences screen's edit buffer: nothing takes effect until Save. */
export function usePreferencesForm(): PreferencesForm {
  const { preferences, savePreferences } = usePreferences();
  const theme = useTheme();
  const toast = useToast();
  const [draft, setDraft] = useState<PreferencesDraft>(() => ({
    preferences,
    theme: { theme: theme.theme, autoTheme: theme.autoTheme },
  }));
  const [modified, setModified] = useState(false);
  const [saving, setSaving] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Save reads the draft when the indicator ends, so an edit made meanwhile is not lost.
  const draftRef = useRef(draft);
  useEffect(() => {
    draftRef.current = draft;
  });
  // The save waiting for the end of 'Saving...'; run at once when the page goes away (unmount, reload, tab closed).
  const pending = useRef<() => void>(undefined);
  useEffect(() => {
    const flush = () => {
      clearTimeout(timer.current);
      pending.current?.();
    };
    window.addEventListener('pagehide', flush);
    window.addEventListener('beforeunload', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      window.removeEventListener('beforeunload', flush);
      flush();
    };
  }, []);
  // Stored settings that change meanwhile (a device move, another tab) show at once unless the visitor is editing.
  useEffect(() => {
    if (!modified) setDraft({ preferences, theme: { theme: theme.theme, autoTheme: theme.autoTheme } });
  }, [modified, preferences, theme.theme, theme.autoTheme]);

  const setPreference = useCallback(<K extends keyof UserPreferences>(key: K, value: UserPreferences[K]) => {
    setDraft((current) => ({ ...current, preferences: { ...current.preferences, [key]: value } }));
    setModified(true);
  }, []);

  const setThemeDraft = useCallback((patch: Partial<ThemeSettings>) => {
    setDraft((current) => ({ ...current, theme: { ...current.theme, ...patch } }));
    setModified(true);
  }, []);

  const reset = useCallback(() => {
    setDraft({
      preferences: { ...DEFAULT_PREFERENCES, favoriteGenres: [], myServices: [] },
      theme: { ...DEFAULT_THEME_SETTINGS },
    });
    setModified(true);
  }, []);

  const save = () => {
    setSaving(true);
    const commit = () => {
      pending.current = undefined;
      const saved = draftRef.current;
      const ok = savePreferences(saved.preferences);
      theme.setTheme(saved.theme.theme);
      theme.setAutoTheme(saved.theme.autoTheme);
      setSaving(false);
      setModified(false);
      // A failed save is logged by storage; the preferences still apply for this visit (tolerated failure). Said
      // once a new Preferred Language is shown, so the confirmation reads in it.
      void languageSettled().then(() =>
        toast(
          ok ? t`Preferences saved` : t`Preferences apply for this visit but could not be stored`,
          ok ? 'success' : 'warning',
        ),
      );
    };
    pending.current = commit;
    timer.current = setTimeout(commit, SAVING_INDICATOR_MS);
  };

  return { draft, modified, saving, setPreference, setTheme: setThemeDraft, reset, save };
}
