import { DEFAULT_PREFERENCES } from '@reelist/contracts';
import { bus } from '@reelist/event-bus';
import { configureStorage } from './backend';
import { freshStorageEachTest, fullStorage } from '@reelist/testing';
import { preferencesStore, themeStore } from './settings-store';

freshStorageEachTest();

describe('theme settings', () => {
  it('default to light with auto theme off', () => {
    expect(themeStore.getSnapshot()).toEqual({ theme: 'light', autoTheme: false });
  });

  it('are stored as plain strings', () => {
    expect(themeStore.commit({ theme: 'dark', autoTheme: true })).toEqual({ ok: true });
    expect(localStorage.getItem('reelist_theme')).toBe('dark');
    expect(localStorage.getItem('reelist_auto_theme')).toBe('true');
    expect(themeStore.getSnapshot()).toEqual({ theme: 'dark', autoTheme: true });
  });

  it('accept a JSON-quoted theme', () => {
    localStorage.setItem('reelist_theme', '"system"');
    expect(themeStore.getSnapshot().theme).toBe('system');
  });

  it('fall back on unknown values and keep them as backups', () => {
    localStorage.setItem('reelist_theme', 'sepia');
    localStorage.setItem('reelist_auto_theme', 'maybe');
    expect(themeStore.getSnapshot()).toEqual({ theme: 'light', autoTheme: false });
    expect(localStorage.getItem('reelist_theme__backup')).toBe('sepia');
    expect(localStorage.getItem('reelist_auto_theme__backup')).toBe('maybe');
  });
});

describe('preferences', () => {
  it('default to the spec defaults', () => {
    expect(preferencesStore.getSnapshot()).toEqual(DEFAULT_PREFERENCES);
  });

  it('round-trip', () => {
    const prefs = { ...DEFAULT_PREFERENCES, defaultView: 'list' as const, favoriteGenres: [18, 35] };
    expect(preferencesStore.commit(prefs)).toEqual({ ok: true });
    expect(preferencesStore.getSnapshot()).toEqual(prefs);
  });

  it('fill fields an older version did not have, without calling it an error', () => {
    localStorage.setItem('reelist_user_preferences', JSON.stringify({ defaultView: 'list', legacyFlag: 1 }));
    expect(preferencesStore.getSnapshot()).toEqual({ ...DEFAULT_PREFERENCES, defaultView: 'list', legacyFlag: 1 });
    expect(localStorage.getItem('reelist_user_preferences__backup')).toBeNull();
  });

  it('replace only the bad fields and back up the raw value', () => {
    const raw = JSON.stringify({
      defaultView: 'list',
      itemsPerPage: 'many',
      exportFormat: 'xml',
      trackAnalytics: false,
    });
    localStorage.setItem('reelist_user_preferences', raw);
    expect(preferencesStore.getSnapshot()).toEqual({
      ...DEFAULT_PREFERENCES,
      defaultView: 'list',
      trackAnalytics: false,
    });
    expect(localStorage.getItem('reelist_user_preferences__backup')).toBe(raw);
  });

  it('use the defaults when the stored value is not an object', () => {
    localStorage.setItem('reelist_user_preferences', '[1]');
    expect(preferencesStore.getSnapshot()).toEqual(DEFAULT_PREFERENCES);
  });
});

describe('settings stores', () => {
  const full = () =>
    configureStorage({
      local: fullStorage(),
    });
  const announced = () => {
    const events: unknown[] = [];
    bus.on('storage:write-failed').subscribe((event) => events.push(event));
    return events;
  };

  it('show a commit at once and tell subscribers', () => {
    const listener = jest.fn();
    const unsubscribe = preferencesStore.subscribe(listener);
    const next = { ...DEFAULT_PREFERENCES, itemsPerPage: 40 };
    preferencesStore.commit(next);
    expect(preferencesStore.getSnapshot()).toBe(next);
    expect(listener).toHaveBeenCalled();
    unsubscribe();
  });

  it("re-read another tab's change", () => {
    const unsubscribe = themeStore.subscribe(() => undefined);
    expect(themeStore.getSnapshot().theme).toBe('light');
    localStorage.setItem('reelist_theme', 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: 'reelist_theme', newValue: 'dark' }));
    expect(themeStore.getSnapshot().theme).toBe('dark');
    unsubscribe();
  });

  it('return a full storage as the result: preferences leave the message to their screen, the theme announces it', () => {
    const events = announced();
    full();
    expect(preferencesStore.commit({ ...DEFAULT_PREFERENCES, itemsPerPage: 40 })).toEqual({
      ok: false,
      reason: 'quota',
    });
    expect(preferencesStore.getSnapshot().itemsPerPage).toBe(40);
    expect(events).toEqual([]);
    expect(themeStore.commit({ theme: 'dark', autoTheme: false })).toEqual({ ok: false, reason: 'quota' });
    expect(events).toEqual([{ key: 'reelist_theme', label: 'theme', reason: 'quota', kept: true }]);
  });
});
