/** The Preferences screen's choices and its 'Saving...' time (about 1 s); only this remote uses them. */

export const SAVING_INDICATOR_MS = 1_000;
export const PREFERENCE_LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'ja', 'ko'] as const;
export const PREFERENCE_REGIONS = ['US', 'GB', 'CA', 'AU', 'DE', 'FR', 'ES', 'IT', 'JP', 'KR'] as const;
