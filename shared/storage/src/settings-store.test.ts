import { DEFAULT_PREFERENCES } from '@reelist/contracts';
import { resetStorageMemory } from './reset';
import { readPreferences, readThemeSettings, writePreferences, writeThemeSettings } from './settings-store';

let warnSpy: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  resetStorageMemory();
  warnSpy = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warnSpy.mockRestore());

describe('theme settings', () => {
  it('default to light with auto theme off', () => {
    expect(readThemeSettings()).toEqual({ theme: 'light', autoTheme: false });
  });

  it('are stored as plain strings', () => {
    expect(writeThemeSettings({ theme: 'dark', autoTheme: true })).toBe(true);
    expect(localStorage.getItem('reelist_theme')).toBe('dark');
    expect(localStorage.getItem('reelist_auto_theme')).toBe('true');
    expect(readThemeSettings()).toEqual({ theme: 'dark', autoTheme: true });
  });

  it('accept a JSON-quoted theme', () => {
    localStorage.setItem('reelist_theme', '"system"');
    expect(readThemeSettings().theme).toBe('system');
  });

  it('fall back on unknown values and keep them as backups', () => {
    localStorage.setItem('reelist_theme', 'sepia');
    localStorage.setItem('reelist_auto_theme', 'maybe');
    expect(readThemeSettings()).toEqual({ theme: 'light', autoTheme: false });
    expect(localStorage.getItem('reelist_theme__backup')).toBe('sepia');
    expect(localStorage.getItem('reelist_auto_theme__backup')).toBe('maybe');
  });
});

describe('preferences', () => {
  it('default to the spec defaults', () => {
    expect(readPreferences()).toEqual(DEFAULT_PREFERENCES);
  });

  it('round-trip', () => {
    const prefs = { ...DEFAULT_PREFERENCES, defaultView: 'list' as const, favoriteGenres: [18, 35] };
    expect(writePreferences(prefs)).toBe(true);
    expect(readPreferences()).toEqual(prefs);
  });

  it('fill fields an older version did not have, without calling it an error', () => {
    localStorage.setItem('reelist_user_preferences', JSON.stringify({ defaultView: 'list', legacyFlag: 1 }));
    expect(readPreferences()).toEqual({ ...DEFAULT_PREFERENCES, defaultView: 'list', legacyFlag: 1 });
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
    expect(readPreferences()).toEqual({ ...DEFAULT_PREFERENCES, defaultView: 'list', trackAnalytics: false });
    expect(localStorage.getItem('reelist_user_preferences__backup')).toBe(raw);
  });

  it('use the defaults when the stored value is not an object', () => {
    localStorage.setItem('reelist_user_preferences', '[1]');
    expect(readPreferences()).toEqual(DEFAULT_PREFERENCES);
  });
});
