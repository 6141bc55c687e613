import type { UserPreferences } from '@reelist/contracts';
import { setContentPreferences } from '@reelist/api/core';

/**
 * Hands the language, region and adult-content preferences to the movie-service client. The shell calls it before
 * its first service call; the preferences provider synchronously whenever it takes new preferences (not in an
 * effect: children's effects run first and would otherwise fetch with the defaults).
 */
export function applyContentPreferences(preferences: UserPreferences): void {
  setContentPreferences({
    language: preferences.preferredLanguage,
    region: preferences.preferredRegion,
    includeAdult: preferences.showAdultContent,
  });
}
