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
import { createStorageSlot } from './slot';
import type { Codec } from './slot';

// The theme is stored as a plain string ("dark"); older builds stored it JSON-quoted ("\"dark\""): read both.
const plainStringCodec: Codec = {
  decode: (raw) => (raw.startsWith('"') ? JSON.parse(raw) : raw),
  encode: (value) => String(value),
};

// 'true' / 'false', which JSON.parse reads as booleans.
const booleanCodec: Codec = { decode: (raw) => JSON.parse(raw), encode: (value) => String(value) };

const themeSlot = createStorageSlot<Theme>({
  key: STORAGE_KEYS.theme,
  schema: themeSchema,
  defaultValue: () => DEFAULT_THEME_SETTINGS.theme,
  codec: plainStringCodec,
});

const autoThemeSlot = createStorageSlot<boolean>({
  key: STORAGE_KEYS.autoTheme,
  schema: autoThemeSchema,
  defaultValue: () => DEFAULT_THEME_SETTINGS.autoTheme,
  codec: booleanCodec,
});

const preferencesSlot = createStorageSlot<UserPreferences>({
  key: STORAGE_KEYS.preferences,
  schema: preferencesSchema,
  defaultValue: defaultPreferences,
  recover: validFields(preferenceFields, defaultPreferences),
});

/** Theme and auto-theme flag; light and off by default (spec section 4). */
export function readThemeSettings(): ThemeSettings {
  return { theme: themeSlot.read(), autoTheme: autoThemeSlot.read() };
}

export function writeThemeSettings(settings: ThemeSettings): boolean {
  const themeOk = themeSlot.write(settings.theme);
  const autoOk = autoThemeSlot.write(settings.autoTheme);
  return themeOk && autoOk;
}

/** User preferences; fields missing from older data take their defaults, bad fields fall back one by one. */
export function readPreferences(): UserPreferences {
  return preferencesSlot.read();
}

export function writePreferences(preferences: UserPreferences): boolean {
  return preferencesSlot.write(preferences);
}
