/* eslint-disable lingui/no-unlocalized-strings -- test data: other services' export files as they are, never shown */
import type { TextFile } from '../../../../lib/source-types';

/**
 * Exports of the JSON services in their real shapes (README, import traps) with invented values, for the
 * tests of the Trakt, Watcharr and Ryot parsers, the archive reader and the detector.
 */

const json = (path: string, value: unknown): TextFile => ({ path, text: JSON.stringify(value, null, 2) });

// ---- Trakt ----

const EXAMPLE_SHOW = {
  title: 'Example Show',
  year: 2019,
  ids: { trakt: 44, slug: 'example-show', tvdb: 55, imdb: 'tt7654321', tmdb: 66, tvrage: null },
};
const HEAT = {
  title: 'Heat',
  year: 1995,
  ids: { trakt: 1000, slug: 'heat-1995', imdb: 'tt0113277', tmdb: 949, plex: { guid: 'plex://movie/1', slug: 'heat' } },
};

export const TRAKT_FILES: Record<string, unknown> = {
  'watched-history-1.json': [
    {
      id: 9876543210,
      watched_at: '2025-10-04T20:15:00.000Z',
      action: 'watch',
      type: 'episode',
      // Episode ids can all be null: the record carries the show's ids.
      episode: { season: 1, number: 2, title: 'Second Door', ids: { trakt: null, tvdb: null, imdb: null, tmdb: null } },
      show: EXAMPLE_SHOW,
    },
    {
      id: 9876543211,
      watched_at: '2025-09-01T19:00:00.000Z',
      action: 'scrobble',
      type: 'movie',
      // No TMDB id, but an IMDb id: matched through /find.
      movie: {
        title: 'Obscure Film',
        year: 1971,
        ids: { trakt: 501, slug: 'obscure-film-1971', imdb: 'tt0067001', tmdb: null },
      },
    },
  ],
  'watched-history-2.json': [
    { id: 9876543212, watched_at: '2025-01-02T20:00:00.000Z', action: 'checkin', type: 'movie', movie: HEAT },
    { id: 9876543213, watched_at: '2025-06-14T21:30:00.000Z', action: 'watch', type: 'movie', movie: HEAT },
  ],
  'ratings-movies.json': [{ rated_at: '2025-01-03T21:40:12.000Z', rating: 8, type: 'movie', movie: HEAT }],
  'ratings-shows.json': [{ rated_at: '2025-10-05T10:00:00.000Z', rating: 9, type: 'show', show: EXAMPLE_SHOW }],
  'ratings-seasons.json': [
    {
      rated_at: '2025-10-05T10:01:00.000Z',
      rating: 7,
      type: 'season',
      season: { number: 1, ids: { trakt: 90, tvdb: 91, tmdb: 92 } },
      show: EXAMPLE_SHOW,
    },
  ],
  'ratings-episodes.json': [
    {
      rated_at: '2025-10-05T10:02:00.000Z',
      rating: 10,
      type: 'episode',
      episode: { season: 1, number: 2, title: 'Second Door', ids: { trakt: 111, tvdb: 222, imdb: null, tmdb: 333 } },
      show: EXAMPLE_SHOW,
    },
  ],
  'lists-watchlist.json': [
    {
      rank: 1,
      id: 7001,
      listed_at: '2025-05-01T08:00:00.000Z',
      notes: null,
      type: 'movie',
      my_rating: null,
      movie: {
        title: 'Spirited Away',
        year: 2001,
        ids: { trakt: 2000, slug: 'spirited-away-2001', imdb: 'tt0245429', tmdb: 129 },
      },
    },
    {
      rank: 2,
      id: 7002,
      listed_at: '2025-05-02T08:00:00.000Z',
      notes: 'Start with season 2',
      type: 'season',
      season: { number: 2, ids: { trakt: 93, tvdb: 94, tmdb: 95 } },
      show: EXAMPLE_SHOW,
    },
  ],
  'lists-list-123-rainy-sunday.json': [
    {
      rank: 1,
      id: 8001,
      listed_at: '2024-11-02T12:00:00.000Z',
      notes: null,
      type: 'movie',
      movie: {
        title: 'Paddington 2',
        year: 2017,
        ids: { trakt: 3000, slug: 'paddington-2-2017', imdb: 'tt4468740', tmdb: 346648 },
      },
    },
    {
      rank: 2,
      id: 8002,
      listed_at: '2024-11-02T12:01:00.000Z',
      notes: null,
      type: 'person',
      person: { name: 'Hayao Miyazaki', ids: { trakt: 9, slug: 'hayao-miyazaki', imdb: 'nm0594503', tmdb: 608 } },
    },
  ],
  'lists-lists.json': [{ name: 'Rainy Sunday', ids: { trakt: 123, slug: 'rainy-sunday' } }],
  'watched-movies.json': [
    { plays: 2, last_watched_at: '2025-06-14T21:30:00.000Z', last_updated_at: '2025-06-14T21:30:00.000Z', movie: HEAT },
    {
      plays: 1,
      last_watched_at: '2019-03-01T20:00:00.000Z',
      last_updated_at: '2019-03-01T20:00:00.000Z',
      movie: {
        title: 'Old Favourite',
        year: 1988,
        ids: { trakt: 4000, slug: 'old-favourite-1988', imdb: 'tt0095000', tmdb: 4001 },
      },
    },
  ],
  'watched-shows.json': [
    {
      plays: 1,
      last_watched_at: '2025-10-04T20:15:00.000Z',
      last_updated_at: '2025-10-04T20:15:00.000Z',
      show: EXAMPLE_SHOW,
      seasons: [{ number: 1, episodes: [{ number: 2, plays: 1, last_watched_at: '2025-10-04T20:15:00.000Z' }] }],
    },
    {
      plays: 3,
      last_watched_at: '2018-12-24T18:00:00.000Z',
      last_updated_at: '2018-12-24T18:00:00.000Z',
      show: {
        title: 'Another Show',
        year: 2010,
        ids: { trakt: 45, slug: 'another-show', tvdb: 56, imdb: null, tmdb: 67 },
      },
      seasons: [],
    },
  ],
  '_errors.json': [{ file: 'lists-favorites', error: 'Request timed out' }, { file: 'ratings-episodes-2' }],
  // Personal data: must be listed as ignored and never read.
  'user-settings.json': {
    user: { username: 'alex', private: false, name: 'Alex Example', email: 'alex@example.com' },
    account: { timezone: 'Europe/London' },
  },
  'user-profile.json': { username: 'alex', name: 'Alex Example', location: 'London' },
  'hidden-calendar.json': [],
  'comments-movies.json': [],
};

/** Where the older export keeps each file (Trakt's own importer tests use folders). */
const FOLDER_PATHS: Record<string, string> = {
  'watched-history-1.json': 'watched/history-1.json',
  'watched-history-2.json': 'watched/history-2.json',
  'watched-movies.json': 'watched/movies.json',
  'watched-shows.json': 'watched/shows.json',
  'ratings-movies.json': 'ratings/ratings-movies.json',
  'ratings-shows.json': 'ratings/ratings-shows.json',
  'ratings-seasons.json': 'ratings/ratings-seasons.json',
  'ratings-episodes.json': 'ratings/ratings-episodes.json',
  'lists-watchlist.json': 'lists/watchlist.json',
  'lists-list-123-rainy-sunday.json': 'lists/list-123-rainy-sunday.json',
  'lists-lists.json': 'lists/lists.json',
};

/** The Trakt export's files, flat (the current export) or in folders (older exports). */
export function traktExport(layout: 'flat' | 'folders' = 'flat'): TextFile[] {
  return Object.entries(TRAKT_FILES)
    .filter(([name]) => name.endsWith('.json'))
    .map(([name, value]) => json(layout === 'folders' ? (FOLDER_PATHS[name] ?? name) : name, value));
}

// ---- Watcharr ----

const watcharrContent = (tmdbId: number, title: string, type: 'movie' | 'tv', release: string, imdb = '') => ({
  id: tmdbId + 100000,
  title,
  poster_path: '/x.jpg',
  overview: '',
  release_date: `${release}T00:00:00Z`,
  tmdbId,
  type,
  imdb_id: imdb,
});

export const WATCHARR_EXPORT = [
  {
    id: 3,
    createdAt: '2024-06-08T12:51:09Z',
    updatedAt: '2025-01-02T22:00:00Z',
    deletedAt: null,
    status: 'FINISHED',
    rating: 8.5,
    thoughts: '',
    pinned: false,
    content: watcharrContent(949, 'Heat', 'movie', '1995-12-15', 'tt0113277'),
    activity: [
      {
        id: 31,
        watchedId: 3,
        type: 'ADDED_WATCHED',
        data: '{"rating":0,"status":"FINISHED"}',
        customDate: '2024-06-07T20:00:00Z',
        countAsPlay: true,
        createdAt: '2024-06-08T12:51:09Z',
      },
      {
        id: 32,
        watchedId: 3,
        type: 'RATING_CHANGED',
        data: '8.5',
        countAsPlay: false,
        createdAt: '2024-06-08T12:52:00Z',
      },
      {
        id: 33,
        watchedId: 3,
        type: 'STATUS_CHANGED',
        data: 'FINISHED',
        countAsPlay: true,
        createdAt: '2025-01-02T22:00:00Z',
      },
    ],
    tags: [],
  },
  {
    id: 4,
    createdAt: '2025-05-01T08:00:00Z',
    updatedAt: '2025-05-01T08:00:00Z',
    status: 'PLANNED',
    rating: 0,
    thoughts: '',
    pinned: false,
    content: watcharrContent(129, 'Spirited Away', 'movie', '2001-07-20'),
    activity: [
      {
        id: 41,
        type: 'ADDED_WATCHED',
        data: '{"status":"PLANNED"}',
        countAsPlay: false,
        createdAt: '2025-05-01T08:00:00Z',
      },
    ],
  },
  {
    id: 5,
    createdAt: '2025-09-20T18:00:00Z',
    updatedAt: '2025-10-04T21:00:00Z',
    status: 'WATCHING',
    rating: 0,
    thoughts: '',
    pinned: true,
    content: watcharrContent(66, 'Example Show', 'tv', '2019-04-01', 'tt7654321'),
    activity: [],
    watchedSeasons: [{ id: 1, seasonNumber: 1, status: 'WATCHING', rating: 0 }],
    watchedEpisodes: [
      { id: 1, seasonNumber: 1, episodeNumber: 1, status: 'FINISHED', rating: 7 },
      { id: 2, seasonNumber: 1, episodeNumber: 2, status: 'FINISHED', rating: 0 },
      { id: 3, seasonNumber: 1, episodeNumber: 3, status: 'WATCHING', rating: 0 },
    ],
    lastViewedSeason: 1,
  },
  {
    // An export made before `countAsPlay`: the play is read from the activity type and data.
    id: 6,
    createdAt: '2023-02-10T20:00:00Z',
    updatedAt: '2023-02-11T09:00:00Z',
    status: 'FINISHED',
    rating: 7.5,
    thoughts: '  Loved the ending.  ',
    pinned: false,
    content: watcharrContent(1396, 'Breaking Bad', 'tv', '2008-01-20', 'tt0903747'),
    activity: [
      { id: 61, type: 'ADDED_WATCHED', data: '{"rating":7.5,"status":"FINISHED"}', createdAt: '2023-02-10T20:00:00Z' },
    ],
  },
  {
    id: 7,
    createdAt: '2024-01-01T10:00:00Z',
    updatedAt: '2024-02-01T10:00:00Z',
    status: 'HOLD',
    rating: 6,
    thoughts: '',
    pinned: false,
    content: watcharrContent(603, 'The Matrix', 'movie', '1999-03-31', 'tt0133093'),
    activity: [],
  },
  {
    id: 8,
    createdAt: '2024-03-01T10:00:00Z',
    updatedAt: '2024-03-02T10:00:00Z',
    status: 'DROPPED',
    rating: 0,
    thoughts: '',
    pinned: false,
    content: watcharrContent(1668, 'Friends', 'tv', '1994-09-22', 'tt0108778'),
    activity: [],
  },
  {
    // Games are tracked too, under `game` instead of `content`.
    id: 9,
    createdAt: '2024-04-01T10:00:00Z',
    updatedAt: '2024-04-01T10:00:00Z',
    status: 'FINISHED',
    rating: 9,
    thoughts: '',
    pinned: false,
    game: { id: 1, igdbId: 1942, name: 'The Witcher 3', releaseDate: '2015-05-19T00:00:00Z' },
    activity: [],
  },
  {
    // Finished with no activity: dated by the entry's last update.
    id: 10,
    createdAt: '2022-01-01T10:00:00Z',
    updatedAt: '2022-01-05T10:00:00Z',
    status: 'FINISHED',
    rating: 0,
    thoughts: '',
    pinned: false,
    content: watcharrContent(680, 'Pulp Fiction', 'movie', '1994-09-10', 'tt0110912'),
    activity: [],
  },
];

export const watcharrFile = (): TextFile => json('watcharr-export.json', WATCHARR_EXPORT);

// ---- Ryot ----

const RYOT_OTHER_KEYS = {
  collections: [],
  exercises: [],
  measurements: [],
  metadata_groups: [],
  people: [],
  workouts: [],
};

/** A current export: media under `metadata`, collections as objects (`collection_name`, or `collectionName`). */
export const RYOT_EXPORT = {
  ...RYOT_OTHER_KEYS,
  metadata: [
    {
      lot: 'movie',
      source: 'tmdb',
      identifier: '949',
      source_id: 'Heat',
      seen_history: [
        { ended_on: '2025-01-02T20:00:00Z', started_on: null, progress: null, provider_watched_on: null },
        { ended_on: null, started_on: '2025-06-14T19:00:00Z', progress: '100', provider_watched_on: 'Netflix' },
      ],
      reviews: [
        { rating: '85', review: { date: '2025-01-02T21:00:00Z', text: null, spoiler: false, visibility: 'private' } },
      ],
      collections: [{ collection_name: 'Watchlist', created_on: '2024-12-01T10:00:00Z' }],
    },
    {
      lot: 'show',
      source: 'tmdb',
      identifier: '1396',
      source_id: 'Breaking Bad',
      seen_history: [
        { show_season_number: 1, show_episode_number: 1, ended_on: '2025-02-01T21:00:00Z', progress: null },
        {
          show_season_number: 1,
          show_episode_number: 2,
          ended_on: null,
          started_on: '2025-02-02T21:00:00Z',
          progress: '40',
        },
      ],
      reviews: [
        { rating: '90', review: { date: '2025-03-01T10:00:00Z', text: 'Worth every hour.' } },
        {
          rating: '70',
          show_season_number: 1,
          show_episode_number: 1,
          review: { date: '2025-02-01T22:00:00Z', text: null },
        },
      ],
      collections: [{ collectionName: 'In Progress', collectionId: 'c2' }],
    },
    {
      lot: 'movie',
      source: 'tmdb',
      identifier: '129',
      source_id: 'Spirited Away',
      seen_history: [],
      reviews: [],
      collections: [{ collectionName: 'Watchlist', collectionId: 'c1', createdOn: '2025-05-01T08:00:00Z' }],
    },
    {
      lot: 'book',
      source: 'openlibrary',
      identifier: 'OL45804W',
      source_id: 'Dune',
      seen_history: [],
      reviews: [],
      collections: [],
    },
    {
      lot: 'movie',
      source: 'custom',
      identifier: 'home-video-1',
      source_id: 'Our Wedding',
      seen_history: [{ ended_on: '2020-06-01T00:00:00Z' }],
      reviews: [],
      collections: [],
    },
  ],
};

/** An export from before Feb 2025: media under `media`, collections as plain strings. */
export const RYOT_LEGACY_EXPORT = {
  media: [
    {
      lot: 'movie',
      source: 'tmdb',
      identifier: '603',
      source_id: 'The Matrix',
      seen_history: [{ ended_on: '2024-08-01T20:00:00Z', progress: null }],
      reviews: [{ rating: '95', review: { date: '2024-08-02T09:00:00Z', text: 'Still holds up.' } }],
      collections: ['Favorites', 'Watchlist'],
    },
    {
      lot: 'anime',
      source: 'anilist',
      identifier: '21',
      source_id: 'One Piece',
      seen_history: [],
      reviews: [],
      collections: [],
    },
  ],
  people: [],
  measurements: [],
  workouts: [],
};

export const ryotFile = (): TextFile => json('ryot-export.json', RYOT_EXPORT);
export const ryotLegacyFile = (): TextFile => json('ryot-export-2024.json', RYOT_LEGACY_EXPORT);
