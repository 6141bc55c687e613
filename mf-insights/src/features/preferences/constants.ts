import { LOCALES } from '@reelist/i18n';
/** The Preferences screen's choices and its 'Saving...' time (about 1 s); only this remote uses them. */

export const SAVING_INDICATOR_MS = 1_000;
// The languages the interface speaks are the ones Preferred Language offers.
export const PREFERENCE_LANGUAGES = LOCALES;
export const PREFERENCE_REGIONS = ['US', 'GB', 'CA', 'AU', 'DE', 'FR', 'ES', 'IT', 'JP', 'KR'] as const;
