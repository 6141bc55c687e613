/* eslint-disable lingui/no-unlocalized-strings -- test data: other services' export files as they are, never shown */
import type { TextFile } from '../../../../lib/source-types';

/**
 * Lists of the three services whose exports hold the visitor's own lists, in their real shapes with invented
 * values: for the tests of each parser's lists, the lists' plan and the import of a list through the page. Each
 * carries a trap: quoted names and notes with commas, quotes and line breaks, padding commas, an unranked
 * Letterboxd list, a Trakt list stored out of rank order, an IMDb list whose Position is out of file order.
 */

// ---- Letterboxd ----

/** No Position filled (an unranked list); the name and the description and one note hold commas and line breaks. */
export const LETTERBOXD_LIST_UNRANKED = `Letterboxd list export v7
Date,Name,Tags,URL,Description
2024-12-01,"Crime, ""mostly""
after dark",noir,https://boxd.it/q8Lm4,"Two lines:
the first, then this"

Position,Name,Year,URL,Description
,Heat,1995,https://boxd.it/2b1s,"Best with the
lights off, loud"
,Memento,2000,https://boxd.it/2b2s,
,"Crouching Tiger, Hidden Dragon",2000,https://boxd.it/2aXq,
`;

/** Every line padded with commas; Position filled but not in the file's order: unranked, read in Position order. */
export const LETTERBOXD_LIST_OUT_OF_STEP = `Letterboxd list export v7,,,,
Date,Name,Tags,URL,Description,,
2024-12-02,Shuffled,,https://boxd.it/q8Lm5,,,
,,,,,,
Position,Name,Year,URL,Description,,
2,Alien,1979,https://boxd.it/2b3s,"second, really",,
1,Arrival,2016,https://boxd.it/2b4s,,,
`;

/** The ranked list of the import test: positions 1..3 down the file, a note on the second title. */
export const LETTERBOXD_LIST_TOP = `Letterboxd list export v7
Date,Name,Tags,URL,Description
2025-01-05,"Top 3, so far",,https://boxd.it/q8Lm6,My favourites

Position,Name,Year,URL,Description
1,Spirited Away,2001,https://boxd.it/sp1,
2,Fight Club,1999,https://boxd.it/fc1,"Rule one, rule two"
3,Not In The Catalogue,1990,https://boxd.it/nc1,
`;

// ---- Trakt ----

const movie = (trakt: number, title: string, year: number, tmdb: number) => ({
  title,
  year,
  ids: { trakt, slug: title.toLowerCase().replace(/\W+/g, '-'), imdb: null, tmdb },
});
const listed = (rank: number, id: number, notes: string | null, item: Record<string, unknown>) => ({
  rank,
  id,
  listed_at: `2024-11-0${rank}T12:00:00.000Z`,
  notes,
  ...item,
});

export const TRAKT_LIST_FILES: Record<string, unknown> = {
  'lists-lists.json': [
    {
      name: 'Rainy Sunday',
      description: 'Films for a grey afternoon',
      privacy: 'private',
      display_numbers: true,
      sort_by: 'rank',
      sort_how: 'asc',
      item_count: 3,
      ids: { trakt: 123, slug: 'rainy-sunday' },
    },
    {
      name: 'Shows, "mostly"\nto finish',
      description: null,
      sort_by: 'added',
      sort_how: 'desc',
      ids: { trakt: 456, slug: 'shows-mostly-to-finish' },
    },
    // Where an export says whether a list is ranked, that wins over its sort.
    { name: 'Flagged', description: '', ranked: false, sort_by: 'rank', ids: { trakt: 789, slug: 'flagged' } },
  ],
  // Stored out of rank order; a person is not a title.
  'lists-list-123-rainy-sunday.json': [
    listed(2, 8002, 'Start here, "really"\nthen the rest', { type: 'movie', movie: movie(3001, 'Heat', 1995, 949) }),
    listed(1, 8001, null, { type: 'movie', movie: movie(3000, 'Paddington 2', 2017, 346648) }),
    listed(3, 8003, null, { type: 'person', person: { name: 'Someone', ids: { trakt: 9 } } }),
  ],
  'lists-list-456-shows-mostly-to-finish.json': [
    listed(1, 8101, 'Season 2 on', {
      type: 'show',
      show: { ...movie(44, 'Example Show', 2019, 66), ids: { tmdb: 66 } },
    }),
  ],
  'lists-list-789-flagged.json': [listed(1, 8201, null, { type: 'movie', movie: movie(3002, 'Alien', 1979, 348) })],
  // A list lists-lists.json does not describe: named after its slug.
  'lists-list-999-late-additions.json': [
    listed(1, 8301, null, { type: 'movie', movie: movie(3003, 'Arrival', 2016, 329865) }),
  ],
};

/** The Trakt lists as an export's files, flat or (older exports) in folders. */
export const traktListFiles = (layout: 'flat' | 'folders' = 'flat'): TextFile[] =>
  Object.entries(TRAKT_LIST_FILES).map(([name, value]) => ({
    path: layout === 'flat' ? name : `lists/${name.replace(/^lists-/, '')}`,
    text: JSON.stringify(value, null, 2),
  }));

// ---- IMDb ----

/**
 * A list export of 2024+: a padding comma on every line, Position out of the file's order, a note with a comma, quotes
 * and a line break, and a podcast (not a title) at position 2.
 */
export const IMDB_LIST = `Position,Const,Created,Modified,Description,Title,Original Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors,Your Rating,Date Rated,
3,tt0816692,2025-05-02,2025-05-02,"Big screen, ""again""
and loud",Interstellar,Interstellar,https://www.imdb.com/title/tt0816692/,Movie,8.7,169,2014,"Adventure, Drama",2000000,2014-11-07,Christopher Nolan,,,
1,tt0245429,2025-05-01,2025-05-01,,Spirited Away,Sen to Chihiro no kamikakushi,https://www.imdb.com/title/tt0245429/,Movie,8.6,125,2001,"Animation, Adventure",900000,2001-07-20,Hayao Miyazaki,,,
2,tt8000001,2025-05-03,2025-05-03,,Example Podcast,Example Podcast,https://www.imdb.com/title/tt8000001/,Podcast Series,,,2020,,,,,,,
`;
