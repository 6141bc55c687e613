import { DEFAULT_THEME_SETTINGS, STORAGE_KEYS } from '@reelist/contracts';
import type { Theme, ThemeSettings, UserPreferences } from '@reelist/contracts';
import { validFields } from './lenient';
import {
  autoThemeSchema,
  defaultPreferences,
  preferenceFields,
  preferencesSchema,
  themeSchema,
} from './personal-schemas';
import { createStore, writeThrough } from './create-store';
import type { WriteThroughStore } from './create-store';
import { createStorageSlot } from './slot';
import type { Codec } from './slot';
import { firstFailure } from './write-result';

// The theme is stored as a plain string ("dark"); older builds stored it JSON-quoted ("\"dark\""): read both.
const plainStringCodec: Codec = {
  decode: (raw) => (raw.startsWith('"') ? JSON.parse(raw) : raw),
  encode: (value) => String(value),
};

// 'true' / 'false', which JSON.parse reads as booleans.
const booleanCodec: Codec = { decode: (raw) => JSON.parse(raw), encode: (value) => String(value) };

export const themeSlot = createStorageSlot<Theme>({
  key: STORAGE_KEYS.theme,
  label: 'theme',
  schema: themeSchema,
  defaultValue: () => DEFAULT_THEME_SETTINGS.theme,
  codec: plainStringCodec,
});

export const autoThemeSlot = createStorageSlot<boolean>({
  key: STORAGE_KEYS.autoTheme,
  label: 'theme',
  schema: autoThemeSchema,
  defaultValue: () => DEFAULT_THEME_SETTINGS.autoTheme,
  codec: booleanCodec,
});

export const preferencesSlot = createStorageSlot<UserPreferences>({
  key: STORAGE_KEYS.preferences,
  label: 'preferences',
  schema: preferencesSchema,
  defaultValue: defaultPreferences,
  recover: validFields(preferenceFields, defaultPreferences),
});

const themeControl = createStore<ThemeSettings>({
  keys: [STORAGE_KEYS.theme, STORAGE_KEYS.autoTheme],
  label: themeSlot.label,
  load: () => ({ theme: themeSlot.read(), autoTheme: autoThemeSlot.read() }),
  save: (settings) => ({
    result: firstFailure([themeSlot.write(settings.theme), autoThemeSlot.write(settings.autoTheme)]),
    shown: settings,
  }),
});

const preferencesControl = createStore<UserPreferences>({
  keys: [STORAGE_KEYS.preferences],
  label: preferencesSlot.label,
  load: preferencesSlot.read,
  // The preferences screen says itself that they apply for this visit only: one message per failed save.
  reportedByWriters: true,
  save: (preferences) => ({ result: preferencesSlot.write(preferences), shown: preferences }),
});

/** Theme and auto-theme flag; light and off by default. Writes through; other tabs' changes show. */
export const themeStore: WriteThroughStore<ThemeSettings> = writeThrough(themeControl);

/**
 * User preferences; fields missing from older data take their defaults, bad fields fall back one by one. Writes
 * through; other tabs' changes show.
 */
export const preferencesStore: WriteThroughStore<UserPreferences> = writeThrough(preferencesControl);
