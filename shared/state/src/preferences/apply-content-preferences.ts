import type { UserPreferences } from '@reelist/contracts';
import { setContentPreferences } from '@reelist/api';

/**
 * Hands the language, region and adult-content preferences to the movie-service client. Called synchronously
 * whenever the provider takes new preferences (not in an effect): children's effects run first and would otherwise
 * fetch with the defaults.
 */
export function applyContentPreferences(preferences: UserPreferences): void {
  setContentPreferences({
    language: preferences.preferredLanguage,
    region: preferences.preferredRegion,
    includeAdult: preferences.showAdultContent,
  });
}
