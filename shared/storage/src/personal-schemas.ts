import * as v from 'valibot';
import { C, DEFAULT_PREFERENCES } from '@reelist/contracts';
import { resolveLocale } from '@reelist/i18n';
import type { Rating, Review, SearchHistoryEntry, UserPreferences, ViewHistoryEntry } from '@reelist/contracts';
import { boundReview, cutText } from './bounded-text';
import { isImagePath, mediaTypeSchema as mediaType } from './watchlist-item';

export const themeSchema = v.picklist(C.THEME_OPTIONS);
export const autoThemeSchema = v.boolean();

/** Field by field, so a bad field can fall back alone (see validFields). */
export const preferenceFields: { [K in keyof UserPreferences]: v.GenericSchema<unknown, UserPreferences[K]> } = {
  defaultView: v.picklist(['grid', 'list']),
  itemsPerPage: v.pipe(v.number(), v.integer(), v.minValue(1)),
  showAdultContent: v.boolean(),
  preferredLanguage: v.string(),
  preferredRegion: v.string(),
  favoriteGenres: v.array(v.number()),
  enableNotifications: v.boolean(),
  notifyNewReleases: v.boolean(),
  notifyTrending: v.boolean(),
  notifyRecommendations: v.boolean(),
  trackAnalytics: v.boolean(),
  shareWatchlist: v.boolean(),
  exportFormat: v.picklist(C.EXPORT_FORMATS),
  includePosters: v.boolean(),
  myServices: v.array(v.pipe(v.number(), v.integer())),
  servicesPromptDismissed: v.boolean(),
};

export const defaultPreferences = (): UserPreferences => ({
  ...DEFAULT_PREFERENCES,
  // With nothing saved, the browser's language when Reelist speaks it, else English: the interface shows it, and
  // Preferences shows what the interface does.
  preferredLanguage: resolveLocale(undefined, typeof navigator === 'undefined' ? [] : navigator.languages),
  favoriteGenres: [],
  myServices: [],
});

// Preferences saved by an older version may lack newer fields: those take their defaults (not an error).
export const preferencesSchema: v.GenericSchema<unknown, UserPreferences> = v.pipe(
  // valibot's object schemas let arrays through (as index-keyed objects).
  v.custom<object>((stored) => typeof stored === 'object' && !Array.isArray(stored), 'preferences must be an object'),
  v.looseObject(Object.fromEntries(Object.entries(preferenceFields).map(([key, schema]) => [key, v.optional(schema)]))),
  v.transform((stored) => {
    const filled: Record<string, unknown> = { ...stored };
    for (const [key, value] of Object.entries(defaultPreferences())) filled[key] ??= value;
    return filled as unknown as UserPreferences;
  }),
);

/** A title, cut to C.TITLE_MAX characters (a longer one is kept cut, not refused). */
const titleSchema = v.pipe(
  v.string(),
  v.transform((title) => cutText(title, C.TITLE_MAX)),
);

export const viewHistoryEntrySchema: v.GenericSchema<unknown, ViewHistoryEntry> = v.looseObject({
  id: v.number(),
  title: titleSchema,
  mediaType: v.optional(mediaType, 'movie'),
  posterPath: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((path) => (isImagePath(path) ? path : null)),
    ),
    null,
  ),
  genres: v.optional(v.array(v.number()), () => []),
  rating: v.optional(v.number(), 0),
  viewedAt: v.string(),
  sessionId: v.optional(v.string(), ''),
});

export const searchHistoryEntrySchema: v.GenericSchema<unknown, SearchHistoryEntry> = v.looseObject({
  query: v.string(),
  resultsCount: v.optional(v.number(), 0),
  searchedAt: v.string(),
  sessionId: v.optional(v.string(), ''),
});

export const reviewSchema: v.GenericSchema<unknown, Review> = v.pipe(
  v.looseObject({
    // Older reviews used Date.now() numbers as ids.
    id: v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
    movieId: v.number(),
    mediaType: v.optional(mediaType, 'movie'),
    rating: v.pipe(v.number(), v.minValue(1), v.maxValue(5)),
    title: v.optional(v.string()),
    content: v.string(),
    author: v.string(),
    createdAt: v.string(),
    updatedAt: v.optional(v.string()),
    helpful: v.optional(v.number(), 0),
    reported: v.optional(v.boolean(), false),
  }),
  // Content and title longer than the form allows are cut, not refused: the rest of a file still comes in.
  v.transform((review) => boundReview({ ...review, updatedAt: review.updatedAt ?? review.createdAt })),
);

export const ratingSchema: v.GenericSchema<unknown, Rating> = v.looseObject({
  user: v.string(),
  rating: v.pipe(v.number(), v.minValue(1), v.maxValue(5)),
  createdAt: v.string(),
});
