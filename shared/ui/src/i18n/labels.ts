import { i18n } from '@reelist/i18n';
import { msg } from '@lingui/core/macro';
import type { MediaType, WatchlistStatus } from '@reelist/contracts';

// Words for the data's codes, in the interface's language: one message each, shared by every remote that shows a
// status or a media type. Stored data keeps the codes (and exports keep the English of @reelist/contracts).
const STATUSES = {
  want_to_watch: msg`Want to Watch`,
  watching: msg`Watching`,
  watched: msg`Watched`,
  on_hold: msg`On Hold`,
  dropped: msg`Dropped`,
};
const MEDIA_TYPES = { movie: msg`Movie`, tv: msg`TV Show` };

/**
 * A watchlist status as the visitor reads it ('Want to Watch'). A component that shows it translates with
 * `useLingui` too, so it renders again when the language changes.
 */
export const statusLabel = (status: WatchlistStatus): string => i18n._(STATUSES[status] ?? STATUSES.want_to_watch);

/** 'Movie' or 'TV Show' in the interface's language. */
export const mediaTypeName = (mediaType: MediaType): string => i18n._(MEDIA_TYPES[mediaType] ?? MEDIA_TYPES.movie);
