// Exceptions to the rules shared/rules checks, each with the reason it is allowed. Keep this list short: a rule
// with many exceptions is a rule to change.

/** Source files over 300 lines that stay whole. */
export const longFiles = {};

/** Files named as fixtures that live outside a test folder. */
export const fixtures = {};

/** `@reelist/{package}#{name}` exports imported by fewer packages than the rule asks. */
const TEST_SEAM = 'a test seam: tests of other packages use it to set up or reset the package between cases';
const STORAGE_CHUNKS =
  "storage's own on-demand chunks (src/lazy) import it through the package's index, so each chunk links to the shell's first chunk once instead of bundling a second copy";
// @reelist/domain's modules are shared by two or more packages even where each name of one has a single user: the
// names of one module are the halves of one rule and stay together.
const module = (what, users) => `one module of rules (${what}) that ${users} use together`;
const RECOMMENDATIONS = module('recommendations', "mf-discover's Recommended row and mf-insights' Recommendations");
const TV_PROGRESS = module('TV progress', 'mf-detail, mf-watchlist, mf-discover and the watch-log state');
const OFFERS = module(
  'streaming offers',
  "the state's daily availability check, the shell, mf-watchlist and mf-insights",
);
const PACKED_TEXT = module('packed text', "mf-watchlist's share links and mf-insights' move-to-another-device file");
const STATS = module('watchlist statistics', "the state's watchlist figures and mf-watchlist's exports");

// Lingui's SWC plugin writes the imports of <Trans> and useLingui into every app's compiled code (see
// shared/i18n/swc-plugin.cjs): no source file names them.
const MACRO_RUNTIME = 'imported by the code Lingui macros compile to';

export const sharedExports = {
  '@reelist/i18n/react#Trans': MACRO_RUNTIME,
  '@reelist/i18n#setLocale': TEST_SEAM,
  '@reelist/event-bus#createBus': TEST_SEAM,
  '@reelist/api#setContentPreferences': TEST_SEAM,
  '@reelist/api#getContentPreferences': TEST_SEAM,
  '@reelist/api#ApiError': TEST_SEAM,
  '@reelist/api#clearApiCache': TEST_SEAM,
  '@reelist/api#popularMoviesFallback': TEST_SEAM,
  '@reelist/state#WatchlistProvider': TEST_SEAM,
  '@reelist/ui#COPY_CONFIRMATION_MS': TEST_SEAM,
  '@reelist/storage#createSyncedStore': STORAGE_CHUNKS,
  '@reelist/storage#createStore': STORAGE_CHUNKS,
  '@reelist/storage#validItems': STORAGE_CHUNKS,
  '@reelist/storage#reloadStores': STORAGE_CHUNKS,
  '@reelist/storage#createStorageSlot': STORAGE_CHUNKS,
  '@reelist/storage#slotStore': STORAGE_CHUNKS,
  '@reelist/storage#ratingsSlot': STORAGE_CHUNKS,
  '@reelist/storage#reviewsSlot': STORAGE_CHUNKS,
  '@reelist/storage#tombstoneSlot': STORAGE_CHUNKS,
  '@reelist/storage#tombstonesAfter': STORAGE_CHUNKS,
  '@reelist/storage#watchlistSlot': STORAGE_CHUNKS,
  '@reelist/storage#WRITTEN': STORAGE_CHUNKS,
  '@reelist/storage#area': STORAGE_CHUNKS,
  '@reelist/domain#recommendFromWatchlist': RECOMMENDATIONS,
  '@reelist/domain#recommendWithReasons': RECOMMENDATIONS,
  '@reelist/domain#hasAired': TV_PROGRESS,
  '@reelist/domain#statusForProgress': TV_PROGRESS,
  '@reelist/domain#isStale': OFFERS,
  '@reelist/domain#newlyStreaming': OFFERS,
  '@reelist/domain#offersFrom': OFFERS,
  '@reelist/domain#firstServiceOffer': OFFERS,
  '@reelist/domain#streamingServices': OFFERS,
  '@reelist/domain#deflateText': PACKED_TEXT,
  '@reelist/domain#inflateText': PACKED_TEXT,
  '@reelist/domain#packText': PACKED_TEXT,
  '@reelist/domain#toBase64Url': PACKED_TEXT,
  '@reelist/domain#fromBase64Url': module('base64url', "packed text's links and the shell's push key"),
  '@reelist/domain#effectiveStatus': STATS,
  '@reelist/domain#computeStats': STATS,
};
