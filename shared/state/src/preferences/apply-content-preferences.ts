import type { UserPreferences } from '@reelist/contracts';
import { setContentPreferences } from '@reelist/api';

/**
 * Hands the language, region and adult-content preferences to the movie-service client. Called synchronously
 * whenever the provider takes new preferences (not in an effect): children's effects run first and would otherwise
 * fetch with the defaults. Returns its input so it can wrap a state update.
 */
export function applyContentPreferences(preferences: UserPreferences): UserPreferences {
  setContentPreferences({
    language: preferences.preferredLanguage,
    region: preferences.preferredRegion,
    includeAdult: preferences.showAdultContent,
  });
  return preferences;
}
