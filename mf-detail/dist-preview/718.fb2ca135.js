"use strict";
(self["webpackChunkmf_detail_preview"] = self["webpackChunkmf_detail_preview"] || []).push([[718],{

/***/ 718
(__unused_webpack_module, __unused_webpack___webpack_exports__, __webpack_require__) {


// EXTERNAL MODULE: ../node_modules/react/jsx-runtime.js
var jsx_runtime = __webpack_require__(540);
// EXTERNAL MODULE: ../node_modules/react-dom/client.js
var client = __webpack_require__(470);
;// ../shared/api/src/runtime.ts
const globalTimers = {
    setTimeout: (fn, ms)=>globalThis.setTimeout(fn, ms),
    clearTimeout: (h)=>globalThis.clearTimeout(h),
    setInterval: (fn, ms)=>globalThis.setInterval(fn, ms),
    clearInterval: (h)=>globalThis.clearInterval(h)
};
const DEFAULT_CONTENT = {
    language: 'en',
    region: 'US',
    includeAdult: false
};
// Module-level singleton: the package is a Module Federation singleton, so every remote shares this state.
const state = {
    config: undefined,
    fetch: (url, init)=>globalThis.fetch(url, init),
    now: ()=>Date.now(),
    timers: globalTimers,
    content: {
        ...DEFAULT_CONTENT
    }
};
const onConfigure = [];
/** Registers a reset hook run by configureApi (the cache uses it so a new base URL never serves old data). */ const whenConfigured = (hook)=>{
    onConfigure.push(hook);
};
/** Sets the services' base URLs and keys; the shell calls it after reading /config.json. Clears the cache. */ function configureApi(config, options = {}) {
    state.config = {
        tmdb: {
            ...config.tmdb,
            baseUrl: trimSlash(config.tmdb.baseUrl),
            imageBaseUrl: trimSlash(config.tmdb.imageBaseUrl)
        },
        omdb: {
            ...config.omdb,
            baseUrl: trimSlash(config.omdb.baseUrl)
        }
    };
    state.fetch = options.fetch ?? ((url, init)=>globalThis.fetch(url, init));
    state.now = options.now ?? (()=>Date.now());
    state.timers = {
        ...globalTimers,
        ...options.timers
    };
    for (const hook of onConfigure)hook();
}
/** The language, region and adult flag sent with movie-service calls; the preferences screen sets them. */ function setContentPreferences(prefs) {
    state.content = {
        ...state.content,
        ...prefs
    };
}
const getContentPreferences = ()=>({
        ...state.content
    });
const getApiConfig = ()=>state.config;
const runtime = ()=>state;
function trimSlash(url) {
    return url.replace(/\/+$/, '');
}

;// ../shared/api/src/errors.ts
/**
 * Why a call failed. The first five are the generic client failures of spec section 8; 'service' is a 2xx
 * answer that reports an error in its body (the ratings service's `Response: 'False'`); 'config' means
 * configureApi was never called.
 */ /** Every rejection of @reelist/api is an ApiError: generic ones from the client, wrapped ones from the services. */ class ApiError extends Error {
    kind;
    status;
    cause;
    constructor(message, init){
        super(message);
        this.name = 'ApiError';
        this.kind = init.kind;
        if (init.status !== undefined) this.status = init.status;
        this.cause = init.cause;
    }
}
const isApiError = (error)=>error instanceof ApiError;
const networkError = (cause)=>new ApiError('Network Error', {
        kind: 'network',
        cause
    });
const abortedError = ()=>new ApiError('Request aborted', {
        kind: 'aborted'
    });
const timeoutError = (ms)=>new ApiError(`timeout of ${ms}ms exceeded`, {
        kind: 'timeout'
    });
const httpError = (status)=>new ApiError(`Request failed with status code ${status}`, {
        kind: 'http',
        status
    });
/** Wraps a generic failure in a service-layer message (section 8), keeping kind, status and the original. */ function wrapError(message, error) {
    const inner = isApiError(error) ? error : networkError(error);
    return new ApiError(message, {
        kind: inner.kind,
        status: inner.status,
        cause: inner
    });
}
/**
 * Logs a failure without the URL (it carries the api key) and hands back the wrapped error to throw.
 * Aborts are the caller's own choice, so they are not logged.
 */ function failWith(message, error) {
    const wrapped = wrapError(message, error);
    if (wrapped.kind !== 'aborted') {
        const inner = wrapped.cause;
        console.error(message, {
            kind: inner.kind,
            status: inner.status,
            reason: inner.message
        });
    }
    return wrapped;
}

;// ../shared/api/src/cache.ts



const entries = new Map();
const inFlight = new Map();
const counters = {
    hits: 0,
    misses: 0,
    deduped: 0,
    purged: 0
};
let purgeTimer;
// Bumped by clearApiCache so a request started before the clear cannot refill the cache after it.
let generation = 0;
/** The cache key of spec section 7: the path plus the sorted parameters (never the api key). */ function cacheKey(path, params = {}) {
    const query = Object.keys(params).sort().map((k)=>`${k}=${params[k]}`).join('&');
    return query ? `${path}?${query}` : path;
}
/**
 * Serves `key` from the cache while fresh, else runs `load` once however many callers ask at the same time.
 * `ttlMs` 0 means not stored (still de-duplicated while in flight). A caller's abort rejects only that caller;
 * the shared request is aborted only when every caller has gone.
 */ function cached(key, ttlMs, load, signal) {
    if (signal?.aborted) return Promise.reject(abortedError());
    const { now } = runtime();
    const entry = entries.get(key);
    if (entry && entry.expiresAt > now()) {
        counters.hits += 1;
        return Promise.resolve(entry.value);
    }
    if (entry) entries.delete(key);
    let flight = inFlight.get(key);
    if (flight) {
        counters.deduped += 1;
    } else {
        counters.misses += 1;
        flight = start(key, ttlMs, load);
    }
    return join(key, flight, signal);
}
/** The fresh cached value under `key`, without requesting or counting a hit; undefined when absent or expired. */ function peekCached(key) {
    const entry = entries.get(key);
    return entry && entry.expiresAt > runtime().now() ? entry.value : undefined;
}
function start(key, ttlMs, load) {
    const controller = new AbortController();
    const startedIn = generation;
    const flight = {
        controller,
        callers: 0,
        promise: Promise.resolve()
    };
    flight.promise = load(controller.signal).then((value)=>{
        if (ttlMs > 0 && startedIn === generation) {
            entries.set(key, {
                value,
                expiresAt: runtime().now() + ttlMs
            });
            ensurePurgeTimer();
        }
        return value;
    }).finally(()=>{
        if (inFlight.get(key) === flight) inFlight.delete(key);
    });
    inFlight.set(key, flight);
    return flight;
}
function join(key, flight, signal) {
    flight.callers += 1;
    if (!signal) return flight.promise;
    return new Promise((resolve, reject)=>{
        const onAbort = ()=>{
            flight.callers -= 1;
            if (flight.callers === 0) {
                if (inFlight.get(key) === flight) inFlight.delete(key);
                flight.controller.abort();
            }
            reject(abortedError());
        };
        signal.addEventListener('abort', onAbort, {
            once: true
        });
        flight.promise.then(resolve, reject).finally(()=>signal.removeEventListener('abort', onAbort));
    });
}
/** Drops expired entries; runs every C.CACHE_CLEANUP_INTERVAL_MS once something is cached. */ function purgeExpired() {
    const at = runtime().now();
    let dropped = 0;
    for (const [key, entry] of entries){
        if (entry.expiresAt <= at) {
            entries.delete(key);
            dropped += 1;
        }
    }
    counters.purged += dropped;
    return dropped;
}
function ensurePurgeTimer() {
    if (purgeTimer !== undefined) return;
    const { timers } = runtime();
    const handle = timers.setInterval(purgeExpired, (/* inlined export .CACHE_CLEANUP_INTERVAL_MS */300000));
    // Never keep a Node process (tests, SSR tools) alive just to purge a cache.
    handle?.unref?.();
    purgeTimer = {
        handle,
        clear: timers.clearInterval
    };
}
/** Empties the cache, forgets in-flight requests and stops the purge timer (restarted on the next store). */ function clearApiCache() {
    generation += 1;
    entries.clear();
    inFlight.clear();
    Object.assign(counters, {
        hits: 0,
        misses: 0,
        deduped: 0,
        purged: 0
    });
    purgeTimer?.clear(purgeTimer.handle);
    purgeTimer = undefined;
}
const getApiCacheStats = ()=>({
        size: entries.size,
        inFlight: inFlight.size,
        ...counters
    });
whenConfigured(clearApiCache);

;// ../shared/contracts/src/constants.ts
/** Business constants and limits of spec section 9, and the service timings of section 7. One place only. */ const PRODUCT_NAME = 'Reelist';
const PRODUCT_PREFIX = 'reelist';
// Timings
const SERVICE_TIMEOUT_MS = 10_000;
const HEADER_SEARCH_DEBOUNCE_MS = 300;
const SEARCH_SCREEN_DEBOUNCE_MS = 500;
const CACHE_DEFAULT_TTL_MS = 5 * 60_000;
const CACHE_CLEANUP_INTERVAL_MS = 5 * 60_000;
const TOAST_AUTO_CLOSE_MS = 5_000;
const COPY_CONFIRMATION_MS = 2_000;
const SAVING_INDICATOR_MS = 1_000;
const SEEDED_DATA_VERSION = '1.0';
const EXPORT_VERSION = '1.0';
/** Watchlist imports larger than this are refused before reading (a sane bound for a personal list). */ const WATCHLIST_IMPORT_MAX_BYTES = (/* unused pure expression or super */ null && (20 * 1024 * 1024));
/** CSV export cuts the overview to this many characters (spec section 7). */ const CSV_OVERVIEW_MAX = 200;
// Lists and display
const NAV_BADGE_CAP = 99;
const CAROUSEL_MAX_ITEMS = 20;
const CAROUSEL_SKELETONS = 8;
const CAROUSEL_SCROLL_STEP_PX = 320;
const LAZY_IMAGE_THRESHOLD = 0.1;
const IMAGE_SIZES = {
    poster: 'w500',
    posterSmall: 'w200',
    profile: 'w185',
    backdrop: 'w1280',
    logo: 'w92',
    logoLarge: 'w200'
};
const DEFAULT_IMAGE_SIZE = 'w500';
const IMAGE_PLACEHOLDER = '/placeholder-movie.jpg';
// Analytics
const ANALYTICS_DAILY_DAYS = 30;
const ANALYTICS_TOP_GENRES = 5;
const ANALYTICS_TOP_QUERIES = 10;
const ANALYTICS_WEEK_DAYS = 7;
const ANALYTICS_MONTH_DAYS = 30;
const DAILY_ACTIVITY_MIN_OPACITY = 0.1;
// History
const VIEW_HISTORY_CAP = 1_000;
const SEARCH_HISTORY_CAP = 500;
/** Watchlist deletions are remembered this long (and at most this many) for cross-tab merges. */ const WATCHLIST_TOMBSTONE_TTL_MS = 30 * 24 * 60 * 60_000;
const WATCHLIST_TOMBSTONE_CAP = 500;
// Detail page
const CAST_KEPT = 20;
const CAST_TOP = 10;
const CAST_TAB_SHOWN = 12;
const VIDEOS_MAX = 6;
const VIDEO_TYPE_ORDER = [
    'Trailer',
    'Teaser',
    'Clip',
    'Featurette'
];
const SIMILAR_MAX = 12;
const PRODUCTION_COMPANIES_MAX = 3;
const CREW_DEPARTMENT_ORDER = [
    'Directing',
    'Writing',
    'Production',
    'Camera',
    'Editing',
    'Sound'
];
const STAR_PERSON_POPULARITY = 10;
const SHARE_TEXT_LENGTH = 100;
const SHARE_TARGETS = (/* unused pure expression or super */ null && ([
    'twitter',
    'facebook',
    'linkedin',
    'reddit'
]));
const SHARE_TARGETS_IN_USE = [
    'twitter',
    'facebook'
];
const REVIEW_DEFAULT_RATING = 5;
/** The fixed current-user placeholder: only this browser's reviews show edit and delete. */ const CURRENT_USER = 'current-user';
// Recommendations
const RECO_TOP_GENRES = 5;
const RECO_SEED_ITEMS = 3;
const RECO_DEFAULT_AVERAGE_RATING = 7;
const RECO_RATING_MARGIN = 1;
const RECO_WEIGHT_VOTE = 0.7;
const RECO_WEIGHT_POPULARITY = 0.3;
const RECO_MAX = 20;
const HISTORY_WEIGHT_VOTE = 0.1;
const HISTORY_WEIGHT_POPULARITY = 0.001;
const RECO_TRENDING_POPULARITY = 50;
const RECO_HIGHLY_RATED = 7.5;
const RECO_ROW_MAX = 12;
// Search
const SEARCH_SORT_OPTIONS = [
    {
        value: 'popularity.desc',
        label: 'Most Popular'
    },
    {
        value: 'popularity.asc',
        label: 'Least Popular'
    },
    {
        value: 'vote_average.desc',
        label: 'Highest Rated'
    },
    {
        value: 'vote_average.asc',
        label: 'Lowest Rated'
    },
    {
        value: 'release_date.desc',
        label: 'Newest First'
    },
    {
        value: 'release_date.asc',
        label: 'Oldest First'
    },
    {
        value: 'title.asc',
        label: 'A-Z'
    },
    {
        value: 'title.desc',
        label: 'Z-A'
    }
];
const MEDIA_FILTERS = [
    'all',
    'movie',
    'tv'
];
const SEARCH_GENRE_CHIPS = 2;
const APPLIED_FILTER_TAGS_MAX = 4;
const YEAR_MIN = 1900;
const YEAR_MAX_AHEAD = 2;
const RATING_MIN = 0;
const RATING_MAX = 10;
const RATING_STEP = 0.1;
const RUNTIME_MIN = 0;
const RUNTIME_MAX = 500;
const RUNTIME_DEFAULT_MAX = 300;
const WATCHLIST_SORT_OPTIONS = (/* unused pure expression or super */ null && ([
    {
        value: 'added',
        label: 'Sort by Date Added'
    },
    {
        value: 'title',
        label: 'Sort by Title'
    },
    {
        value: 'rating',
        label: 'Sort by Rating'
    },
    {
        value: 'release',
        label: 'Sort by Release Date'
    }
]));
const WATCHLIST_FILTERS = (/* unused pure expression or super */ null && ([
    'all',
    'want_to_watch',
    'watching',
    'watched'
]));
// Theme, regions and defaults
const THEME_OPTIONS = [
    'light',
    'dark',
    'system'
];
const WATCH_REGIONS = [
    'US',
    'GB',
    'CA',
    'AU',
    'DE',
    'FR',
    'ES',
    'IT',
    'JP',
    'KR',
    'IN',
    'BR',
    'MX'
];
const DEFAULT_WATCH_REGION = 'US';
const PREFERENCE_LANGUAGES = (/* unused pure expression or super */ null && ([
    'en',
    'es',
    'fr',
    'de',
    'it',
    'ja',
    'ko'
]));
const PREFERENCE_REGIONS = (/* unused pure expression or super */ null && ([
    'US',
    'GB',
    'CA',
    'AU',
    'DE',
    'FR',
    'ES',
    'IT',
    'JP',
    'KR'
]));
const EXPORT_FORMATS = [
    'json',
    'csv',
    'pdf'
];
const DEFAULT_PREFERENCES = {
    defaultView: 'grid',
    itemsPerPage: 20,
    showAdultContent: false,
    preferredLanguage: 'en',
    preferredRegion: 'US',
    favoriteGenres: [],
    enableNotifications: false,
    notifyNewReleases: true,
    notifyTrending: false,
    notifyRecommendations: true,
    trackAnalytics: true,
    shareWatchlist: false,
    exportFormat: 'json',
    includePosters: true
};
const DEFAULT_THEME_SETTINGS = {
    theme: 'light',
    autoTheme: false
};
// Local export file names (spec section 7), with the product prefix.
const EXPORT_FILE_NAMES = (/* unused pure expression or super */ null && ({
    watchlistCsv: `${PRODUCT_PREFIX}-watchlist.csv`,
    watchlistJson: `${PRODUCT_PREFIX}-watchlist.json`,
    watchlistPdf: `${PRODUCT_PREFIX}-watchlist.pdf`,
    analytics: `${PRODUCT_PREFIX}-analytics.json`,
    completeData: `${PRODUCT_PREFIX}-complete-data.json`
}));
/** The watchlist export panel's name: `{prefix}-watchlist-{date}.{ext}`. */ const watchlistExportFileName = (date, ext)=>`${PRODUCT_PREFIX}-watchlist-${date}.${ext}`;
// Cache durations of the movie service (spec section 7); 0 = not cached.
const CACHE_TTL_MS = {
    searchMulti: 2 * 60_000,
    searchPerson: 5 * 60_000,
    trending: 10 * 60_000,
    trendingPerson: 60 * 60_000,
    lists: 0,
    details: 30 * 60_000,
    similar: 30 * 60_000,
    videos: 30 * 60_000,
    watchProviders: 60 * 60_000,
    seasons: 30 * 60_000,
    person: 60 * 60_000,
    providerCatalog: 24 * 60 * 60_000,
    metadata: 60 * 60_000,
    advancedDiscover: 10 * 60_000,
    default: CACHE_DEFAULT_TTL_MS
};

;// ../shared/api/src/http.ts



/**
 * One GET with the service timeout, mapped to the client's generic errors. The timeout covers the body too,
 * so a stalled stream cannot hang a screen. `signal` aborts the request (the cache passes its own).
 * The race against `stopped` settles even when a fetch implementation ignores its signal.
 */ async function getJson(url, signal, timeoutMs = (/* inlined export .SERVICE_TIMEOUT_MS */10000)) {
    const { fetch, timers } = runtime();
    if (signal.aborted) throw abortedError();
    const controller = new AbortController();
    let timedOut = false;
    const failure = (cause)=>{
        if (cause instanceof ApiError) return cause;
        if (timedOut) return timeoutError(timeoutMs);
        if (signal.aborted) return abortedError();
        return networkError(cause);
    };
    const stopped = new Promise((_, reject)=>{
        controller.signal.addEventListener('abort', ()=>reject(failure(undefined)), {
            once: true
        });
    });
    stopped.catch(()=>undefined);
    const onAbort = ()=>controller.abort();
    signal.addEventListener('abort', onAbort, {
        once: true
    });
    const timer = timers.setTimeout(()=>{
        timedOut = true;
        controller.abort();
    }, timeoutMs);
    const guard = (work)=>Promise.race([
            work,
            stopped
        ]).catch((cause)=>{
            throw failure(cause);
        });
    try {
        const response = await guard(Promise.resolve().then(()=>fetch(url, {
                method: 'GET',
                signal: controller.signal
            })));
        if (!response.ok) throw httpError(response.status);
        const text = await guard(response.text());
        try {
            return JSON.parse(text);
        } catch (cause) {
            throw new ApiError('Response is not valid JSON', {
                kind: 'parse',
                status: response.status,
                cause
            });
        }
    } finally{
        timers.clearTimeout(timer);
        signal.removeEventListener('abort', onAbort);
    }
}

;// ../shared/api/src/request.ts



/** Drops empty values and stringifies the rest, so equal requests get equal cache keys. */ function normalize(params) {
    const out = {};
    for (const [name, value] of Object.entries(params)){
        if (value === undefined || value === null || value === '') continue;
        out[name] = Array.isArray(value) ? value.join(',') : String(value);
    }
    return out;
}
function buildUrl(baseUrl, path, params, auth) {
    const search = new URLSearchParams([
        auth
    ]);
    for (const name of Object.keys(params).sort())search.append(name, params[name]);
    return `${baseUrl}${path}?${search.toString()}`;
}
/** A cached, de-duplicated GET whose failures are logged and rejected with the call's section 8 message. */ async function serviceGet(call, urlPath, options = {}) {
    const params = normalize(call.params);
    const url = buildUrl(call.baseUrl, urlPath, params, call.auth);
    try {
        return await cached(cacheKey(call.path, params), call.ttlMs, async (signal)=>{
            const data = await getJson(url, signal);
            return call.read ? call.read(data) : data;
        }, options.signal);
    } catch (error) {
        throw failWith(call.message, error);
    }
}
const notConfigured = ()=>new ApiError('API not configured: call configureApi first', {
        kind: 'config'
    });

;// ../shared/api/src/tmdb/client.ts




/** A GET to the movie service (v3): api_key and language on every call, region / include_adult where they apply. */ function tmdbGet(call, options) {
    const config = getApiConfig();
    if (!config) return Promise.reject(failWith(call.message, notConfigured()));
    const params = callParams(call);
    return serviceGet({
        path: call.path,
        baseUrl: config.tmdb.baseUrl,
        params,
        auth: [
            'api_key',
            config.tmdb.apiKey
        ],
        ttlMs: call.ttlMs,
        message: call.message,
        read: call.read
    }, call.path, options);
}
function callParams(call) {
    const content = getContentPreferences();
    return {
        language: content.language,
        ...call.region ? {
            region: content.region
        } : {},
        ...call.adult ? {
            include_adult: content.includeAdult
        } : {},
        ...call.params
    };
}
/** What `tmdbGet(call)` would answer from the cache right now, without a request (undefined on a miss). */ function tmdbPeek(call) {
    if (!getApiConfig()) return undefined;
    return peekCached(cacheKey(call.path, normalize(callParams(call))));
}

;// ../shared/api/src/tmdb/details.ts
/* unused harmony import specifier */ var C;
/* unused harmony import specifier */ var details_tmdbGet;


const DETAIL_APPEND = 'credits,videos,similar,recommendations';
const detailsCall = (type, id)=>({
        path: `/${type}/${id}`,
        params: {
            append_to_response: DETAIL_APPEND
        },
        ttlMs: CACHE_TTL_MS.details,
        message: type === 'tv' ? 'Failed to fetch TV show details' : 'Failed to fetch movie details'
    });
/** /movie/{id} with credits, videos, similar and recommendations appended (cached 30 min). */ const getMovieDetails = (id, options)=>details_tmdbGet(detailsCall('movie', id), options);
/** /tv/{id} with credits, videos, similar and recommendations appended (cached 30 min). */ const getTvDetails = (id, options)=>details_tmdbGet(detailsCall('tv', id), options);
/** The details of a movie or TV show (the detail page's one call). */ const getTitleDetails = (type, id, options)=>tmdbGet(detailsCall(type, id), options);
/**
 * Warms a title's details in the cache (card hover or focus), so its detail page can render at once.
 * Fire and forget: a failure is already logged, and the page asks again.
 */ function prefetchTitle(type, id) {
    getTitleDetails(type, id).catch(()=>undefined);
}
/** A title's details when they are fresh in the cache (warmed or seen before), without a request. */ const peekTitleDetails = (type, id)=>tmdbPeek(detailsCall(type, id));
/** The /tv/{id} variant with append_to_response=seasons (cached 30 min); `seasons` holds the list. */ const getTvSeasons = (id, options)=>details_tmdbGet({
        path: `/tv/${id}`,
        params: {
            append_to_response: 'seasons'
        },
        ttlMs: C.CACHE_TTL_MS.details,
        message: 'Failed to fetch TV seasons'
    }, options);
/** /tv/{id}/season/{season} (cached 30 min). */ const getSeasonDetails = (tvId, season, options)=>details_tmdbGet({
        path: `/tv/${tvId}/season/${season}`,
        ttlMs: C.CACHE_TTL_MS.seasons,
        message: 'Failed to fetch season details'
    }, options);
/** /tv/{id}/season/{season}/episode/{episode} (cached 30 min). */ const getEpisodeDetails = (tvId, season, episode, options)=>details_tmdbGet({
        path: `/tv/${tvId}/season/${season}/episode/${episode}`,
        ttlMs: C.CACHE_TTL_MS.seasons,
        message: 'Failed to fetch episode details'
    }, options);
/** /person/{id} with movie_credits, tv_credits and images appended (cached 60 min). */ const getPersonDetails = (id, options)=>details_tmdbGet({
        path: `/person/${id}`,
        params: {
            append_to_response: 'movie_credits,tv_credits,images'
        },
        ttlMs: C.CACHE_TTL_MS.person,
        message: 'Failed to fetch person details'
    }, options);

;// ../shared/api/src/tmdb/discover.ts
/* unused harmony import specifier */ var discover_C;
/* unused harmony import specifier */ var discover_tmdbGet;


const POPULAR_FIRST = 'popularity.desc';
const ids = (value)=>typeof value === 'number' ? String(value) : value.join(',');
/** /discover/movie with_genres, sorted by popularity (default TTL). Several ids mean all of them. */ const discoverMoviesByGenre = (genreIds, page = 1, options)=>discover_tmdbGet({
        path: '/discover/movie',
        params: {
            with_genres: ids(genreIds),
            page,
            sort_by: POPULAR_FIRST
        },
        adult: true,
        ttlMs: discover_C.CACHE_TTL_MS.default,
        message: 'Failed to discover movies by genre'
    }, options);
const advanced = (type, message)=>(params = {}, page = 1, options)=>tmdbGet({
            path: `/discover/${type}`,
            params: {
                sort_by: POPULAR_FIRST,
                ...params,
                page
            },
            adult: true,
            ttlMs: CACHE_TTL_MS.advancedDiscover,
            message
        }, options);
/** Advanced /discover/movie: sort_by plus filter params, e.g. from buildDiscoverParams (cached 10 min). */ const discoverMovies = advanced('movie', 'Failed to discover movies with filters');
/** Advanced /discover/tv: sort_by plus filter params (cached 10 min). */ const discoverTv = advanced('tv', 'Failed to discover TV shows with filters');
/** /discover/tv with_networks (default TTL). */ const discoverTvByNetwork = (networkId, page = 1, options)=>discover_tmdbGet({
        path: '/discover/tv',
        params: {
            with_networks: networkId,
            page,
            sort_by: POPULAR_FIRST
        },
        adult: true,
        ttlMs: discover_C.CACHE_TTL_MS.default,
        message: 'Failed to fetch content by network'
    }, options);
/** /discover/{type} with_watch_providers in a watch_region (default US) (default TTL). */ const discoverByProvider = (providerIds, type = 'movie', region = discover_C.DEFAULT_WATCH_REGION, page = 1, options)=>discover_tmdbGet({
        path: `/discover/${type}`,
        params: {
            with_watch_providers: ids(providerIds),
            watch_region: region,
            page,
            sort_by: POPULAR_FIRST
        },
        adult: true,
        ttlMs: discover_C.CACHE_TTL_MS.default,
        message: 'Failed to fetch content by provider'
    }, options);
/** /discover/{type} with_keywords (default TTL). */ const discoverByKeyword = (keywordIds, type = 'movie', page = 1, options)=>discover_tmdbGet({
        path: `/discover/${type}`,
        params: {
            with_keywords: ids(keywordIds),
            page,
            sort_by: POPULAR_FIRST
        },
        adult: true,
        ttlMs: discover_C.CACHE_TTL_MS.default,
        message: 'Failed to fetch content by keyword'
    }, options);

;// ../shared/api/src/tmdb/lists.ts
/* unused harmony import specifier */ var lists_C;
/* unused harmony import specifier */ var lists_isApiError;
/* unused harmony import specifier */ var lists_tmdbGet;
/* unused harmony import specifier */ var popularMoviesFallback;




/** /trending/{type}/{window} (cached 10 min); Home uses all/day. */ const getTrending = (type = 'all', window = 'day', page = 1, options)=>lists_tmdbGet({
        path: `/trending/${type}/${window}`,
        params: {
            page
        },
        ttlMs: lists_C.CACHE_TTL_MS.trending,
        message: 'Failed to fetch trending content'
    }, options);
/** /trending/person/{window} (cached 60 min). */ const getTrendingPeople = (window = 'day', page = 1, options)=>lists_tmdbGet({
        path: `/trending/person/${window}`,
        params: {
            page
        },
        ttlMs: lists_C.CACHE_TTL_MS.trendingPerson,
        message: 'Failed to fetch trending people'
    }, options);
const list = (path, message, region)=>(page = 1, options)=>tmdbGet({
            path,
            params: {
                page
            },
            region,
            ttlMs: CACHE_TTL_MS.lists,
            message
        }, options);
/** /tv/popular (not cached). */ const getPopularTv = list('/tv/popular', 'Failed to fetch popular TV shows', false);
/** /movie/top_rated (not cached). */ const getTopRatedMovies = list('/movie/top_rated', 'Failed to fetch top rated movies', true);
/** /movie/upcoming (not cached). */ const getUpcomingMovies = list('/movie/upcoming', 'Failed to fetch upcoming movies', true);
const popularMovies = list('/movie/popular', 'Failed to fetch popular movies', true);
/**
 * /movie/popular (not cached). Never rejects for a service failure: it resolves with two demo movies
 * (spec section 8). A caller's own abort still rejects, since nobody is waiting for the demo.
 */ async function getPopularMovies(page = 1, options) {
    try {
        return await popularMovies(page, options);
    } catch (error) {
        if (lists_isApiError(error) && error.kind === 'aborted') throw error;
        return popularMoviesFallback();
    }
}

;// ../shared/api/src/tmdb/metadata.ts
/* unused harmony import specifier */ var metadata_C;
/* unused harmony import specifier */ var metadata_tmdbGet;


const genres = (type, message)=>(options)=>tmdbGet({
            path: `/genre/${type}/list`,
            ttlMs: CACHE_TTL_MS.default,
            message,
            read: (data)=>data.genres ?? []
        }, options);
/** /genre/movie/list, the `genres` field (default TTL). */ const getMovieGenres = genres('movie', 'Failed to fetch movie genres');
/** /genre/tv/list, the `genres` field (default TTL). */ const getTvGenres = genres('tv', 'Failed to fetch TV genres');
const keywords = (type, message)=>(id, options)=>tmdbGet({
            path: `/${type}/${id}/keywords`,
            ttlMs: CACHE_TTL_MS.metadata,
            message,
            // Movies answer `keywords`, TV shows `results`.
            read: (data)=>data.keywords ?? data.results ?? []
        }, options);
/** /movie/{id}/keywords (cached 60 min). */ const getMovieKeywords = keywords('movie', 'Failed to fetch movie keywords');
/** /tv/{id}/keywords (cached 60 min). */ const getTvKeywords = keywords('tv', 'Failed to fetch TV keywords');
/** /{type}/{id}/external_ids (cached 60 min). */ const getExternalIds = (type, id, options)=>metadata_tmdbGet({
        path: `/${type}/${id}/external_ids`,
        ttlMs: metadata_C.CACHE_TTL_MS.metadata,
        message: 'Failed to fetch external IDs'
    }, options);
/** /movie/{id}/release_dates (cached 60 min). */ const getReleaseDates = (id, options)=>metadata_tmdbGet({
        path: `/movie/${id}/release_dates`,
        ttlMs: metadata_C.CACHE_TTL_MS.metadata,
        message: 'Failed to fetch release dates'
    }, options);
/** /tv/{id}/content_ratings (cached 60 min). */ const getContentRatings = (id, options)=>metadata_tmdbGet({
        path: `/tv/${id}/content_ratings`,
        ttlMs: metadata_C.CACHE_TTL_MS.metadata,
        message: 'Failed to fetch content ratings'
    }, options);

;// ../shared/api/src/tmdb/providers.ts
/* unused harmony import specifier */ var providers_C;
/* unused harmony import specifier */ var providers_tmdbGet;


const results = (data)=>data.results ?? [];
/** /{type}/{id}/watch/providers: results keyed by country (cached 60 min). */ const getWatchProviders = (type, id, options)=>tmdbGet({
        path: `/${type}/${id}/watch/providers`,
        ttlMs: CACHE_TTL_MS.watchProviders,
        message: 'Failed to fetch watch providers'
    }, options);
/** /watch/providers/regions, the `results` list (cached 24 h). */ const getWatchProviderRegions = (options)=>providers_tmdbGet({
        path: '/watch/providers/regions',
        ttlMs: providers_C.CACHE_TTL_MS.providerCatalog,
        message: 'Failed to fetch watch provider regions',
        read: results
    }, options);
/** /watch/providers/{type}: every provider for movies or TV, the `results` list (cached 24 h). */ const getWatchProvidersList = (type, options)=>providers_tmdbGet({
        path: `/watch/providers/${type}`,
        ttlMs: providers_C.CACHE_TTL_MS.providerCatalog,
        message: 'Failed to fetch watch providers',
        read: results
    }, options);

;// ../shared/api/src/tmdb/related.ts


const paged = (kind, type, message, ttlMs)=>(id, page = 1, options)=>tmdbGet({
            path: `/${type}/${id}/${kind}`,
            params: {
                page
            },
            ttlMs,
            message
        }, options);
const videos = (type, message)=>(id, options)=>tmdbGet({
            path: `/${type}/${id}/videos`,
            ttlMs: CACHE_TTL_MS.videos,
            message,
            read: (data)=>data.results ?? []
        }, options);
/** /movie/{id}/recommendations (default TTL). */ const getMovieRecommendations = paged('recommendations', 'movie', 'Failed to fetch movie recommendations', CACHE_TTL_MS.default);
/** /tv/{id}/recommendations (default TTL). */ const getTvRecommendations = paged('recommendations', 'tv', 'Failed to fetch TV recommendations', CACHE_TTL_MS.default);
/** /movie/{id}/similar (cached 30 min). */ const getSimilarMovies = paged('similar', 'movie', 'Failed to fetch similar movies', CACHE_TTL_MS.similar);
/** /tv/{id}/similar (cached 30 min). */ const getSimilarTv = paged('similar', 'tv', 'Failed to fetch similar TV shows', CACHE_TTL_MS.similar);
/** /movie/{id}/videos, the `results` list (cached 30 min). */ const getMovieVideos = videos('movie', 'Failed to fetch movie videos');
/** /tv/{id}/videos, the `results` list (cached 30 min). */ const getTvVideos = videos('tv', 'Failed to fetch TV videos');

;// ../shared/api/src/tmdb/search.ts
/* unused harmony import specifier */ var search_C;
/* unused harmony import specifier */ var search_tmdbGet;


/** Movies, TV shows and people matching `query` (/search/multi, cached 2 min). */ const searchMulti = (query, page = 1, options)=>search_tmdbGet({
        path: '/search/multi',
        params: {
            query,
            page
        },
        adult: true,
        ttlMs: search_C.CACHE_TTL_MS.searchMulti,
        message: 'Failed to search content'
    }, options);
/** People matching `query` (/search/person, cached 5 min). */ const searchPeople = (query, page = 1, options)=>search_tmdbGet({
        path: '/search/person',
        params: {
            query,
            page
        },
        adult: true,
        ttlMs: search_C.CACHE_TTL_MS.searchPerson,
        message: 'Failed to search people'
    }, options);

;// ../shared/api/src/tmdb/tmdb.ts
/* unused harmony import specifier */ var tmdb_getMovieDetails;
/* unused harmony import specifier */ var tmdb_getTvDetails;
/* unused harmony import specifier */ var tmdb_getTvSeasons;
/* unused harmony import specifier */ var tmdb_getSeasonDetails;
/* unused harmony import specifier */ var tmdb_getEpisodeDetails;
/* unused harmony import specifier */ var tmdb_getPersonDetails;
/* unused harmony import specifier */ var tmdb_discoverMoviesByGenre;
/* unused harmony import specifier */ var tmdb_discoverMovies;
/* unused harmony import specifier */ var tmdb_discoverTv;
/* unused harmony import specifier */ var tmdb_discoverTvByNetwork;
/* unused harmony import specifier */ var tmdb_discoverByProvider;
/* unused harmony import specifier */ var tmdb_discoverByKeyword;
/* unused harmony import specifier */ var tmdb_getTrending;
/* unused harmony import specifier */ var tmdb_getTrendingPeople;
/* unused harmony import specifier */ var tmdb_getPopularMovies;
/* unused harmony import specifier */ var tmdb_getPopularTv;
/* unused harmony import specifier */ var tmdb_getTopRatedMovies;
/* unused harmony import specifier */ var tmdb_getUpcomingMovies;
/* unused harmony import specifier */ var tmdb_getMovieGenres;
/* unused harmony import specifier */ var tmdb_getTvGenres;
/* unused harmony import specifier */ var tmdb_getMovieKeywords;
/* unused harmony import specifier */ var tmdb_getTvKeywords;
/* unused harmony import specifier */ var tmdb_getExternalIds;
/* unused harmony import specifier */ var tmdb_getReleaseDates;
/* unused harmony import specifier */ var tmdb_getContentRatings;
/* unused harmony import specifier */ var tmdb_getWatchProviders;
/* unused harmony import specifier */ var tmdb_getWatchProviderRegions;
/* unused harmony import specifier */ var tmdb_getWatchProvidersList;
/* unused harmony import specifier */ var tmdb_getMovieRecommendations;
/* unused harmony import specifier */ var tmdb_getTvRecommendations;
/* unused harmony import specifier */ var tmdb_getSimilarMovies;
/* unused harmony import specifier */ var tmdb_getSimilarTv;
/* unused harmony import specifier */ var tmdb_getMovieVideos;
/* unused harmony import specifier */ var tmdb_getTvVideos;
/* unused harmony import specifier */ var tmdb_searchMulti;
/* unused harmony import specifier */ var tmdb_searchPeople;







/** Every movie-service call in one object, for callers that prefer `tmdb.getTrending(...)`. */ const tmdb = (/* unused pure expression or super */ null && ({
    searchMulti: tmdb_searchMulti,
    searchPeople: tmdb_searchPeople,
    getTrending: tmdb_getTrending,
    getTrendingPeople: tmdb_getTrendingPeople,
    getPopularMovies: tmdb_getPopularMovies,
    getPopularTv: tmdb_getPopularTv,
    getTopRatedMovies: tmdb_getTopRatedMovies,
    getUpcomingMovies: tmdb_getUpcomingMovies,
    getMovieDetails: tmdb_getMovieDetails,
    getTvDetails: tmdb_getTvDetails,
    getTvSeasons: tmdb_getTvSeasons,
    getSeasonDetails: tmdb_getSeasonDetails,
    getEpisodeDetails: tmdb_getEpisodeDetails,
    getPersonDetails: tmdb_getPersonDetails,
    getMovieGenres: tmdb_getMovieGenres,
    getTvGenres: tmdb_getTvGenres,
    discoverMoviesByGenre: tmdb_discoverMoviesByGenre,
    discoverMovies: tmdb_discoverMovies,
    discoverTv: tmdb_discoverTv,
    discoverTvByNetwork: tmdb_discoverTvByNetwork,
    discoverByProvider: tmdb_discoverByProvider,
    discoverByKeyword: tmdb_discoverByKeyword,
    getMovieRecommendations: tmdb_getMovieRecommendations,
    getTvRecommendations: tmdb_getTvRecommendations,
    getSimilarMovies: tmdb_getSimilarMovies,
    getSimilarTv: tmdb_getSimilarTv,
    getMovieVideos: tmdb_getMovieVideos,
    getTvVideos: tmdb_getTvVideos,
    getWatchProviders: tmdb_getWatchProviders,
    getWatchProviderRegions: tmdb_getWatchProviderRegions,
    getWatchProvidersList: tmdb_getWatchProvidersList,
    getMovieKeywords: tmdb_getMovieKeywords,
    getTvKeywords: tmdb_getTvKeywords,
    getExternalIds: tmdb_getExternalIds,
    getReleaseDates: tmdb_getReleaseDates,
    getContentRatings: tmdb_getContentRatings
}));

;// ../shared/api/src/omdb.ts




/** The ratings service answers 200 with `Response: 'False'` and an `Error` text when it has nothing. */ function readOmdb(data) {
    const body = data;
    if (body?.Response === 'False') throw new ApiError(body.Error ?? 'Unknown error', {
        kind: 'service'
    });
    return body;
}
function omdbGet(params, message, options) {
    const config = getApiConfig();
    if (!config) return Promise.reject(failWith(message, notConfigured()));
    return serviceGet({
        path: 'omdb:/',
        baseUrl: config.omdb.baseUrl,
        params,
        auth: [
            'apikey',
            config.omdb.apiKey
        ],
        ttlMs: (/* inlined export .CACHE_DEFAULT_TTL_MS */300000),
        message,
        read: readOmdb
    }, '/', options);
}
/** Extra ratings by IMDb id (`i`). */ const getOmdbById = (imdbId, options)=>omdbGet({
        i: imdbId
    }, 'Failed to fetch movie from OMDB', options);
/** Title search (`s`, `page`, optional year `y`). */ const searchOmdb = (s, page = 1, y, options)=>omdbGet({
        s,
        page,
        y
    }, 'Failed to search movies in OMDB', options);
/** One title by name (`t`, optional year `y`) with the full plot. */ const getOmdbByTitle = (t, y, options)=>omdbGet({
        t,
        y,
        plot: 'full'
    }, 'Failed to fetch movie details from OMDB', options);

;// ../shared/api/src/images.ts


// Used only until configureApi runs (e.g. a component rendered in isolation).
const FALLBACK_IMAGE_BASE = 'https://image.tmdb.org/t/p';
/** `{image base}/{size}{path}`; the placeholder when the path is missing, empty or the text 'null'. */ function imageUrl(path, size = (/* inlined export .DEFAULT_IMAGE_SIZE */"w500")) {
    if (!path || path === 'null') return IMAGE_PLACEHOLDER;
    const base = getApiConfig()?.tmdb.imageBaseUrl ?? FALLBACK_IMAGE_BASE;
    return `${base}/${size}${path}`;
}
/** The trailer embed: autoplay, muted, no related videos from other channels, minimal branding. */ const youtubeEmbedUrl = (key)=>`https://www.youtube.com/embed/${encodeURIComponent(key)}?autoplay=1&mute=1&rel=0&modestbranding=1`;

;// ../shared/api/src/binary.ts
/* unused harmony import specifier */ var binary_httpError;
/* unused harmony import specifier */ var binary_ApiError;
/* unused harmony import specifier */ var binary_timeoutError;
/* unused harmony import specifier */ var binary_abortedError;
/* unused harmony import specifier */ var binary_networkError;
/* unused harmony import specifier */ var binary_runtime;



/**
 * GETs a file of the app's own (a font, an asset) as bytes, with the service timeout and the client's generic
 * errors. Not cached: callers load such files once, lazily. The only raw fetch of binary data in the app.
 */ async function fetchBinary(url, options = {}) {
    const { fetch, timers } = binary_runtime();
    const controller = new AbortController();
    let timedOut = false;
    const onAbort = ()=>controller.abort();
    options.signal?.addEventListener('abort', onAbort, {
        once: true
    });
    if (options.signal?.aborted) controller.abort();
    const timer = timers.setTimeout(()=>{
        timedOut = true;
        controller.abort();
    }, (/* inlined export .SERVICE_TIMEOUT_MS */10000));
    try {
        const response = await fetch(url, {
            method: 'GET',
            signal: controller.signal
        });
        if (!response.ok) throw binary_httpError(response.status);
        return await response.arrayBuffer();
    } catch (cause) {
        if (cause instanceof binary_ApiError) throw cause;
        if (timedOut) throw binary_timeoutError((/* inlined export .SERVICE_TIMEOUT_MS */10000));
        if (controller.signal.aborted) throw binary_abortedError();
        throw binary_networkError(cause);
    } finally{
        timers.clearTimeout(timer);
        options.signal?.removeEventListener('abort', onAbort);
    }
}

;// ../shared/api/index.ts
/** @reelist/api — the movie-service (TMDB v3) and ratings-service (OMDb) clients, with the app's one cache. */ 















;// ../shared/ui/styles/tokens.css
// extracted by mini-css-extract-plugin

;// ../shared/ui/src/global-styles.ts
// The one module with a side effect: it pulls the design tokens and base styles into the bundle.

/**
 * Call once from the shell's bootstrap (or a remote's standalone preview) so the global stylesheet is bundled.
 * The import above does the work; the function exists so importing it is an explicit, lint-friendly act.
 */ function installGlobalStyles() {
// Intentionally empty: see the import above.
}

// EXTERNAL MODULE: ../node_modules/react/index.js
var react = __webpack_require__(696);
;// ../shared/contracts/src/storage-keys.ts

/** Every browser storage key the app uses. Only @reelist/storage reads or writes them. */ const STORAGE_KEYS = {
    watchlist: `${PRODUCT_PREFIX}_watchlist`,
    /** Deletions of watchlist items ({id, media_type, deletedAt}) so a cross-tab merge never resurrects them. */ watchlistTombstones: `${PRODUCT_PREFIX}_watchlist_tombstones`,
    theme: `${PRODUCT_PREFIX}_theme`,
    autoTheme: `${PRODUCT_PREFIX}_auto_theme`,
    preferences: `${PRODUCT_PREFIX}_user_preferences`,
    viewHistory: `${PRODUCT_PREFIX}_view_history`,
    searchHistory: `${PRODUCT_PREFIX}_search_history`,
    analytics: `${PRODUCT_PREFIX}_analytics`,
    reviews: `${PRODUCT_PREFIX}_reviews`,
    ratings: `${PRODUCT_PREFIX}_ratings`,
    /** sessionStorage */ sessionId: `${PRODUCT_PREFIX}_session_id`
};
/** Where a value that failed validation is kept before defaults replace it. */ const backupKeyFor = (key)=>`${key}__backup`;

// EXTERNAL MODULE: ../node_modules/rxjs/dist/esm5/internal/Subject.js + 1 modules
var Subject = __webpack_require__(175);
// EXTERNAL MODULE: ../node_modules/rxjs/dist/esm5/internal/operators/filter.js
var filter = __webpack_require__(146);
// EXTERNAL MODULE: ../node_modules/rxjs/dist/esm5/internal/operators/map.js
var map = __webpack_require__(708);
// EXTERNAL MODULE: ../node_modules/rxjs/dist/esm5/internal/Observable.js + 3 modules
var Observable = __webpack_require__(238);
// EXTERNAL MODULE: ../node_modules/rxjs/dist/esm5/internal/BehaviorSubject.js
var BehaviorSubject = __webpack_require__(198);
;// ../shared/event-bus/src/state-stream.ts

/**
 * A read-only current-state stream: subscribe to get the current value at once and every later one.
 * Only the bus moves it (from its events), so every change is also an event others can log or react to.
 */ class StateStream extends Observable/* Observable */.c {
    #subject;
    constructor(initial){
        const subject = new BehaviorSubject/* BehaviorSubject */.t(initial);
        super((subscriber)=>subject.subscribe(subscriber));
        this.#subject = subject;
    }
    get value() {
        return this.#subject.getValue();
    }
    getValue() {
        return this.#subject.getValue();
    }
    /** @internal Used by the bus when the matching event is published. */ set(value) {
        this.#subject.next(value);
    }
}

;// ../shared/event-bus/src/create-bus.ts



/** Spec section 8: with nothing wired, notifications count as not supported. */ const NOTIFICATIONS_UNWIRED = {
    permission: 'not-supported',
    subscribed: false
};
/** Creates a bus. Apps use the page-wide `bus`; this is for tests and for that singleton. */ function createBus(options = {}) {
    const target = options.target ?? (typeof window === 'undefined' ? undefined : window);
    const events = new Subject/* Subject */.B();
    const watchlist$ = new StateStream([]);
    const theme$ = new StateStream(DEFAULT_THEME_SETTINGS);
    const preferences$ = new StateStream(DEFAULT_PREFERENCES);
    const install$ = new StateStream('unavailable');
    const notifications$ = new StateStream(NOTIFICATIONS_UNWIRED);
    const online$ = new StateStream(target?.navigator?.onLine ?? true);
    const applyToState = (event)=>{
        switch(event.type){
            case 'watchlist:changed':
                return watchlist$.set(event.payload.items);
            case 'theme:changed':
                return theme$.set(event.payload.settings);
            case 'preferences:changed':
                return preferences$.set(event.payload.preferences);
            case 'install:changed':
                return install$.set(event.payload.state);
            case 'notification:changed':
                return notifications$.set(event.payload.state);
            case 'connectivity:changed':
                return online$.set(event.payload.online);
            default:
                return undefined;
        }
    };
    const publish = (type, payload)=>{
        const event = {
            type,
            payload
        };
        applyToState(event);
        events.next(event);
    };
    const on = (type)=>events.pipe((0,filter/* filter */.p)((event)=>event.type === type), (0,map/* map */.T)((event)=>event.payload));
    // The bus owns connectivity so every remote sees one truth without wiring it again.
    target?.addEventListener('online', ()=>publish('connectivity:changed', {
            online: true
        }));
    target?.addEventListener('offline', ()=>publish('connectivity:changed', {
            online: false
        }));
    return {
        publish,
        on,
        events$: events.asObservable(),
        watchlist$,
        theme$,
        preferences$,
        install$,
        notifications$,
        online$
    };
}

;// ../shared/event-bus/src/bus-instance.ts

/**
 * The page's one bus. Module Federation shares this package as a singleton; the global guard makes even an
 * accidental second copy of the package (a remote bundling its own) join the same bus.
 */ function getBus() {
    globalThis.__reelistBus ??= createBus();
    return globalThis.__reelistBus;
}
const bus = getBus();

;// ../shared/event-bus/index.ts
/** @reelist/event-bus — the page's one typed RxJS bus and its current-state streams. */ 



// EXTERNAL MODULE: ../node_modules/valibot/dist/index.mjs
var dist = __webpack_require__(753);
;// ../shared/storage/src/lenient.ts

/** Keeps the valid elements of an array whose other elements fail `item`. */ const validItems = (item)=>(decoded)=>{
        if (!Array.isArray(decoded)) return undefined;
        return decoded.flatMap((element)=>{
            const result = dist/* safeParse */.xLC(item, element);
            return result.success ? [
                result.output
            ] : [];
        });
    };
/** Keeps, per key of a record of lists, the valid elements; drops keys that are not lists. */ const validListsByKey = (item)=>(decoded)=>{
        if (typeof decoded !== 'object' || decoded === null || Array.isArray(decoded)) return undefined;
        const keep = validItems(item);
        const out = {};
        for (const [key, list] of Object.entries(decoded)){
            const items = keep(list);
            if (items && items.length > 0) out[key] = items;
        }
        return out;
    };
/** Keeps the valid fields of an object and takes the default for the others. */ const validFields = (fields, defaults)=>(decoded)=>{
        if (typeof decoded !== 'object' || decoded === null || Array.isArray(decoded)) return undefined;
        const out = {
            ...decoded,
            ...defaults()
        };
        for (const key of Object.keys(fields)){
            const value = decoded[key];
            if (dist.is(fields[key], value)) out[key] = value;
        }
        return out;
    };

;// ../shared/storage/src/merge-watchlists.ts

/** An item's identity: the pair id + media_type (spec section 3). */ const watchlistKey = (item)=>`${item.media_type}_${item.id}`;
const time = (iso)=>{
    const parsed = iso ? Date.parse(iso) : NaN;
    return Number.isNaN(parsed) ? 0 : parsed;
};
/** When an item's version was last touched: its status change, else its addition (missing = the epoch). */ const itemStamp = (item)=>Math.max(time(item.updatedAt), time(item.addedAt));
/**
 * Merges two versions of the watchlist by item identity:
 * - an item on either side is kept; on both sides, the newer version (updatedAt, else addedAt) wins, `local` on a tie;
 * - a tombstone deletes the item when `deletedAt` is at or after the surviving version's stamp, so a delete beats
 *   an older copy but a later re-add or status change survives it.
 * Order: `local` order first, then items only `remote` has.
 */ function mergeWatchlists(local, remote, tombstones = []) {
    const deletedAt = new Map();
    for (const tombstone of tombstones){
        const key = watchlistKey(tombstone);
        deletedAt.set(key, Math.max(deletedAt.get(key) ?? 0, time(tombstone.deletedAt)));
    }
    const newest = new Map();
    for (const item of [
        ...local,
        ...remote
    ]){
        const key = watchlistKey(item);
        const current = newest.get(key);
        if (!current || itemStamp(item) > itemStamp(current)) newest.set(key, item);
    }
    return [
        ...newest.entries()
    ].flatMap(([key, item])=>{
        const deleted = deletedAt.get(key);
        return deleted !== undefined && deleted >= itemStamp(item) ? [] : [
            item
        ];
    });
}
/** Keeps the tombstones that still matter: recent, newest first up to the cap, for items not in `items`. */ function pruneTombstones(tombstones, items, now) {
    const present = new Set(items.map(watchlistKey));
    const byKey = new Map();
    for (const tombstone of tombstones){
        const key = watchlistKey(tombstone);
        const age = now - time(tombstone.deletedAt);
        if (present.has(key) || age > WATCHLIST_TOMBSTONE_TTL_MS) continue;
        const current = byKey.get(key);
        if (!current || time(tombstone.deletedAt) > time(current.deletedAt)) byKey.set(key, tombstone);
    }
    return [
        ...byKey.values()
    ].sort((a, b)=>time(b.deletedAt) - time(a.deletedAt)).slice(0, (/* inlined export .WATCHLIST_TOMBSTONE_CAP */500));
}

;// ../shared/storage/src/backend.ts
/** The minimal Storage surface this package needs; `window.localStorage` and test fakes both fit. */ let overrides = {};
/** Replaces the browser storage areas (tests, previews). Pass `{}` to go back to the browser's. */ function configureStorage(backends) {
    overrides = {
        ...backends
    };
}
function warn(message, detail) {
    console.warn(`[reelist/storage] ${message}`, ...detail === undefined ? [] : [
        detail
    ]);
}
// Resolved on every call: merely touching window.localStorage throws a SecurityError when storage is disabled.
function browserArea(name) {
    try {
        if (typeof window === 'undefined') return null;
        return name === 'local' ? window.localStorage : window.sessionStorage;
    } catch (error) {
        warn(`${name}Storage is not available`, error);
        return null;
    }
}
function backend_area(name) {
    const override = overrides[name];
    return override === undefined ? browserArea(name) : override;
}

;// ../shared/storage/src/persistence.ts

let requested;
/** @internal Lets tests ask again. */ function resetPersistenceRequest() {
    requested = undefined;
}
/**
 * Asks the browser once per page to keep this origin's storage under pressure, so the watchlist is not evicted.
 * Resolves to whether persistence was granted; false when unsupported or refused.
 */ function requestPersistence() {
    requested ??= (async ()=>{
        const manager = typeof navigator === 'undefined' ? undefined : navigator.storage;
        if (typeof manager?.persist !== 'function') return false;
        try {
            return await manager.persist();
        } catch (error) {
            warn('persistent storage request failed', error);
            return false;
        }
    })();
    return requested;
}

;// ../shared/storage/src/safe-io.ts


/** Reads a raw value; any failure is logged and reads as "nothing stored". */ function safeGet(areaName, key) {
    try {
        return backend_area(areaName)?.getItem(key) ?? null;
    } catch (error) {
        warn(`could not read ${key}`, error);
        return null;
    }
}
function isQuotaError(error) {
    if (typeof error !== 'object' || error === null) return false;
    const { name, code } = error;
    // Chrome/Safari name it QuotaExceededError (code 22), old Firefox NS_ERROR_DOM_QUOTA_REACHED (1014).
    return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014;
}
/**
 * Writes a raw value. Returns false on any failure; a full storage also publishes `storage:write-failed`
 * so the UI can warn (a disabled storage only logs: it would otherwise warn on every click).
 */ function safeSet(areaName, key, value) {
    const target = backend_area(areaName);
    if (!target) return false;
    try {
        target.setItem(key, value);
        return true;
    } catch (error) {
        warn(`could not write ${key}`, error);
        if (isQuotaError(error)) bus.publish('storage:write-failed', {
            key,
            reason: 'quota'
        });
        return false;
    }
}
function safeRemove(areaName, key) {
    const target = backend_area(areaName);
    if (!target) return false;
    try {
        target.removeItem(key);
        return true;
    } catch (error) {
        warn(`could not remove ${key}`, error);
        return false;
    }
}

;// ../shared/storage/src/slot.ts





const jsonCodec = {
    decode: (raw)=>JSON.parse(raw),
    encode: (value)=>JSON.stringify(value)
};
// The bad raw values already backed up and reported in this page, per key: re-reading one is not news.
const reported = new Map();
/** @internal Forgets which bad values were reported (tests). */ function resetReported() {
    reported.clear();
}
function reportBadValue(areaName, key, raw, reason) {
    if (reported.get(key) === raw) return;
    reported.set(key, raw);
    const backupKey = backupKeyFor(key);
    // The backup is written before anything can overwrite the bad value, so nothing is silently destroyed.
    safeSet(areaName, backupKey, raw);
    warn(`${key} held an invalid value (${reason}); kept it under ${backupKey} and used what was valid`);
    bus.publish('storage:recovered', {
        key,
        backupKey
    });
}
function describe(issues) {
    const first = issues[0];
    if (!first) return 'invalid';
    const path = first.path?.map((p)=>String(p.key)).join('.');
    return path ? `${path}: ${first.message}` : first.message;
}
/** One piece of code for validation, backup of bad values, and fallback; every stored value uses it. */ function createStorageSlot(options) {
    const { key, schema, defaultValue, recover } = options;
    const areaName = options.area ?? 'local';
    const codec = options.codec ?? jsonCodec;
    const read = ()=>{
        const raw = safeGet(areaName, key);
        if (raw === null) return defaultValue();
        let decoded;
        try {
            decoded = codec.decode(raw);
        } catch  {
            reportBadValue(areaName, key, raw, 'not parseable');
            return defaultValue();
        }
        const result = dist/* safeParse */.xLC(schema, decoded);
        if (result.success) return result.output;
        reportBadValue(areaName, key, raw, describe(result.issues));
        return recover?.(decoded) ?? defaultValue();
    };
    return {
        key,
        read,
        write: (value)=>safeSet(areaName, key, codec.encode(value)),
        remove: ()=>safeRemove(areaName, key)
    };
}

;// ../shared/storage/src/watchlist-schemas.ts

const mediaType = dist/* picklist */.KIO([
    'movie',
    'tv'
]);
// Legacy on_hold/dropped are valid and kept (spec section 4); a missing status counts as want_to_watch.
const watchlist_schemas_status = dist/* picklist */.KIO([
    'want_to_watch',
    'watching',
    'watched',
    'on_hold',
    'dropped'
]);
/**
 * A stored watchlist item. Lenient on purpose: older data may name the title `name`, miss optional fields or
 * carry extra ones; extra fields are kept (never strip user data), missing ones get the spec's defaults.
 */ const watchlistItemSchema = dist/* pipe */.FsL(dist/* looseObject */._H3({
    id: dist/* pipe */.FsL(dist/* number */.aig(), dist/* finite */.E2x()),
    title: dist/* optional */.lqM(dist/* string */.YjP()),
    name: dist/* optional */.lqM(dist/* string */.YjP()),
    poster_path: dist/* optional */.lqM(dist/* nullable */.mee(dist/* string */.YjP()), null),
    release_date: dist/* optional */.lqM(dist/* string */.YjP()),
    first_air_date: dist/* optional */.lqM(dist/* string */.YjP()),
    vote_average: dist/* optional */.lqM(dist/* nullable */.mee(dist/* number */.aig()), 0),
    media_type: dist/* optional */.lqM(mediaType, 'movie'),
    overview: dist/* optional */.lqM(dist/* nullable */.mee(dist/* string */.YjP()), ''),
    addedAt: dist/* optional */.lqM(dist/* string */.YjP(), ''),
    status: dist/* optional */.lqM(watchlist_schemas_status),
    updatedAt: dist/* optional */.lqM(dist/* string */.YjP()),
    genre_ids: dist/* optional */.lqM(dist/* array */.YOg(dist/* number */.aig()))
}), dist/* check */.z6Y((item)=>item.title !== undefined || item.name !== undefined, 'an item needs a title or a name'), dist/* transform */.pdi((item)=>({
        ...item,
        title: item.title ?? item.name ?? '',
        release_date: item.release_date ?? item.first_air_date ?? '',
        vote_average: item.vote_average ?? 0,
        overview: item.overview ?? ''
    })));
const watchlistSchema = dist/* array */.YOg(watchlistItemSchema);
const tombstoneSchema = dist/* object */.Ikc({
    id: dist/* number */.aig(),
    media_type: mediaType,
    deletedAt: dist/* string */.YjP()
});
const tombstonesSchema = dist/* array */.YOg(tombstoneSchema);

;// ../shared/storage/src/watchlist-store.ts






const watchlistSlot = createStorageSlot({
    key: STORAGE_KEYS.watchlist,
    schema: watchlistSchema,
    defaultValue: ()=>[],
    recover: validItems(watchlistItemSchema)
});
const tombstoneSlot = createStorageSlot({
    key: STORAGE_KEYS.watchlistTombstones,
    schema: tombstonesSchema,
    defaultValue: ()=>[],
    recover: validItems(tombstoneSchema)
});
// The list as this page last read or wrote it: what "removed by this write" is measured against by default.
let lastSeen = [];
/** @internal Tests only. */ function resetLastSeen() {
    lastSeen = [];
}
/** The stored watchlist, validated (invalid items are dropped after the whole value is backed up). */ function readWatchlist() {
    const items = watchlistSlot.read();
    lastSeen = items;
    if (items.length > 0) void requestPersistence();
    return items;
}
/** The recorded deletions that keep other tabs' stale copies from bringing items back. */ function readWatchlistTombstones() {
    return tombstoneSlot.read();
}
/**
 * Read-merge-write: re-reads the stored list right before writing and merges `items` into it by identity, so an
 * edit made meanwhile in another tab survives. Items in `previous` (default: the list this page last read or
 * wrote) but not in `items` are recorded as deleted now; items in `items` but not in `previous` are additions and
 * override earlier deletions of the same item (so an undo of "clear" restores it everywhere).
 */ function writeWatchlist(items, previous = lastSeen) {
    const now = Date.now();
    const kept = new Set(items.map(watchlistKey));
    const before = new Set(previous.map(watchlistKey));
    const deletedAt = new Date(now).toISOString();
    const deletions = previous.filter((item)=>!kept.has(watchlistKey(item))).map(({ id, media_type })=>({
            id,
            media_type,
            deletedAt
        }));
    // What this write adds back on purpose (an undo, an import) beats older deletions of it.
    const tombstones = [
        ...tombstoneSlot.read().filter((tombstone)=>before.has(watchlistKey(tombstone)) || !kept.has(watchlistKey(tombstone))),
        ...deletions
    ];
    const merged = mergeWatchlists(items, watchlistSlot.read(), tombstones);
    const ok = watchlistSlot.write(merged);
    if (ok) {
        lastSeen = merged;
        tombstoneSlot.write(pruneTombstones(tombstones, merged, now));
        if (merged.length > 0) void requestPersistence();
    }
    return {
        ok,
        items: merged
    };
}

;// ../shared/storage/src/personal-schemas.ts


const personal_schemas_mediaType = dist/* picklist */.KIO([
    'movie',
    'tv'
]);
const themeSchema = dist/* picklist */.KIO(THEME_OPTIONS);
const autoThemeSchema = dist/* boolean */.zMY();
/** Field by field, so a bad field can fall back alone (see validFields). */ const preferenceFields = {
    defaultView: dist/* picklist */.KIO([
        'grid',
        'list'
    ]),
    itemsPerPage: dist/* pipe */.FsL(dist/* number */.aig(), dist/* integer */.ndf(), dist/* minValue */.Wwf(1)),
    showAdultContent: dist/* boolean */.zMY(),
    preferredLanguage: dist/* string */.YjP(),
    preferredRegion: dist/* string */.YjP(),
    favoriteGenres: dist/* array */.YOg(dist/* number */.aig()),
    enableNotifications: dist/* boolean */.zMY(),
    notifyNewReleases: dist/* boolean */.zMY(),
    notifyTrending: dist/* boolean */.zMY(),
    notifyRecommendations: dist/* boolean */.zMY(),
    trackAnalytics: dist/* boolean */.zMY(),
    shareWatchlist: dist/* boolean */.zMY(),
    exportFormat: dist/* picklist */.KIO(EXPORT_FORMATS),
    includePosters: dist/* boolean */.zMY()
};
const defaultPreferences = ()=>({
        ...DEFAULT_PREFERENCES,
        favoriteGenres: []
    });
// Preferences saved by an older version may lack newer fields: those take their defaults (not an error).
const preferencesSchema = dist/* pipe */.FsL(// valibot's object schemas let arrays through (as index-keyed objects).
dist/* custom */.IeY((stored)=>typeof stored === 'object' && !Array.isArray(stored), 'preferences must be an object'), dist/* looseObject */._H3(Object.fromEntries(Object.entries(preferenceFields).map(([key, schema])=>[
        key,
        dist/* optional */.lqM(schema)
    ]))), dist/* transform */.pdi((stored)=>{
    const filled = {
        ...stored
    };
    for (const [key, value] of Object.entries(defaultPreferences()))filled[key] ??= value;
    return filled;
}));
const viewHistoryEntrySchema = dist/* looseObject */._H3({
    id: dist/* number */.aig(),
    title: dist/* string */.YjP(),
    mediaType: dist/* optional */.lqM(personal_schemas_mediaType, 'movie'),
    posterPath: dist/* optional */.lqM(dist/* nullable */.mee(dist/* string */.YjP()), null),
    genres: dist/* optional */.lqM(dist/* array */.YOg(dist/* number */.aig()), ()=>[]),
    rating: dist/* optional */.lqM(dist/* number */.aig(), 0),
    viewedAt: dist/* string */.YjP(),
    sessionId: dist/* optional */.lqM(dist/* string */.YjP(), '')
});
const searchHistoryEntrySchema = dist/* looseObject */._H3({
    query: dist/* string */.YjP(),
    resultsCount: dist/* optional */.lqM(dist/* number */.aig(), 0),
    searchedAt: dist/* string */.YjP(),
    sessionId: dist/* optional */.lqM(dist/* string */.YjP(), '')
});
const reviewSchema = dist/* pipe */.FsL(dist/* looseObject */._H3({
    // Older reviews used Date.now() numbers as ids.
    id: dist/* pipe */.FsL(dist/* union */.KCZ([
        dist/* string */.YjP(),
        dist/* number */.aig()
    ]), dist/* transform */.pdi(String)),
    movieId: dist/* number */.aig(),
    mediaType: dist/* optional */.lqM(personal_schemas_mediaType, 'movie'),
    rating: dist/* pipe */.FsL(dist/* number */.aig(), dist/* minValue */.Wwf(1), dist/* maxValue */.cGV(5)),
    title: dist/* optional */.lqM(dist/* string */.YjP()),
    content: dist/* string */.YjP(),
    author: dist/* string */.YjP(),
    createdAt: dist/* string */.YjP(),
    updatedAt: dist/* optional */.lqM(dist/* string */.YjP()),
    helpful: dist/* optional */.lqM(dist/* number */.aig(), 0),
    reported: dist/* optional */.lqM(dist/* boolean */.zMY(), false)
}), dist/* transform */.pdi((review)=>({
        ...review,
        updatedAt: review.updatedAt ?? review.createdAt
    })));
const ratingSchema = dist/* looseObject */._H3({
    user: dist/* string */.YjP(),
    rating: dist/* pipe */.FsL(dist/* number */.aig(), dist/* minValue */.Wwf(1), dist/* maxValue */.cGV(5)),
    createdAt: dist/* string */.YjP()
});

;// ../shared/storage/src/settings-store.ts




// The theme is stored as a plain string ("dark"); older builds stored it JSON-quoted ("\"dark\""): read both.
const plainStringCodec = {
    decode: (raw)=>raw.startsWith('"') ? JSON.parse(raw) : raw,
    encode: (value)=>String(value)
};
// 'true' / 'false', which JSON.parse reads as booleans.
const booleanCodec = {
    decode: (raw)=>JSON.parse(raw),
    encode: (value)=>String(value)
};
const themeSlot = createStorageSlot({
    key: STORAGE_KEYS.theme,
    schema: themeSchema,
    defaultValue: ()=>DEFAULT_THEME_SETTINGS.theme,
    codec: plainStringCodec
});
const autoThemeSlot = createStorageSlot({
    key: STORAGE_KEYS.autoTheme,
    schema: autoThemeSchema,
    defaultValue: ()=>DEFAULT_THEME_SETTINGS.autoTheme,
    codec: booleanCodec
});
const preferencesSlot = createStorageSlot({
    key: STORAGE_KEYS.preferences,
    schema: preferencesSchema,
    defaultValue: defaultPreferences,
    recover: validFields(preferenceFields, defaultPreferences)
});
/** Theme and auto-theme flag; light and off by default (spec section 4). */ function readThemeSettings() {
    return {
        theme: themeSlot.read(),
        autoTheme: autoThemeSlot.read()
    };
}
function writeThemeSettings(settings) {
    const themeOk = themeSlot.write(settings.theme);
    const autoOk = autoThemeSlot.write(settings.autoTheme);
    return themeOk && autoOk;
}
/** User preferences; fields missing from older data take their defaults, bad fields fall back one by one. */ function readPreferences() {
    return preferencesSlot.read();
}
function writePreferences(preferences) {
    return preferencesSlot.write(preferences);
}

;// ../shared/storage/src/history-store.ts
/* unused harmony import specifier */ var history_store_C;





function historySlot(key, entry) {
    return createStorageSlot({
        key,
        schema: dist/* array */.YOg(entry),
        defaultValue: ()=>[],
        recover: validItems(entry)
    });
}
const viewSlot = historySlot(STORAGE_KEYS.viewHistory, viewHistoryEntrySchema);
const searchSlot = historySlot(STORAGE_KEYS.searchHistory, searchHistoryEntrySchema);
// Oldest first; appending re-reads the stored list (another tab may have appended) and keeps the newest `cap`.
function append(slot, entry, cap) {
    return slot.write([
        ...slot.read(),
        entry
    ].slice(-cap));
}
/** View history, oldest first, at most C.VIEW_HISTORY_CAP entries. */ function readViewHistory() {
    return viewSlot.read();
}
function appendViewHistory(entry) {
    return append(viewSlot, entry, (/* inlined export .VIEW_HISTORY_CAP */1000));
}
/** Search history, oldest first, at most C.SEARCH_HISTORY_CAP entries. */ function readSearchHistory() {
    return searchSlot.read();
}
function appendSearchHistory(entry) {
    return append(searchSlot, entry, history_store_C.SEARCH_HISTORY_CAP);
}
/** Removes view and search history. True when both are gone. */ function clearHistory() {
    const viewOk = viewSlot.remove();
    const searchOk = searchSlot.remove();
    return viewOk && searchOk;
}

;// ../shared/storage/src/feedback-store.ts





/** The key reviews and ratings of one title are stored under: `{mediaType}_{id}`. */ const feedbackKey = (mediaType, id)=>`${mediaType}_${id}`;
function listsSlot(key, entry) {
    return createStorageSlot({
        key,
        schema: dist/* record */.g1P(dist/* string */.YjP(), dist/* array */.YOg(entry)),
        defaultValue: ()=>({}),
        recover: validListsByKey(entry)
    });
}
const reviewsSlot = listsSlot(STORAGE_KEYS.reviews, reviewSchema);
const ratingsSlot = listsSlot(STORAGE_KEYS.ratings, ratingSchema);
// Re-reads the whole map before writing one title's list, so other titles' edits from other tabs survive.
function writeList(slot, key, list) {
    const all = slot.read();
    if (list.length === 0) delete all[key];
    else all[key] = [
        ...list
    ];
    return slot.write(all);
}
function readReviews(key) {
    return reviewsSlot.read()[key] ?? [];
}
function readAllReviews() {
    return reviewsSlot.read();
}
function writeReviews(key, reviews) {
    return writeList(reviewsSlot, key, reviews);
}
function readRatings(key) {
    return ratingsSlot.read()[key] ?? [];
}
function readAllRatings() {
    return ratingsSlot.read();
}
/** One rating per user per title: when a user appears twice, their last rating in `ratings` is kept. */ function writeRatings(key, ratings) {
    const byUser = new Map();
    for (const rating of ratings){
        byUser.delete(rating.user);
        byUser.set(rating.user, rating);
    }
    return writeList(ratingsSlot, key, [
        ...byUser.values()
    ]);
}

;// ../shared/storage/src/session-id.ts



const sessionSlot = createStorageSlot({
    key: STORAGE_KEYS.sessionId,
    schema: dist/* pipe */.FsL(dist/* string */.YjP(), dist/* minLength */.BpQ(1)),
    defaultValue: ()=>'',
    area: 'session',
    codec: {
        decode: (raw)=>raw,
        encode: (value)=>String(value)
    }
});
// When sessionStorage is unavailable the id still stays stable for this page.
let inMemory;
/** @internal Tests only. */ function resetSessionMemory() {
    inMemory = undefined;
}
function newId() {
    if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
    return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}
/** This tab session's id (sessionStorage), generated once. */ function getSessionId() {
    const stored = sessionSlot.read();
    if (stored) return stored;
    inMemory ??= newId();
    sessionSlot.write(inMemory);
    return inMemory;
}

;// ../shared/storage/src/external-changes.ts

/**
 * Changes another tab made to `key` (the `storage` event, which never fires in the tab that wrote). Emits the new
 * raw value, or null when the key was removed or the other tab cleared all storage. Re-read through the matching
 * `read*` function to get a validated value.
 */ function watchExternalChanges(key) {
    return new Observable/* Observable */.c((subscriber)=>{
        if (typeof window === 'undefined') return undefined;
        const onStorage = (event)=>{
            if (event.key === key) subscriber.next(event.newValue);
            else if (event.key === null) subscriber.next(null);
        };
        window.addEventListener('storage', onStorage);
        return ()=>window.removeEventListener('storage', onStorage);
    });
}

;// ../shared/storage/src/reset.ts
/* unused harmony import specifier */ var reset_configureStorage;
/* unused harmony import specifier */ var reset_resetPersistenceRequest;
/* unused harmony import specifier */ var reset_resetSessionMemory;
/* unused harmony import specifier */ var reset_resetReported;
/* unused harmony import specifier */ var reset_resetLastSeen;





/**
 * Forgets everything this package remembers for the page (injected backends, reported bad values, the last
 * seen watchlist, the persistence request, an in-memory session id). For tests; storage contents are untouched.
 */ function resetStorageMemory() {
    reset_configureStorage({});
    reset_resetReported();
    reset_resetLastSeen();
    reset_resetPersistenceRequest();
    reset_resetSessionMemory();
}

;// ../shared/storage/src/backup.ts
/* unused harmony import specifier */ var v;
/* unused harmony import specifier */ var backup_C;
/* unused harmony import specifier */ var backup_STORAGE_KEYS;
/* unused harmony import specifier */ var backup_watchlistKey;
/* unused harmony import specifier */ var backup_safeGet;
/* unused harmony import specifier */ var backup_safeSet;
/* unused harmony import specifier */ var backup_safeRemove;
/* unused harmony import specifier */ var backup_writeThemeSettings;
/* unused harmony import specifier */ var backup_readWatchlistTombstones;








const record = (entry)=>dist/* record */.g1P(dist/* string */.YjP(), dist/* array */.YOg(entry));
// The complete-data envelope (spec section 3): strict, unlike reads of stored values, so a bad file changes nothing.
const envelopeSchema = dist/* object */.Ikc({
    version: dist/* literal */.euz((/* inlined export .EXPORT_VERSION */"1.0")),
    analytics: dist/* object */.Ikc({
        viewHistory: dist/* array */.YOg(viewHistoryEntrySchema),
        searchHistory: dist/* array */.YOg(searchHistoryEntrySchema)
    }),
    userData: dist/* object */.Ikc({
        watchlist: dist/* array */.YOg(watchlistItemSchema),
        reviews: record(reviewSchema),
        ratings: record(ratingSchema),
        preferences: preferencesSchema,
        theme: dist/* object */.Ikc({
            theme: themeSchema,
            autoTheme: autoThemeSchema
        })
    })
});
function backup_describe(issues) {
    const first = issues[0];
    if (!first) return 'invalid';
    const path = first.path?.map((p)=>String(p.key)).join('.');
    return path ? `${path}: ${first.message}` : first.message;
}
/**
 * Validates a parsed complete-data export with the same schemas as stored values. Every entry must be valid:
 * nothing is salvaged, so a restore is all or nothing. Histories longer than their caps keep the newest entries.
 */ function parseBackup(value) {
    const result = v.safeParse(envelopeSchema, value);
    if (!result.success) return {
        ok: false,
        reason: backup_describe(result.issues)
    };
    const { analytics, userData } = result.output;
    return {
        ok: true,
        backup: {
            watchlist: userData.watchlist,
            reviews: userData.reviews,
            ratings: userData.ratings,
            preferences: userData.preferences,
            theme: userData.theme,
            viewHistory: analytics.viewHistory.slice(-(/* inlined export .VIEW_HISTORY_CAP */1000)),
            searchHistory: analytics.searchHistory.slice(-backup_C.SEARCH_HISTORY_CAP)
        }
    };
}
const RESTORED_KEYS = [
    STORAGE_KEYS.watchlist,
    STORAGE_KEYS.watchlistTombstones,
    STORAGE_KEYS.reviews,
    STORAGE_KEYS.ratings,
    STORAGE_KEYS.preferences,
    STORAGE_KEYS.theme,
    STORAGE_KEYS.autoTheme,
    STORAGE_KEYS.viewHistory,
    STORAGE_KEYS.searchHistory
];
/**
 * Replaces every stored piece of user data with the backup's. All or nothing: when any write fails (a full
 * storage), every key gets its previous raw value back and the result is false. Deletion records of restored
 * watchlist items are dropped so no tab merges them away again.
 */ function restoreBackup(backup) {
    const snapshot = RESTORED_KEYS.map((key)=>[
            key,
            backup_safeGet('local', key)
        ]);
    const restored = new Set(backup.watchlist.map(backup_watchlistKey));
    const tombstones = backup_readWatchlistTombstones().filter((tombstone)=>!restored.has(backup_watchlistKey(tombstone)));
    const json = (key, value)=>backup_safeSet('local', key, JSON.stringify(value));
    const ok = json(backup_STORAGE_KEYS.watchlist, backup.watchlist) && json(backup_STORAGE_KEYS.watchlistTombstones, tombstones) && json(backup_STORAGE_KEYS.reviews, backup.reviews) && json(backup_STORAGE_KEYS.ratings, backup.ratings) && json(backup_STORAGE_KEYS.preferences, backup.preferences) && backup_writeThemeSettings(backup.theme) && json(backup_STORAGE_KEYS.viewHistory, backup.viewHistory) && json(backup_STORAGE_KEYS.searchHistory, backup.searchHistory);
    if (ok) return true;
    for (const [key, raw] of snapshot){
        if (raw === null) backup_safeRemove('local', key);
        else backup_safeSet('local', key, raw);
    }
    return false;
}

;// ../shared/storage/index.ts
/** @reelist/storage — validated, prefixed browser storage with backups of bad values and cross-tab merging. */ 













;// ../shared/state/src/shared-context.ts

/**
 * A context that stays one object per page even if a second copy of this package is loaded (same guard as the
 * bus): a provider in the shell must be the one every remote's hook sees.
 */ function sharedContext(name, defaultValue) {
    const registry = globalThis.__reelistContexts ??= new Map();
    let context = registry.get(name);
    if (!context) {
        context = (0,react.createContext)(defaultValue);
        context.displayName = name;
        registry.set(name, context);
    }
    return context;
}

;// ../shared/domain/src/watchlist/items.ts
/** Maps a service title to a stored watchlist item (spec section 3); new items start as want_to_watch. */ function toWatchlistItem(title, mediaType, now = new Date()) {
    const item = {
        id: title.id,
        title: title.title ?? title.name ?? '',
        poster_path: title.poster_path ?? null,
        release_date: title.release_date ?? title.first_air_date ?? '',
        vote_average: title.vote_average ?? 0,
        media_type: mediaType ?? (title.media_type === 'tv' ? 'tv' : 'movie'),
        overview: title.overview ?? '',
        addedAt: now.toISOString(),
        status: 'want_to_watch'
    };
    if (title.genre_ids) item.genre_ids = title.genre_ids;
    if (title.backdrop_path !== undefined) item.backdrop_path = title.backdrop_path;
    return item;
}
const same = (item, id, mediaType)=>item.id === id && item.media_type === mediaType;
/** An item is identified by id plus media_type. */ const isInList = (items, id, mediaType)=>items.some((item)=>same(item, id, mediaType));
/** Appends without a duplicate check (spec section 4): callers toggle with isInList. */ const addItem = (items, item)=>[
        ...items,
        item
    ];
const removeItem = (items, id, mediaType)=>items.filter((item)=>!same(item, id, mediaType));
/** Sets any status at any time and refreshes updatedAt; other items keep their identity. */ const updateItemStatus = (items, id, mediaType, status, now = new Date())=>items.map((item)=>same(item, id, mediaType) ? {
            ...item,
            status,
            updatedAt: now.toISOString()
        } : item);
const clearItems = ()=>[];

;// ../shared/domain/src/watchlist/stats.ts
/** A missing status counts as want_to_watch (spec section 4). */ const effectiveStatus = (item)=>item.status ?? 'want_to_watch';
/** Counts per status; legacy on_hold/dropped items count only in the total. */ function computeStats(items) {
    const stats = {
        total: items.length,
        wantToWatch: 0,
        watching: 0,
        watched: 0
    };
    for (const item of items){
        const status = effectiveStatus(item);
        if (status === 'want_to_watch') stats.wantToWatch += 1;
        else if (status === 'watching') stats.watching += 1;
        else if (status === 'watched') stats.watched += 1;
    }
    return stats;
}
const filterWatchlist = (items, filter)=>filter === 'all' ? [
        ...items
    ] : items.filter((item)=>effectiveStatus(item) === filter);

;// ../shared/domain/src/format/date.ts
const longDate = new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric'
});
// A date-only value ('2024-01-05') is a calendar day: format it in UTC so no time zone moves it a day.
const longDateUtc = new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC'
});
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** Long US English ('January 5, 2024'); 'N/A' when missing or invalid. */ function formatDate(value) {
    if (!value) return 'N/A';
    const ms = Date.parse(value);
    if (Number.isNaN(ms)) return 'N/A';
    return (DATE_ONLY.test(value) ? longDateUtc : longDate).format(ms);
}
/** The four-digit year of an ISO date, or '' when missing or invalid. */ function yearOf(value) {
    if (!value) return '';
    const match = /^(\d{4})/.exec(value);
    if (match?.[1]) return match[1];
    const ms = Date.parse(value);
    return Number.isNaN(ms) ? '' : String(new Date(ms).getUTCFullYear());
}
const RUNNING = new Set([
    'Returning Series',
    'In Production'
]);
/** 'start - end' when Ended, 'start - Present' while running, else 'start'; 'N/A' without a start. */ function tvYearRange(firstAirDate, lastAirDate, status) {
    const start = yearOf(firstAirDate);
    if (!start) return 'N/A';
    if (status && RUNNING.has(status)) return `${start} - Present`;
    const end = yearOf(lastAirDate);
    if (status === 'Ended' && end) return `${start} - ${end}`;
    return start;
}

;// ../shared/domain/src/format/numbers.ts
/** '2h 15m', '45m'; 'N/A' for missing, zero or invalid minutes. */ function formatRuntime(minutes) {
    if (minutes === null || minutes === undefined || !Number.isFinite(minutes) || minutes <= 0) return 'N/A';
    const total = Math.round(minutes);
    const hours = Math.floor(total / 60);
    const rest = total % 60;
    return hours > 0 ? `${hours}h ${rest}m` : `${rest}m`;
}
/** Minutes of a movie, or per episode of a TV show (the first episode run time; spec section 9). */ const titleRuntime = (title)=>title.runtime ?? title.episode_run_time?.[0];
/** A vote average to one decimal ('7.3'); 'N/A' when missing. */ const formatVote = (value)=>value === null || value === undefined || !Number.isFinite(value) ? 'N/A' : value.toFixed(1);

;// ../shared/domain/src/detail/videos.ts

const ORDER = VIDEO_TYPE_ORDER;
const rank = (video)=>{
    const index = ORDER.indexOf(video.type);
    return index === -1 ? ORDER.length : index;
};
/** YouTube videos only, Trailer, Teaser, Clip, Featurette then the rest (stable), at most 6. */ function pickVideos(videos) {
    return (videos ?? []).filter((video)=>video.site === 'YouTube').map((video)=>({
            video,
            rank: rank(video)
        })).sort((a, b)=>a.rank - b.rank).slice(0, (/* inlined export .VIDEOS_MAX */6)).map((ranked)=>ranked.video);
}
/** The first Trailer among the picked videos, else the first picked video. */ function pickTrailer(videos) {
    const picked = pickVideos(videos);
    return picked.find((video)=>video.type === 'Trailer') ?? picked[0];
}

;// ../shared/domain/src/detail/people.ts

const KNOWN = CREW_DEPARTMENT_ORDER;
/** Crew by department: Directing, Writing, Production, Camera, Editing, Sound, then the rest alphabetically. */ function groupCrew(crew) {
    const groups = new Map();
    for (const person of crew ?? []){
        const department = person.department || 'Other';
        const people = groups.get(department);
        if (people) people.push(person);
        else groups.set(department, [
            person
        ]);
    }
    const known = KNOWN.filter((d)=>groups.has(d));
    const rest = [
        ...groups.keys()
    ].filter((d)=>!KNOWN.includes(d)).sort((a, b)=>a.localeCompare(b));
    return [
        ...known,
        ...rest
    ].map((department)=>({
            department,
            people: groups.get(department) ?? []
        }));
}
/** The first 20 cast members by billing order (members without an order go last, stably). */ function topCast(cast) {
    return (cast ?? []).map((person)=>({
            person,
            order: person.order ?? Number.MAX_SAFE_INTEGER
        })).sort((a, b)=>a.order - b.order).slice(0, (/* inlined export .CAST_KEPT */20)).map((entry)=>entry.person);
}
const directors = (crew)=>(crew ?? []).filter((person)=>person.job === 'Director');
/** A person with popularity above 10 gets a star badge. */ const isStarPerson = (person)=>(person.popularity ?? 0) > (/* inlined export .STAR_PERSON_POPULARITY */10);

;// ../shared/domain/src/detail/share.ts

/** Share links carrying the page URL and the first 100 characters of the overview, URL-encoded. */ function shareUrls(pageUrl, overview) {
    const url = encodeURIComponent(pageUrl);
    const text = encodeURIComponent((overview ?? '').slice(0, (/* inlined export .SHARE_TEXT_LENGTH */100)));
    return {
        twitter: `https://twitter.com/intent/tweet?url=${url}&text=${text}`,
        facebook: `https://www.facebook.com/sharer/sharer.php?u=${url}&quote=${text}`,
        linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${url}&summary=${text}`,
        reddit: `https://www.reddit.com/submit?url=${url}&title=${text}`
    };
}

;// ../shared/domain/src/reviews/ratings.ts
/** Average to one decimal, count, and how many ratings gave each of 1 to 5 stars. */ function ratingStats(ratings) {
    const distribution = {
        1: 0,
        2: 0,
        3: 0,
        4: 0,
        5: 0
    };
    let sum = 0;
    for (const { rating } of ratings){
        sum += rating;
        const star = Math.min(5, Math.max(1, Math.round(rating)));
        distribution[star] += 1;
    }
    const average = ratings.length ? Math.round(sum / ratings.length * 10) / 10 : 0;
    return {
        average,
        count: ratings.length,
        distribution
    };
}
/** One rating per user per title: replaces the user's rating in place, or appends a new one. */ function upsertRating(list, user, rating, now) {
    const entry = {
        user,
        rating,
        createdAt: now.toISOString()
    };
    const index = list.findIndex((r)=>r.user === user);
    if (index === -1) return [
        ...list,
        entry
    ];
    return list.map((r, i)=>i === index ? entry : r);
}

;// ../shared/domain/src/reviews/reviews.ts

/** Reviews and ratings are stored per `{mediaType}_{id}`. */ const reviewKey = (mediaType, id)=>`${mediaType}_${id}`;
const REVIEW_ERRORS = {
    contentRequired: 'Review content is required',
    rating: 'Rating must be a whole number from 1 to 5'
};
/** The messages that stop a review from being saved; empty when it is valid. */ function validateReview(input) {
    const errors = [];
    if (!input.content?.trim()) errors.push(REVIEW_ERRORS.contentRequired);
    const rating = input.rating ?? (/* inlined export .REVIEW_DEFAULT_RATING */5);
    if (!Number.isInteger(rating) || rating < 1 || rating > 5) errors.push(REVIEW_ERRORS.rating);
    return errors;
}

;// ../shared/domain/src/reviews/review-ops.ts

const cleanTitle = (title)=>title?.trim() || undefined;
/** A new local review from valid form input (call validateReview first); helpful 0, not reported. */ function createReview(input, context) {
    const at = context.now.toISOString();
    const review = {
        id: context.id,
        movieId: context.movieId,
        mediaType: context.mediaType,
        rating: input.rating ?? (/* inlined export .REVIEW_DEFAULT_RATING */5),
        content: input.content.trim(),
        author: context.author,
        createdAt: at,
        updatedAt: at,
        helpful: 0,
        reported: false
    };
    const title = cleanTitle(input.title);
    return title ? {
        ...review,
        title
    } : review;
}
/** Replaces title, content and rating of one review and refreshes updatedAt; the rest is kept. */ function editReview(list, id, input, now) {
    return list.map((review)=>{
        if (review.id !== id) return review;
        const { title: _old, ...rest } = review;
        const title = cleanTitle(input.title);
        const edited = {
            ...rest,
            rating: input.rating ?? review.rating,
            content: input.content.trim(),
            updatedAt: now.toISOString()
        };
        return title ? {
            ...edited,
            title
        } : edited;
    });
}
const deleteReview = (list, id)=>list.filter((r)=>r.id !== id);
/** One more 'helpful' vote for a review. */ const markReviewHelpful = (list, id)=>list.map((review)=>review.id === id ? {
            ...review,
            helpful: review.helpful + 1
        } : review);
/** Sets or clears the report flag of a review. */ const setReviewReported = (list, id, reported)=>list.map((review)=>review.id === id ? {
            ...review,
            reported
        } : review);
/** Only the fixed current-user placeholder's reviews (this browser's) can be edited or deleted. */ const canEditReview = (review, user = CURRENT_USER)=>review.author === user;
/** Newest first by creation time. */ const sortReviews = (list)=>[
        ...list
    ].sort((a, b)=>Date.parse(b.createdAt) - Date.parse(a.createdAt));

;// ../shared/domain/src/search/filters.ts
/* unused harmony import specifier */ var filters_C;

const maxYear = (now)=>now.getFullYear() + filters_C.YEAR_MAX_AHEAD;
/** The filters of an untouched search screen; every range spans its full default bounds. */ const defaultSearchFilters = (now = new Date())=>({
        mediaType: 'all',
        sortBy: 'popularity.desc',
        genres: [],
        yearFrom: filters_C.YEAR_MIN,
        yearTo: maxYear(now),
        ratingMin: filters_C.RATING_MIN,
        ratingMax: filters_C.RATING_MAX,
        runtimeMin: filters_C.RUNTIME_MIN,
        runtimeMax: filters_C.RUNTIME_DEFAULT_MAX,
        region: ''
    });
const SORTS = new Set(SEARCH_SORT_OPTIONS.map((o)=>o.value));
const MEDIA = new Set(MEDIA_FILTERS);
const REGIONS = new Set(WATCH_REGIONS);
const clamp = (value, min, max, fallback)=>value === undefined || !Number.isFinite(value) ? fallback : Math.min(max, Math.max(min, value));
/** Orders a range and keeps both ends within bounds. */ const range = (from, to)=>from <= to ? [
        from,
        to
    ] : [
        to,
        from
    ];
/**
 * Completes partial filters with the defaults and forces them into section 5's bounds: year 1900 to this year + 2
 * (whole years), rating 0 to 10 in steps of 0.1, runtime 0 to 500 (whole minutes); a reversed range is swapped.
 */ function clampFilters(filters, now = new Date()) {
    const d = defaultSearchFilters(now);
    const top = maxYear(now);
    const year = (v, f)=>Math.round(clamp(v, filters_C.YEAR_MIN, top, f));
    const rating = (v, f)=>Math.round(clamp(v, filters_C.RATING_MIN, filters_C.RATING_MAX, f) / filters_C.RATING_STEP) / (1 / filters_C.RATING_STEP);
    const runtime = (v, f)=>Math.round(clamp(v, filters_C.RUNTIME_MIN, filters_C.RUNTIME_MAX, f));
    const [yearFrom, yearTo] = range(year(filters.yearFrom, d.yearFrom), year(filters.yearTo, d.yearTo));
    const [ratingMin, ratingMax] = range(rating(filters.ratingMin, d.ratingMin), rating(filters.ratingMax, d.ratingMax));
    const [runtimeMin, runtimeMax] = range(runtime(filters.runtimeMin, d.runtimeMin), runtime(filters.runtimeMax, d.runtimeMax));
    return {
        mediaType: filters.mediaType && MEDIA.has(filters.mediaType) ? filters.mediaType : d.mediaType,
        sortBy: filters.sortBy && SORTS.has(filters.sortBy) ? filters.sortBy : d.sortBy,
        genres: [
            ...new Set((filters.genres ?? []).filter((g)=>Number.isInteger(g) && g > 0))
        ],
        yearFrom,
        yearTo,
        ratingMin,
        ratingMax,
        runtimeMin,
        runtimeMax,
        region: filters.region && REGIONS.has(filters.region) ? filters.region : ''
    };
}
/** True when any filter narrows the results (media type, genres, a range or a region); the sort is not a filter. */ function hasActiveFilters(filters, now = new Date()) {
    const f = clampFilters(filters, now);
    const d = defaultSearchFilters(now);
    return f.mediaType !== d.mediaType || f.genres.length > 0 || f.yearFrom !== d.yearFrom || f.yearTo !== d.yearTo || f.ratingMin !== d.ratingMin || f.ratingMax !== d.ratingMax || f.runtimeMin !== d.runtimeMin || f.runtimeMax !== d.runtimeMax || f.region !== d.region;
}

;// ../shared/domain/src/search/discover-params.ts
/* unused harmony import specifier */ var discover_params_clampFilters;
/* unused harmony import specifier */ var discover_params_defaultSearchFilters;

/** TV sorts by name and first air date; movies by primary release date, as the movie service names them. */ function sortFor(sort, mediaType) {
    const [field, direction] = sort.split('.');
    if (mediaType === 'tv') {
        if (field === 'title') return `name.${direction}`;
        if (field === 'release_date') return `first_air_date.${direction}`;
        return sort;
    }
    return field === 'release_date' ? `primary_release_date.${direction}` : sort;
}
/**
 * Turns the search screen's filters into discover parameters for one media type. Values equal to the defaults are
 * left out, so an untouched range never narrows results and equal searches share a cache key.
 */ function buildDiscoverParams(filters, mediaType, now = new Date()) {
    const f = discover_params_clampFilters(filters, now);
    const d = discover_params_defaultSearchFilters(now);
    const dateField = mediaType === 'tv' ? 'first_air_date' : 'primary_release_date';
    const params = {
        sort_by: sortFor(f.sortBy, mediaType)
    };
    if (f.genres.length) params.with_genres = f.genres.join(',');
    if (f.yearFrom !== d.yearFrom) params[`${dateField}.gte`] = `${f.yearFrom}-01-01`;
    if (f.yearTo !== d.yearTo) params[`${dateField}.lte`] = `${f.yearTo}-12-31`;
    if (f.ratingMin !== d.ratingMin) params['vote_average.gte'] = f.ratingMin;
    if (f.ratingMax !== d.ratingMax) params['vote_average.lte'] = f.ratingMax;
    if (f.runtimeMin !== d.runtimeMin) params['with_runtime.gte'] = f.runtimeMin;
    if (f.runtimeMax !== d.runtimeMax) params['with_runtime.lte'] = f.runtimeMax;
    if (f.region) params.watch_region = f.region;
    return params;
}

;// ../shared/contracts/src/watchlist.ts
const WATCHLIST_STATUSES = (/* unused pure expression or super */ null && ([
    'want_to_watch',
    'watching',
    'watched'
]));
const LEGACY_STATUSES = (/* unused pure expression or super */ null && ([
    'on_hold',
    'dropped'
]));
const STATUS_LABELS = {
    want_to_watch: 'Want to Watch',
    watching: 'Watching',
    watched: 'Watched',
    on_hold: 'On Hold',
    dropped: 'Dropped'
};

;// ../shared/domain/src/import-export/status.ts
/* unused harmony import specifier */ var status_STATUS_LABELS;

const BY_TEXT = new Map();
for (const [status, label] of Object.entries(STATUS_LABELS)){
    BY_TEXT.set(status, status);
    BY_TEXT.set(label.toLowerCase(), status);
}
BY_TEXT.set('currently watching', 'watching');
/**
 * A status from a file: a key ('watched') or a label ('Currently Watching'), any case. Unknown or missing
 * values become want_to_watch (spec section 5); the legacy on_hold and dropped are kept.
 */ function parseStatus(value) {
    if (typeof value !== 'string') return 'want_to_watch';
    return BY_TEXT.get(value.trim().toLowerCase()) ?? 'want_to_watch';
}
/** The label shown and exported for a status; a missing status reads as want_to_watch. */ const statusLabel = (status)=>status_STATUS_LABELS[status ?? 'want_to_watch'];

;// ../shared/domain/src/import-export/csv-export.ts
/* unused harmony import specifier */ var csv_export_C;
/* unused harmony import specifier */ var cutText;
/* unused harmony import specifier */ var quoteCell;
/* unused harmony import specifier */ var neutralise;
/* unused harmony import specifier */ var csv_export_statusLabel;



/** Columns of the CSV export, in order (spec section 7). The importer reads the same names. */ const CSV_COLUMNS = (/* unused pure expression or super */ null && ([
    'Title',
    'Type',
    'Status',
    'Rating',
    'Release Date',
    'Added Date',
    'Overview'
]));
const MEDIA_TYPE_LABEL = (/* unused pure expression or super */ null && ({
    movie: 'Movie',
    tv: 'TV Show'
}));
function row(item) {
    return [
        item.title,
        MEDIA_TYPE_LABEL[item.media_type] ?? MEDIA_TYPE_LABEL.movie,
        csv_export_statusLabel(item.status),
        Number.isFinite(item.vote_average) ? String(item.vote_average) : '0',
        item.release_date ?? '',
        item.addedAt ?? '',
        cutText(item.overview ?? '', csv_export_C.CSV_OVERVIEW_MAX)
    ];
}
/**
 * The watchlist as CSV text: a header line, then one line per item, CRLF line ends. Every cell is quoted with
 * inner quotes doubled and neutralised against formula injection; dates stay ISO so an import reads them back.
 */ function watchlistToCsv(items) {
    const lines = [
        CSV_COLUMNS.map(quoteCell).join(',')
    ];
    for (const item of items)lines.push(row(item).map((cell)=>quoteCell(neutralise(cell))).join(','));
    return `${lines.join('\r\n')}\r\n`;
}

;// ../shared/domain/src/import-export/csv-import.ts
/* unused harmony import specifier */ var unneutralise;
/* unused harmony import specifier */ var ImportError;
/* unused harmony import specifier */ var TRANSFER_MESSAGES;
/* unused harmony import specifier */ var csv_import_parseStatus;



const canonical = (name)=>name.replace(/^\uFEFF/, '').trim().toLowerCase();
const csv_import_KNOWN = (/* unused pure expression or super */ null && ([
    'Title',
    'Type',
    'Status',
    'Rating',
    'Release Date',
    'Added Date',
    'Overview'
]));
/** Maps the file's header to the known columns; a file without a Title column cannot be imported. */ function csvHeaderMap(fields) {
    const map = {};
    for (const field of fields){
        const column = csv_import_KNOWN.find((known)=>known.toLowerCase() === canonical(field));
        if (column && !map[column]) map[column] = field;
    }
    if (!map.Title) throw new ImportError(TRANSFER_MESSAGES.parseFailed('the CSV file has no Title column'));
    return map;
}
/** FNV-1a, 32 bits: a stable id seed from the row's identity, so importing the same file twice finds duplicates. */ function hash(text) {
    let h = 0x811c9dc5;
    for(let i = 0; i < text.length; i += 1){
        h ^= text.charCodeAt(i);
        h = Math.imul(h, 0x01000193);
    }
    return h >>> 0;
}
/** Negative, so a generated id never meets a movie-service id (those are positive). */ const generatedId = (item)=>-(hash(`${item.media_type}|${item.title}|${item.release_date}`) % 2_147_483_647) - 1;
const cell = (record, key)=>{
    const value = key === undefined ? undefined : record[key];
    return typeof value === 'string' ? unneutralise(value) : '';
};
/**
 * CSV records (header-keyed, as a CSV parser gives them) to watchlist items: Type 'TV Show' becomes tv, Rating a
 * number else 0, Status by label (unknown = want_to_watch), ids generated. Rows without a title are reported.
 * `firstRow` numbers the rows when a large file arrives in chunks.
 */ function csvRecordsToItems(records, header, now, firstRow = 1) {
    const items = [];
    const invalid = [];
    const nowIso = now.toISOString();
    records.forEach((record, index)=>{
        const title = cell(record, header.Title);
        if (!title.trim()) {
            invalid.push({
                row: firstRow + index,
                reason: 'missing title'
            });
            return;
        }
        const type = cell(record, header.Type).trim().toLowerCase();
        const rating = Number(cell(record, header.Rating).trim() || 'x');
        const added = cell(record, header['Added Date']).trim();
        const item = {
            id: 0,
            title,
            poster_path: null,
            release_date: cell(record, header['Release Date']).trim(),
            vote_average: Number.isFinite(rating) ? rating : 0,
            media_type: type === 'tv show' || type === 'tv' ? 'tv' : 'movie',
            overview: cell(record, header.Overview),
            addedAt: added && !Number.isNaN(Date.parse(added)) ? added : nowIso,
            status: csv_import_parseStatus(cell(record, header.Status))
        };
        item.id = generatedId(item);
        items.push(item);
    });
    return {
        items,
        invalid
    };
}

;// ../shared/domain/src/import-export/json-export.ts
/* unused harmony import specifier */ var json_export_parseStatus;


function entry(item) {
    const out = {
        id: item.id,
        title: item.title,
        mediaType: item.media_type,
        status: json_export_parseStatus(item.status),
        rating: item.vote_average,
        releaseDate: item.release_date,
        addedDate: item.addedAt,
        overview: item.overview,
        posterPath: item.poster_path,
        genreIds: item.genre_ids ? [
            ...item.genre_ids
        ] : []
    };
    if (item.updatedAt) out.updatedDate = item.updatedAt;
    return out;
}
/** The export panel's JSON: spec section 3's first form (exportDate, version '1.0', totalItems, watchlist[]). */ function toExportJson(items, now) {
    return {
        exportDate: now.toISOString(),
        version: (/* inlined export .EXPORT_VERSION */"1.0"),
        totalItems: items.length,
        watchlist: items.map(entry)
    };
}
const watchlistToJson = (items, now)=>JSON.stringify(toExportJson(items, now), null, 2);

;// ../shared/domain/src/import-export/normalise.ts
/* unused harmony import specifier */ var normalise_parseStatus;

const first = (raw, keys)=>{
    for (const key of keys)if (Object.hasOwn(raw, key) && raw[key] !== undefined) return raw[key];
    return undefined;
};
const normalise_text = (value)=>typeof value === 'string' ? value : '';
const isDate = (value)=>typeof value === 'string' && !Number.isNaN(Date.parse(value));
const number = (value)=>{
    const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    return typeof n === 'number' && Number.isFinite(n) ? n : 0;
};
function integerId(value) {
    const n = typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value;
    return typeof n === 'number' && Number.isSafeInteger(n) ? n : null;
}
function mediaTypeOf(value) {
    if (value === undefined || value === null || value === '') return 'movie';
    if (typeof value !== 'string') return null;
    const type = value.trim().toLowerCase();
    if (type === 'tv' || type === 'tv show') return 'tv';
    return type === 'movie' ? 'movie' : null;
}
function genreIds(value) {
    if (!Array.isArray(value)) return undefined;
    const ids = value.map((g)=>typeof g === 'object' && g !== null ? g.id : g).filter((g)=>typeof g === 'number' && Number.isInteger(g));
    return ids.length > 0 ? ids : undefined;
}
/**
 * One JSON entry in any accepted shape — export form 1 or 2 (camelCase), the alternative item shape, or a stored
 * item — as a stored watchlist item, or the reason it cannot be one. Never throws; copies only known fields.
 */ function normaliseEntry(entry, now) {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return 'not an object';
    const raw = entry;
    const id = integerId(first(raw, [
        'id'
    ]));
    if (id === null) return 'missing or invalid id';
    // Kept as written (not trimmed) so an export then import returns the same title.
    const title = normalise_text(first(raw, [
        'title',
        'name'
    ]));
    if (!title.trim()) return 'missing title';
    const mediaType = mediaTypeOf(first(raw, [
        'mediaType',
        'media_type'
    ]));
    if (!mediaType) return 'unknown media type';
    const added = first(raw, [
        'addedDate',
        'addedAt',
        'added_to_watchlist'
    ]);
    const updated = first(raw, [
        'updatedDate',
        'updatedAt'
    ]);
    const poster = first(raw, [
        'posterPath',
        'poster_path'
    ]);
    const backdrop = first(raw, [
        'backdropPath',
        'backdrop_path'
    ]);
    const item = {
        id,
        title,
        poster_path: typeof poster === 'string' ? poster : null,
        release_date: normalise_text(first(raw, [
            'releaseDate',
            'release_date',
            'first_air_date'
        ])),
        vote_average: number(first(raw, [
            'rating',
            'vote_average'
        ])),
        media_type: mediaType,
        overview: normalise_text(first(raw, [
            'overview'
        ])),
        addedAt: isDate(added) ? added : now.toISOString(),
        status: normalise_parseStatus(first(raw, [
            'status',
            'watchlist_status'
        ]))
    };
    if (isDate(updated)) item.updatedAt = updated;
    const genres = genreIds(first(raw, [
        'genreIds',
        'genre_ids',
        'genres'
    ]));
    if (genres) item.genre_ids = genres;
    if (typeof backdrop === 'string' || backdrop === null) item.backdrop_path = backdrop;
    return item;
}

;// ../shared/domain/src/import-export/json-import.ts
/* unused harmony import specifier */ var json_import_ImportError;
/* unused harmony import specifier */ var json_import_TRANSFER_MESSAGES;
/* unused harmony import specifier */ var json_import_normaliseEntry;


/**
 * Reads a JSON watchlist file: either export form, items in the stored or the alternative shape. Throws an
 * ImportError with the spec's message when the text is not JSON or holds no `watchlist` array; bad entries are
 * reported in `invalid`, never thrown.
 */ function parseWatchlistJson(text, now) {
    let data;
    try {
        data = JSON.parse(text);
    } catch  {
        throw new json_import_ImportError(json_import_TRANSFER_MESSAGES.jsonParseFailed);
    }
    const list = typeof data === 'object' && data !== null ? data.watchlist : undefined;
    if (!Array.isArray(list)) throw new json_import_ImportError(json_import_TRANSFER_MESSAGES.invalidFormat);
    const items = [];
    const invalid = [];
    list.forEach((entry, index)=>{
        const result = json_import_normaliseEntry(entry, now);
        if (typeof result === 'string') invalid.push({
            row: index + 1,
            reason: result
        });
        else items.push(result);
    });
    if (items.length === 0 && invalid.length > 0) {
        throw new json_import_ImportError(json_import_TRANSFER_MESSAGES.parseFailed('no valid watchlist items found'));
    }
    return {
        items,
        invalid,
        generatedIds: false
    };
}

;// ../shared/domain/src/import-export/pdf-data.ts
/* unused harmony import specifier */ var pdf_data_formatDate;
/* unused harmony import specifier */ var pdf_data_effectiveStatus;
/* unused harmony import specifier */ var pdf_data_MEDIA_TYPE_LABEL;
/* unused harmony import specifier */ var pdf_data_statusLabel;




const PDF_TITLE = 'My Movie Watchlist';
const PDF_TABLE_HEAD = (/* unused pure expression or super */ null && ([
    'Title',
    'Type',
    'Release Date',
    'Rating',
    'Status'
]));
const hasRating = (item)=>Number.isFinite(item.vote_average) && item.vote_average > 0;
/** The table's rows: Type as Movie / TV Show, Release Date or Unknown, Rating to 1 decimal or N/A (spec section 7). */ function pdfTableRows(items) {
    return items.map((item)=>{
        const date = pdf_data_formatDate(item.release_date);
        return [
            item.title,
            pdf_data_MEDIA_TYPE_LABEL[item.media_type] ?? pdf_data_MEDIA_TYPE_LABEL.movie,
            date === 'N/A' ? 'Unknown' : date,
            hasRating(item) ? item.vote_average.toFixed(1) : 'N/A',
            pdf_data_statusLabel(item.status)
        ];
    });
}
/** The header lines under the title: the generated-on date and the total count. */ const pdfSubtitleLines = (count, now)=>[
        `Generated on ${pdf_data_formatDate(now.toISOString())}`,
        `Total items: ${count}`
    ];
/** The Statistics block, in order; the average covers rated items only, 'N/A' when none is rated. */ function pdfStatistics(items) {
    let movies = 0;
    let wantToWatch = 0;
    let watching = 0;
    let watched = 0;
    let ratingSum = 0;
    let rated = 0;
    for (const item of items){
        if (item.media_type !== 'tv') movies += 1;
        const status = pdf_data_effectiveStatus(item);
        if (status === 'want_to_watch') wantToWatch += 1;
        else if (status === 'watching') watching += 1;
        else if (status === 'watched') watched += 1;
        if (hasRating(item)) {
            ratingSum += item.vote_average;
            rated += 1;
        }
    }
    return [
        [
            'Total Movies',
            String(movies)
        ],
        [
            'Total TV Shows',
            String(items.length - movies)
        ],
        [
            'Want to Watch',
            String(wantToWatch)
        ],
        [
            'Watching',
            String(watching)
        ],
        [
            'Watched',
            String(watched)
        ],
        [
            'Average Rating',
            rated > 0 ? (ratingSum / rated).toFixed(1) : 'N/A'
        ]
    ];
}

;// ../shared/domain/index.ts
/** @reelist/domain — pure product logic: watchlist, formatting, detail, reviews and search helpers. No DOM, no React. */ 

































;// ../shared/state/src/watchlist/persist-watchlist.ts



const WATCHLIST_QUOTA_MESSAGE = 'Could not save your watchlist: storage is full. Your changes are kept for this session.';
const WATCHLIST_UNAVAILABLE_MESSAGE = 'Could not save your watchlist: browser storage is unavailable. Your changes are kept for this session.';
/** Writes through storage (read-merge-write) and tells the user when the write failed; memory keeps the change. */ function persistWatchlist(next, previous) {
    let quota = false;
    // Storage reports a full quota on the bus synchronously, during the write.
    const subscription = bus.on('storage:write-failed').subscribe(({ key })=>{
        if (key === STORAGE_KEYS.watchlist) quota = true;
    });
    const result = writeWatchlist(next, previous);
    subscription.unsubscribe();
    if (!result.ok) {
        const message = quota ? WATCHLIST_QUOTA_MESSAGE : WATCHLIST_UNAVAILABLE_MESSAGE;
        bus.publish('toast:show', {
            message,
            kind: 'error'
        });
    }
    return result;
}

;// ../shared/state/src/watchlist/watchlist-provider.tsx








const WatchlistContext = sharedContext('ReelistWatchlist', null);
const watchlist_provider_mediaTypeOf = (title, mediaType)=>mediaType ?? (title.media_type === 'tv' ? 'tv' : 'movie');
const keyOf = (id, mediaType)=>`${mediaType}:${id}`;
function WatchlistProvider({ children }) {
    const [items, setItems] = (0,react.useState)(readWatchlist);
    const itemsRef = (0,react.useRef)(items);
    // What storage last held as far as this tab knows: deletions are measured against it, even after a failed write.
    const persistedRef = (0,react.useRef)(items);
    const show = (0,react.useCallback)((next)=>{
        itemsRef.current = next;
        setItems(next);
    }, []);
    const commit = (0,react.useCallback)((next)=>{
        const result = persistWatchlist(next, persistedRef.current);
        if (result.ok) persistedRef.current = result.items;
        show(result.items);
    }, [
        show
    ]);
    (0,react.useEffect)(()=>{
        const subscription = watchExternalChanges(STORAGE_KEYS.watchlist).subscribe(()=>{
            const stored = readWatchlist();
            persistedRef.current = stored;
            show(mergeWatchlists(itemsRef.current, stored, readWatchlistTombstones()));
        });
        return ()=>subscription.unsubscribe();
    }, [
        show
    ]);
    (0,react.useEffect)(()=>{
        bus.publish('watchlist:changed', {
            items
        });
    }, [
        items
    ]);
    const api = (0,react.useMemo)(()=>{
        // A key set keeps isInWatchlist O(1): every media card on a page asks it.
        const keys = new Set(items.map((item)=>keyOf(item.id, item.media_type)));
        const has = (id, mediaType)=>keys.has(keyOf(id, mediaType));
        const remove = (id, mediaType)=>commit(removeItem(itemsRef.current, id, mediaType));
        const add = (title, mediaType)=>commit(addItem(itemsRef.current, toWatchlistItem(title, watchlist_provider_mediaTypeOf(title, mediaType))));
        return {
            items,
            stats: computeStats(items),
            isInWatchlist: has,
            add,
            remove,
            toggle: (title, mediaType)=>{
                const type = watchlist_provider_mediaTypeOf(title, mediaType);
                if (isInList(itemsRef.current, title.id, type)) remove(title.id, type);
                else add(title, type);
            },
            updateStatus: (id, mediaType, status)=>commit(updateItemStatus(itemsRef.current, id, mediaType, status)),
            clear: ()=>commit([]),
            replaceAll: (next)=>commit([
                    ...next
                ])
        };
    }, [
        items,
        commit
    ]);
    return /*#__PURE__*/ (0,jsx_runtime.jsx)(WatchlistContext.Provider, {
        value: api,
        children: children
    });
}
function useWatchlist() {
    const api = (0,react.useContext)(WatchlistContext);
    if (!api) throw new Error('useWatchlist must be used within a WatchlistProvider');
    return api;
}

;// ../shared/state/src/theme/resolve-theme.ts
/**
 * The theme actually shown. Pure and dependency-free so the shell's pre-paint script can inline the same rule:
 * auto theme on, or theme 'system', follows the system colour scheme; otherwise the chosen theme.
 */ function resolveTheme(settings, systemDark) {
    if (settings.autoTheme || settings.theme === 'system') return systemDark ? 'dark' : 'light';
    return settings.theme;
}
/** Puts the resolved theme on the page root: the `dark` class and the matching `color-scheme`. */ function applyTheme(root, theme) {
    root.classList.toggle('dark', theme === 'dark');
    root.style.colorScheme = theme;
}

;// ../shared/state/src/theme/use-system-dark.ts

const QUERY = '(prefers-color-scheme: dark)';
const media = ()=>typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : undefined;
function subscribe(onChange) {
    const list = media();
    if (!list) return ()=>undefined;
    if (typeof list.addEventListener === 'function') {
        list.addEventListener('change', onChange);
        return ()=>list.removeEventListener('change', onChange);
    }
    // Safari before 14 only has the deprecated listener API.
    list.addListener(onChange);
    return ()=>list.removeListener(onChange);
}
const snapshot = ()=>media()?.matches ?? false;
/** Whether the system prefers a dark colour scheme, live. */ function useSystemDark() {
    return (0,react.useSyncExternalStore)(subscribe, snapshot, ()=>false);
}

;// ../shared/state/src/theme/theme-provider.tsx
/* unused harmony import specifier */ var useContext;








const ThemeContext = sharedContext('ReelistTheme', null);
function ThemeProvider({ children }) {
    const [settings, setSettings] = (0,react.useState)(readThemeSettings);
    const settingsRef = (0,react.useRef)(settings);
    const systemDark = useSystemDark();
    const resolvedTheme = resolveTheme(settings, systemDark);
    const show = (0,react.useCallback)((next)=>{
        settingsRef.current = next;
        setSettings(next);
    }, []);
    const update = (0,react.useCallback)((patch)=>{
        const next = {
            ...settingsRef.current,
            ...patch
        };
        show(next);
        writeThemeSettings(next);
    }, [
        show
    ]);
    (0,react.useEffect)(()=>{
        applyTheme(document.documentElement, resolvedTheme);
    }, [
        resolvedTheme
    ]);
    (0,react.useEffect)(()=>{
        bus.publish('theme:changed', {
            settings
        });
    }, [
        settings
    ]);
    (0,react.useEffect)(()=>{
        const subscriptions = [
            STORAGE_KEYS.theme,
            STORAGE_KEYS.autoTheme
        ].map((key)=>watchExternalChanges(key).subscribe(()=>show(readThemeSettings())));
        return ()=>subscriptions.forEach((subscription)=>subscription.unsubscribe());
    }, [
        show
    ]);
    const api = (0,react.useMemo)(()=>({
            theme: settings.theme,
            autoTheme: settings.autoTheme,
            resolvedTheme,
            setTheme: (theme)=>update({
                    theme
                }),
            setAutoTheme: (autoTheme)=>update({
                    autoTheme
                }),
            toggleTheme: ()=>update({
                    theme: resolvedTheme === 'dark' ? 'light' : 'dark',
                    autoTheme: false
                })
        }), [
        settings,
        resolvedTheme,
        update
    ]);
    return /*#__PURE__*/ (0,jsx_runtime.jsx)(ThemeContext.Provider, {
        value: api,
        children: children
    });
}
function useTheme() {
    const api = useContext(ThemeContext);
    if (!api) throw new Error('useTheme must be used within a ThemeProvider');
    return api;
}

;// ../shared/state/src/preferences/apply-content-preferences.ts

/**
 * Hands the language, region and adult-content preferences to the movie-service client. Called synchronously
 * whenever the provider takes new preferences (not in an effect): children's effects run first and would otherwise
 * fetch with the defaults. Returns its input so it can wrap a state update.
 */ function applyContentPreferences(preferences) {
    setContentPreferences({
        language: preferences.preferredLanguage,
        region: preferences.preferredRegion,
        includeAdult: preferences.showAdultContent
    });
    return preferences;
}

;// ../shared/state/src/preferences/preferences-provider.tsx







const PreferencesContext = sharedContext('ReelistPreferences', null);
function PreferencesProvider({ children }) {
    const [preferences, setPreferences] = (0,react.useState)(()=>applyContentPreferences(readPreferences()));
    const savePreferences = (0,react.useCallback)((next)=>{
        setPreferences(applyContentPreferences(next));
        return writePreferences(next);
    }, []);
    (0,react.useEffect)(()=>{
        bus.publish('preferences:changed', {
            preferences
        });
    }, [
        preferences
    ]);
    (0,react.useEffect)(()=>{
        const subscription = watchExternalChanges(STORAGE_KEYS.preferences).subscribe(()=>setPreferences(applyContentPreferences(readPreferences())));
        return ()=>subscription.unsubscribe();
    }, []);
    const api = (0,react.useMemo)(()=>({
            preferences,
            savePreferences
        }), [
        preferences,
        savePreferences
    ]);
    return /*#__PURE__*/ (0,jsx_runtime.jsx)(PreferencesContext.Provider, {
        value: api,
        children: children
    });
}
function usePreferences() {
    const api = (0,react.useContext)(PreferencesContext);
    if (!api) throw new Error('usePreferences must be used within a PreferencesProvider');
    return api;
}

;// ../shared/state/src/app-state/use-state-stream.ts
/* unused harmony import specifier */ var useCallback;
/* unused harmony import specifier */ var useSyncExternalStore;

/** The current value of a bus state stream, re-rendering on change. */ function useStateStream(stream) {
    const subscribe = useCallback((onChange)=>{
        const subscription = stream.subscribe(onChange);
        return ()=>subscription.unsubscribe();
    }, [
        stream
    ]);
    const snapshot = useCallback(()=>stream.getValue(), [
        stream
    ]);
    return useSyncExternalStore(subscribe, snapshot, snapshot);
}

;// ../shared/state/src/app-state/app-state-hooks.ts
/* unused harmony import specifier */ var app_state_hooks_useCallback;
/* unused harmony import specifier */ var useState;
/* unused harmony import specifier */ var useEffect;
/* unused harmony import specifier */ var app_state_hooks_bus;
/* unused harmony import specifier */ var app_state_hooks_useStateStream;



function useInstallState() {
    const state = app_state_hooks_useStateStream(app_state_hooks_bus.install$);
    const promptInstall = app_state_hooks_useCallback(()=>app_state_hooks_bus.publish('install:requested', {}), []);
    return {
        state,
        promptInstall
    };
}
function useNotifications() {
    const { permission, subscribed } = app_state_hooks_useStateStream(app_state_hooks_bus.notifications$);
    const [busy, setBusy] = useState(false);
    // Subscribed from mount, so even an answer published synchronously during the request clears `busy`.
    useEffect(()=>{
        const subscription = app_state_hooks_bus.on('notification:changed').subscribe(()=>setBusy(false));
        return ()=>subscription.unsubscribe();
    }, []);
    const request = app_state_hooks_useCallback((enable)=>{
        // Nothing wired or no browser support: nobody would answer (spec section 8).
        if (permission === 'not-supported') return;
        setBusy(true);
        app_state_hooks_bus.publish('notification:requested', {
            enable
        });
    }, [
        permission
    ]);
    const enable = app_state_hooks_useCallback(()=>request(true), [
        request
    ]);
    const disable = app_state_hooks_useCallback(()=>request(false), [
        request
    ]);
    return {
        permission,
        subscribed,
        enable,
        disable,
        busy
    };
}
/** Whether the browser is online, live (the bus follows online/offline events). */ function useOnline() {
    return app_state_hooks_useStateStream(app_state_hooks_bus.online$);
}
/** Shows a toast through the shell (`toast:show`). */ function useToast() {
    return app_state_hooks_useCallback((message, kind = 'info')=>app_state_hooks_bus.publish('toast:show', {
            message,
            kind
        }), []);
}

;// ../shared/state/src/navigation/navigation-context.tsx



const NavigationContext = sharedContext('ReelistNavigation', null);
function NavigationProvider({ value, children }) {
    return /*#__PURE__*/ (0,jsx_runtime.jsx)(NavigationContext.Provider, {
        value: value,
        children: children
    });
}
/** The current route and navigation functions, provided by the shell (or a remote's preview host). */ function useRoute() {
    const api = (0,react.useContext)(NavigationContext);
    if (!api) throw new Error('useRoute must be used within a NavigationProvider (the shell or a preview host)');
    return api;
}

;// ../shared/state/src/navigation/app-link.tsx



// Let the browser handle what users expect from a real link: new tab/window, download, non-left clicks.
const isPlainLeftClick = (event)=>event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
/** A real `<a href>` that navigates in-app on a plain left click. Without a NavigationProvider it is a plain link. */ function AppLink({ to, replace, onClick, target, children, ...rest }) {
    const navigation = (0,react.useContext)(NavigationContext);
    const handleClick = (event)=>{
        onClick?.(event);
        if (event.defaultPrevented || !navigation || !isPlainLeftClick(event)) return;
        if (target && target !== '_self' || rest.download !== undefined) return;
        event.preventDefault();
        navigation.navigate(to, {
            replace
        });
    };
    return /*#__PURE__*/ (0,jsx_runtime.jsx)("a", {
        ...rest,
        href: to,
        target: target,
        onClick: handleClick,
        children: children
    });
}

;// ../shared/state/src/runtime-config.tsx
/* unused harmony import specifier */ var runtime_config_useContext;



const RuntimeConfigContext = sharedContext('ReelistRuntimeConfig', null);
function RuntimeConfigProvider({ config, children }) {
    return /*#__PURE__*/ (0,jsx_runtime.jsx)(RuntimeConfigContext.Provider, {
        value: config,
        children: children
    });
}
/** The /config.json the shell loaded before bootstrapping (service URLs, keys, remotes). */ function useRuntimeConfig() {
    const config = runtime_config_useContext(RuntimeConfigContext);
    if (!config) throw new Error('useRuntimeConfig must be used within a RuntimeConfigProvider');
    return config;
}

;// ../shared/state/src/use-service-query.ts

const toError = (error)=>error instanceof Error ? error : new Error(String(error));
/**
 * Tracks one async call of an @reelist/api fetcher for a component. The API package owns caching; this hook only
 * tracks request state, drops responses for a key that is no longer current, and aborts on unmount or key change.
 */ function useServiceQuery(key, fetcher, options = {}) {
    const enabled = options.enabled ?? true;
    const keyString = typeof key === 'string' ? key : JSON.stringify(key);
    const fetcherRef = (0,react.useRef)(fetcher);
    const [attempt, setAttempt] = (0,react.useState)(0);
    const [state, setState] = (0,react.useState)({
        key: keyString,
        loading: enabled
    });
    (0,react.useEffect)(()=>{
        fetcherRef.current = fetcher;
    });
    (0,react.useEffect)(()=>{
        if (!enabled) {
            setState((previous)=>({
                    ...previous,
                    key: keyString,
                    loading: false
                }));
            return undefined;
        }
        const controller = new AbortController();
        const keep = (previous)=>previous.key === keyString ? previous.data : undefined;
        setState((previous)=>({
                key: keyString,
                data: keep(previous),
                loading: true
            }));
        fetcherRef.current(controller.signal).then((data)=>{
            if (!controller.signal.aborted) setState({
                key: keyString,
                data,
                loading: false
            });
        }, (error)=>{
            if (!controller.signal.aborted) setState((previous)=>({
                    key: keyString,
                    data: keep(previous),
                    error: toError(error),
                    loading: false
                }));
        });
        return ()=>controller.abort();
    }, [
        keyString,
        enabled,
        attempt
    ]);
    const refetch = (0,react.useCallback)(()=>setAttempt((n)=>n + 1), []);
    // Until the effect for a new key has run, report that key as loading rather than the old key's data.
    if (state.key !== keyString) return {
        data: undefined,
        error: undefined,
        loading: enabled,
        refetch
    };
    return {
        data: state.data,
        error: state.error,
        loading: state.loading,
        refetch
    };
}

;// ../shared/state/src/reelist-providers.tsx






/** Every provider a page needs, in one place: used by the shell and by each remote's standalone preview host. */ function ReelistProviders({ config, navigation, children }) {
    return /*#__PURE__*/ (0,jsx_runtime.jsx)(RuntimeConfigProvider, {
        config: config,
        children: /*#__PURE__*/ (0,jsx_runtime.jsx)(ThemeProvider, {
            children: /*#__PURE__*/ (0,jsx_runtime.jsx)(PreferencesProvider, {
                children: /*#__PURE__*/ (0,jsx_runtime.jsx)(WatchlistProvider, {
                    children: /*#__PURE__*/ (0,jsx_runtime.jsx)(NavigationProvider, {
                        value: navigation,
                        children: children
                    })
                })
            })
        })
    });
}

;// ../shared/state/index.ts
/** @reelist/state — React providers and hooks over the bus and storage, shared by the shell and every remote. */ 













;// ../shared/preview/src/match-route.ts
/** Matches a pathname against route patterns like '/movie/:id'. Enough for a preview host; the shell uses react-router. */ function matchRoute(pattern, pathname) {
    const want = pattern.split('/').filter(Boolean);
    const have = pathname.split('/').filter(Boolean);
    if (want.length !== have.length) return null;
    const params = {};
    for(let i = 0; i < want.length; i += 1){
        const w = want[i];
        const h = have[i];
        if (w.startsWith(':')) params[w.slice(1)] = decodeURIComponent(h);
        else if (w !== h) return null;
    }
    return params;
}

;// ../shared/preview/src/preview-host.tsx




const here = ()=>({
        pathname: window.location.pathname,
        search: window.location.search
    });
/** A minimal host: the shell's providers and a history-based router, so a remote can run and be tested alone. */ function PreviewHost({ name, routes, config }) {
    const [location, setLocation] = (0,react.useState)(here);
    (0,react.useEffect)(()=>{
        const onPop = ()=>setLocation(here());
        window.addEventListener('popstate', onPop);
        return ()=>window.removeEventListener('popstate', onPop);
    }, []);
    const navigate = (0,react.useCallback)((to, opts)=>{
        if (opts?.replace) window.history.replaceState(null, '', to);
        else window.history.pushState(null, '', to);
        setLocation(here());
        window.scrollTo(0, 0);
    }, []);
    const matched = (0,react.useMemo)(()=>{
        for (const route of routes){
            const params = matchRoute(route.path, location.pathname);
            if (params) return {
                params,
                element: route.element
            };
        }
        return {
            params: {},
            element: null
        };
    }, [
        routes,
        location.pathname
    ]);
    const element = matched.element;
    const navigation = (0,react.useMemo)(()=>({
            pathname: location.pathname,
            params: matched.params,
            searchParams: new URLSearchParams(location.search),
            navigate,
            setSearchParams: (next, opts)=>{
                const query = next instanceof URLSearchParams ? next : new URLSearchParams(next);
                const search = query.toString();
                navigate(`${location.pathname}${search ? `?${search}` : ''}`, {
                    replace: opts?.replace
                });
            }
        }), [
        location,
        matched,
        navigate
    ]);
    return /*#__PURE__*/ (0,jsx_runtime.jsx)(ReelistProviders, {
        config: config,
        navigation: navigation,
        children: /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
            "data-preview": name,
            children: [
                /*#__PURE__*/ (0,jsx_runtime.jsx)("nav", {
                    "aria-label": "Preview routes",
                    children: routes.map((r)=>/*#__PURE__*/ (0,jsx_runtime.jsx)("a", {
                            href: r.path.replace(':id', '550'),
                            style: {
                                marginRight: 12
                            },
                            children: r.path
                        }, r.path))
                }),
                /*#__PURE__*/ (0,jsx_runtime.jsx)("main", {
                    children: element ?? /*#__PURE__*/ (0,jsx_runtime.jsxs)("p", {
                        children: [
                            "No page of ",
                            name,
                            " at ",
                            location.pathname,
                            "."
                        ]
                    })
                })
            ]
        })
    });
}

;// ../shared/preview/src/start-preview.tsx





/** Fetches the preview server's /config.json, configures the services and mounts the preview host. */ async function startPreview({ name, routes }) {
    installGlobalStyles();
    const response = await fetch('/config.json', {
        cache: 'no-cache'
    });
    const config = await response.json();
    configureApi(config);
    const root = document.getElementById('root');
    if (!root) throw new Error('#root missing');
    (0,client.createRoot)(root).render(/*#__PURE__*/ (0,jsx_runtime.jsx)(PreviewHost, {
        name: name,
        routes: routes,
        config: config
    }));
}

;// ../shared/preview/index.ts
/** @reelist/preview — the minimal host each remote's standalone preview mounts (same providers as the shell). */ 



;// ./src/detail/api/get-title-details.ts


const fetchTitleDetails = (mediaType, id)=>(signal)=>getTitleDetails(mediaType, id, {
            signal
        });
/**
 * The title's details, with credits, videos, similar and recommendations. A title already warmed in the
 * api cache (card hover) is shown on the first render, without waiting for the cache's promise.
 */ function useTitleDetails(mediaType, id) {
    const query = useServiceQuery([
        'detail',
        mediaType,
        id
    ], fetchTitleDetails(mediaType, id));
    const title = query.data ?? peekTitleDetails(mediaType, id);
    const notFound = isApiError(query.error) && query.error.status === 404;
    return {
        title: query.error ? undefined : title,
        loading: !title && query.loading,
        notFound,
        error: notFound ? undefined : query.error
    };
}

;// ./src/detail/page/detail-route.ts
/**
 * The title a detail route points at: the type comes from the pathname (/tv/... is TV, anything else movie,
 * the spec's default) and the id must be a positive whole number, else there is nothing to find.
 */ function parseDetailRoute(pathname, rawId) {
    const mediaType = /^\/tv(\/|$)/.test(pathname) ? 'tv' : 'movie';
    if (!rawId || !/^\d{1,15}$/.test(rawId)) return null;
    const id = Number(rawId);
    return id > 0 ? {
        mediaType,
        id
    } : null;
}

;// ../shared/ui/src/lib/cx.ts
/** Joins truthy class names; CSS Modules give us strings, conditions give us falsy values. */ function cx(...classes) {
    return classes.filter(Boolean).join(' ');
}

;// ../shared/ui/src/feedback/skeleton.module.css
// extracted by mini-css-extract-plugin
/* harmony default export */ const skeleton_module = ({"skeleton":"WOkZcJm","shimmer":"a6YcF8u","box":"yMPcjrY","circle":"b1pqtcy","text":"FHSzdcw","lines":"IohJefo"});
;// ../shared/ui/src/feedback/skeleton.tsx



/** A shimmering placeholder. Hidden from assistive tech: pair it with a Spinner or aria-busy on the region. */ function Skeleton({ variant = 'box', width, height, lines = 1, aspectRatio, className }) {
    const style = {
        width,
        height,
        aspectRatio
    };
    if (variant === 'text' && lines > 1) {
        return /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
            className: cx(skeleton_module.lines, className),
            style: {
                width
            },
            "aria-hidden": "true",
            "data-skeleton": "",
            children: Array.from({
                length: lines
            }, (_, i)=>/*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                    className: cx(skeleton_module.skeleton, skeleton_module.text)
                }, i))
        });
    }
    return /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
        className: cx(skeleton_module.skeleton, skeleton_module[variant], className),
        style: style,
        "aria-hidden": "true",
        "data-skeleton": ""
    });
}

;// ../shared/ui/src/icons/icon-paths.ts
/**
 * Minimal 24x24 line icons (2px round strokes). Stored as path data, never as markup strings,
 * so nothing here is ever injected as HTML.
 */ const circle = (cx, cy, r)=>`M${cx + r} ${cy}a${r} ${r} 0 1 1-${2 * r} 0 ${r} ${r} 0 0 1 ${2 * r} 0z`;
const STAR = 'M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01L12 2z';
const SPEAKER = 'M11 5L6 9H2v6h4l5 4V5z';
const TRAY = 'M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4';
const ICON_PATHS = {
    search: [
        circle(11, 11, 8),
        'M21 21l-4.35-4.35'
    ],
    x: [
        'M18 6L6 18',
        'M6 6l12 12'
    ],
    close: [
        'M18 6L6 18',
        'M6 6l12 12'
    ],
    'chevron-left': [
        'M15 18l-6-6 6-6'
    ],
    'chevron-right': [
        'M9 18l6-6-6-6'
    ],
    'arrow-left': [
        'M19 12H5',
        'M12 19l-7-7 7-7'
    ],
    star: [
        STAR
    ],
    'star-filled': [
        STAR
    ],
    plus: [
        'M12 5v14',
        'M5 12h14'
    ],
    check: [
        'M20 6L9 17l-5-5'
    ],
    trash: [
        'M3 6h18',
        'M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6',
        'M10 11v6',
        'M14 11v6',
        'M9 6V4h6v2'
    ],
    play: [
        'M6 4l14 8-14 8V4z'
    ],
    share: [
        circle(18, 5, 3),
        circle(6, 12, 3),
        circle(18, 19, 3),
        'M8.59 13.51l6.83 3.98',
        'M15.41 6.51l-6.82 3.98'
    ],
    link: [
        'M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71',
        'M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71'
    ],
    volume: [
        SPEAKER,
        'M15.54 8.46a5 5 0 0 1 0 7.07',
        'M19.07 4.93a10 10 0 0 1 0 14.14'
    ],
    'volume-off': [
        SPEAKER,
        'M23 9l-6 6',
        'M17 9l6 6'
    ],
    grid: [
        'M3 3h7v7H3z',
        'M14 3h7v7h-7z',
        'M14 14h7v7h-7z',
        'M3 14h7v7H3z'
    ],
    list: [
        'M8 6h13',
        'M8 12h13',
        'M8 18h13',
        'M3 6h.01',
        'M3 12h.01',
        'M3 18h.01'
    ],
    sun: [
        circle(12, 12, 5),
        'M12 1v2',
        'M12 21v2',
        'M4.22 4.22l1.42 1.42',
        'M18.36 18.36l1.42 1.42',
        'M1 12h2',
        'M21 12h2',
        'M4.22 19.78l1.42-1.42',
        'M18.36 5.64l1.42-1.42'
    ],
    moon: [
        'M21 12.79A9 9 0 1 1 11.21 3 7 7 0 0 0 21 12.79z'
    ],
    menu: [
        'M3 6h18',
        'M3 12h18',
        'M3 18h18'
    ],
    download: [
        TRAY,
        'M7 10l5 5 5-5',
        'M12 15V3'
    ],
    upload: [
        TRAY,
        'M17 8l-5-5-5 5',
        'M12 3v12'
    ],
    refresh: [
        'M23 4v6h-6',
        'M1 20v-6h6',
        'M3.51 9a9 9 0 0 1 14.85-3.36L23 10',
        'M1 14l4.64 4.36A9 9 0 0 0 20.49 15'
    ],
    film: [
        'M4 2h16a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2z',
        'M7 2v20',
        'M17 2v20',
        'M2 12h20',
        'M2 7h5',
        'M2 17h5',
        'M17 7h5',
        'M17 17h5'
    ],
    tv: [
        'M4 7h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2z',
        'M17 2l-5 5-5-5'
    ],
    bell: [
        'M18 8A6 6 0 0 0 6 8c0 7-3 9-3 9h18s-3-2-3-9',
        'M13.73 21a2 2 0 0 1-3.46 0'
    ],
    'wifi-off': [
        'M1 1l22 22',
        'M16.72 11.06A10.94 10.94 0 0 1 19 12.55',
        'M5 12.55a10.94 10.94 0 0 1 5.17-2.39',
        'M10.71 5.05A16 16 0 0 1 22.58 9',
        'M1.42 9a15.91 15.91 0 0 1 4.7-2.88',
        'M8.53 16.11a6 6 0 0 1 6.95 0',
        'M12 20h.01'
    ],
    alert: [
        'M10.29 3.86L1.82 18a2 2 0 0 0 1.71 3h16.94a2 2 0 0 0 1.71-3L13.71 3.86a2 2 0 0 0-3.42 0z',
        'M12 9v4',
        'M12 17h.01'
    ],
    info: [
        circle(12, 12, 10),
        'M12 16v-4',
        'M12 8h.01'
    ],
    'external-link': [
        'M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6',
        'M15 3h6v6',
        'M10 14L21 3'
    ],
    home: [
        'M3 9l9-7 9 7v11a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z',
        'M9 22V12h6v10'
    ],
    bookmark: [
        'M19 21l-7-5-7 5V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2z'
    ],
    eye: [
        'M1 12s4-8 11-8 11 8 11 8-4 8-11 8-11-8-11-8z',
        circle(12, 12, 3)
    ],
    clock: [
        circle(12, 12, 10),
        'M12 6v6l4 2'
    ],
    chart: [
        'M18 20V10',
        'M12 20V4',
        'M6 20v-6'
    ],
    settings: [
        'M4 21v-7',
        'M4 10V3',
        'M12 21v-9',
        'M12 8V3',
        'M20 21v-5',
        'M20 12V3',
        'M1 14h6',
        'M9 8h6',
        'M17 16h6'
    ],
    sparkles: [
        'M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9z',
        'M19 16v4',
        'M17 18h4'
    ],
    filter: [
        'M22 3H2l8 9.46V19l4 2v-8.54z'
    ],
    calendar: [
        'M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z',
        'M16 2v4',
        'M8 2v4',
        'M3 10h18'
    ],
    user: [
        'M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2',
        circle(12, 7, 4)
    ],
    globe: [
        circle(12, 12, 10),
        'M2 12h20',
        'M12 2a15.3 15.3 0 0 1 4 10 15.3 15.3 0 0 1-4 10 15.3 15.3 0 0 1-4-10 15.3 15.3 0 0 1 4-10z'
    ]
};
/** Icons drawn as solid shapes rather than outlines. */ const FILLED_ICONS = new Set([
    'star-filled',
    'play'
]);
const ICON_NAMES = Object.keys(ICON_PATHS);

;// ../shared/ui/src/icons/icon.tsx


/** A tiny inline-SVG icon. Decorative (`aria-hidden`) unless a `title` is given. */ function Icon({ name, size = 20, title, ...rest }) {
    const filled = FILLED_ICONS.has(name);
    const a11y = title ? {
        role: 'img',
        'aria-label': title
    } : {
        'aria-hidden': true
    };
    return /*#__PURE__*/ (0,jsx_runtime.jsx)("svg", {
        xmlns: "http://www.w3.org/2000/svg",
        viewBox: "0 0 24 24",
        width: size,
        height: size,
        fill: filled ? 'currentColor' : 'none',
        stroke: "currentColor",
        strokeWidth: 2,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        focusable: "false",
        "data-icon": name,
        ...a11y,
        ...rest,
        children: ICON_PATHS[name].map((d)=>/*#__PURE__*/ (0,jsx_runtime.jsx)("path", {
                d: d
            }, d))
    });
}

;// ../shared/ui/src/actions/button.module.css
// extracted by mini-css-extract-plugin
/* harmony default export */ const button_module = ({"button":"C0NJ2Ub","sm":"IvZBKwo","md":"RUNZa07","lg":"ikev6ZK","primary":"cla2rVy","secondary":"tzzGKb8","ghost":"NX6zuAk","danger":"cRcS9sd","block":"FEDK3fV","iconOnly":"T1gLpv5"});
;// ../shared/ui/src/actions/button.tsx




const ICON_SIZE = {
    sm: 16,
    md: 18,
    lg: 20
};
/** The app's button. Defaults to `type="button"` so it never submits a form by accident. */ function Button({ variant = 'primary', size = 'md', icon, block = false, type = 'button', className, children, ref, ...rest }) {
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("button", {
        ref: ref,
        type: type,
        className: cx(button_module.button, button_module[variant], button_module[size], block && button_module.block, className),
        ...rest,
        children: [
            icon && /*#__PURE__*/ (0,jsx_runtime.jsx)(Icon, {
                name: icon,
                size: ICON_SIZE[size]
            }),
            children
        ]
    });
}

;// ./src/detail/page/reload-page.ts
/** 'Try Again' on a failed detail page reloads the whole page (spec section 2). Its own module so tests can mock it. */ function reloadPage() {
    window.location.reload();
}

;// ./src/detail/page/detail-page.module.css
// extracted by mini-css-extract-plugin
/* harmony default export */ const detail_page_module = ({"page":"zhsvOF8","columns":"dRlbtUG","skeletonBackdrop":"MKRJcAo","skeletonBody":"sHgfj3A","skeletonInfo":"ThlIxVW","message":"WRfpwN0","messageTitle":"anuzDoo","homeLink":"k2rLSwx"});
;// ./src/detail/page/detail-states.tsx





/** Holds the page's layout while the title loads, so nothing jumps when it arrives. */ function DetailSkeleton() {
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
        className: detail_page_module.page,
        role: "status",
        "aria-label": "Loading details",
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsx)("div", {
                className: detail_page_module.skeletonBackdrop,
                children: /*#__PURE__*/ (0,jsx_runtime.jsx)(Skeleton, {
                    height: "100%"
                })
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                className: detail_page_module.skeletonBody,
                children: [
                    /*#__PURE__*/ (0,jsx_runtime.jsx)(Skeleton, {
                        aspectRatio: "2 / 3"
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                        className: detail_page_module.skeletonInfo,
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime.jsx)(Skeleton, {
                                variant: "text",
                                width: "60%",
                                height: "2.25rem"
                            }),
                            /*#__PURE__*/ (0,jsx_runtime.jsx)(Skeleton, {
                                variant: "text",
                                lines: 3
                            }),
                            /*#__PURE__*/ (0,jsx_runtime.jsx)(Skeleton, {
                                variant: "text",
                                lines: 4
                            })
                        ]
                    })
                ]
            })
        ]
    });
}
/** 'Failed to Load Details' with Try Again, which reloads the page (spec section 2). */ function DetailLoadFailed({ message }) {
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
        className: detail_page_module.message,
        role: "alert",
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsx)(Icon, {
                name: "alert",
                size: 40
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)("h1", {
                className: detail_page_module.messageTitle,
                children: "Failed to Load Details"
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)("p", {
                children: message
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)(Button, {
                icon: "refresh",
                onClick: reloadPage,
                children: "Try Again"
            })
        ]
    });
}
/** 'Content Not Found': the service answered 404, or the address has no valid id. */ function DetailNotFound() {
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
        className: detail_page_module.message,
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsx)(Icon, {
                name: "film",
                size: 40
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)("h1", {
                className: detail_page_module.messageTitle,
                children: "Content Not Found"
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)("p", {
                children: "The movie or TV show you are looking for does not exist or has been removed."
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)(AppLink, {
                to: "/",
                className: detail_page_module.homeLink,
                children: "Back to Home"
            })
        ]
    });
}

;// ../shared/ui/src/media/use-in-view.ts

// Browsers may report a ratio a hair under the threshold that triggered the callback.
const RATIO_EPSILON = 1e-3;
/**
 * True once `ref` has been at least `threshold` visible. It latches: a lazy image that has started
 * loading should not unload when scrolled away. Without IntersectionObserver it is visible at once.
 */ function useInView(ref, threshold, rootMargin = '0px') {
    const [inView, setInView] = (0,react.useState)(()=>typeof IntersectionObserver === 'undefined');
    (0,react.useEffect)(()=>{
        const element = ref.current;
        if (inView || !element) return undefined;
        const observer = new IntersectionObserver((entries)=>{
            if (entries.some((entry)=>entry.isIntersecting && entry.intersectionRatio >= threshold - RATIO_EPSILON)) {
                setInView(true);
                observer.disconnect();
            }
        }, {
            threshold,
            rootMargin
        });
        observer.observe(element);
        return ()=>observer.disconnect();
    }, [
        ref,
        threshold,
        rootMargin,
        inView
    ]);
    return inView;
}

;// ../shared/ui/src/media/lazy-image.module.css
// extracted by mini-css-extract-plugin
/* harmony default export */ const lazy_image_module = ({"frame":"Akky56_","placeholder":"HqSWNqb","shimmer":"dawyHFL","image":"IElII3q","loaded":"qkWKWjv","broken":"v_ZfEEk"});
;// ../shared/ui/src/media/lazy-image.tsx






function isMissing(src) {
    return !src || src.trim() === '' || src === 'null' || src === 'undefined';
}
/** An image that loads at 10% visibility, with a shimmering placeholder and a fallback on error. */ function LazyImage({ src, alt, width, height, className, fallbackSrc = IMAGE_PLACEHOLDER, eager = false }) {
    const frameRef = (0,react.useRef)(null);
    const visible = useInView(frameRef, (/* inlined export .LAZY_IMAGE_THRESHOLD */0.1)) || eager;
    // Keyed by URL, so a new src starts fresh without an effect resetting state.
    const [failed, setFailed] = (0,react.useState)(()=>new Set());
    const [loadedSrc, setLoadedSrc] = (0,react.useState)(null);
    const wanted = isMissing(src) ? fallbackSrc : src;
    const current = failed.has(wanted) ? fallbackSrc : wanted;
    const broken = failed.has(current);
    const loaded = loadedSrc === current && !broken;
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("span", {
        ref: frameRef,
        className: cx(lazy_image_module.frame, className),
        style: {
            aspectRatio: `${width} / ${height}`
        },
        "data-state": broken ? 'error' : loaded ? 'loaded' : 'loading',
        children: [
            !loaded && /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                className: cx(lazy_image_module.placeholder, broken && lazy_image_module.broken),
                ...broken && alt ? {
                    role: 'img',
                    'aria-label': alt
                } : {
                    'aria-hidden': true
                }
            }),
            visible && !broken && /*#__PURE__*/ (0,jsx_runtime.jsx)("img", {
                src: current,
                alt: alt,
                width: width,
                height: height,
                loading: eager ? 'eager' : 'lazy',
                decoding: "async",
                className: cx(lazy_image_module.image, loaded && lazy_image_module.loaded),
                onLoad: ()=>setLoadedSrc(current),
                onError: ()=>setFailed((prev)=>new Set(prev).add(current))
            })
        ]
    });
}

;// ../shared/ui/src/layout/layout.module.css
// extracted by mini-css-extract-plugin
/* harmony default export */ const layout_module = ({"pageHeader":"cgColA0","pageTitle":"au3xOEY","subtitle":"Y8hJKbR","actions":"oqHvfVQ","statCard":"FNOitgQ","statIcon":"tfv7PTm","statText":"x08JLLn","statLabel":"Wz62hgJ","statValue":"YijnXQr","statHint":"YoyrYHd","badge":"ICycilR","accent":"uogyUYW","success":"QH3ku9o","warning":"uQJ8nVI","danger":"Y4gOn4Y","info":"VxJu9KE","tagRemove":"ZA077pt"});
;// ../shared/ui/src/layout/badge.tsx




/** A small pill label (status, count, media type). */ function Badge({ children, tone = 'neutral', className }) {
    return /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
        className: cx(layout_module.badge, tone !== 'neutral' && layout_module[tone], className),
        children: children
    });
}
/** A badge for an applied filter or genre, optionally removable. */ function Tag({ label, onRemove, removeLabel, tone = 'neutral', className }) {
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("span", {
        className: cx(layout_module.badge, tone !== 'neutral' && layout_module[tone], className),
        children: [
            label,
            onRemove && /*#__PURE__*/ (0,jsx_runtime.jsx)("button", {
                type: "button",
                className: layout_module.tagRemove,
                "aria-label": removeLabel ?? `Remove ${label}`,
                onClick: onRemove,
                children: /*#__PURE__*/ (0,jsx_runtime.jsx)(Icon, {
                    name: "x",
                    size: 12
                })
            })
        ]
    });
}

;// ./src/detail/page/title-text.ts
/** A movie's title or a show's name; never empty, so headings and labels always have text. */ const displayTitle = (title)=>title.title || title.name || 'Untitled';

;// ./src/detail/hero/share-menu.module.css
// extracted by mini-css-extract-plugin
/* harmony default export */ const share_menu_module = ({"root":"CmHLO72","panel":"Uq36MWM","list":"R6ojvNT","item":"DiRnjqV","status":"wTQU6Ln"});
;// ./src/detail/hero/share-menu.tsx






const LABELS = {
    twitter: 'Share on Twitter',
    facebook: 'Share on Facebook'
};
/** A Share disclosure: twitter and facebook links, and a copy-link action confirming for 2 s. */ function ShareMenu({ overview, pageUrl }) {
    const [open, setOpen] = (0,react.useState)(false);
    const [copied, setCopied] = (0,react.useState)(false);
    const [copyFailed, setCopyFailed] = (0,react.useState)(false);
    const menuId = (0,react.useId)();
    const rootRef = (0,react.useRef)(null);
    const url = pageUrl ?? window.location.href;
    const links = shareUrls(url, overview);
    (0,react.useEffect)(()=>{
        if (!copied) return undefined;
        const timer = setTimeout(()=>setCopied(false), (/* inlined export .COPY_CONFIRMATION_MS */2000));
        return ()=>clearTimeout(timer);
    }, [
        copied
    ]);
    (0,react.useEffect)(()=>{
        if (!open) return undefined;
        const onPointer = (event)=>{
            if (!rootRef.current?.contains(event.target)) setOpen(false);
        };
        document.addEventListener('pointerdown', onPointer);
        return ()=>document.removeEventListener('pointerdown', onPointer);
    }, [
        open
    ]);
    const copy = async ()=>{
        try {
            await navigator.clipboard.writeText(url);
            setCopyFailed(false);
            setCopied(true);
        } catch  {
            setCopyFailed(true);
        }
    };
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
        ref: rootRef,
        className: share_menu_module.root,
        onKeyDown: (event)=>{
            if (event.key === 'Escape' && open) setOpen(false);
        },
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsx)(Button, {
                variant: "secondary",
                icon: "share",
                "aria-expanded": open,
                "aria-controls": menuId,
                onClick: ()=>setOpen(!open),
                children: "Share"
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                id: menuId,
                className: share_menu_module.panel,
                hidden: !open,
                children: [
                    /*#__PURE__*/ (0,jsx_runtime.jsxs)("ul", {
                        className: share_menu_module.list,
                        children: [
                            SHARE_TARGETS_IN_USE.map((target)=>/*#__PURE__*/ (0,jsx_runtime.jsx)("li", {
                                    children: /*#__PURE__*/ (0,jsx_runtime.jsxs)("a", {
                                        className: share_menu_module.item,
                                        href: links[target],
                                        target: "_blank",
                                        rel: "noopener noreferrer",
                                        children: [
                                            /*#__PURE__*/ (0,jsx_runtime.jsx)(Icon, {
                                                name: "external-link",
                                                size: 16
                                            }),
                                            LABELS[target]
                                        ]
                                    })
                                }, target)),
                            /*#__PURE__*/ (0,jsx_runtime.jsx)("li", {
                                children: /*#__PURE__*/ (0,jsx_runtime.jsxs)("button", {
                                    type: "button",
                                    className: share_menu_module.item,
                                    onClick: copy,
                                    children: [
                                        /*#__PURE__*/ (0,jsx_runtime.jsx)(Icon, {
                                            name: copied ? 'check' : 'link',
                                            size: 16
                                        }),
                                        copied ? 'Link copied!' : 'Copy link'
                                    ]
                                })
                            })
                        ]
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)("p", {
                        className: share_menu_module.status,
                        role: "status",
                        children: copied ? 'Link copied to clipboard' : copyFailed ? 'Could not copy the link' : ''
                    })
                ]
            })
        ]
    });
}

;// ./src/detail/hero/detail-hero.module.css
// extracted by mini-css-extract-plugin
/* harmony default export */ const detail_hero_module = ({"hero":"FHm_Q_s","backdrop":"oWtNj_H","scrim":"MTwDUal","back":"S0yiMuj","trailerButton":"WIM71P4","body":"yzeT2xP","poster":"EvtSUTw","info":"ntJTWKs","title":"ReKrtdr","tagline":"nhuuzWK","facts":"QmB1yUu","factList":"KpdwNGt","fact":"dFjNFjJ","vote":"WmTKC6u","voteStar":"NUJlnKJ","voteValue":"n6T31vI","muted":"jR9bc3X","extraRatings":"XKkt0qs","genres":"xDvvWyl","extraRating":"hgMMddb","actions":"yTqOmYJ","website":"f8FHVmu","subheading":"FR7XkUd","overview":"DW1SRPR","directors":"uqM9Y2F"});
;// ./src/detail/hero/title-actions.tsx





/** The watchlist toggle, Share, and the Official Website link when the title has a homepage. */ function TitleActions({ title, mediaType }) {
    const { isInWatchlist, toggle } = useWatchlist();
    const inList = isInWatchlist(title.id, mediaType);
    // Only web addresses become links: a service answering `javascript:` must not get a clickable script.
    const homepage = title.homepage && /^https?:\/\//i.test(title.homepage) ? title.homepage : undefined;
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
        className: detail_hero_module.actions,
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsx)(Button, {
                variant: inList ? 'secondary' : 'primary',
                icon: inList ? 'check' : 'plus',
                "aria-pressed": inList,
                onClick: ()=>toggle(title, mediaType),
                children: inList ? 'In Watchlist' : 'Add to Watchlist'
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)(ShareMenu, {
                overview: title.overview
            }),
            homepage && /*#__PURE__*/ (0,jsx_runtime.jsxs)("a", {
                className: detail_hero_module.website,
                href: homepage,
                target: "_blank",
                rel: "noopener noreferrer",
                children: [
                    /*#__PURE__*/ (0,jsx_runtime.jsx)(Icon, {
                        name: "globe",
                        size: 18
                    }),
                    "Official Website"
                ]
            })
        ]
    });
}

;// ./src/detail/api/get-extra-ratings.ts


const SOURCES = [
    'Rotten Tomatoes',
    'Metacritic'
];
const present = (value)=>!!value && value !== 'N/A';
/** IMDb, Rotten Tomatoes and Metacritic from a ratings-service answer; sources it lacks are left out. */ function toExtraRatings(omdb) {
    if (!omdb) return [];
    const ratings = [];
    if (present(omdb.imdbRating)) ratings.push({
        source: 'IMDb',
        value: `${omdb.imdbRating}/10`
    });
    for (const source of SOURCES){
        const value = omdb.Ratings?.find((rating)=>rating.Source === source)?.Value;
        if (present(value)) ratings.push({
            source,
            value
        });
    }
    return ratings;
}
/** Extra ratings when the title has an IMDb id. A failure is silently ignored (spec section 8): no ratings. */ function useExtraRatings(imdbId) {
    const query = useServiceQuery([
        'omdb',
        imdbId
    ], (signal)=>getOmdbById(imdbId ?? '', {
            signal
        }), {
        enabled: !!imdbId
    });
    return query.error ? [] : toExtraRatings(query.data);
}

;// ./src/detail/hero/title-facts.tsx





const seasonsLabel = (n)=>`${n} ${n === 1 ? 'Season' : 'Seasons'}`;
const votes = new Intl.NumberFormat('en-US');
/** Release info, runtime, seasons for TV, the vote, and the ratings service's extra ratings. */ function TitleFacts({ title, mediaType }) {
    const extra = useExtraRatings(title.imdb_id);
    const tv = mediaType === 'tv';
    const facts = tv ? [
        [
            'First Aired',
            formatDate(title.first_air_date)
        ],
        [
            'Years',
            tvYearRange(title.first_air_date, title.last_air_date, title.status)
        ],
        [
            'Episode Runtime',
            formatRuntime(titleRuntime(title))
        ]
    ] : [
        [
            'Release Date',
            formatDate(title.release_date)
        ],
        [
            'Runtime',
            formatRuntime(titleRuntime(title))
        ]
    ];
    if (tv && title.number_of_seasons) facts.push([
        'Seasons',
        seasonsLabel(title.number_of_seasons)
    ]);
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
        className: detail_hero_module.facts,
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsx)("dl", {
                className: detail_hero_module.factList,
                children: facts.map(([label, value])=>/*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                        className: detail_hero_module.fact,
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime.jsx)("dt", {
                                children: label
                            }),
                            /*#__PURE__*/ (0,jsx_runtime.jsx)("dd", {
                                children: value
                            })
                        ]
                    }, label))
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsxs)("p", {
                className: detail_hero_module.vote,
                children: [
                    /*#__PURE__*/ (0,jsx_runtime.jsx)(Icon, {
                        name: "star-filled",
                        size: 18,
                        className: detail_hero_module.voteStar
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                        className: detail_hero_module.voteValue,
                        "aria-label": `Rating ${formatVote(title.vote_average)} out of 10`,
                        children: formatVote(title.vote_average)
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsxs)("span", {
                        className: detail_hero_module.muted,
                        children: [
                            "(",
                            votes.format(title.vote_count ?? 0),
                            " votes)"
                        ]
                    })
                ]
            }),
            extra.length > 0 && /*#__PURE__*/ (0,jsx_runtime.jsx)("ul", {
                className: detail_hero_module.extraRatings,
                "aria-label": "Ratings from other sources",
                children: extra.map((rating)=>/*#__PURE__*/ (0,jsx_runtime.jsxs)("li", {
                        className: detail_hero_module.extraRating,
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                                className: detail_hero_module.muted,
                                children: rating.source
                            }),
                            " ",
                            /*#__PURE__*/ (0,jsx_runtime.jsx)("strong", {
                                children: rating.value
                            })
                        ]
                    }, rating.source))
            })
        ]
    });
}

;// ./src/detail/hero/detail-hero.tsx










/** The top of the page: back link, backdrop with Watch Trailer, poster, facts, actions and the overview. */ function DetailHero({ title, mediaType, onWatchTrailer }) {
    const name = displayTitle(title);
    const directedBy = directors(title.credits?.crew);
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("header", {
        className: detail_hero_module.hero,
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                className: detail_hero_module.backdrop,
                children: [
                    /*#__PURE__*/ (0,jsx_runtime.jsx)(LazyImage, {
                        src: imageUrl(title.backdrop_path, IMAGE_SIZES.backdrop),
                        alt: "",
                        width: 1280,
                        height: 720,
                        eager: true
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)("div", {
                        className: detail_hero_module.scrim
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsxs)(AppLink, {
                        to: "/",
                        className: detail_hero_module.back,
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime.jsx)(Icon, {
                                name: "arrow-left",
                                size: 18
                            }),
                            "Back"
                        ]
                    }),
                    onWatchTrailer && /*#__PURE__*/ (0,jsx_runtime.jsx)(Button, {
                        size: "lg",
                        icon: "play",
                        className: detail_hero_module.trailerButton,
                        onClick: onWatchTrailer,
                        children: "Watch Trailer"
                    })
                ]
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                className: detail_hero_module.body,
                children: [
                    /*#__PURE__*/ (0,jsx_runtime.jsx)("div", {
                        className: detail_hero_module.poster,
                        children: /*#__PURE__*/ (0,jsx_runtime.jsx)(LazyImage, {
                            src: imageUrl(title.poster_path, IMAGE_SIZES.poster),
                            alt: `${name} poster`,
                            width: 500,
                            height: 750,
                            eager: true
                        })
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                        className: detail_hero_module.info,
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime.jsx)("h1", {
                                className: detail_hero_module.title,
                                children: name
                            }),
                            title.tagline && /*#__PURE__*/ (0,jsx_runtime.jsx)("p", {
                                className: detail_hero_module.tagline,
                                children: title.tagline
                            }),
                            /*#__PURE__*/ (0,jsx_runtime.jsx)(TitleFacts, {
                                title: title,
                                mediaType: mediaType
                            }),
                            /*#__PURE__*/ (0,jsx_runtime.jsx)(TitleActions, {
                                title: title,
                                mediaType: mediaType
                            }),
                            !!title.genres?.length && /*#__PURE__*/ (0,jsx_runtime.jsx)("ul", {
                                className: detail_hero_module.genres,
                                "aria-label": "Genres",
                                children: title.genres.map((genre)=>/*#__PURE__*/ (0,jsx_runtime.jsx)("li", {
                                        children: /*#__PURE__*/ (0,jsx_runtime.jsx)(Tag, {
                                            label: genre.name
                                        })
                                    }, genre.id))
                            }),
                            /*#__PURE__*/ (0,jsx_runtime.jsxs)("section", {
                                "aria-labelledby": "detail-overview",
                                className: detail_hero_module.overview,
                                children: [
                                    /*#__PURE__*/ (0,jsx_runtime.jsx)("h2", {
                                        id: "detail-overview",
                                        className: detail_hero_module.subheading,
                                        children: "Overview"
                                    }),
                                    /*#__PURE__*/ (0,jsx_runtime.jsx)("p", {
                                        children: title.overview || 'No overview available.'
                                    })
                                ]
                            }),
                            directedBy.length > 0 && /*#__PURE__*/ (0,jsx_runtime.jsxs)("p", {
                                className: detail_hero_module.directors,
                                children: [
                                    /*#__PURE__*/ (0,jsx_runtime.jsxs)("span", {
                                        className: detail_hero_module.muted,
                                        children: [
                                            directedBy.length === 1 ? 'Director' : 'Directors',
                                            ": "
                                        ]
                                    }),
                                    directedBy.map((person)=>person.name).join(', ')
                                ]
                            })
                        ]
                    })
                ]
            })
        ]
    });
}

;// ../shared/ui/src/layout/tabs.module.css
// extracted by mini-css-extract-plugin
/* harmony default export */ const tabs_module = ({"tablist":"bznO086","tab":"lNAmkVS","count":"ycCneRy","panel":"jQjaDBt"});
;// ../shared/ui/src/layout/tabs.tsx



/** Tabs with automatic activation: arrow keys, Home and End move and select; only the active tab is in the Tab order. */ function Tabs({ tabs, active, onChange, label, children, className }) {
    const baseId = (0,react.useId)();
    const refs = (0,react.useRef)(new Map());
    const tabId = (id)=>`${baseId}-tab-${id}`;
    const panelId = `${baseId}-panel`;
    const hasPanel = children !== undefined;
    const onKeyDown = (event, index)=>{
        const last = tabs.length - 1;
        const target = {
            ArrowRight: index === last ? 0 : index + 1,
            ArrowLeft: index === 0 ? last : index - 1,
            Home: 0,
            End: last
        }[event.key];
        const next = target === undefined ? undefined : tabs[target];
        if (!next) return;
        event.preventDefault();
        refs.current.get(next.id)?.focus();
        if (next.id !== active) onChange(next.id);
    };
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
        className: className,
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsx)("div", {
                role: "tablist",
                "aria-label": label,
                className: tabs_module.tablist,
                children: tabs.map((tab, index)=>{
                    const selected = tab.id === active;
                    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("button", {
                        ref: (el)=>{
                            if (el) refs.current.set(tab.id, el);
                            else refs.current.delete(tab.id);
                        },
                        type: "button",
                        role: "tab",
                        id: tabId(tab.id),
                        "aria-selected": selected,
                        "aria-controls": selected && hasPanel ? panelId : undefined,
                        tabIndex: selected ? 0 : -1,
                        className: tabs_module.tab,
                        onClick: ()=>!selected && onChange(tab.id),
                        onKeyDown: (event)=>onKeyDown(event, index),
                        children: [
                            tab.label,
                            tab.count !== undefined && /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                                className: tabs_module.count,
                                children: tab.count
                            })
                        ]
                    }, tab.id);
                })
            }),
            hasPanel && /*#__PURE__*/ (0,jsx_runtime.jsx)("div", {
                role: "tabpanel",
                id: panelId,
                "aria-labelledby": tabId(active),
                tabIndex: 0,
                className: tabs_module.panel,
                children: children
            })
        ]
    });
}

;// ../shared/ui/src/lib/plain-click.ts
/** A click the app may handle itself; modified or middle clicks (new tab, new window) stay with the browser. */ function plain_click_isPlainLeftClick(event) {
    return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

;// ../shared/ui/src/media/rating-badge.module.css
// extracted by mini-css-extract-plugin
/* harmony default export */ const rating_badge_module = ({"badge":"D9xvimo"});
;// ../shared/ui/src/media/rating-badge.tsx




/** Formats a vote average to one decimal, or 'N/A'. */ function formatRating(value) {
    return typeof value === 'number' && Number.isFinite(value) ? value.toFixed(1) : 'N/A';
}
/** A compact ★ 7.8 chip. */ function RatingBadge({ value, label = 'Rating', className }) {
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("span", {
        className: cx(rating_badge_module.badge, className),
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsx)(Icon, {
                name: "star-filled",
                size: 12
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsxs)("span", {
                className: "sr-only",
                children: [
                    label,
                    ": "
                ]
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                children: formatRating(value)
            })
        ]
    });
}

;// ../shared/ui/src/media/media-card.module.css
// extracted by mini-css-extract-plugin
/* harmony default export */ const media_card_module = ({"card":"QyQRMkK","sm":"Fjk1u6b","md":"XUHMFSw","lg":"zzfxBLv","fluid":"PiNWciS","link":"mP9QAhd","poster":"w0VylRn","badge":"Aka0TrD","body":"mWb22rI","title":"ePiTAvO","meta":"YekgSQ2","toggle":"ZPMv2zs","actions":"tykb_SB","skeletonLine":"nEFwOWU"});
;// ../shared/ui/src/media/media-card.tsx







const TYPE_LABEL = {
    movie: 'Movie',
    tv: 'TV Show'
};
/** A poster card that is a real link, with an optional watchlist toggle beside (not inside) it. */ function MediaCard(props) {
    const { title, year, rating, posterUrl, href, mediaType, inWatchlist = false } = props;
    const { onToggleWatchlist, onNavigate, onPrefetch, size = 'md', badge, actions, className } = props;
    const handleClick = (event)=>{
        if (!onNavigate || !plain_click_isPlainLeftClick(event)) return;
        event.preventDefault();
        onNavigate(href);
    };
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("article", {
        className: cx(media_card_module.card, media_card_module[size], className),
        "data-media-type": mediaType,
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsxs)("a", {
                href: href,
                className: media_card_module.link,
                onClick: handleClick,
                onPointerEnter: onPrefetch,
                onFocus: onPrefetch,
                children: [
                    /*#__PURE__*/ (0,jsx_runtime.jsxs)("span", {
                        className: media_card_module.poster,
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime.jsx)(LazyImage, {
                                src: posterUrl,
                                alt: "",
                                width: 500,
                                height: 750
                            }),
                            badge && /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                                className: media_card_module.badge,
                                children: badge
                            })
                        ]
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsxs)("span", {
                        className: media_card_module.body,
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                                className: media_card_module.title,
                                title: title,
                                children: title
                            }),
                            /*#__PURE__*/ (0,jsx_runtime.jsxs)("span", {
                                className: media_card_module.meta,
                                children: [
                                    year ? /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                                        children: year
                                    }) : null,
                                    /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                                        children: TYPE_LABEL[mediaType]
                                    }),
                                    rating !== undefined && /*#__PURE__*/ (0,jsx_runtime.jsx)(RatingBadge, {
                                        value: rating
                                    })
                                ]
                            })
                        ]
                    })
                ]
            }),
            onToggleWatchlist && /*#__PURE__*/ (0,jsx_runtime.jsx)("button", {
                type: "button",
                className: media_card_module.toggle,
                "aria-pressed": inWatchlist,
                "aria-label": inWatchlist ? `Remove ${title} from watchlist` : `Add ${title} to watchlist`,
                title: inWatchlist ? 'In Watchlist' : 'Add to Watchlist',
                onClick: onToggleWatchlist,
                children: /*#__PURE__*/ (0,jsx_runtime.jsx)(Icon, {
                    name: inWatchlist ? 'check' : 'plus',
                    size: 18
                })
            }),
            actions && /*#__PURE__*/ (0,jsx_runtime.jsx)("div", {
                className: media_card_module.actions,
                children: actions
            })
        ]
    });
}

;// ./src/detail/more-like/more-like.module.css
// extracted by mini-css-extract-plugin
/* harmony default export */ const more_like_module = ({"section":"N3eO8kT","heading":"quIltOZ","grid":"tVi_fTO"});
;// ./src/detail/more-like/more-like.tsx









/** 'More Like {title}' with Similar and Recommended tabs (max 12 each); shown only when both lists have titles. */ function MoreLike({ name, mediaType, similar = [], recommended = [] }) {
    const [tab, setTab] = (0,react.useState)('similar');
    const { navigate } = useRoute();
    const { isInWatchlist, toggle } = useWatchlist();
    if (similar.length === 0 || recommended.length === 0) return null;
    const items = (tab === 'similar' ? similar : recommended).slice(0, (/* inlined export .SIMILAR_MAX */12));
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("section", {
        "aria-labelledby": "detail-more-like",
        className: more_like_module.section,
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsxs)("h2", {
                id: "detail-more-like",
                className: more_like_module.heading,
                children: [
                    "More Like ",
                    name
                ]
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)(Tabs, {
                label: `More Like ${name}`,
                tabs: [
                    {
                        id: 'similar',
                        label: 'Similar'
                    },
                    {
                        id: 'recommended',
                        label: 'Recommended'
                    }
                ],
                active: tab,
                onChange: setTab,
                children: /*#__PURE__*/ (0,jsx_runtime.jsx)("ul", {
                    className: more_like_module.grid,
                    children: items.map((item)=>{
                        const type = item.media_type === 'tv' || item.media_type === 'movie' ? item.media_type : mediaType;
                        return /*#__PURE__*/ (0,jsx_runtime.jsx)("li", {
                            children: /*#__PURE__*/ (0,jsx_runtime.jsx)(MediaCard, {
                                size: "fluid",
                                title: displayTitle(item),
                                year: yearOf(item.release_date ?? item.first_air_date),
                                rating: item.vote_average ?? null,
                                posterUrl: imageUrl(item.poster_path, IMAGE_SIZES.posterSmall),
                                href: `/${type}/${item.id}`,
                                mediaType: type,
                                inWatchlist: isInWatchlist(item.id, type),
                                onToggleWatchlist: ()=>toggle(item, type),
                                onNavigate: navigate,
                                onPrefetch: ()=>prefetchTitle(type, item.id)
                            })
                        }, `${type}-${item.id}`);
                    })
                })
            })
        ]
    });
}

;// ./src/detail/people/people.module.css
// extracted by mini-css-extract-plugin
/* harmony default export */ const people_module = ({"section":"IZYLunp","heading":"_BSYXL8","grid":"bv2yq9M","person":"Nub6HmF","photo":"Xwkpxpt","star":"Zg59YhG","name":"IX5c7n8","role":"tDD39sR","department":"qQ3LQvr","departmentName":"EAeCKNo","empty":"z8xBVm8"});
;// ./src/detail/people/person-card.tsx






/** A person with a w185 profile image (placeholder when missing or broken), name and role. */ function PersonCard({ person, role, showStar = false }) {
    const star = showStar && isStarPerson(person);
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("li", {
        className: people_module.person,
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsxs)("span", {
                className: people_module.photo,
                children: [
                    /*#__PURE__*/ (0,jsx_runtime.jsx)(LazyImage, {
                        src: imageUrl(person.profile_path, IMAGE_SIZES.profile),
                        alt: "",
                        width: 185,
                        height: 278
                    }),
                    star && /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                        className: people_module.star,
                        children: /*#__PURE__*/ (0,jsx_runtime.jsx)(Icon, {
                            name: "star-filled",
                            size: 14,
                            title: "Popular"
                        })
                    })
                ]
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                className: people_module.name,
                children: person.name
            }),
            role && /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                className: people_module.role,
                children: role
            })
        ]
    });
}

;// ./src/detail/people/cast-crew-tabs.tsx







/** Cast (12, then Show All Cast up to the 20 kept) and crew grouped by department, as tabs. */ function CastCrewTabs({ cast, crew }) {
    const [tab, setTab] = (0,react.useState)('cast');
    const [showAll, setShowAll] = (0,react.useState)(false);
    const kept = topCast(cast);
    const departments = groupCrew(crew);
    const shown = showAll ? kept : kept.slice(0, (/* inlined export .CAST_TAB_SHOWN */12));
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("section", {
        "aria-labelledby": "detail-people",
        className: people_module.section,
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsx)("h2", {
                id: "detail-people",
                className: people_module.heading,
                children: "Cast and Crew"
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)(Tabs, {
                label: "Cast and crew",
                tabs: [
                    {
                        id: 'cast',
                        label: 'Cast',
                        count: kept.length
                    },
                    {
                        id: 'crew',
                        label: 'Crew',
                        count: crew?.length ?? 0
                    }
                ],
                active: tab,
                onChange: setTab,
                children: tab === 'cast' ? kept.length === 0 ? /*#__PURE__*/ (0,jsx_runtime.jsx)("p", {
                    className: people_module.empty,
                    children: "No cast information available."
                }) : /*#__PURE__*/ (0,jsx_runtime.jsxs)(jsx_runtime.Fragment, {
                    children: [
                        /*#__PURE__*/ (0,jsx_runtime.jsx)("ul", {
                            className: people_module.grid,
                            "aria-label": "Cast",
                            children: shown.map((person)=>/*#__PURE__*/ (0,jsx_runtime.jsx)(PersonCard, {
                                    person: person,
                                    role: person.character
                                }, person.credit_id ?? person.id))
                        }),
                        kept.length > (/* inlined export .CAST_TAB_SHOWN */12) && /*#__PURE__*/ (0,jsx_runtime.jsx)(Button, {
                            variant: "secondary",
                            "aria-expanded": showAll,
                            onClick: ()=>setShowAll(!showAll),
                            children: showAll ? 'Show Less' : 'Show All Cast'
                        })
                    ]
                }) : departments.length === 0 ? /*#__PURE__*/ (0,jsx_runtime.jsx)("p", {
                    className: people_module.empty,
                    children: "No crew information available."
                }) : departments.map(({ department, people })=>/*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                        className: people_module.department,
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime.jsx)("h3", {
                                className: people_module.departmentName,
                                children: department
                            }),
                            /*#__PURE__*/ (0,jsx_runtime.jsx)("ul", {
                                className: people_module.grid,
                                "aria-label": department,
                                children: people.map((person)=>/*#__PURE__*/ (0,jsx_runtime.jsx)(PersonCard, {
                                        person: person,
                                        role: person.job,
                                        showStar: true
                                    }, person.credit_id ?? `${person.id}-${person.job}`))
                            })
                        ]
                    }, department))
            })
        ]
    });
}

;// ../shared/ui/src/forms/star-rating.module.css
// extracted by mini-css-extract-plugin
/* harmony default export */ const star_rating_module = ({"stars":"ZICBv7D","star":"BbfafOy","empty":"gTNtyvd"});
;// ../shared/ui/src/forms/star-rating.tsx





const starLabel = (n)=>`${n} ${n === 1 ? 'star' : 'stars'}`;
/** Stars for a 1-5 rating: keyboard-operable radios (arrows, Home, End) or a labelled read-only display. */ function StarRating({ value, onChange, max = 5, label, size = 20, className }) {
    const refs = (0,react.useRef)([]);
    const shown = Math.max(0, Math.min(max, Math.round(value)));
    const stars = Array.from({
        length: max
    }, (_, i)=>i + 1);
    if (!onChange) {
        return /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
            role: "img",
            "aria-label": `${label}: ${shown} out of ${max} stars`,
            className: cx(star_rating_module.stars, className),
            children: stars.map((n)=>/*#__PURE__*/ (0,jsx_runtime.jsx)(Icon, {
                    name: n <= shown ? 'star-filled' : 'star',
                    size: size,
                    className: cx(n > shown && star_rating_module.empty)
                }, n))
        });
    }
    const select = (next)=>{
        const clamped = Math.max(1, Math.min(max, next));
        refs.current[clamped - 1]?.focus();
        if (clamped !== value) onChange(clamped);
    };
    const onKeyDown = (event)=>{
        const current = shown || 1;
        const next = {
            ArrowRight: current + 1,
            ArrowUp: current + 1,
            ArrowLeft: current - 1,
            ArrowDown: current - 1,
            Home: 1,
            End: max
        }[event.key];
        if (next === undefined) return;
        event.preventDefault();
        select(next);
    };
    return /*#__PURE__*/ (0,jsx_runtime.jsx)("div", {
        role: "radiogroup",
        "aria-label": label,
        className: cx(star_rating_module.stars, className),
        onKeyDown: onKeyDown,
        children: stars.map((n)=>/*#__PURE__*/ (0,jsx_runtime.jsx)("button", {
                ref: (el)=>{
                    refs.current[n - 1] = el;
                },
                type: "button",
                role: "radio",
                "aria-checked": n === shown,
                "aria-label": starLabel(n),
                // One tab stop for the group: the checked star, or the first when none is.
                tabIndex: n === (shown || 1) ? 0 : -1,
                className: cx(star_rating_module.star, n > shown && star_rating_module.empty),
                onClick: ()=>select(n),
                children: /*#__PURE__*/ (0,jsx_runtime.jsx)(Icon, {
                    name: n <= shown ? 'star-filled' : 'star',
                    size: size
                })
            }, n))
    });
}

;// ./src/detail/reviews/reviews.module.css
// extracted by mini-css-extract-plugin
/* harmony default export */ const reviews_module = ({"section":"jpPTA_U","sectionHead":"ijTwwyd","heading":"W39tajP","muted":"HD0R5ts","summary":"GjZ2FqC","average":"_W57Pye","averageValue":"H_pUOVH","distribution":"g0HjTFQ","bar":"k8jLCe2","barTrack":"Ui0DaVp","barFill":"yMgfOBN","barCount":"UKseBPk","myRating":"VCKzkJu","myRatingLabel":"jNNEMWV","form":"Z6fPjap","formHeading":"BrhrWdt","field":"_PK7iCH","label":"PgQwgys","input":"LPWqxqN","formError":"TJoCs8X","formActions":"hyVaCjr","reviewActions":"MVg6Cuz","notice":"DSlDm7O","reviews":"u3rJHU1","review":"Ch_i4fP","reviewHead":"g6xplU_","reviewTitle":"C8sQMZZ","byline":"uiSXcac","content":"slOYov4"});
;// ./src/detail/reviews/rating-summary.tsx



const STARS = [
    5,
    4,
    3,
    2,
    1
];
/** The visitors' average (1 decimal), count and 1-5 distribution, and this browser's own star rating. */ function RatingSummary({ stats, myRating, onRate }) {
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
        className: reviews_module.summary,
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                className: reviews_module.average,
                children: [
                    /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                        className: reviews_module.averageValue,
                        children: stats.count ? stats.average.toFixed(1) : '–'
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)(StarRating, {
                        value: stats.average,
                        label: "Average user rating",
                        size: 18
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsxs)("span", {
                        className: reviews_module.muted,
                        children: [
                            stats.count,
                            " ",
                            stats.count === 1 ? 'rating' : 'ratings'
                        ]
                    })
                ]
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)("ul", {
                className: reviews_module.distribution,
                "aria-label": "Rating distribution",
                children: STARS.map((star)=>{
                    const count = stats.distribution[star];
                    const share = stats.count ? Math.round(count / stats.count * 100) : 0;
                    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("li", {
                        className: reviews_module.bar,
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime.jsxs)("span", {
                                className: reviews_module.barLabel,
                                children: [
                                    star,
                                    "★"
                                ]
                            }),
                            /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                                className: reviews_module.barTrack,
                                "aria-hidden": "true",
                                children: /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                                    className: reviews_module.barFill,
                                    style: {
                                        width: `${share}%`
                                    }
                                })
                            }),
                            /*#__PURE__*/ (0,jsx_runtime.jsxs)("span", {
                                className: reviews_module.barCount,
                                children: [
                                    count,
                                    /*#__PURE__*/ (0,jsx_runtime.jsxs)("span", {
                                        className: "sr-only",
                                        children: [
                                            ' ',
                                            count === 1 ? 'rating' : 'ratings',
                                            " of ",
                                            star,
                                            " stars"
                                        ]
                                    })
                                ]
                            })
                        ]
                    }, star);
                })
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                className: reviews_module.myRating,
                children: [
                    /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                        id: "detail-my-rating",
                        className: reviews_module.myRatingLabel,
                        children: myRating ? 'Your rating' : 'Rate this title'
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)(StarRating, {
                        value: myRating,
                        onChange: onRate,
                        label: "Your rating",
                        size: 26
                    })
                ]
            })
        ]
    });
}

;// ./src/detail/reviews/review-form.tsx






/** Add or edit a review: optional title, required content, 1-5 stars defaulting to 5. */ function ReviewForm({ editing, onSubmit, onCancel }) {
    const [title, setTitle] = (0,react.useState)(editing?.title ?? '');
    const [content, setContent] = (0,react.useState)(editing?.content ?? '');
    const [rating, setRating] = (0,react.useState)(editing?.rating ?? (/* inlined export .REVIEW_DEFAULT_RATING */5));
    const [errors, setErrors] = (0,react.useState)([]);
    const id = (0,react.useId)();
    const submit = (event)=>{
        event.preventDefault();
        const input = {
            title,
            content,
            rating
        };
        const problems = validateReview(input);
        setErrors(problems);
        if (problems.length === 0) onSubmit(input);
    };
    const heading = editing ? 'Edit Your Review' : 'Write a Review';
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("form", {
        className: reviews_module.form,
        onSubmit: submit,
        "aria-labelledby": `${id}-heading`,
        noValidate: true,
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsx)("h3", {
                id: `${id}-heading`,
                className: reviews_module.formHeading,
                children: heading
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                className: reviews_module.field,
                children: [
                    /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                        className: reviews_module.label,
                        children: "Rating"
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)(StarRating, {
                        value: rating,
                        onChange: setRating,
                        label: "Review rating",
                        size: 24
                    })
                ]
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                className: reviews_module.field,
                children: [
                    /*#__PURE__*/ (0,jsx_runtime.jsx)("label", {
                        htmlFor: `${id}-title`,
                        className: reviews_module.label,
                        children: "Title (optional)"
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)("input", {
                        id: `${id}-title`,
                        className: reviews_module.input,
                        value: title,
                        onChange: (e)=>setTitle(e.target.value),
                        maxLength: 200
                    })
                ]
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                className: reviews_module.field,
                children: [
                    /*#__PURE__*/ (0,jsx_runtime.jsx)("label", {
                        htmlFor: `${id}-content`,
                        className: reviews_module.label,
                        children: "Your review"
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)("textarea", {
                        id: `${id}-content`,
                        className: reviews_module.input,
                        value: content,
                        onChange: (e)=>setContent(e.target.value),
                        rows: 5,
                        required: true,
                        "aria-invalid": errors.length > 0,
                        "aria-describedby": errors.length > 0 ? `${id}-errors` : undefined
                    })
                ]
            }),
            errors.length > 0 && /*#__PURE__*/ (0,jsx_runtime.jsx)("p", {
                id: `${id}-errors`,
                role: "alert",
                className: reviews_module.formError,
                children: errors.join('. ')
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                className: reviews_module.formActions,
                children: [
                    /*#__PURE__*/ (0,jsx_runtime.jsx)(Button, {
                        type: "submit",
                        children: editing ? 'Update Review' : 'Submit Review'
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)(Button, {
                        variant: "ghost",
                        onClick: onCancel,
                        children: "Cancel"
                    })
                ]
            })
        ]
    });
}

;// ./src/detail/reviews/review-item.tsx




/** One review. Only this browser's reviews (the current-user placeholder) offer Edit and Delete. */ function ReviewItem({ review, onEdit, onDelete, onHelpful, onReport }) {
    const mine = canEditReview(review);
    const edited = review.updatedAt !== review.createdAt;
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("li", {
        className: reviews_module.review,
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                className: reviews_module.reviewHead,
                children: [
                    /*#__PURE__*/ (0,jsx_runtime.jsx)(StarRating, {
                        value: review.rating,
                        label: "Rating",
                        size: 16
                    }),
                    review.title && /*#__PURE__*/ (0,jsx_runtime.jsx)("h3", {
                        className: reviews_module.reviewTitle,
                        children: review.title
                    }),
                    review.reported && /*#__PURE__*/ (0,jsx_runtime.jsx)(Badge, {
                        tone: "warning",
                        children: "Reported"
                    })
                ]
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsxs)("p", {
                className: reviews_module.byline,
                children: [
                    mine ? 'You' : review.author,
                    " · ",
                    formatDate(review.createdAt),
                    edited ? ' (edited)' : ''
                ]
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)("p", {
                className: reviews_module.content,
                children: review.content
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                className: reviews_module.reviewActions,
                children: [
                    /*#__PURE__*/ (0,jsx_runtime.jsxs)(Button, {
                        variant: "ghost",
                        size: "sm",
                        icon: "check",
                        onClick: onHelpful,
                        children: [
                            "Helpful (",
                            review.helpful,
                            ")"
                        ]
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)(Button, {
                        variant: "ghost",
                        size: "sm",
                        icon: "alert",
                        "aria-pressed": review.reported,
                        onClick: ()=>onReport(!review.reported),
                        children: review.reported ? 'Reported' : 'Report'
                    }),
                    mine && /*#__PURE__*/ (0,jsx_runtime.jsxs)(jsx_runtime.Fragment, {
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime.jsx)(Button, {
                                variant: "secondary",
                                size: "sm",
                                onClick: onEdit,
                                children: "Edit"
                            }),
                            /*#__PURE__*/ (0,jsx_runtime.jsx)(Button, {
                                variant: "danger",
                                size: "sm",
                                icon: "trash",
                                onClick: onDelete,
                                children: "Delete"
                            })
                        ]
                    })
                ]
            })
        ]
    });
}

;// ./src/detail/reviews/use-feedback.ts




const use_feedback_newId = ()=>typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
/**
 * The local reviews and star ratings of one title, stored per `{mediaType}_{id}`. Every edit re-reads storage
 * first, so another tab's review of the same title is kept; other tabs' edits show up live.
 */ function useFeedback(mediaType, id) {
    const key = feedbackKey(mediaType, id);
    const [reviews, setReviews] = (0,react.useState)(()=>readReviews(key));
    const [ratings, setRatings] = (0,react.useState)(()=>readRatings(key));
    (0,react.useEffect)(()=>{
        const subscriptions = [
            watchExternalChanges(STORAGE_KEYS.reviews).subscribe(()=>setReviews(readReviews(key))),
            watchExternalChanges(STORAGE_KEYS.ratings).subscribe(()=>setRatings(readRatings(key)))
        ];
        return ()=>subscriptions.forEach((subscription)=>subscription.unsubscribe());
    }, [
        key
    ]);
    // A failed write keeps the change on screen (storage logs it), like the watchlist does.
    const changeReviews = (0,react.useCallback)((change)=>{
        const next = change(readReviews(key));
        writeReviews(key, next);
        setReviews(next);
    }, [
        key
    ]);
    const rate = (0,react.useCallback)((stars)=>{
        const next = upsertRating(readRatings(key), CURRENT_USER, stars, new Date());
        writeRatings(key, next);
        setRatings(next);
    }, [
        key
    ]);
    return (0,react.useMemo)(()=>({
            reviews: sortReviews(reviews),
            stats: ratingStats(ratings),
            myRating: ratings.find((rating)=>rating.user === CURRENT_USER)?.rating ?? 0,
            rate,
            addReview: (input)=>changeReviews((list)=>[
                        ...list,
                        createReview(input, {
                            id: use_feedback_newId(),
                            movieId: id,
                            mediaType,
                            author: CURRENT_USER,
                            now: new Date()
                        })
                    ]),
            updateReview: (reviewId, input)=>changeReviews((list)=>editReview(list, reviewId, input, new Date())),
            removeReview: (reviewId)=>changeReviews((list)=>deleteReview(list, reviewId)),
            markHelpful: (reviewId)=>changeReviews((list)=>markReviewHelpful(list, reviewId)),
            setReported: (reviewId, reported)=>changeReviews((list)=>setReviewReported(list, reviewId, reported))
        }), [
        reviews,
        ratings,
        rate,
        changeReviews,
        id,
        mediaType
    ]);
}

;// ./src/detail/reviews/reviews-section.tsx








const DELETE_CONFIRMATION = 'Are you sure you want to delete this review?';
/** Local star ratings and reviews of this title. */ function ReviewsSection({ mediaType, id }) {
    const feedback = useFeedback(mediaType, id);
    const [form, setForm] = (0,react.useState)({
        mode: 'closed'
    });
    const [notice, setNotice] = (0,react.useState)('');
    const editing = form.mode === 'edit' ? feedback.reviews.find((r)=>r.id === form.reviewId) : undefined;
    const submit = (input)=>{
        if (form.mode === 'edit') feedback.updateReview(form.reviewId, input);
        else feedback.addReview(input);
        setNotice(form.mode === 'edit' ? 'Review updated' : 'Review submitted');
        setForm({
            mode: 'closed'
        });
    };
    const remove = (reviewId)=>{
        if (!window.confirm(DELETE_CONFIRMATION)) return;
        feedback.removeReview(reviewId);
        if (form.mode === 'edit' && form.reviewId === reviewId) setForm({
            mode: 'closed'
        });
        setNotice('Review deleted');
    };
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("section", {
        "aria-labelledby": "detail-reviews",
        className: reviews_module.section,
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                className: reviews_module.sectionHead,
                children: [
                    /*#__PURE__*/ (0,jsx_runtime.jsx)("h2", {
                        id: "detail-reviews",
                        className: reviews_module.heading,
                        children: "Ratings and Reviews"
                    }),
                    form.mode === 'closed' && /*#__PURE__*/ (0,jsx_runtime.jsx)(Button, {
                        icon: "plus",
                        onClick: ()=>{
                            setNotice('');
                            setForm({
                                mode: 'new'
                            });
                        },
                        children: "Write a Review"
                    })
                ]
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)(RatingSummary, {
                stats: feedback.stats,
                myRating: feedback.myRating,
                onRate: feedback.rate
            }),
            form.mode !== 'closed' && /*#__PURE__*/ (0,jsx_runtime.jsx)(ReviewForm, {
                editing: editing,
                onSubmit: submit,
                onCancel: ()=>setForm({
                        mode: 'closed'
                    })
            }, form.mode === 'edit' ? form.reviewId : 'new'),
            /*#__PURE__*/ (0,jsx_runtime.jsx)("p", {
                role: "status",
                className: reviews_module.notice,
                children: notice
            }),
            feedback.reviews.length === 0 ? /*#__PURE__*/ (0,jsx_runtime.jsx)("p", {
                className: reviews_module.muted,
                children: "No reviews yet. Be the first to share your thoughts."
            }) : /*#__PURE__*/ (0,jsx_runtime.jsx)("ul", {
                className: reviews_module.reviews,
                "aria-label": "Reviews",
                children: feedback.reviews.map((review)=>/*#__PURE__*/ (0,jsx_runtime.jsx)(ReviewItem, {
                        review: review,
                        onEdit: ()=>{
                            setNotice('');
                            setForm({
                                mode: 'edit',
                                reviewId: review.id
                            });
                        },
                        onDelete: ()=>remove(review.id),
                        onHelpful: ()=>feedback.markHelpful(review.id),
                        onReport: (reported)=>feedback.setReported(review.id, reported)
                    }, review.id))
            })
        ]
    });
}

// EXTERNAL MODULE: ../node_modules/react-dom/index.js
var react_dom = __webpack_require__(325);
;// ../shared/ui/src/actions/icon-button.tsx




const icon_button_ICON_SIZE = {
    sm: 16,
    md: 20,
    lg: 24
};
/** A round icon-only button. Its name comes from the mandatory `aria-label`. */ function IconButton({ icon, variant = 'ghost', size = 'md', type = 'button', className, ref, ...rest }) {
    return /*#__PURE__*/ (0,jsx_runtime.jsx)("button", {
        ref: ref,
        type: type,
        title: rest.title ?? rest['aria-label'],
        className: cx(button_module.button, button_module[variant], button_module[size], button_module.iconOnly, className),
        ...rest,
        children: /*#__PURE__*/ (0,jsx_runtime.jsx)(Icon, {
            name: icon,
            size: icon_button_ICON_SIZE[size]
        })
    });
}

;// ../shared/ui/src/lib/focusable.ts
const FOCUSABLE = [
    'a[href]',
    'area[href]',
    'button:not([disabled])',
    'input:not([disabled]):not([type="hidden"])',
    'select:not([disabled])',
    'textarea:not([disabled])',
    'iframe',
    'audio[controls]',
    'video[controls]',
    '[contenteditable]:not([contenteditable="false"])',
    '[tabindex]:not([tabindex="-1"])'
].join(',');
/** Elements a user can Tab to inside `root`, in DOM order. */ function focusableWithin(root) {
    return Array.from(root.querySelectorAll(FOCUSABLE)).filter((el)=>!el.hasAttribute('inert') && el.getAttribute('aria-hidden') !== 'true');
}

;// ../shared/ui/src/overlay/use-focus-trap.ts


/**
 * While active: moves focus into the container, keeps Tab and Shift+Tab cycling inside it, calls
 * onEscape on Escape, and on deactivation returns focus to whatever had it before.
 */ function useFocusTrap({ active, containerRef, initialFocusRef, onEscape }) {
    // The latest handler, so a new onClose each render neither goes stale nor re-runs the trap (which would
    // move focus again).
    const escapeRef = (0,react.useRef)(onEscape);
    (0,react.useLayoutEffect)(()=>{
        escapeRef.current = onEscape;
    });
    (0,react.useEffect)(()=>{
        const container = containerRef.current;
        if (!active || !container) return undefined;
        const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        const target = initialFocusRef?.current ?? focusableWithin(container)[0] ?? container;
        target.focus();
        const onKeyDown = (event)=>{
            if (event.key === 'Escape') {
                event.stopPropagation();
                escapeRef.current();
                return;
            }
            if (event.key !== 'Tab') return;
            const focusables = focusableWithin(container);
            const first = focusables[0];
            const last = focusables[focusables.length - 1];
            if (!first || !last) {
                event.preventDefault();
                container.focus();
                return;
            }
            const current = document.activeElement;
            const outside = !container.contains(current);
            if (event.shiftKey && (current === first || current === container || outside)) {
                event.preventDefault();
                last.focus();
            } else if (!event.shiftKey && (current === last || outside)) {
                event.preventDefault();
                first.focus();
            }
        };
        document.addEventListener('keydown', onKeyDown);
        return ()=>{
            document.removeEventListener('keydown', onKeyDown);
            if (previouslyFocused?.isConnected) previouslyFocused.focus();
        };
    }, [
        active,
        containerRef,
        initialFocusRef
    ]);
}

;// ../shared/ui/src/overlay/use-scroll-lock.ts

/**
 * Locks page scroll while `active`. Restores the exact previous inline styles afterwards, so nested
 * locks (a modal over a modal) unwind correctly. Pads for the scrollbar to avoid a layout jump.
 */ function useScrollLock(active) {
    (0,react.useEffect)(()=>{
        if (!active) return undefined;
        const { body, documentElement } = document;
        const previous = {
            overflow: body.style.overflow,
            paddingRight: body.style.paddingRight
        };
        const scrollbar = window.innerWidth - documentElement.clientWidth;
        body.style.overflow = 'hidden';
        if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
        return ()=>{
            body.style.overflow = previous.overflow;
            body.style.paddingRight = previous.paddingRight;
        };
    }, [
        active
    ]);
}

;// ../shared/ui/src/overlay/modal.module.css
// extracted by mini-css-extract-plugin
/* harmony default export */ const modal_module = ({"backdrop":"LaOwwsg","fade":"xpRH0Rz","dialog":"pLC0wT0","rise":"HXaYaly","lg":"o1DLM_s","media":"oV3ctWY","header":"_82jiYg","title":"rraZAZp","close":"nOlyLOo","body":"E8iEwHU"});
;// ../shared/ui/src/overlay/modal.tsx








/**
 * An accessible dialog in a portal: Escape, backdrop click and the Close button close it; focus is
 * trapped inside and returned afterwards; page scroll is locked while it is open.
 */ function Modal(props) {
    if (!props.open || typeof document === 'undefined') return null;
    return /*#__PURE__*/ (0,react_dom.createPortal)(/*#__PURE__*/ (0,jsx_runtime.jsx)(OpenModal, {
        ...props
    }), document.body);
}
function OpenModal({ onClose, title, labelledBy, children, initialFocusRef, size = 'md', closeLabel = 'Close', className }) {
    const titleId = (0,react.useId)();
    const dialogRef = (0,react.useRef)(null);
    useScrollLock(true);
    useFocusTrap({
        active: true,
        containerRef: dialogRef,
        initialFocusRef,
        onEscape: onClose
    });
    // Only a press that starts and ends on the backdrop closes, so a text selection dragged out does not.
    const downOnBackdrop = (0,react.useRef)(false);
    const onMouseDown = (event)=>{
        downOnBackdrop.current = event.target === event.currentTarget;
    };
    const onBackdropClick = (event)=>{
        if (event.target === event.currentTarget && downOnBackdrop.current) onClose();
        downOnBackdrop.current = false;
    };
    return /*#__PURE__*/ (0,jsx_runtime.jsx)("div", {
        className: modal_module.backdrop,
        onMouseDown: onMouseDown,
        onClick: onBackdropClick,
        "data-testid": "modal-backdrop",
        children: /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
            ref: dialogRef,
            role: "dialog",
            "aria-modal": "true",
            "aria-labelledby": title ? titleId : labelledBy,
            tabIndex: -1,
            className: cx(modal_module.dialog, size !== 'md' && modal_module[size], className),
            children: [
                /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                    className: modal_module.header,
                    children: [
                        title ? /*#__PURE__*/ (0,jsx_runtime.jsx)("h2", {
                            id: titleId,
                            className: modal_module.title,
                            children: title
                        }) : /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                            className: modal_module.title
                        }),
                        /*#__PURE__*/ (0,jsx_runtime.jsx)(IconButton, {
                            icon: "x",
                            "aria-label": closeLabel,
                            onClick: onClose,
                            className: modal_module.close
                        })
                    ]
                }),
                /*#__PURE__*/ (0,jsx_runtime.jsx)("div", {
                    className: modal_module.body,
                    children: children
                })
            ]
        })
    });
}

;// ./src/detail/videos/videos.module.css
// extracted by mini-css-extract-plugin
/* harmony default export */ const videos_module = ({"section":"Hn72Nm7","heading":"z1kcBnf","grid":"myhxRJj","video":"t4CbCPC","thumb":"IaHloo9","videoName":"j3AEi85","videoType":"cafHjYV","player":"oUu2VHS","frame":"LH3dUUS"});
;// ./src/detail/videos/trailer-modal.tsx





/** The embed URL with the mute parameter set; the player reloads with it, the simplest reliable mute toggle. */ const embedUrl = (key, muted)=>{
    const url = youtubeEmbedUrl(key);
    return muted ? url : url.replace('mute=1', 'mute=0');
};
/** The trailer player: starts muted, has a mute toggle; the ui Modal gives Escape, backdrop, focus trap and scroll lock. */ function TrailerModal({ video, titleName, onClose }) {
    return /*#__PURE__*/ (0,jsx_runtime.jsx)(Modal, {
        open: video !== null,
        onClose: onClose,
        title: video?.name || `${titleName} Trailer`,
        size: "media",
        children: video && /*#__PURE__*/ (0,jsx_runtime.jsx)(Player, {
            video: video,
            titleName: titleName
        }, video.key)
    });
}
function Player({ video, titleName }) {
    const [muted, setMuted] = (0,react.useState)(true);
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
        className: videos_module.player,
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsx)("div", {
                className: videos_module.frame,
                children: /*#__PURE__*/ (0,jsx_runtime.jsx)("iframe", {
                    src: embedUrl(video.key, muted),
                    title: `${titleName}: ${video.name || video.type}`,
                    allow: "autoplay; encrypted-media; picture-in-picture; fullscreen",
                    allowFullScreen: true
                })
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)(Button, {
                variant: "secondary",
                icon: muted ? 'volume-off' : 'volume',
                "aria-pressed": !muted,
                onClick: ()=>setMuted(!muted),
                children: muted ? 'Unmute' : 'Mute'
            })
        ]
    });
}

;// ./src/detail/videos/video-list.tsx



/** The title's videos; each opens the trailer player. */ function VideoList({ videos, onPlay }) {
    if (videos.length === 0) return null;
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("section", {
        "aria-labelledby": "detail-videos",
        className: videos_module.section,
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsx)("h2", {
                id: "detail-videos",
                className: videos_module.heading,
                children: "Videos"
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)("ul", {
                className: videos_module.grid,
                children: videos.map((video)=>/*#__PURE__*/ (0,jsx_runtime.jsx)("li", {
                        children: /*#__PURE__*/ (0,jsx_runtime.jsxs)("button", {
                            type: "button",
                            className: videos_module.video,
                            onClick: ()=>onPlay(video),
                            children: [
                                /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                                    className: videos_module.thumb,
                                    "aria-hidden": "true",
                                    children: /*#__PURE__*/ (0,jsx_runtime.jsx)(Icon, {
                                        name: "play",
                                        size: 32
                                    })
                                }),
                                /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                                    className: videos_module.videoName,
                                    children: video.name || video.type
                                }),
                                /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                                    className: videos_module.videoType,
                                    children: video.type
                                })
                            ]
                        })
                    }, video.key))
            })
        ]
    });
}

;// ./src/detail/watch/watch.module.css
// extracted by mini-css-extract-plugin
/* harmony default export */ const watch_module = ({"section":"GLkV7u3","heading":"r2TBrDa","region":"kckfRZO","muted":"F1SD5M3","error":"d6Vrxy_","group":"Xmla4S2","groupName":"QYrW6wh","providers":"Ouv98Q9","companies":"PIX_Z63","provider":"dYuc6cD","company":"JcG7LAv","companyLogo":"GPl9wTC"});
;// ./src/detail/watch/production-companies.tsx




/** Up to three production companies, with their logos when the service has one. */ function ProductionCompanies({ companies }) {
    const shown = (companies ?? []).slice(0, (/* inlined export .PRODUCTION_COMPANIES_MAX */3));
    if (shown.length === 0) return null;
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("section", {
        "aria-labelledby": "detail-companies",
        className: watch_module.section,
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsx)("h2", {
                id: "detail-companies",
                className: watch_module.heading,
                children: "Production Companies"
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)("ul", {
                className: watch_module.companies,
                children: shown.map((company)=>/*#__PURE__*/ (0,jsx_runtime.jsxs)("li", {
                        className: watch_module.company,
                        children: [
                            company.logo_path && /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                                className: watch_module.companyLogo,
                                children: /*#__PURE__*/ (0,jsx_runtime.jsx)("img", {
                                    src: imageUrl(company.logo_path, IMAGE_SIZES.logo),
                                    alt: "",
                                    width: 92,
                                    height: 46,
                                    loading: "lazy"
                                })
                            }),
                            /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                                children: company.name
                            })
                        ]
                    }, company.id))
            })
        ]
    });
}

;// ./src/detail/api/get-watch-providers.ts


/** Where to watch a title in one region (the visitor's preferred region). */ function useWatchProviders(mediaType, id, region) {
    const query = useServiceQuery([
        'providers',
        mediaType,
        id
    ], (signal)=>getWatchProviders(mediaType, id, {
            signal
        }));
    return {
        country: query.data?.results[region],
        loading: query.loading,
        failed: !!query.error
    };
}

;// ./src/detail/watch/where-to-watch.tsx







const KINDS = [
    [
        'flatrate',
        'Stream'
    ],
    [
        'rent',
        'Rent'
    ],
    [
        'buy',
        'Buy'
    ]
];
/** Streaming, rental and purchase providers in the visitor's preferred region, each linking to the offers page. */ function WhereToWatch({ mediaType, id }) {
    const region = usePreferences().preferences.preferredRegion;
    const { country, loading, failed } = useWatchProviders(mediaType, id, region);
    const groups = KINDS.map(([kind, label])=>({
            kind,
            label,
            providers: country?.[kind] ?? []
        })).filter((group)=>group.providers.length > 0);
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("section", {
        "aria-labelledby": "detail-watch",
        className: watch_module.section,
        "aria-busy": loading,
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsxs)("h2", {
                id: "detail-watch",
                className: watch_module.heading,
                children: [
                    "Where to Watch ",
                    /*#__PURE__*/ (0,jsx_runtime.jsxs)("span", {
                        className: watch_module.region,
                        children: [
                            "(",
                            region,
                            ")"
                        ]
                    })
                ]
            }),
            loading ? /*#__PURE__*/ (0,jsx_runtime.jsx)(Skeleton, {
                variant: "text",
                lines: 2
            }) : failed ? /*#__PURE__*/ (0,jsx_runtime.jsx)("p", {
                role: "alert",
                className: watch_module.error,
                children: "Failed to load streaming information"
            }) : groups.length === 0 ? /*#__PURE__*/ (0,jsx_runtime.jsx)("p", {
                className: watch_module.muted,
                children: "No streaming information available for this region."
            }) : groups.map(({ kind, label, providers })=>/*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                    className: watch_module.group,
                    children: [
                        /*#__PURE__*/ (0,jsx_runtime.jsx)("h3", {
                            className: watch_module.groupName,
                            children: label
                        }),
                        /*#__PURE__*/ (0,jsx_runtime.jsx)("ul", {
                            className: watch_module.providers,
                            children: providers.map((provider)=>/*#__PURE__*/ (0,jsx_runtime.jsx)(ProviderLogo, {
                                    provider: provider,
                                    link: country?.link
                                }, provider.provider_id))
                        })
                    ]
                }, kind))
        ]
    });
}
function ProviderLogo({ provider, link }) {
    const logo = /*#__PURE__*/ (0,jsx_runtime.jsx)("img", {
        src: imageUrl(provider.logo_path, IMAGE_SIZES.logo),
        alt: provider.provider_name,
        width: 46,
        height: 46,
        loading: "lazy"
    });
    const safe = link && /^https?:\/\//i.test(link) ? link : undefined;
    return /*#__PURE__*/ (0,jsx_runtime.jsx)("li", {
        className: watch_module.provider,
        title: provider.provider_name,
        children: safe ? /*#__PURE__*/ (0,jsx_runtime.jsx)("a", {
            href: safe,
            target: "_blank",
            rel: "noopener noreferrer",
            children: logo
        }) : logo
    });
}

;// ./src/detail/page/use-document-title.ts


/** Shows '{title} · Reelist' in the tab while the page is mounted, then restores what was there. */ function useDocumentTitle(title) {
    (0,react.useEffect)(()=>{
        if (!title) return undefined;
        const previous = document.title;
        document.title = `${title} · ${PRODUCT_NAME}`;
        return ()=>{
            document.title = previous;
        };
    }, [
        title
    ]);
}

;// ./src/detail/page/use-record-view.ts





/** The view-history entry of one visit (spec section 3). */ function toViewEntry(title, mediaType, now, sessionId) {
    return {
        id: title.id,
        title: displayTitle(title),
        mediaType,
        posterPath: title.poster_path ?? null,
        genres: title.genres?.map((genre)=>genre.id) ?? title.genre_ids ?? [],
        rating: title.vote_average ?? 0,
        viewedAt: now.toISOString(),
        sessionId
    };
}
/**
 * Records one view per visit of a loaded title and announces it on the bus, unless the visitor turned
 * Analytics Tracking off. The ref keeps React's development double-run of effects from recording twice.
 */ function useRecordView(title, mediaType) {
    const { preferences } = usePreferences();
    const recorded = (0,react.useRef)(null);
    const track = preferences.trackAnalytics;
    (0,react.useEffect)(()=>{
        if (!title || !track) return;
        const key = `${mediaType}_${title.id}`;
        if (recorded.current === key) return;
        recorded.current = key;
        const entry = toViewEntry(title, mediaType, new Date(), getSessionId());
        appendViewHistory(entry);
        bus.publish('title:viewed', {
            entry
        });
    }, [
        title,
        mediaType,
        track
    ]);
}

;// ./src/detail/page/detail-view.tsx















/** A loaded title: composes the page's sections and owns the trailer player's state. */ function DetailView({ title, mediaType }) {
    const [playing, setPlaying] = (0,react.useState)(null);
    const name = displayTitle(title);
    const videos = pickVideos(title.videos?.results);
    const trailer = pickTrailer(title.videos?.results);
    useDocumentTitle(name);
    useRecordView(title, mediaType);
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("article", {
        className: detail_page_module.page,
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsx)(DetailHero, {
                title: title,
                mediaType: mediaType,
                onWatchTrailer: trailer ? ()=>setPlaying(trailer) : undefined
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)(VideoList, {
                videos: videos,
                onPlay: setPlaying
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)(CastCrewTabs, {
                cast: title.credits?.cast,
                crew: title.credits?.crew
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                className: detail_page_module.columns,
                children: [
                    /*#__PURE__*/ (0,jsx_runtime.jsx)(WhereToWatch, {
                        mediaType: mediaType,
                        id: title.id
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)(ProductionCompanies, {
                        companies: title.production_companies
                    })
                ]
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)(ReviewsSection, {
                mediaType: mediaType,
                id: title.id
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)(MoreLike, {
                name: name,
                mediaType: mediaType,
                similar: title.similar?.results,
                recommended: title.recommendations?.results
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)(TrailerModal, {
                video: playing,
                titleName: name,
                onClose: ()=>setPlaying(null)
            })
        ]
    });
}

;// ./src/detail/detail-page.tsx






/** The Detail screen of /movie/:id and /tv/:id (the type comes from the pathname; movie by default). */ function DetailPage() {
    const { pathname, params } = useRoute();
    const target = parseDetailRoute(pathname, params.id);
    if (!target) return /*#__PURE__*/ (0,jsx_runtime.jsx)(DetailNotFound, {});
    // Keyed by title: moving to another title (More Like) starts every section afresh.
    return /*#__PURE__*/ (0,jsx_runtime.jsx)(TitleDetail, {
        mediaType: target.mediaType,
        id: target.id
    }, `${target.mediaType}_${target.id}`);
}
function TitleDetail({ mediaType, id }) {
    const { title, loading, notFound, error } = useTitleDetails(mediaType, id);
    if (notFound) return /*#__PURE__*/ (0,jsx_runtime.jsx)(DetailNotFound, {});
    if (error) return /*#__PURE__*/ (0,jsx_runtime.jsx)(DetailLoadFailed, {
        message: error.message
    });
    if (loading || !title) return /*#__PURE__*/ (0,jsx_runtime.jsx)(DetailSkeleton, {});
    return /*#__PURE__*/ (0,jsx_runtime.jsx)(DetailView, {
        title: title,
        mediaType: mediaType
    });
}
/* harmony default export */ const detail_page = ((/* unused pure expression or super */ null && (DetailPage)));

;// ./src/preview/routes.tsx


/** The pages of this remote, mounted by its standalone preview host under the spec's routes. */ const routes = [
    {
        path: '/movie/:id',
        element: /*#__PURE__*/ (0,jsx_runtime.jsx)(DetailPage, {})
    },
    {
        path: '/tv/:id',
        element: /*#__PURE__*/ (0,jsx_runtime.jsx)(DetailPage, {})
    }
];

;// ./src/preview/bootstrap.tsx


startPreview({
    name: 'mf-detail',
    routes: routes
});


/***/ }

}]);