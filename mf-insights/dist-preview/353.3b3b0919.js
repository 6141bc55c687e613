"use strict";
(self["webpackChunkmf_insights_preview"] = self["webpackChunkmf_insights_preview"] || []).push([[353],{

/***/ 353
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
/* unused harmony import specifier */ var cache_runtime;



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
    return entry && entry.expiresAt > cache_runtime().now() ? entry.value : undefined;
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
/* unused harmony import specifier */ var client_getApiConfig;
/* unused harmony import specifier */ var client_normalize;
/* unused harmony import specifier */ var client_peekCached;
/* unused harmony import specifier */ var client_cacheKey;




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
    if (!client_getApiConfig()) return undefined;
    return client_peekCached(client_cacheKey(call.path, client_normalize(callParams(call))));
}

;// ../shared/api/src/tmdb/details.ts
/* unused harmony import specifier */ var C;
/* unused harmony import specifier */ var details_tmdbGet;
/* unused harmony import specifier */ var details_tmdbPeek;


const DETAIL_APPEND = 'credits,videos,similar,recommendations';
const detailsCall = (type, id)=>({
        path: `/${type}/${id}`,
        params: {
            append_to_response: DETAIL_APPEND
        },
        ttlMs: C.CACHE_TTL_MS.details,
        message: type === 'tv' ? 'Failed to fetch TV show details' : 'Failed to fetch movie details'
    });
/** /movie/{id} with credits, videos, similar and recommendations appended (cached 30 min). */ const getMovieDetails = (id, options)=>details_tmdbGet(detailsCall('movie', id), options);
/** /tv/{id} with credits, videos, similar and recommendations appended (cached 30 min). */ const getTvDetails = (id, options)=>details_tmdbGet(detailsCall('tv', id), options);
/** The details of a movie or TV show (the detail page's one call). */ const getTitleDetails = (type, id, options)=>details_tmdbGet(detailsCall(type, id), options);
/**
 * Warms a title's details in the cache (card hover or focus), so its detail page can render at once.
 * Fire and forget: a failure is already logged, and the page asks again.
 */ function prefetchTitle(type, id) {
    getTitleDetails(type, id).catch(()=>undefined);
}
/** A title's details when they are fresh in the cache (warmed or seen before), without a request. */ const peekTitleDetails = (type, id)=>details_tmdbPeek(detailsCall(type, id));
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
const IMAGE_SIZES = (/* unused pure expression or super */ null && ({
    poster: 'w500',
    posterSmall: 'w200',
    profile: 'w185',
    backdrop: 'w1280',
    logo: 'w92',
    logoLarge: 'w200'
}));
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
const SHARE_TARGETS_IN_USE = (/* unused pure expression or super */ null && ([
    'twitter',
    'facebook'
]));
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
const PREFERENCE_LANGUAGES = [
    'en',
    'es',
    'fr',
    'de',
    'it',
    'ja',
    'ko'
];
const PREFERENCE_REGIONS = [
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
];
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
const EXPORT_FILE_NAMES = {
    watchlistCsv: `${PRODUCT_PREFIX}-watchlist.csv`,
    watchlistJson: `${PRODUCT_PREFIX}-watchlist.json`,
    watchlistPdf: `${PRODUCT_PREFIX}-watchlist.pdf`,
    analytics: `${PRODUCT_PREFIX}-analytics.json`,
    completeData: `${PRODUCT_PREFIX}-complete-data.json`
};
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




/** /trending/{type}/{window} (cached 10 min); Home uses all/day. */ const getTrending = (type = 'all', window = 'day', page = 1, options)=>tmdbGet({
        path: `/trending/${type}/${window}`,
        params: {
            page
        },
        ttlMs: CACHE_TTL_MS.trending,
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
/** /{type}/{id}/watch/providers: results keyed by country (cached 60 min). */ const getWatchProviders = (type, id, options)=>providers_tmdbGet({
        path: `/${type}/${id}/watch/providers`,
        ttlMs: providers_C.CACHE_TTL_MS.watchProviders,
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
/* unused harmony import specifier */ var omdb_C;
/* unused harmony import specifier */ var omdb_ApiError;
/* unused harmony import specifier */ var omdb_failWith;
/* unused harmony import specifier */ var omdb_notConfigured;
/* unused harmony import specifier */ var omdb_serviceGet;
/* unused harmony import specifier */ var omdb_getApiConfig;




/** The ratings service answers 200 with `Response: 'False'` and an `Error` text when it has nothing. */ function readOmdb(data) {
    const body = data;
    if (body?.Response === 'False') throw new omdb_ApiError(body.Error ?? 'Unknown error', {
        kind: 'service'
    });
    return body;
}
function omdbGet(params, message, options) {
    const config = omdb_getApiConfig();
    if (!config) return Promise.reject(omdb_failWith(message, omdb_notConfigured()));
    return omdb_serviceGet({
        path: 'omdb:/',
        baseUrl: config.omdb.baseUrl,
        params,
        auth: [
            'apikey',
            config.omdb.apiKey
        ],
        ttlMs: omdb_C.CACHE_DEFAULT_TTL_MS,
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
    return append(searchSlot, entry, (/* inlined export .SEARCH_HISTORY_CAP */500));
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
    const result = dist/* safeParse */.xLC(envelopeSchema, value);
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
            searchHistory: analytics.searchHistory.slice(-(/* inlined export .SEARCH_HISTORY_CAP */500))
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
            safeGet('local', key)
        ]);
    const restored = new Set(backup.watchlist.map(watchlistKey));
    const tombstones = readWatchlistTombstones().filter((tombstone)=>!restored.has(watchlistKey(tombstone)));
    const json = (key, value)=>safeSet('local', key, JSON.stringify(value));
    const ok = json(STORAGE_KEYS.watchlist, backup.watchlist) && json(STORAGE_KEYS.watchlistTombstones, tombstones) && json(STORAGE_KEYS.reviews, backup.reviews) && json(STORAGE_KEYS.ratings, backup.ratings) && json(STORAGE_KEYS.preferences, backup.preferences) && writeThemeSettings(backup.theme) && json(STORAGE_KEYS.viewHistory, backup.viewHistory) && json(STORAGE_KEYS.searchHistory, backup.searchHistory);
    if (ok) return true;
    for (const [key, raw] of snapshot){
        if (raw === null) safeRemove('local', key);
        else safeSet('local', key, raw);
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

;// ../shared/domain/src/detail/videos.ts
/* unused harmony import specifier */ var videos_C;

const ORDER = VIDEO_TYPE_ORDER;
const rank = (video)=>{
    const index = ORDER.indexOf(video.type);
    return index === -1 ? ORDER.length : index;
};
/** YouTube videos only, Trailer, Teaser, Clip, Featurette then the rest (stable), at most 6. */ function pickVideos(videos) {
    return (videos ?? []).filter((video)=>video.site === 'YouTube').map((video)=>({
            video,
            rank: rank(video)
        })).sort((a, b)=>a.rank - b.rank).slice(0, videos_C.VIDEOS_MAX).map((ranked)=>ranked.video);
}
/** The first Trailer among the picked videos, else the first picked video. */ function pickTrailer(videos) {
    const picked = pickVideos(videos);
    return picked.find((video)=>video.type === 'Trailer') ?? picked[0];
}

;// ../shared/domain/src/detail/people.ts
/* unused harmony import specifier */ var people_C;

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
        })).sort((a, b)=>a.order - b.order).slice(0, people_C.CAST_KEPT).map((entry)=>entry.person);
}
const directors = (crew)=>(crew ?? []).filter((person)=>person.job === 'Director');
/** A person with popularity above 10 gets a star badge. */ const isStarPerson = (person)=>(person.popularity ?? 0) > people_C.STAR_PERSON_POPULARITY;

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

;// ../shared/domain/src/recommendations/reasons.ts
/** 'Because you added {title}', 'Popular in {genre}' (a generic line when the genre's name is unknown), 'Popular on TV'. */ function reasonText(reason, genreName) {
    switch(reason.kind){
        case 'added':
            return `Because you added ${reason.title}`;
        case 'genre':
            {
                const name = genreName(reason.genreId);
                return name ? `Popular in ${name}` : 'Popular in your top genres';
            }
        case 'popular-tv':
            return 'Popular on TV';
    }
}
/** The first of `preferred` genres the title has (the most relevant one), else the first preferred genre. */ function reasonGenre(title, preferred) {
    const own = new Set(title.genre_ids ?? title.genres?.map((genre)=>genre.id) ?? []);
    return preferred.find((id)=>own.has(id)) ?? preferred[0];
}
/** Identity of a title across movie and TV (ids overlap between the two). */ const titleKey = (id, type)=>`${type === 'tv' ? 'tv' : 'movie'}:${id}`;

;// ../shared/domain/src/recommendations/tolerate.ts
/** Settled calls' values; rejects with the first failure only when every call failed. */ async function tolerateFailures(calls) {
    const settled = await Promise.allSettled(calls);
    const failure = settled.find((result)=>result.status === 'rejected');
    if (failure && settled.every((result)=>result.status === 'rejected')) throw failure.reason;
    return settled.flatMap((result)=>result.status === 'fulfilled' ? result.value : []);
}

;// ../shared/domain/src/recommendations/service.ts



/** The watchlist's most frequent genre ids, most frequent first (ties keep first-seen order). */ function topWatchlistGenres(items, limit = (/* inlined export .RECO_TOP_GENRES */5)) {
    const counts = new Map();
    for (const item of items)for (const id of item.genre_ids ?? [])counts.set(id, (counts.get(id) ?? 0) + 1);
    return [
        ...counts.entries()
    ].sort((a, b)=>b[1] - a[1]).slice(0, limit).map(([id])=>id);
}
/** Mean vote_average of the rated items; C.RECO_DEFAULT_AVERAGE_RATING when none is rated. */ function averageWatchlistRating(items) {
    const rated = items.map((i)=>i.vote_average).filter((v)=>Number.isFinite(v) && v > 0);
    if (rated.length === 0) return (/* inlined export .RECO_DEFAULT_AVERAGE_RATING */7);
    return rated.reduce((sum, v)=>sum + v, 0) / rated.length;
}
const recommendationScore = (title)=>(/* inlined export .RECO_WEIGHT_VOTE */0.7) * (title.vote_average ?? 0) + (/* inlined export .RECO_WEIGHT_POPULARITY */0.3) * (title.popularity ?? 0);
/**
 * Spec section 9's ranking: drop watchlist items and duplicates (the first occurrence wins), keep titles rated at
 * least the watchlist's average minus one, order by 0.7 * vote_average + 0.3 * popularity, keep 20.
 */ function rankWithReasons(candidates, watchlist) {
    const seen = new Set(watchlist.map((item)=>titleKey(item.id, item.media_type)));
    const floor = averageWatchlistRating(watchlist) - (/* inlined export .RECO_RATING_MARGIN */1);
    const kept = [];
    for (const candidate of candidates){
        const { title } = candidate;
        const key = titleKey(title.id, title.media_type);
        if (seen.has(key) || title.media_type === 'person') continue;
        seen.add(key);
        if ((title.vote_average ?? 0) >= floor) kept.push(candidate);
    }
    return kept.sort((a, b)=>recommendationScore(b.title) - recommendationScore(a.title)).slice(0, (/* inlined export .RECO_MAX */20));
}
/** `rankWithReasons` for bare titles. Candidates must carry their media_type. */ function rankRecommendations(candidates, watchlist) {
    return rankWithReasons(candidates.map((title)=>({
            title
        })), watchlist).map((entry)=>entry.title);
}
const tagged = (page, mediaType)=>page.results.map((title)=>title.media_type ? title : {
            ...title,
            media_type: mediaType
        });
/**
 * Service-driven recommendations (spec section 9) with the reason for each: the recommendations of the first 3
 * watchlist items ('Because you added {title}') plus a discovery in the top 5 genres ('Popular in {genre}'), or
 * popular TV when the list has no genres, ranked by `rankWithReasons`. A failing sub-call is skipped; the others
 * still count. Rejects only when every call failed.
 */ async function recommendWithReasons(watchlist, sources) {
    if (watchlist.length === 0) return [];
    const genres = topWatchlistGenres(watchlist);
    const calls = watchlist.slice(0, (/* inlined export .RECO_SEED_ITEMS */3)).map((item)=>sources.recommendationsFor(item).then((page)=>tagged(page, item.media_type).map((title)=>({
                    title,
                    reason: {
                        kind: 'added',
                        title: item.title
                    }
                }))));
    calls.push(genres.length > 0 ? sources.discoverByGenres(genres).then((page)=>tagged(page, 'movie').map((title)=>({
                title,
                reason: {
                    kind: 'genre',
                    genreId: reasonGenre(title, genres) ?? 0
                }
            }))) : sources.popularTv().then((page)=>tagged(page, 'tv').map((title)=>({
                title,
                reason: {
                    kind: 'popular-tv'
                }
            }))));
    return rankWithReasons(await tolerateFailures(calls), watchlist);
}
/** `recommendWithReasons` without the reasons (Home's 'Recommended for You'). */ async function recommendFromWatchlist(watchlist, sources) {
    return (await recommendWithReasons(watchlist, sources)).map((entry)=>entry.title);
}

;// ../shared/domain/src/analytics/viewing-stats.ts

const DAY_MS = 24 * 60 * 60_000;
/** The local calendar day of a moment, as a number of days since the epoch (DST-safe: built from y/m/d). */ function localDayNumber(date) {
    return Math.round(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / DAY_MS);
}
const parse = (iso)=>{
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? undefined : date;
};
/** Days in a row with at least one view, ending today, or yesterday when there is none yet today. */ function viewingStreak(days, today) {
    let day = days.has(today) ? today : today - 1;
    let streak = 0;
    while(days.has(day)){
        streak += 1;
        day -= 1;
    }
    return streak;
}
/** The `limit` most frequent genre ids, most frequent first; ties go to the lower id so results are stable. */ function topGenres(genreLists, limit = (/* inlined export .ANALYTICS_TOP_GENRES */5)) {
    const counts = new Map();
    for (const list of genreLists)for (const id of list)counts.set(id, (counts.get(id) ?? 0) + 1);
    return [
        ...counts.entries()
    ].sort((a, b)=>b[1] - a[1] || a[0] - b[0]).slice(0, limit).map(([genreId, count])=>({
            genreId,
            count
        }));
}
/**
 * Viewing statistics of spec sections 3 and 9 at the moment `now` (local time): the weekly and monthly windows are
 * the last 7 and 30 days up to now, the daily pattern the last 30 calendar days oldest first (today last), the
 * hourly pattern 24 counts by local hour. Entries with an unreadable date count only in the all-time figures.
 */ function computeViewingStats(history, now) {
    const nowMs = now.getTime();
    const today = localDayNumber(now);
    const hourlyPattern = Array.from({
        length: 24
    }, ()=>0);
    const dailyPattern = Array.from({
        length: (/* inlined export .ANALYTICS_DAILY_DAYS */30)
    }, ()=>0);
    const mediaTypes = {};
    const days = new Set();
    let weeklyViews = 0;
    let monthlyViews = 0;
    let ratingSum = 0;
    let rated = 0;
    for (const entry of history){
        mediaTypes[entry.mediaType] = (mediaTypes[entry.mediaType] ?? 0) + 1;
        if (entry.rating > 0) {
            ratingSum += entry.rating;
            rated += 1;
        }
        const viewed = parse(entry.viewedAt);
        if (!viewed || viewed.getTime() > nowMs) continue;
        const age = nowMs - viewed.getTime();
        if (age < (/* inlined export .ANALYTICS_WEEK_DAYS */7) * DAY_MS) weeklyViews += 1;
        if (age < (/* inlined export .ANALYTICS_MONTH_DAYS */30) * DAY_MS) monthlyViews += 1;
        hourlyPattern[viewed.getHours()] = (hourlyPattern[viewed.getHours()] ?? 0) + 1;
        const day = localDayNumber(viewed);
        days.add(day);
        const slot = dailyPattern.length - 1 - (today - day);
        if (slot >= 0) dailyPattern[slot] = (dailyPattern[slot] ?? 0) + 1;
    }
    return {
        totalViews: history.length,
        uniqueMovies: new Set(history.map((entry)=>`${entry.mediaType}_${entry.id}`)).size,
        weeklyViews,
        monthlyViews,
        viewingStreak: viewingStreak(days, today),
        hourlyPattern,
        dailyPattern,
        mediaTypes,
        topGenres: topGenres(history.map((entry)=>entry.genres)),
        averageRating: rated === 0 ? 0 : ratingSum / rated
    };
}

;// ../shared/domain/src/recommendations/history.ts




/** How often each genre appears in the view history. */ function historyGenreCounts(history) {
    const counts = new Map();
    for (const entry of history)for (const id of entry.genres)counts.set(id, (counts.get(id) ?? 0) + 1);
    return counts;
}
const genresOf = (title)=>title.genre_ids ?? title.genres?.map((genre)=>genre.id) ?? [];
/** Spec section 9's history score: the view counts of the title's genres + 0.1 * vote_average + 0.001 * popularity. */ function historyScore(title, counts) {
    const genreScore = genresOf(title).reduce((sum, id)=>sum + (counts.get(id) ?? 0), 0);
    return genreScore + (/* inlined export .HISTORY_WEIGHT_VOTE */0.1) * (title.vote_average ?? 0) + (/* inlined export .HISTORY_WEIGHT_POPULARITY */0.001) * (title.popularity ?? 0);
}
/**
 * Ranks candidates by `historyScore`, dropping duplicates (first wins), people, and titles already in `exclude`
 * (the watchlist) or already viewed; keeps 20.
 */ function rankByHistory(candidates, history, exclude = []) {
    const counts = historyGenreCounts(history);
    const seen = new Set([
        ...exclude.map((item)=>titleKey(item.id, item.media_type)),
        ...history.map((entry)=>titleKey(entry.id, entry.mediaType))
    ]);
    const kept = [];
    for (const entry of candidates){
        const key = titleKey(entry.title.id, entry.title.media_type);
        if (seen.has(key) || entry.title.media_type === 'person') continue;
        seen.add(key);
        kept.push({
            entry,
            score: historyScore(entry.title, counts)
        });
    }
    return kept.sort((a, b)=>b.score - a.score).slice(0, (/* inlined export .RECO_MAX */20)).map(({ entry })=>entry);
}
/**
 * History-based recommendations: a discovery in the 5 most viewed genres plus what is trending, ranked by
 * `rankByHistory`, each with the most-viewed genre it shares as its reason. Failing calls are tolerated one by one.
 */ async function recommendFromHistory(history, sources, exclude = []) {
    if (history.length === 0) return [];
    const genres = topGenres(history.map((entry)=>entry.genres), (/* inlined export .RECO_TOP_GENRES */5)).map((g)=>g.genreId);
    const withReason = (page, fallbackType)=>page.results.map((raw)=>{
            const title = raw.media_type ? raw : {
                ...raw,
                media_type: fallbackType
            };
            const genreId = reasonGenre(title, genres);
            return {
                title,
                reason: genreId === undefined ? {
                    kind: 'popular-tv'
                } : {
                    kind: 'genre',
                    genreId
                }
            };
        });
    const calls = [
        sources.trending().then((page)=>withReason(page, 'movie'))
    ];
    if (genres.length > 0) calls.unshift(sources.discoverByGenres(genres).then((page)=>withReason(page, 'movie')));
    return rankByHistory(await tolerateFailures(calls), history, exclude);
}

;// ../shared/domain/src/recommendations/categories.ts


/** The screen's categories (spec section 9), in tab order after 'All Recommendations'. */ const RECOMMENDATION_CATEGORIES = [
    'trending',
    'highlyRated',
    'newReleases',
    'yourGenres',
    'similar'
];
const DATE = /^\d{4}-\d{2}-\d{2}/;
/** Released in the year up to `now`, by calendar date (release dates are plain dates), never in the future. */ function isNewRelease(title, now) {
    const released = (title.release_date || title.first_air_date || '').slice(0, 10);
    if (!DATE.test(released)) return false;
    const yearAgo = new Date(now);
    yearAgo.setUTCFullYear(yearAgo.getUTCFullYear() - 1);
    return released <= now.toISOString().slice(0, 10) && released >= yearAgo.toISOString().slice(0, 10);
}
const RULES = {
    trending: (title)=>(title.popularity ?? 0) > (/* inlined export .RECO_TRENDING_POPULARITY */50),
    highlyRated: (title)=>(title.vote_average ?? 0) >= (/* inlined export .RECO_HIGHLY_RATED */7.5),
    newReleases: (title, context)=>isNewRelease(title, context.now),
    yourGenres: (title, context)=>(title.genre_ids ?? title.genres?.map((genre)=>genre.id) ?? []).some((id)=>context.favoriteGenres.includes(id)),
    // Spec section 9: any item, as long as the watchlist is non-empty.
    similar: (_title, context)=>context.watchlistSize > 0
};
/** Splits recommendations into the screen's categories; an item can be in several, order is kept. */ function categorizeRecommendations(items, context) {
    const result = Object.fromEntries(RECOMMENDATION_CATEGORIES.map((id)=>[
            id,
            []
        ]));
    for (const item of items)for (const id of RECOMMENDATION_CATEGORIES)if (RULES[id](item.title, context)) result[id].push(item);
    return result;
}
/** One list from several, without duplicates (first occurrence wins). */ function mergeRecommendations(lists) {
    const seen = new Set();
    const merged = [];
    for (const list of lists)for (const item of list){
        const key = titleKey(item.title.id, item.title.media_type);
        if (seen.has(key)) continue;
        seen.add(key);
        merged.push(item);
    }
    return merged;
}

;// ../shared/domain/src/analytics/search-stats.ts

/**
 * Search statistics (spec sections 3 and 9): success rate = searches with results / all searches, as a percent;
 * average results per search; distinct queries; the 10 most frequent queries (ties: the more recent first).
 */ function computeSearchStats(history) {
    const total = history.length;
    const counts = new Map();
    let successful = 0;
    let results = 0;
    history.forEach((entry, index)=>{
        if (entry.resultsCount > 0) successful += 1;
        results += Math.max(0, entry.resultsCount);
        const seen = counts.get(entry.query);
        counts.set(entry.query, {
            count: (seen?.count ?? 0) + 1,
            last: index
        });
    });
    const topQueries = [
        ...counts.entries()
    ].sort((a, b)=>b[1].count - a[1].count || b[1].last - a[1].last).slice(0, (/* inlined export .ANALYTICS_TOP_QUERIES */10)).map(([query, { count }])=>({
            query,
            count
        }));
    return {
        totalSearches: total,
        successRate: total === 0 ? 0 : successful / total * 100,
        averageResults: total === 0 ? 0 : results / total,
        uniqueQueries: counts.size,
        topQueries
    };
}

;// ../shared/domain/src/analytics/export-envelope.ts



/** The analytics export envelope of spec section 3 (`reelist-analytics.json`), stats computed at `now`. */ function buildAnalyticsExport({ viewHistory, searchHistory }, now) {
    return {
        exportedAt: now.toISOString(),
        version: (/* inlined export .EXPORT_VERSION */"1.0"),
        analytics: {
            viewingStats: computeViewingStats(viewHistory, now),
            searchStats: computeSearchStats(searchHistory),
            viewHistory: [
                ...viewHistory
            ],
            searchHistory: [
                ...searchHistory
            ]
        }
    };
}
/** The complete-data export (`reelist-complete-data.json`): the analytics envelope plus every piece of user data. */ function buildCompleteExport(history, userData, now) {
    return {
        ...buildAnalyticsExport(history, now),
        userData
    };
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
    const api = (0,react.useContext)(ThemeContext);
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

/** The current value of a bus state stream, re-rendering on change. */ function useStateStream(stream) {
    const subscribe = (0,react.useCallback)((onChange)=>{
        const subscription = stream.subscribe(onChange);
        return ()=>subscription.unsubscribe();
    }, [
        stream
    ]);
    const snapshot = (0,react.useCallback)(()=>stream.getValue(), [
        stream
    ]);
    return (0,react.useSyncExternalStore)(subscribe, snapshot, snapshot);
}

;// ../shared/state/src/app-state/app-state-hooks.ts
/* unused harmony import specifier */ var useCallback;
/* unused harmony import specifier */ var app_state_hooks_bus;
/* unused harmony import specifier */ var app_state_hooks_useStateStream;



function useInstallState() {
    const state = app_state_hooks_useStateStream(app_state_hooks_bus.install$);
    const promptInstall = useCallback(()=>app_state_hooks_bus.publish('install:requested', {}), []);
    return {
        state,
        promptInstall
    };
}
function useNotifications() {
    const { permission, subscribed } = useStateStream(bus.notifications$);
    const [busy, setBusy] = (0,react.useState)(false);
    // Subscribed from mount, so even an answer published synchronously during the request clears `busy`.
    (0,react.useEffect)(()=>{
        const subscription = bus.on('notification:changed').subscribe(()=>setBusy(false));
        return ()=>subscription.unsubscribe();
    }, []);
    const request = (0,react.useCallback)((enable)=>{
        // Nothing wired or no browser support: nobody would answer (spec section 8).
        if (permission === 'not-supported') return;
        setBusy(true);
        bus.publish('notification:requested', {
            enable
        });
    }, [
        permission
    ]);
    const enable = (0,react.useCallback)(()=>request(true), [
        request
    ]);
    const disable = (0,react.useCallback)(()=>request(false), [
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
    return (0,react.useCallback)((message, kind = 'info')=>bus.publish('toast:show', {
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
/* unused harmony import specifier */ var useContext;



const RuntimeConfigContext = sharedContext('ReelistRuntimeConfig', null);
function RuntimeConfigProvider({ config, children }) {
    return /*#__PURE__*/ (0,jsx_runtime.jsx)(RuntimeConfigContext.Provider, {
        value: config,
        children: children
    });
}
/** The /config.json the shell loaded before bootstrapping (service URLs, keys, remotes). */ function useRuntimeConfig() {
    const config = useContext(RuntimeConfigContext);
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

;// ../shared/ui/src/lib/cx.ts
/** Joins truthy class names; CSS Modules give us strings, conditions give us falsy values. */ function cx(...classes) {
    return classes.filter(Boolean).join(' ');
}

;// ../shared/ui/src/layout/layout.module.css
// extracted by mini-css-extract-plugin
/* harmony default export */ const layout_module = ({"pageHeader":"vdmQrcW","pageTitle":"s5Z9BVg","subtitle":"KsJs6e4","actions":"gygpRJv","statCard":"b13Ksmz","statIcon":"JbWKl3Y","statText":"Uejea4F","statLabel":"JbgULFd","statValue":"U9ryfnc","statHint":"N8LC0WT","badge":"OkN7P2a","accent":"PGbk7ji","success":"KRmjz8y","warning":"Hi4036I","danger":"xtKk2qG","info":"tHP0QlP","tagRemove":"tF6_IuE"});
;// ../shared/ui/src/layout/page-header.tsx



/** A screen's title block: the page's single h1, a subtitle and actions. */ function PageHeader({ title, subtitle, actions, className }) {
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("header", {
        className: cx(layout_module.pageHeader, className),
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                children: [
                    /*#__PURE__*/ (0,jsx_runtime.jsx)("h1", {
                        className: layout_module.pageTitle,
                        children: title
                    }),
                    subtitle && /*#__PURE__*/ (0,jsx_runtime.jsx)("p", {
                        className: layout_module.subtitle,
                        children: subtitle
                    })
                ]
            }),
            actions && /*#__PURE__*/ (0,jsx_runtime.jsx)("div", {
                className: layout_module.actions,
                children: actions
            })
        ]
    });
}

;// ../shared/ui/src/feedback/spinner.module.css
// extracted by mini-css-extract-plugin
/* harmony default export */ const spinner_module = ({"spinner":"rNHMXlr","ring":"st4EBxr","spin":"IHdy5vU"});
;// ../shared/ui/src/feedback/spinner.tsx



/** An animated ring announced as a status ("Loading..."). */ function Spinner({ label = 'Loading...', showLabel = false, size = 24, className }) {
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("span", {
        role: "status",
        "aria-label": label,
        className: cx(spinner_module.spinner, className),
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                className: spinner_module.ring,
                style: {
                    width: size,
                    height: size
                },
                "aria-hidden": "true"
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                className: showLabel ? undefined : 'sr-only',
                children: label
            })
        ]
    });
}

;// ../shared/ui/src/feedback/state.module.css
// extracted by mini-css-extract-plugin
/* harmony default export */ const state_module = ({"state":"ec1e7W2","icon":"I7RC23p","error":"ZzG2PLX","title":"UII9JT0","message":"Vg1ewCq","action":"ir5d4wQ"});
;// ../shared/ui/src/feedback/empty-state.tsx




/** A friendly "nothing here yet" block with an optional next action. */ function EmptyState({ icon, title, message, action, headingLevel = 2, className }) {
    const Heading = headingLevel === 2 ? 'h2' : 'h3';
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
        className: cx(state_module.state, className),
        children: [
            icon && /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                className: state_module.icon,
                children: /*#__PURE__*/ (0,jsx_runtime.jsx)(Icon, {
                    name: icon,
                    size: 28
                })
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)(Heading, {
                className: state_module.title,
                children: title
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)("p", {
                className: state_module.message,
                children: message
            }),
            action && /*#__PURE__*/ (0,jsx_runtime.jsx)("div", {
                className: state_module.action,
                children: action
            })
        ]
    });
}

;// ./src/lib/genre-names.ts



/** Movie and TV genre names by id; a failing list only leaves its names out (ids are still shown). */ async function loadGenreNames(signal) {
    const lists = await Promise.allSettled([
        getMovieGenres({
            signal
        }),
        getTvGenres({
            signal
        })
    ]);
    const names = new Map();
    for (const list of lists)if (list.status === 'fulfilled') list.value.forEach((genre)=>names.set(genre.id, genre.name));
    return names;
}
/** A lookup from genre id to name, empty until the lists arrive. */ function useGenreNames() {
    const { data } = useServiceQuery('insights-genre-names', loadGenreNames);
    return (0,react.useCallback)((id)=>data?.get(id), [
        data
    ]);
}

;// ./src/analytics/analytics.module.css
// extracted by mini-css-extract-plugin
/* harmony default export */ const analytics_module = ({"page":"JzENYU1 DUJDZ95","back":"O__1Y9v JVzZb84","linkButton":"NhW8RP4 mpMOudF","muted":"wtzoIbw ocK5RI6","error":"W40ESN5 U1mfRtp","loading":"EIUHg5s lTfNJPU","cards":"dM8VDTr TjnXqPM","grid":"d4m6JBo","panel":"zG83NHt","wide":"hAiwQgT","panelTitle":"dieMxB7","subTitle":"sEWlMZ7","bars":"jptucOj","barRow":"WkIaCXg","barLabel":"Eru9wkx","barTrack":"yMFDWDX","barFill":"TMU6O6_","barValue":"rWB9L_2","genreId":"XQud070","figures":"sCThATX","activity":"QL4bloS","activityCell":"eTpPg0C","activityFill":"zr2fuN7","dataPanel":"gNh0eA0","dataActions":"mFdFZLU","fileLabel":"_1BidNq RniUjDK","fileInput":"m2_SQCc"});
;// ./src/analytics/bar-list.tsx


/**
 * A horizontal bar chart drawn with CSS. Each row is plain text (label and value) with the bar beside it hidden
 * from assistive technology, so the chart reads as a list without needing a separate table.
 */ function BarList({ bars, label }) {
    const max = Math.max(1, ...bars.map((bar)=>bar.value));
    return /*#__PURE__*/ (0,jsx_runtime.jsx)("ul", {
        className: analytics_module.bars,
        "aria-label": label,
        children: bars.map((bar)=>/*#__PURE__*/ (0,jsx_runtime.jsxs)("li", {
                className: analytics_module.barRow,
                children: [
                    /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                        className: analytics_module.barLabel,
                        children: bar.label
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                        className: analytics_module.barTrack,
                        "aria-hidden": "true",
                        children: /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                            className: analytics_module.barFill,
                            style: {
                                width: `${bar.value / max * 100}%`
                            }
                        })
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                        className: analytics_module.barValue,
                        children: bar.valueText
                    })
                ]
            }, bar.key))
    });
}
const plural = (count, one, many = `${one}s`)=>`${count} ${count === 1 ? one : many}`;

;// ./src/analytics/panel.tsx



/** A titled dashboard section; the heading names the region for screen-reader navigation. */ function Panel({ title, children, wide = false }) {
    const id = (0,react.useId)();
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("section", {
        "aria-labelledby": id,
        className: wide ? `${analytics_module.panel} ${analytics_module.wide}` : analytics_module.panel,
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsx)("h2", {
                id: id,
                className: analytics_module.panelTitle,
                children: title
            }),
            children
        ]
    });
}

;// ./src/analytics/daily-activity.tsx





const dayFormat = new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric'
});
/** Opacity of a day's cell: its share of the busiest day, never below C.DAILY_ACTIVITY_MIN_OPACITY. */ const activityOpacity = (views, max)=>Math.max((/* inlined export .DAILY_ACTIVITY_MIN_OPACITY */0.1), max > 0 ? views / max : 0);
/** The last 30 days as a grid of cells, oldest first; each cell carries its date and count as hidden text. */ function DailyActivity({ pattern, now }) {
    const max = Math.max(0, ...pattern);
    const dayAt = (index)=>new Date(now.getFullYear(), now.getMonth(), now.getDate() - (pattern.length - 1 - index));
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)(Panel, {
        title: "Daily Activity (Last 30 Days)",
        wide: true,
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsx)("ol", {
                className: analytics_module.activity,
                children: pattern.map((views, index)=>{
                    const text = `${dayFormat.format(dayAt(index))}: ${plural(views, 'view')}`;
                    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("li", {
                        className: analytics_module.activityCell,
                        title: text,
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                                className: analytics_module.activityFill,
                                style: {
                                    opacity: activityOpacity(views, max)
                                },
                                "data-views": views,
                                "aria-hidden": "true"
                            }),
                            /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                                className: "sr-only",
                                children: text
                            })
                        ]
                    }, index);
                })
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsxs)("p", {
                className: analytics_module.muted,
                children: [
                    "Darker cells mean more views; the busiest day had ",
                    plural(max, 'view'),
                    ". Oldest day first, today last."
                ]
            })
        ]
    });
}

;// ../shared/ui/src/actions/button.module.css
// extracted by mini-css-extract-plugin
/* harmony default export */ const button_module = ({"button":"lXy1t21","sm":"LtgJlcP","md":"P62Q_Pa","lg":"nishXle","primary":"bFxRMlC","secondary":"pgywy7K","ghost":"oLjuuPn","danger":"x7aHxTe","block":"EuD6zGo","iconOnly":"dSY6tQX"});
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

;// ./src/analytics/data-panel.tsx




/** Export Data, Export Complete Data and Import Backup, with the import's outcome announced. */ function DataPanel({ backup }) {
    const inputId = (0,react.useId)();
    const [busy, setBusy] = (0,react.useState)(false);
    const [error, setError] = (0,react.useState)();
    const onFile = async (event)=>{
        const input = event.currentTarget;
        const file = input.files?.[0];
        if (!file) return;
        setBusy(true);
        setError(undefined);
        setError(await backup.importBackup(file));
        setBusy(false);
        // Choosing the same file again must fire another change.
        input.value = '';
    };
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
        className: analytics_module.dataPanel,
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                className: analytics_module.dataActions,
                children: [
                    /*#__PURE__*/ (0,jsx_runtime.jsx)(Button, {
                        variant: "secondary",
                        icon: "download",
                        onClick: backup.exportAnalytics,
                        children: "Export Data"
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)(Button, {
                        variant: "secondary",
                        icon: "download",
                        onClick: backup.exportComplete,
                        children: "Export Complete Data"
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)("input", {
                        id: inputId,
                        type: "file",
                        accept: ".json,application/json",
                        className: `sr-only ${analytics_module.fileInput}`,
                        disabled: busy,
                        onChange: onFile
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsxs)("label", {
                        htmlFor: inputId,
                        className: analytics_module.fileLabel,
                        "aria-disabled": busy,
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime.jsx)(Icon, {
                                name: "upload",
                                size: 18
                            }),
                            busy ? 'Restoring...' : 'Import Backup'
                        ]
                    })
                ]
            }),
            error && /*#__PURE__*/ (0,jsx_runtime.jsx)("p", {
                role: "alert",
                className: analytics_module.error,
                children: error
            })
        ]
    });
}

;// ../shared/ui/src/layout/stat-card.tsx




/** One figure with its label (e.g. 'Total Views' 42), read label-first by screen readers. */ function StatCard({ label, value, hint, icon, className }) {
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
        className: cx(layout_module.statCard, className),
        children: [
            icon && /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                className: layout_module.statIcon,
                children: /*#__PURE__*/ (0,jsx_runtime.jsx)(Icon, {
                    name: icon,
                    size: 20
                })
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                className: layout_module.statText,
                children: [
                    /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                        className: layout_module.statLabel,
                        children: label
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                        className: layout_module.statValue,
                        children: value
                    }),
                    hint && /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                        className: layout_module.statHint,
                        children: hint
                    })
                ]
            })
        ]
    });
}

;// ./src/analytics/overview-cards.tsx




/** The four headline figures (spec section 2). */ function OverviewCards({ stats }) {
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
        className: analytics_module.cards,
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsx)(StatCard, {
                icon: "eye",
                label: "Total Views",
                value: stats.totalViews,
                hint: "All time"
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)(StatCard, {
                icon: "film",
                label: "Unique Movies",
                value: stats.uniqueMovies
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)(StatCard, {
                icon: "calendar",
                label: "This Week",
                value: stats.weeklyViews,
                hint: "Last 7 days"
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)(StatCard, {
                icon: "sparkles",
                label: "Viewing Streak",
                value: plural(stats.viewingStreak, 'day')
            })
        ]
    });
}
/** The closing summary figures. */ function SummaryCards({ viewing, search }) {
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
        className: analytics_module.cards,
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsx)(StatCard, {
                icon: "star",
                label: "Average Rating of Viewed Content",
                value: viewing.averageRating > 0 ? viewing.averageRating.toFixed(1) : 'N/A'
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)(StatCard, {
                icon: "chart",
                label: "Views This Month",
                value: viewing.monthlyViews,
                hint: "Last 30 days"
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)(StatCard, {
                icon: "search",
                label: "Unique Search Queries",
                value: search.uniqueQueries
            })
        ]
    });
}

;// ./src/analytics/search-statistics.tsx




/** Totals, success rate and average results, then the ten most frequent queries (query text rendered as text). */ function SearchStatistics({ stats }) {
    const top = stats.topQueries ?? [];
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)(Panel, {
        title: "Search Statistics",
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsxs)("dl", {
                className: analytics_module.figures,
                children: [
                    /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime.jsx)("dt", {
                                children: "Total Searches"
                            }),
                            /*#__PURE__*/ (0,jsx_runtime.jsx)("dd", {
                                children: stats.totalSearches
                            })
                        ]
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime.jsx)("dt", {
                                children: "Success Rate"
                            }),
                            /*#__PURE__*/ (0,jsx_runtime.jsxs)("dd", {
                                children: [
                                    Math.round(stats.successRate),
                                    "%"
                                ]
                            })
                        ]
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime.jsx)("dt", {
                                children: "Avg Results"
                            }),
                            /*#__PURE__*/ (0,jsx_runtime.jsx)("dd", {
                                children: stats.averageResults.toFixed(1)
                            })
                        ]
                    })
                ]
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)("h3", {
                className: analytics_module.subTitle,
                children: "Top Searches"
            }),
            top.length > 0 ? /*#__PURE__*/ (0,jsx_runtime.jsx)(BarList, {
                label: "Most frequent searches",
                bars: top.map(({ query, count })=>({
                        key: query,
                        label: query,
                        value: count,
                        valueText: plural(count, 'search', 'searches')
                    }))
            }) : /*#__PURE__*/ (0,jsx_runtime.jsx)("p", {
                className: analytics_module.muted,
                children: "No searches yet."
            })
        ]
    });
}

;// ./src/lib/download.ts
/** Saves a value as a pretty-printed JSON file through the browser's download. */ function downloadJson(fileName, value) {
    const blob = new Blob([
        JSON.stringify(value, null, 2)
    ], {
        type: 'application/json'
    });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
    // Revoked on the next task: Chromium starts the download from the click, after this handler.
    setTimeout(()=>URL.revokeObjectURL(url), 0);
}

;// ./src/lib/read-text.ts
/** A file's text through FileReader (Blob#text is missing in some engines, and in jsdom). */ function readText(file) {
    return new Promise((resolve, reject)=>{
        const reader = new FileReader();
        reader.onload = ()=>resolve(String(reader.result ?? ''));
        reader.onerror = ()=>reject(reader.error ?? new Error('Failed to read file'));
        reader.readAsText(file);
    });
}

;// ./src/analytics/backup-file.ts


const BACKUP_MESSAGES = {
    notJson: 'Please select a JSON file exported from the product',
    parse: 'Failed to parse JSON file',
    read: 'Failed to read file',
    restore: 'Could not restore the backup: browser storage is full or unavailable. Nothing was changed.',
    invalid: (reason)=>`Invalid backup file (${reason}). Nothing was changed.`
};
/** Reads and validates a complete-data export chosen by the user; never throws. */ async function readBackupFile(file) {
    if (!file.name.toLowerCase().endsWith('.json')) return {
        ok: false,
        message: BACKUP_MESSAGES.notJson
    };
    let text;
    try {
        text = await readText(file);
    } catch  {
        return {
            ok: false,
            message: BACKUP_MESSAGES.read
        };
    }
    let value;
    try {
        value = JSON.parse(text);
    } catch  {
        return {
            ok: false,
            message: BACKUP_MESSAGES.parse
        };
    }
    const parsed = parseBackup(value);
    return parsed.ok ? parsed : {
        ok: false,
        message: BACKUP_MESSAGES.invalid(parsed.reason)
    };
}
/** The success line shown after a restore. */ const restoredMessage = (backup)=>`Backup restored: ${backup.watchlist.length} watchlist items, ${backup.viewHistory.length} views and ` + `${backup.searchHistory.length} searches.`;

;// ./src/analytics/use-backup.ts







/** Export and import of the analytics and complete-data files, keeping every provider in step with storage. */ function useBackup(now, onRestored) {
    const { items, replaceAll } = useWatchlist();
    const { preferences, savePreferences } = usePreferences();
    const { theme, autoTheme, setTheme, setAutoTheme } = useTheme();
    const toast = useToast();
    const histories = ()=>({
            viewHistory: readViewHistory(),
            searchHistory: readSearchHistory()
        });
    const exportAnalytics = (0,react.useCallback)(()=>{
        downloadJson(EXPORT_FILE_NAMES.analytics, buildAnalyticsExport(histories(), now()));
    }, [
        now
    ]);
    const exportComplete = (0,react.useCallback)(()=>{
        const userData = {
            watchlist: items,
            reviews: readAllReviews(),
            ratings: readAllRatings(),
            preferences,
            theme: {
                theme,
                autoTheme
            }
        };
        downloadJson(EXPORT_FILE_NAMES.completeData, buildCompleteExport(histories(), userData, now()));
    }, [
        items,
        preferences,
        theme,
        autoTheme,
        now
    ]);
    const importBackup = (0,react.useCallback)(async (file)=>{
        const result = await readBackupFile(file);
        if (!result.ok) return result.message;
        const { backup } = result;
        if (!restoreBackup(backup)) return BACKUP_MESSAGES.restore;
        // Storage holds the backup now; the providers' memory follows (these writes store the same values again).
        replaceAll(backup.watchlist);
        savePreferences(backup.preferences);
        setTheme(backup.theme.theme);
        setAutoTheme(backup.theme.autoTheme);
        onRestored();
        toast(restoredMessage(backup), 'success');
        return undefined;
    }, [
        replaceAll,
        savePreferences,
        setTheme,
        setAutoTheme,
        onRestored,
        toast
    ]);
    return {
        exportAnalytics,
        exportComplete,
        importBackup
    };
}

;// ./src/analytics/use-histories.ts




/**
 * The view and search histories, read after the first paint (the spinner shows meanwhile) and again whenever
 * this page or another tab records or restores history. `undefined` while loading.
 */ function useHistories() {
    const [histories, setHistories] = (0,react.useState)();
    const reload = (0,react.useCallback)(()=>{
        setHistories({
            viewHistory: readViewHistory(),
            searchHistory: readSearchHistory()
        });
    }, []);
    (0,react.useEffect)(()=>{
        reload();
        const subscriptions = [
            bus.on('title:viewed').subscribe(reload),
            bus.on('search:performed').subscribe(reload),
            watchExternalChanges(STORAGE_KEYS.viewHistory).subscribe(reload),
            watchExternalChanges(STORAGE_KEYS.searchHistory).subscribe(reload)
        ];
        return ()=>subscriptions.forEach((subscription)=>subscription.unsubscribe());
    }, [
        reload
    ]);
    return {
        histories,
        reload
    };
}

;// ./src/analytics/viewing-charts.tsx




const hourLabel = (hour)=>`${String(hour).padStart(2, '0')}:00`;
/** Views per hour of day, listing only the hours that have views. */ function HourlyChart({ pattern }) {
    const bars = pattern.map((value, hour)=>({
            key: hour,
            label: hourLabel(hour),
            value,
            valueText: plural(value, 'view')
        })).filter((bar)=>bar.value > 0);
    return /*#__PURE__*/ (0,jsx_runtime.jsx)(Panel, {
        title: "Viewing by Hour",
        children: bars.length > 0 ? /*#__PURE__*/ (0,jsx_runtime.jsx)(BarList, {
            bars: bars,
            label: "Views by hour of day"
        }) : /*#__PURE__*/ (0,jsx_runtime.jsx)("p", {
            className: analytics_module.muted,
            children: "No views with a time yet."
        })
    });
}
/** Movies against TV shows, as counts and shares. */ function ContentTypes({ mediaTypes }) {
    const movies = mediaTypes.movie ?? 0;
    const tv = mediaTypes.tv ?? 0;
    const total = Math.max(1, movies + tv);
    const share = (n)=>`${n} (${Math.round(n / total * 100)}%)`;
    return /*#__PURE__*/ (0,jsx_runtime.jsx)(Panel, {
        title: "Content Type Preferences",
        children: /*#__PURE__*/ (0,jsx_runtime.jsx)(BarList, {
            label: "Views by content type",
            bars: [
                {
                    key: 'movie',
                    label: 'Movies',
                    value: movies,
                    valueText: share(movies)
                },
                {
                    key: 'tv',
                    label: 'TV Shows',
                    value: tv,
                    valueText: share(tv)
                }
            ]
        })
    });
}
/** The five most viewed genres, labelled by genre id with the name beside it when known. */ function FavoriteGenres({ topGenres, genreName }) {
    const bars = topGenres.map(({ genreId, count })=>{
        const name = genreName(genreId);
        return {
            key: genreId,
            label: /*#__PURE__*/ (0,jsx_runtime.jsxs)(jsx_runtime.Fragment, {
                children: [
                    /*#__PURE__*/ (0,jsx_runtime.jsxs)("span", {
                        className: analytics_module.genreId,
                        children: [
                            "#",
                            genreId
                        ]
                    }),
                    name && /*#__PURE__*/ (0,jsx_runtime.jsxs)("span", {
                        children: [
                            " ",
                            name
                        ]
                    })
                ]
            }),
            value: count,
            valueText: plural(count, 'view')
        };
    });
    return /*#__PURE__*/ (0,jsx_runtime.jsx)(Panel, {
        title: "Favorite Genres",
        children: bars.length > 0 ? /*#__PURE__*/ (0,jsx_runtime.jsx)(BarList, {
            bars: bars,
            label: "Most viewed genres"
        }) : /*#__PURE__*/ (0,jsx_runtime.jsx)("p", {
            className: analytics_module.muted,
            children: "No genres viewed yet."
        })
    });
}

;// ./src/analytics/analytics-page.tsx














const systemClock = ()=>new Date();
/** The Analytics Dashboard (/analytics): viewing and search statistics, export and backup restore. */ function AnalyticsPage({ now = systemClock }) {
    const { histories, reload } = useHistories();
    const backup = useBackup(now, reload);
    const genreName = useGenreNames();
    const stats = (0,react.useMemo)(()=>{
        if (!histories) return undefined;
        const at = now();
        return {
            at,
            viewing: computeViewingStats(histories.viewHistory, at),
            search: computeSearchStats(histories.searchHistory)
        };
    }, [
        histories,
        now
    ]);
    const empty = stats && stats.viewing.totalViews === 0 && stats.search.totalSearches === 0;
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
        className: analytics_module.page,
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsxs)(AppLink, {
                to: "/",
                className: analytics_module.back,
                children: [
                    /*#__PURE__*/ (0,jsx_runtime.jsx)(Icon, {
                        name: "arrow-left",
                        size: 18
                    }),
                    "Back to Home"
                ]
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)(PageHeader, {
                title: "Analytics Dashboard",
                subtitle: "Your viewing and search activity, kept only in this browser",
                actions: /*#__PURE__*/ (0,jsx_runtime.jsx)(DataPanel, {
                    backup: backup
                })
            }),
            !stats ? /*#__PURE__*/ (0,jsx_runtime.jsx)("div", {
                className: analytics_module.loading,
                children: /*#__PURE__*/ (0,jsx_runtime.jsx)(Spinner, {
                    label: "Loading analytics...",
                    showLabel: true
                })
            }) : empty ? /*#__PURE__*/ (0,jsx_runtime.jsx)(EmptyState, {
                icon: "chart",
                title: "No Analytics Data",
                message: "Start watching movies to see your analytics!",
                action: /*#__PURE__*/ (0,jsx_runtime.jsx)(AppLink, {
                    to: "/search",
                    className: analytics_module.linkButton,
                    children: "Explore Content"
                })
            }) : /*#__PURE__*/ (0,jsx_runtime.jsxs)(jsx_runtime.Fragment, {
                children: [
                    /*#__PURE__*/ (0,jsx_runtime.jsx)(OverviewCards, {
                        stats: stats.viewing
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                        className: analytics_module.grid,
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime.jsx)(HourlyChart, {
                                pattern: stats.viewing.hourlyPattern
                            }),
                            /*#__PURE__*/ (0,jsx_runtime.jsx)(ContentTypes, {
                                mediaTypes: stats.viewing.mediaTypes
                            }),
                            /*#__PURE__*/ (0,jsx_runtime.jsx)(FavoriteGenres, {
                                topGenres: stats.viewing.topGenres,
                                genreName: genreName
                            }),
                            /*#__PURE__*/ (0,jsx_runtime.jsx)(SearchStatistics, {
                                stats: stats.search
                            }),
                            /*#__PURE__*/ (0,jsx_runtime.jsx)(DailyActivity, {
                                pattern: stats.viewing.dailyPattern,
                                now: stats.at
                            })
                        ]
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)(SummaryCards, {
                        viewing: stats.viewing,
                        search: stats.search
                    })
                ]
            })
        ]
    });
}
/* harmony default export */ const analytics_page = ((/* unused pure expression or super */ null && (AnalyticsPage)));

;// ../shared/ui/src/feedback/error-state.tsx





/** An error block announced as an alert, with an optional retry. */ function ErrorState({ title, message, onRetry, retryLabel = 'Try Again', headingLevel = 2, actions, className }) {
    const Heading = headingLevel === 2 ? 'h2' : 'h3';
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
        role: "alert",
        className: cx(state_module.state, state_module.error, className),
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                className: state_module.icon,
                children: /*#__PURE__*/ (0,jsx_runtime.jsx)(Icon, {
                    name: "alert",
                    size: 28
                })
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)(Heading, {
                className: state_module.title,
                children: title
            }),
            message && /*#__PURE__*/ (0,jsx_runtime.jsx)("p", {
                className: state_module.message,
                children: message
            }),
            (onRetry || actions) && /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                className: state_module.action,
                children: [
                    onRetry && /*#__PURE__*/ (0,jsx_runtime.jsx)(Button, {
                        icon: "refresh",
                        onClick: onRetry,
                        children: retryLabel
                    }),
                    actions
                ]
            })
        ]
    });
}

;// ./src/recommendations/api/get-recommendations.ts



const RECOMMENDATIONS_ERROR = 'Failed to fetch recommendations';
// '|' asks for any of the genres: all five at once would match almost nothing.
const anyGenre = (genreIds)=>({
        with_genres: genreIds.join('|')
    });
/**
 * The screen's recommendations: the service-driven list from the watchlist first, then the history-based one,
 * without duplicates. Each part tolerates failing sub-calls; only when every part failed does it reject, with the
 * spec's 'Failed to fetch recommendations'.
 */ async function getRecommendations(watchlist, history, signal) {
    const options = {
        signal
    };
    const parts = [];
    if (watchlist.length > 0) parts.push(recommendWithReasons(watchlist, {
        recommendationsFor: (item)=>item.media_type === 'tv' ? getTvRecommendations(item.id, 1, options) : getMovieRecommendations(item.id, 1, options),
        discoverByGenres: (genreIds)=>discoverMovies(anyGenre(genreIds), 1, options),
        popularTv: ()=>getPopularTv(1, options)
    }).then((list)=>[
            list
        ]));
    if (history.length > 0) parts.push(recommendFromHistory(history, {
        discoverByGenres: (genreIds)=>discoverMovies(anyGenre(genreIds), 1, options),
        trending: ()=>getTrending('all', 'week', 1, options)
    }, watchlist).then((list)=>[
            list
        ]));
    if (parts.length === 0) return [];
    try {
        return mergeRecommendations(await tolerateFailures(parts));
    } catch  {
        throw new Error(RECOMMENDATIONS_ERROR);
    }
}
/**
 * What the recommendations depend on: the seed items, the top genres and the history. Adding a recommended title
 * to the watchlist does not refetch (the screen hides watchlist titles itself), so the list does not flash.
 */ function recommendationsKey(watchlist, history) {
    const seeds = watchlist.slice(0, (/* inlined export .RECO_SEED_ITEMS */3)).map((item)=>`${item.media_type}:${item.id}`);
    return JSON.stringify([
        'recommendations',
        seeds,
        topWatchlistGenres(watchlist),
        history.length
    ]);
}

;// ../shared/ui/src/layout/tabs.module.css
// extracted by mini-css-extract-plugin
/* harmony default export */ const tabs_module = ({"tablist":"WXAJT_i","tab":"GyNAV8o","count":"ZEWqQoN","panel":"nSa49mL"});
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
/* harmony default export */ const lazy_image_module = ({"frame":"Q50qzGh","placeholder":"ozydNap","shimmer":"Dkd15NM","image":"SGda6a4","loaded":"DGZ0OLd","broken":"la2ZKlc"});
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

;// ../shared/ui/src/media/rating-badge.module.css
// extracted by mini-css-extract-plugin
/* harmony default export */ const rating_badge_module = ({"badge":"t_Mu29A"});
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
/* harmony default export */ const media_card_module = ({"card":"wvDPLOn","sm":"vv_KIKr","md":"cSlfYsZ","lg":"n_GyHzn","fluid":"tMlzew8","link":"Iaw7KI5","poster":"GJ6SUoY","badge":"kWRAn_e","body":"L8VSsRn","title":"W7MyHWF","meta":"ohk5JNm","toggle":"j69Av1R","actions":"dG4fIwe","skeletonLine":"NJZb0zR"});
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

;// ./src/recommendations/recommendations.module.css
// extracted by mini-css-extract-plugin
/* harmony default export */ const recommendations_module = ({"page":"CgrsrKu DUJDZ95","linkButton":"YdB3SJz mpMOudF","loading":"T54qv0Y lTfNJPU","cards":"Hm6_p64 TjnXqPM","rows":"Qi3VqDD","row":"WpMBAGT","rowHeader":"wiSehtG","rowTitle":"rvV35Ro","count":"znLA3z0","grid":"cFrWZ3N","reason":"HRAtO7j"});
;// ./src/recommendations/recommendation-card.tsx






/** A recommended title: a poster card linking to its detail page, a watchlist toggle and why it was picked. */ function RecommendationCard({ recommendation, genreName }) {
    const { title, reason } = recommendation;
    const { navigate } = useRoute();
    const { isInWatchlist, toggle } = useWatchlist();
    const mediaType = title.media_type === 'tv' ? 'tv' : 'movie';
    const name = title.title ?? title.name ?? 'Untitled';
    return /*#__PURE__*/ (0,jsx_runtime.jsx)(MediaCard, {
        size: "fluid",
        title: name,
        year: yearOf(title.release_date || title.first_air_date),
        rating: title.vote_average ?? null,
        posterUrl: imageUrl(title.poster_path),
        href: `/${mediaType}/${title.id}`,
        mediaType: mediaType,
        inWatchlist: isInWatchlist(title.id, mediaType),
        onToggleWatchlist: ()=>toggle(title, mediaType),
        onNavigate: navigate,
        actions: /*#__PURE__*/ (0,jsx_runtime.jsx)("p", {
            className: recommendations_module.reason,
            children: reasonText(reason, genreName)
        })
    });
}

;// ./src/recommendations/category-row.tsx






/** One category in 'all' mode: its name and count, up to 12 titles, and View All when there are more. */ function CategoryRow({ title, items, genreName, onViewAll }) {
    const id = (0,react.useId)();
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("section", {
        "aria-labelledby": id,
        className: recommendations_module.row,
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                className: recommendations_module.rowHeader,
                children: [
                    /*#__PURE__*/ (0,jsx_runtime.jsxs)("h2", {
                        id: id,
                        className: recommendations_module.rowTitle,
                        children: [
                            title,
                            " ",
                            /*#__PURE__*/ (0,jsx_runtime.jsxs)("span", {
                                className: recommendations_module.count,
                                children: [
                                    "(",
                                    items.length,
                                    ")"
                                ]
                            })
                        ]
                    }),
                    items.length > (/* inlined export .RECO_ROW_MAX */12) && /*#__PURE__*/ (0,jsx_runtime.jsx)(Button, {
                        variant: "ghost",
                        size: "sm",
                        icon: "chevron-right",
                        onClick: onViewAll,
                        "aria-label": `View All ${title}`,
                        children: "View All"
                    })
                ]
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)(RecommendationGrid, {
                items: items.slice(0, (/* inlined export .RECO_ROW_MAX */12)),
                genreName: genreName
            })
        ]
    });
}
function RecommendationGrid({ items, genreName }) {
    return /*#__PURE__*/ (0,jsx_runtime.jsx)("ul", {
        className: recommendations_module.grid,
        children: items.map((item)=>/*#__PURE__*/ (0,jsx_runtime.jsx)("li", {
                children: /*#__PURE__*/ (0,jsx_runtime.jsx)(RecommendationCard, {
                    recommendation: item,
                    genreName: genreName
                })
            }, `${item.title.media_type}:${item.title.id}`))
    });
}

;// ./src/recommendations/recommendation-tabs.tsx






const CATEGORY_LABELS = {
    trending: 'Trending Now',
    highlyRated: 'Highly Rated',
    newReleases: 'New Releases',
    yourGenres: 'Your Genres',
    similar: 'Similar to Watchlist'
};
const TABS = [
    {
        id: 'all',
        label: 'All Recommendations'
    },
    ...RECOMMENDATION_CATEGORIES.map((id)=>({
            id,
            label: CATEGORY_LABELS[id]
        }))
];
/** The six filter tabs; 'all' shows a row per non-empty category, a category tab shows all of its titles. */ function RecommendationTabs(props) {
    const { items, favoriteGenres, watchlistSize, now, active, onChange, genreName } = props;
    const categories = (0,react.useMemo)(()=>categorizeRecommendations(items, {
            favoriteGenres,
            watchlistSize,
            now
        }), [
        items,
        favoriteGenres,
        watchlistSize,
        now
    ]);
    const rows = RECOMMENDATION_CATEGORIES.filter((id)=>categories[id].length > 0);
    return /*#__PURE__*/ (0,jsx_runtime.jsx)(Tabs, {
        tabs: TABS,
        active: active,
        onChange: onChange,
        label: "Filter recommendations",
        children: active === 'all' ? /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
            className: recommendations_module.rows,
            children: [
                rows.map((id)=>/*#__PURE__*/ (0,jsx_runtime.jsx)(CategoryRow, {
                        title: CATEGORY_LABELS[id],
                        items: categories[id],
                        genreName: genreName,
                        onViewAll: ()=>onChange(id)
                    }, id)),
                rows.length === 0 && // Only history-based picks that fit no category: still worth showing rather than an empty page.
                /*#__PURE__*/ (0,jsx_runtime.jsx)(CategoryRow, {
                    title: "Picked for You",
                    items: items,
                    genreName: genreName,
                    onViewAll: ()=>undefined
                })
            ]
        }) : categories[active].length > 0 ? /*#__PURE__*/ (0,jsx_runtime.jsx)(RecommendationGrid, {
            items: categories[active],
            genreName: genreName
        }) : /*#__PURE__*/ (0,jsx_runtime.jsx)(EmptyState, {
            headingLevel: 2,
            icon: "filter",
            title: `No ${CATEGORY_LABELS[active]} picks`,
            message: active === 'yourGenres' ? 'None of your recommendations is in your favorite genres yet.' : 'None of your recommendations fits this category right now.'
        })
    });
}

;// ./src/recommendations/taste-stats.tsx



/** Mean vote_average of the rated watchlist items, to 1 decimal; 'N/A' when none is rated. */ function averageRatingText(items) {
    const rated = items.map((item)=>item.vote_average).filter((value)=>Number.isFinite(value) && value > 0);
    if (rated.length === 0) return 'N/A';
    return (rated.reduce((sum, value)=>sum + value, 0) / rated.length).toFixed(1);
}
/** The four cards above the recommendations (spec section 2). */ function TasteStats({ total, items, stats, views }) {
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
        className: recommendations_module.cards,
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsx)(StatCard, {
                icon: "sparkles",
                label: "Total Recommendations",
                value: total ?? '…'
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)(StatCard, {
                icon: "bookmark",
                label: "Watchlist Items",
                value: items.length,
                hint: `${stats.watched} watched`
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)(StatCard, {
                icon: "clock",
                label: "Viewing Time",
                value: `${views} ${views === 1 ? 'view' : 'views'}`,
                hint: "Total views"
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)(StatCard, {
                icon: "star",
                label: "Average Rating",
                value: averageRatingText(items)
            })
        ]
    });
}

;// ./src/recommendations/recommendations-page.tsx










const recommendations_page_systemClock = ()=>new Date();
/** Recommendations (/recommendations): picks from the watchlist and the viewing history, by category. */ function RecommendationsPage({ now = recommendations_page_systemClock }) {
    const { items, stats, isInWatchlist } = useWatchlist();
    const { preferences } = usePreferences();
    const [history] = (0,react.useState)(readViewHistory);
    const [tab, setTab] = (0,react.useState)('all');
    const genreName = useGenreNames();
    const hasProfile = items.length > 0 || history.length > 0;
    const query = useServiceQuery(recommendationsKey(items, history), (signal)=>getRecommendations(items, history, signal), {
        enabled: hasProfile
    });
    // A new key (a new seed item) keeps the previous list on screen until the new one arrives: no spinner flash.
    const previous = (0,react.useRef)(undefined);
    if (query.data) previous.current = query.data;
    const data = query.data ?? (query.loading ? previous.current : undefined);
    // Titles added to the watchlist from this page leave the list at once.
    const visible = (0,react.useMemo)(()=>data?.filter(({ title })=>!isInWatchlist(title.id, title.media_type === 'tv' ? 'tv' : 'movie')), [
        data,
        isInWatchlist
    ]);
    const at = (0,react.useMemo)(()=>now(), [
        now
    ]);
    const header = /*#__PURE__*/ (0,jsx_runtime.jsx)(PageHeader, {
        title: "Recommendations",
        subtitle: "Picks based on your watchlist and what you have viewed",
        actions: hasProfile && /*#__PURE__*/ (0,jsx_runtime.jsx)(Button, {
            variant: "secondary",
            icon: "refresh",
            onClick: query.refetch,
            disabled: query.loading,
            children: "Refresh"
        })
    });
    if (!hasProfile) return /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
        className: recommendations_module.page,
        children: [
            header,
            /*#__PURE__*/ (0,jsx_runtime.jsx)(EmptyState, {
                icon: "sparkles",
                title: "Build Your Taste Profile",
                message: "Add movies and TV shows to your watchlist or open a few titles, and recommendations will follow.",
                action: /*#__PURE__*/ (0,jsx_runtime.jsx)(AppLink, {
                    to: "/search",
                    className: recommendations_module.linkButton,
                    children: "Explore Content"
                })
            })
        ]
    });
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
        className: recommendations_module.page,
        children: [
            header,
            /*#__PURE__*/ (0,jsx_runtime.jsx)(TasteStats, {
                total: visible?.length,
                items: items,
                stats: stats,
                views: history.length
            }),
            query.loading && !visible ? /*#__PURE__*/ (0,jsx_runtime.jsx)("div", {
                className: recommendations_module.loading,
                children: /*#__PURE__*/ (0,jsx_runtime.jsx)(Spinner, {
                    label: "Loading recommendations...",
                    showLabel: true
                })
            }) : query.error && !visible ? /*#__PURE__*/ (0,jsx_runtime.jsx)(ErrorState, {
                title: "Failed to fetch recommendations",
                onRetry: query.refetch
            }) : !visible || visible.length === 0 ? /*#__PURE__*/ (0,jsx_runtime.jsx)(EmptyState, {
                icon: "sparkles",
                title: "No Recommendations Yet",
                message: "Nothing to suggest from your watchlist and history right now.",
                action: /*#__PURE__*/ (0,jsx_runtime.jsx)(Button, {
                    icon: "sparkles",
                    onClick: query.refetch,
                    children: "Generate Recommendations"
                })
            }) : /*#__PURE__*/ (0,jsx_runtime.jsx)(RecommendationTabs, {
                items: visible,
                favoriteGenres: preferences.favoriteGenres,
                watchlistSize: items.length,
                now: at,
                active: tab,
                onChange: setTab,
                genreName: genreName
            })
        ]
    });
}
/* harmony default export */ const recommendations_page = ((/* unused pure expression or super */ null && (RecommendationsPage)));

;// ../shared/ui/src/forms/field.module.css
// extracted by mini-css-extract-plugin
/* harmony default export */ const field_module = ({"row":"f6uf4eV","text":"xSxp3a4","label":"O_Tmzvt","description":"X71zyNj","disabled":"NP6J6an","switch":"Yt6LREW","field":"x6Fg7w6","control":"XHoWbth","range":"cfPxCYx","value":"PdhHmyP"});
;// ../shared/ui/src/forms/select.tsx




/** A native select with a real label; it only ever reports values from its options. */ function Select({ label, value, options, onChange, hideLabel = false, disabled, name, className }) {
    const id = (0,react.useId)();
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
        className: cx(field_module.field, className),
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsx)("label", {
                htmlFor: id,
                className: hideLabel ? 'sr-only' : field_module.label,
                children: label
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)("select", {
                id: id,
                name: name,
                value: value,
                disabled: disabled,
                className: field_module.control,
                onChange: (event)=>{
                    const chosen = options.find((option)=>option.value === event.target.value);
                    if (chosen) onChange(chosen.value);
                },
                children: options.map((option)=>/*#__PURE__*/ (0,jsx_runtime.jsx)("option", {
                        value: option.value,
                        children: option.label
                    }, option.value))
            })
        ]
    });
}

;// ../shared/ui/src/forms/switch.tsx




/** An on/off toggle (`role="switch"`), named by its visible label and described by its description. */ function Switch({ checked, onChange, label, description, disabled = false, className }) {
    const id = (0,react.useId)();
    const descriptionId = `${id}-description`;
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
        className: cx(field_module.row, disabled && field_module.disabled, className),
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsxs)("span", {
                className: field_module.text,
                children: [
                    /*#__PURE__*/ (0,jsx_runtime.jsx)("label", {
                        htmlFor: id,
                        className: field_module.label,
                        children: label
                    }),
                    description && /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                        id: descriptionId,
                        className: field_module.description,
                        children: description
                    })
                ]
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)("button", {
                id: id,
                type: "button",
                role: "switch",
                "aria-checked": checked,
                "aria-describedby": description ? descriptionId : undefined,
                disabled: disabled,
                className: field_module.switch,
                onClick: ()=>onChange(!checked)
            })
        ]
    });
}

;// ./src/preferences/options.ts

const THEME_LABELS = {
    light: 'Light',
    dark: 'Dark',
    system: 'System'
};
const options_THEME_OPTIONS = THEME_OPTIONS.map((value)=>({
        value,
        label: THEME_LABELS[value]
    }));
const VIEW_OPTIONS = [
    {
        value: 'grid',
        label: 'Grid'
    },
    {
        value: 'list',
        label: 'List'
    }
];
const LANGUAGE_LABELS = {
    en: 'English',
    es: 'Spanish',
    fr: 'French',
    de: 'German',
    it: 'Italian',
    ja: 'Japanese',
    ko: 'Korean'
};
const LANGUAGE_OPTIONS = PREFERENCE_LANGUAGES.map((value)=>({
        value,
        label: `${LANGUAGE_LABELS[value]} (${value})`
    }));
const REGION_LABELS = {
    US: 'United States',
    GB: 'United Kingdom',
    CA: 'Canada',
    AU: 'Australia',
    DE: 'Germany',
    FR: 'France',
    ES: 'Spain',
    IT: 'Italy',
    JP: 'Japan',
    KR: 'South Korea'
};
const REGION_OPTIONS = PREFERENCE_REGIONS.map((value)=>({
        value,
        label: `${REGION_LABELS[value]} (${value})`
    }));
const EXPORT_FORMAT_OPTIONS = EXPORT_FORMATS.map((value)=>({
        value,
        label: value.toUpperCase()
    }));
/** A stored value outside the option list (older data) still shows, rather than silently picking the first option. */ function withCurrent(options, value) {
    return options.some((option)=>option.value === value) ? options : [
        ...options,
        {
            value,
            label: value
        }
    ];
}

;// ./src/preferences/preferences.module.css
// extracted by mini-css-extract-plugin
/* harmony default export */ const preferences_module = ({"page":"okgFpTc DUJDZ95","form":"xUJkWGm","section":"ryZbvCv","sectionTitle":"IKXw4jy","sectionDescription":"j1jvaPD","fields":"NPxAv7I","actions":"Jdn5P_s","unsaved":"hM8IusF"});
;// ./src/preferences/preference-sections.tsx






function Section({ title, description, children }) {
    const id = (0,react.useId)();
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("section", {
        "aria-labelledby": id,
        className: preferences_module.section,
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                className: preferences_module.sectionHead,
                children: [
                    /*#__PURE__*/ (0,jsx_runtime.jsx)("h2", {
                        id: id,
                        className: preferences_module.sectionTitle,
                        children: title
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)("p", {
                        className: preferences_module.sectionDescription,
                        children: description
                    })
                ]
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)("div", {
                className: preferences_module.fields,
                children: children
            })
        ]
    });
}
function AppearanceSection({ form }) {
    const { draft, setTheme, setPreference } = form;
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)(Section, {
        title: "Appearance",
        description: "How Reelist looks",
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsx)(Select, {
                label: "Theme",
                value: draft.theme.theme,
                options: options_THEME_OPTIONS,
                onChange: (theme)=>setTheme({
                        theme
                    })
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)(Switch, {
                label: "Auto Theme",
                description: "Follow the system's light or dark setting",
                checked: draft.theme.autoTheme,
                onChange: (autoTheme)=>setTheme({
                        autoTheme
                    })
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)(Select, {
                label: "Default View",
                value: draft.preferences.defaultView,
                options: VIEW_OPTIONS,
                onChange: (view)=>setPreference('defaultView', view)
            })
        ]
    });
}
function ContentSection({ form }) {
    const { preferences } = form.draft;
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)(Section, {
        title: "Content",
        description: "What the movie service returns",
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsx)(Select, {
                label: "Preferred Language",
                value: preferences.preferredLanguage,
                options: withCurrent(LANGUAGE_OPTIONS, preferences.preferredLanguage),
                onChange: (value)=>form.setPreference('preferredLanguage', value)
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)(Select, {
                label: "Preferred Region",
                value: preferences.preferredRegion,
                options: withCurrent(REGION_OPTIONS, preferences.preferredRegion),
                onChange: (value)=>form.setPreference('preferredRegion', value)
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)(Switch, {
                label: "Show Adult Content",
                description: "Include adult titles in search and discovery",
                checked: preferences.showAdultContent,
                onChange: (value)=>form.setPreference('showAdultContent', value)
            })
        ]
    });
}
const PUSH_STATUS = {
    'not-supported': 'Push notifications are not supported here',
    denied: 'Notifications are blocked in your browser settings'
};
function NotificationsSection({ form }) {
    const notifications = useNotifications();
    const { preferences } = form.draft;
    // The push subscription is the source of truth: it changes at once, through the shell's push flow.
    const enabled = notifications.subscribed;
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)(Section, {
        title: "Notifications",
        description: "Push notifications from Reelist",
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsx)(Switch, {
                label: "Enable Notifications",
                description: PUSH_STATUS[notifications.permission] ?? 'Get notified about new content',
                checked: enabled,
                disabled: notifications.busy || notifications.permission === 'not-supported',
                onChange: (on)=>on ? notifications.enable() : notifications.disable()
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)(Switch, {
                label: "New Releases",
                description: "When new movies and shows come out",
                checked: preferences.notifyNewReleases,
                disabled: !enabled,
                onChange: (value)=>form.setPreference('notifyNewReleases', value)
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)(Switch, {
                label: "Trending Content",
                description: "When something starts trending",
                checked: preferences.notifyTrending,
                disabled: !enabled,
                onChange: (value)=>form.setPreference('notifyTrending', value)
            })
        ]
    });
}
function PrivacySection({ form }) {
    const { preferences } = form.draft;
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)(Section, {
        title: "Privacy",
        description: "What Reelist keeps about you, in this browser only",
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsx)(Switch, {
                label: "Analytics Tracking",
                description: "Record the titles you view and your searches for the analytics dashboard",
                checked: preferences.trackAnalytics,
                onChange: (value)=>form.setPreference('trackAnalytics', value)
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)(Switch, {
                label: "Share Watchlist",
                description: "Allow sharing your watchlist",
                checked: preferences.shareWatchlist,
                onChange: (value)=>form.setPreference('shareWatchlist', value)
            })
        ]
    });
}
function DataExportSection({ form }) {
    const { preferences } = form.draft;
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)(Section, {
        title: "Data Export",
        description: "Defaults of the watchlist export",
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsx)(Select, {
                label: "Export Format",
                value: preferences.exportFormat,
                options: EXPORT_FORMAT_OPTIONS,
                onChange: (value)=>form.setPreference('exportFormat', value)
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)(Switch, {
                label: "Include Posters",
                description: "Add poster paths to exports",
                checked: preferences.includePosters,
                onChange: (value)=>form.setPreference('includePosters', value)
            })
        ]
    });
}

;// ./src/preferences/use-preferences-form.ts



/** The Preferences screen's edit buffer: nothing takes effect until Save. */ function usePreferencesForm() {
    const { preferences, savePreferences } = usePreferences();
    const theme = useTheme();
    const toast = useToast();
    const [draft, setDraft] = (0,react.useState)(()=>({
            preferences,
            theme: {
                theme: theme.theme,
                autoTheme: theme.autoTheme
            }
        }));
    const [modified, setModified] = (0,react.useState)(false);
    const [saving, setSaving] = (0,react.useState)(false);
    const timer = (0,react.useRef)(undefined);
    // Save reads the draft when the indicator ends, so an edit made meanwhile is not lost.
    const draftRef = (0,react.useRef)(draft);
    (0,react.useEffect)(()=>{
        draftRef.current = draft;
    });
    (0,react.useEffect)(()=>()=>clearTimeout(timer.current), []);
    const setPreference = (0,react.useCallback)((key, value)=>{
        setDraft((current)=>({
                ...current,
                preferences: {
                    ...current.preferences,
                    [key]: value
                }
            }));
        setModified(true);
    }, []);
    const setThemeDraft = (0,react.useCallback)((patch)=>{
        setDraft((current)=>({
                ...current,
                theme: {
                    ...current.theme,
                    ...patch
                }
            }));
        setModified(true);
    }, []);
    const reset = (0,react.useCallback)(()=>{
        setDraft({
            preferences: {
                ...DEFAULT_PREFERENCES,
                favoriteGenres: []
            },
            theme: {
                ...DEFAULT_THEME_SETTINGS
            }
        });
        setModified(true);
    }, []);
    const save = ()=>{
        setSaving(true);
        timer.current = setTimeout(()=>{
            const saved = draftRef.current;
            const ok = savePreferences(saved.preferences);
            theme.setTheme(saved.theme.theme);
            theme.setAutoTheme(saved.theme.autoTheme);
            setSaving(false);
            setModified(false);
            // A failed save is logged by storage; the preferences still apply for this visit (spec section 8).
            toast(ok ? 'Preferences saved' : 'Preferences apply for this visit but could not be stored', ok ? 'success' : 'warning');
        }, (/* inlined export .SAVING_INDICATOR_MS */1000));
    };
    return {
        draft,
        modified,
        saving,
        setPreference,
        setTheme: setThemeDraft,
        reset,
        save
    };
}

;// ./src/preferences/preferences-page.tsx





/** Preferences (/preferences): edits are buffered and take effect on Save. */ function PreferencesPage() {
    const form = usePreferencesForm();
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
        className: preferences_module.page,
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsx)(PageHeader, {
                title: "Preferences",
                subtitle: "Customize your experience"
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsxs)("form", {
                className: preferences_module.form,
                onSubmit: (event)=>{
                    event.preventDefault();
                    if (form.modified && !form.saving) form.save();
                },
                children: [
                    /*#__PURE__*/ (0,jsx_runtime.jsx)(AppearanceSection, {
                        form: form
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)(ContentSection, {
                        form: form
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)(NotificationsSection, {
                        form: form
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)(PrivacySection, {
                        form: form
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)(DataExportSection, {
                        form: form
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                        className: preferences_module.actions,
                        children: [
                            form.modified && !form.saving && /*#__PURE__*/ (0,jsx_runtime.jsx)("p", {
                                className: preferences_module.unsaved,
                                children: "You have unsaved changes."
                            }),
                            /*#__PURE__*/ (0,jsx_runtime.jsx)(Button, {
                                variant: "secondary",
                                icon: "refresh",
                                onClick: form.reset,
                                disabled: form.saving,
                                children: "Reset"
                            }),
                            /*#__PURE__*/ (0,jsx_runtime.jsx)(Button, {
                                type: "submit",
                                disabled: !form.modified || form.saving,
                                "aria-live": "polite",
                                children: form.saving ? 'Saving...' : 'Save Changes'
                            })
                        ]
                    })
                ]
            })
        ]
    });
}
/* harmony default export */ const preferences_page = ((/* unused pure expression or super */ null && (PreferencesPage)));

;// ./src/preview/routes.tsx




/** The pages of this remote, mounted by its standalone preview host under the spec's routes. */ const routes = [
    {
        path: '/analytics',
        element: /*#__PURE__*/ (0,jsx_runtime.jsx)(AnalyticsPage, {})
    },
    {
        path: '/recommendations',
        element: /*#__PURE__*/ (0,jsx_runtime.jsx)(RecommendationsPage, {})
    },
    {
        path: '/preferences',
        element: /*#__PURE__*/ (0,jsx_runtime.jsx)(PreferencesPage, {})
    }
];

;// ./src/preview/bootstrap.tsx


startPreview({
    name: 'mf-insights',
    routes: routes
});


/***/ }

}]);