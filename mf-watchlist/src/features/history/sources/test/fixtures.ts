/* eslint-disable lingui/no-unlocalized-strings -- test data: other services' export files as they are, never shown */
import type { WatchSource } from '@reelist/contracts';
import type { TextFile } from '../../../../lib/source-types';

/**
 * Exports of the CSV services in their real shapes (README, import traps): real header lines,
 * invented rows, with the traps of each file (a BOM, ragged rows, multi-line quoted reviews, half stars, old
 * headers, episode rows, locale dates). For the tests of the Letterboxd, IMDb, TMDB, Netflix, Movary and Yamtrack
 * parsers and of the detector. The ids are not real.
 */

// ---- Letterboxd ----

export const LETTERBOXD_DIARY = `Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date
2025-03-02,Heat,1995,https://boxd.it/7Qx2Lb,4.5,,"cinema, 35mm",2025-03-01
2025-06-15,Heat,1995,https://boxd.it/9Ka1Zz,5,Yes,,2025-06-14
2025-07-01,"Crouching Tiger, Hidden Dragon",2000,https://boxd.it/aB3c,3.5,No,,2025-06-30
2025-07-04,Paddington 2,2017,https://boxd.it/aB4d,0.5,,,
`;

/** Row 1 repeats a diary entry (same URI), row 2 one by Watched Date + film, row 3 has no diary entry. */
export const LETTERBOXD_REVIEWS = `Date,Name,Year,Letterboxd URI,Rating,Rewatch,Review,Tags,Watched Date
2025-06-15,Heat,1995,https://boxd.it/9Ka1Zz,5,Yes,"Better the second time.
The bank scene still lands.",,2025-06-14
2025-07-02,"Crouching Tiger, Hidden Dragon",2000,https://boxd.it/zZ9y,3.5,,"Says ""wow"", twice.",,2025-06-30
2024-01-10,Memento,2000,https://boxd.it/mM1n,4,,"Backwards, and better for it.",,2024-01-09
`;

/** Everything marked on one sign-up day; rows 4 and 5 are ragged (a short row, an unquoted comma). */
export const LETTERBOXD_WATCHED = `Date,Name,Year,Letterboxd URI
2020-05-01,Heat,1995,https://boxd.it/2b1s
2020-05-01,Memento,2000,https://boxd.it/2b2s
2020-05-01,Alien,1979,https://boxd.it/2b3s
2020-05-01,Broken row,2001
2020-05-01,Crouching Tiger, Hidden Dragon,2000,https://boxd.it/2aXq
`;

export const LETTERBOXD_RATINGS = `Date,Name,Year,Letterboxd URI,Rating
2025-03-02,Heat,1995,https://boxd.it/2b1s,5
2020-05-02,Alien,1979,https://boxd.it/2b3s,3.5
2021-02-02,Arrival,2016,https://boxd.it/2b4s,0.5
`;

export const LETTERBOXD_LIKES = `Date,Name,Year,Letterboxd URI
2021-03-03,Arrival,2016,https://boxd.it/2b4s
2021-03-03,Her,2013,https://boxd.it/2b5s
`;

/** "Beef (2023)" is a TMDB TV record on Letterboxd; the last film has no year. */
export const LETTERBOXD_WATCHLIST = `Date,Name,Year,Letterboxd URI
2024-11-02,Beef,2023,https://boxd.it/beEf
2024-11-03,Heat,1995,https://boxd.it/2b1s
2024-11-04,Obscure Short,,https://boxd.it/oBs1
`;

export const LETTERBOXD_LIST = `Letterboxd list export v7
Date,Name,Tags,URL,Description
2024-11-02,Rainy Sunday,"comfort, rewatch",https://boxd.it/q8Lm2,Films for a grey afternoon

Position,Name,Year,URL,Description
1,Paddington 2,2017,https://boxd.it/d9Pe,
2,"Crouching Tiger, Hidden Dragon",2000,https://boxd.it/2aXq,"Start here"
`;

/** An older list file: every line padded with commas, the version number changed. */
export const LETTERBOXD_LIST_PADDED = `Letterboxd list export v8,,,,
Date,Name,Tags,URL,Description
2023-01-01,Old favourites,,https://boxd.it/q8Lm3,
,,,,
Position,Name,Year,URL,Description,
1,Alien,1979,https://boxd.it/2b3s,,
2,Arrival,2016,https://boxd.it/2b4s,"Quiet, sad",
`;

/** Personal data: never read. */
export const LETTERBOXD_PROFILE = `Date Joined,Username,Given Name,Family Name,Email Address,Location,Website,Bio,Pronoun,Favorite Films
2019-01-01,alex,Alex,Example,alex@example.com,Berlin,,,They / Them,"https://boxd.it/2b1s, https://boxd.it/2b3s"
`;

const LETTERBOXD_FOLDER = 'letterboxd-alex-2025-07-05-10-00-utc';

/** The ZIP's files in a wrapping folder, with the ones to leave alone (deleted/, comments, liked lists, profile). */
export const letterboxdZip = (): TextFile[] =>
  [
    ['diary.csv', LETTERBOXD_DIARY],
    ['reviews.csv', LETTERBOXD_REVIEWS],
    ['watched.csv', LETTERBOXD_WATCHED],
    ['ratings.csv', LETTERBOXD_RATINGS],
    ['watchlist.csv', LETTERBOXD_WATCHLIST],
    ['likes/films.csv', LETTERBOXD_LIKES],
    ['likes/lists.csv', 'Date,Name,Owner,List URI\n2024-01-01,Best of,sam,https://boxd.it/lL1\n'],
    ['likes/reviews.csv', LETTERBOXD_WATCHLIST],
    ['lists/rainy-sunday.csv', LETTERBOXD_LIST],
    ['lists/old-favourites.csv', LETTERBOXD_LIST_PADDED],
    ['deleted/diary.csv', LETTERBOXD_DIARY],
    ['orphaned/reviews.csv', LETTERBOXD_REVIEWS],
    ['comments.csv', 'Date,Content,Comment on\n2024-01-01,"Nice list",https://boxd.it/lL1\n'],
    ['profile.csv', LETTERBOXD_PROFILE],
  ].map(([path = '', text = '']) => ({ path: `${LETTERBOXD_FOLDER}/${path}`, text }));

// ---- IMDb ----

/** 2024+ ratings, with a BOM; row 4 is a game, row 5 is ragged (two cells too many). */
export const IMDB_RATINGS_2024 = `\uFEFFConst,Your Rating,Date Rated,Title,Original Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors
tt0113277,8,2025-02-11,Heat,Heat,https://www.imdb.com/title/tt0113277/,Movie,8.3,170,1995,"Action, Crime, Drama",720000,1995-12-15,Michael Mann
tt0903747,10,2024-12-30,Breaking Bad,Breaking Bad,https://www.imdb.com/title/tt0903747/,TV Series,9.5,49,2008,"Crime, Drama, Thriller",2300000,2008-01-20,
tt0959621,9,2024-12-31,Pilot,Pilot,https://www.imdb.com/title/tt0959621/,TV Episode,9.0,58,2008,"Crime, Drama",40000,2008-01-20,Vince Gilligan
tt2140553,7,2024-11-01,The Last of Us,The Last of Us,https://www.imdb.com/title/tt2140553/,Video Game,9.2,,2013,"Action, Adventure",90000,2013-06-14,
tt0245429,6,2024-10-01,Chihiro,Sen to Chihiro no kamikakushi,https://www.imdb.com/title/tt0245429/,Movie,8.6,125,2001,"Animation, Adventure",900000,2001-07-20,Hayao Miyazaki,EXTRA,CELLS
tt1234567,5,2024-09-01,Mini,Mini,https://www.imdb.com/title/tt1234567/,TV Mini Series,7.0,50,2019,Drama,100,2019-01-01,
`;

/** 2017 to early 2024: no Original Title, camelCase Title Types. */
export const IMDB_RATINGS_2018 = `Const,Your Rating,Date Rated,Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors
tt0113277,8,2019-02-11,Heat,https://www.imdb.com/title/tt0113277/,movie,8.3,170,1995,"Action, Crime, Drama",720000,1995-12-15,Michael Mann
tt0903747,10,2019-12-30,Breaking Bad,https://www.imdb.com/title/tt0903747/,tvSeries,9.5,49,2008,"Crime, Drama",2300000,2008-01-20,
tt0959621,9,2019-12-31,Breaking Bad: Pilot,https://www.imdb.com/title/tt0959621/,tvEpisode,9.0,58,2008,"Crime, Drama",40000,2008-01-20,Vince Gilligan
tt2140553,7,2019-11-01,The Last of Us,https://www.imdb.com/title/tt2140553/,videoGame,9.2,,2013,"Action, Adventure",90000,2013-06-14,
tt0375568,6,2019-10-01,Astro Boy,https://www.imdb.com/title/tt0375568/,tvMiniSeries,7.0,25,2003,Animation,5000,2003-04-06,
`;

export const IMDB_WATCHLIST_2024 = `Position,Const,Created,Modified,Description,Title,Original Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors,Your Rating,Date Rated
1,tt0245429,2025-05-01,2025-05-01,,Spirited Away,Sen to Chihiro no kamikakushi,https://www.imdb.com/title/tt0245429/,Movie,8.6,125,2001,"Animation, Adventure",900000,2001-07-20,Hayao Miyazaki,,
2,tt0816692,2025-05-02,2025-05-02,"Watch on the big screen, ""again""",Interstellar,Interstellar,https://www.imdb.com/title/tt0816692/,Movie,8.7,169,2014,"Adventure, Drama",2000000,2014-11-07,Christopher Nolan,9,2025-05-03
3,tt8000001,2025-05-03,2025-05-03,,Example Podcast,Example Podcast,https://www.imdb.com/title/tt8000001/,Podcast Series,,,2020,,,,,,
`;

export const IMDB_WATCHLIST_2018 = `Position,Const,Created,Modified,Description,Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors
1,tt0245429,2019-05-01,2019-05-01,,Spirited Away,https://www.imdb.com/title/tt0245429/,movie,8.6,125,2001,"Animation, Adventure",900000,2001-07-20,Hayao Miyazaki
2,tt0141842,2019-05-02,2019-05-02,,The Sopranos,https://www.imdb.com/title/tt0141842/,tvSeries,9.2,55,1999,"Crime, Drama",400000,1999-01-10,
`;

/** The ≤2017 shape, one for ratings and lists alike: quoted lower-case names, `You rated`, ctime dates. */
export const IMDB_RATINGS_2016 = `"position","const","created","modified","description","Title","Title type","Directors","You rated","IMDb Rating","Runtime (mins)","Year","Genres","Num. Votes","Release Date (month/day/year)","URL"
"1","tt0113277","Sat Dec 31 00:00:00 2016","Sat Dec 31 00:00:00 2016","","Heat","Feature Film","Michael Mann","9","8.2","170","1995","crime, drama, thriller","500000","1995-12-15","http://www.imdb.com/title/tt0113277/"
"2","tt0903747","Mon Jan  2 21:05:10 2017","Mon Jan  2 21:05:10 2017","","Breaking Bad","TV Series","","10","9.5","49","2008","crime, drama","1000000","2008-01-20","http://www.imdb.com/title/tt0903747/"
`;

export const IMDB_WATCHLIST_2016 = `"position","const","created","modified","description","Title","Title type","Directors","You rated","IMDb Rating","Runtime (mins)","Year","Genres","Num. Votes","Release Date (month/day/year)","URL"
"1","tt0245429","Sun Jan  1 10:00:00 2017","Sun Jan  1 10:00:00 2017","","Spirited Away","Feature Film","Hayao Miyazaki","","8.6","125","2001","animation","500000","2001-07-20","http://www.imdb.com/title/tt0245429/"
`;

// ---- TMDB ----

/** Rows 3 and 4 are rated episodes: their ids are the EPISODE's. Row 5 is not a movie or show. */
export const TMDB_RATINGS = `TMDb ID,IMDb ID,Type,Name,Release Date,Season Number,Episode Number,Rating,Your Rating,Date Rated
949,tt0113277,movie,Heat,1995-12-15T00:00:00Z,,,7.9,8.5,2025-01-02T18:22:10Z
1396,tt0903747,tv,Breaking Bad,2008-01-20T00:00:00Z,,,8.9,9.0,2025-01-03T10:00:00Z
85987,tt0583459,tv,Friends S1E1,1994-09-22T00:00:00Z,1,1,7.1,0.5,2025-01-04T21:10:00Z
1234567,tt7000001,tv,Example Show S2E3,2021-04-09T00:00:00Z,2,3,7.6,9,2025-01-04T21:12:00Z
12,,person,Someone,,,,,7,2025-01-05T00:00:00Z
`;

export const TMDB_WATCHLIST = `TMDb ID,IMDb ID,Type,Name,Release Date,Season Number,Episode Number,Rating,Your Rating,Date Rated
603,tt0133093,movie,The Matrix,1999-03-30T00:00:00Z,,,8.2,,2024-06-01T00:00:00Z
66732,tt4574334,tv,Stranger Things,2016-07-15T00:00:00Z,,,8.6,,2024-06-02T09:29:50Z
`;

// ---- Netflix ----

/** A US profile (M/D/YY) with Netflix's episode title shapes. */
export const NETFLIX_HISTORY_US = `Title,Date
"Example Show: Season 2: The Long Night","3/14/25"
"An Example Film","3/9/25"
"Example Limited: Limited Series: Episode 4","2/28/25"
"Spider-Man: Across the Spider-Verse","2/20/25"
"Example Show: Holiday Special","2/10/25"
"Stranger Things: Stranger Things 4: Chapter Nine: The Piggyback","1/30/25"
"Stranger Things: Chapter One: The Vanishing of Will Byers","1/2/25"
"The OA: Part II: Chapter 8: Overview","12/25/24"
"Dear White People: Volume 4: Chapter VIII","12/20/24"
"Dune: Part Two","12/19/24"
"Fear Street: Part Two: 1978","12/18/24"
"Money Heist: Part 3: A Quick Vacation","12/17/24"
"Money Heist: Part 3: Astray","12/16/24"
": Episode 7","12/15/24"
"3%: Season 1: Chapter 01: Cubes","12/14/24"
"An Example Film","3/9/25"
`;

/** A German-locale profile (DD.MM.YY), CRLF line ends. */
export const NETFLIX_HISTORY_DE = [
  'Title,Date',
  '"Example Show: Season 1: Pilot","24.01.23"',
  '"An Example Film","05.02.23"',
  '"Example Show: Season 1: Second","03.02.23"',
  '',
].join('\r\n');

export const NETFLIX_VIEWING_ACTIVITY = `Profile Name,Start Time,Duration,Attributes,Title,Supplemental Video Type,Device Type,Bookmark,Latest Bookmark,Country
Alex,2025-03-14 20:02:11,00:47:30,,Example Show: Season 2: The Long Night (Episode 3),,Living Room TV,00:47:30,00:47:30,GB (United Kingdom)
Alex,2025-03-14 19:58:40,00:00:45,Autoplayed: user action: None; ,Example Show: Season 2 (Trailer),TRAILER,Living Room TV,00:00:45,00:00:45,GB (United Kingdom)
Alex,2025-03-13 21:00:00,00:20:00,,Example Show: Season 2: The Long Night (Episode 3),,Phone,00:20:00,Not latest view,GB (United Kingdom)
Alex,2025-03-12 21:00:00,00:00:10,Autoplayed: user action: None; ,An Example Film,,Living Room TV,00:00:10,00:00:10,GB (United Kingdom)
Sam,2025-03-11 18:00:00,01:50:00,,Spider-Man: Across the Spider-Verse,,Laptop,01:50:00,01:50:00,US (United States)
Sam,2025-03-10 18:00:00,00:01:00,,Example Show: Clip: A Moment,,Laptop,00:01:00,00:01:00,US (United States)
"Kid ""K""",2025-03-09 17:00:00,00:22:00,,"Cartoon, The: Season 1: Episode 1",,Tablet,00:22:00,00:22:00,US (United States)
`;

export const NETFLIX_RATINGS = `Profile Name,Title Name,Rating Type,Star Value,Thumbs Value,Device Model,Event Utc Ts,Region View Date
Alex,Example Show,thumb,0,2,Living Room TV,2025-03-15 08:00:00,2025-03-15
Alex,An Example Film,thumb,0,1,Phone,2025-03-10 08:00:00,2025-03-10
Sam,Spider-Man: Across the Spider-Verse,thumb,0,3,Laptop,2025-03-12 08:00:00,2025-03-12
Sam,Old Film,star,4,0,Web,2015-03-12 08:00:00,2015-03-12
Sam,Nothing Given,thumb,0,0,Web,2015-03-12 08:00:00,2015-03-12
`;

export const NETFLIX_MY_LIST = `Profile Name,Title Name,Country,Utc Title Add Date
Alex,Example Limited,GB (United Kingdom),2025-01-01
Sam,Another Film,US (United States),2025-02-01
`;

/** The data-request ZIP: the three files read, and two that are not (account data, searches). */
export const netflixZip = (): TextFile[] => [
  { path: 'netflix-report/CONTENT_INTERACTION/ViewingActivity.csv', text: NETFLIX_VIEWING_ACTIVITY },
  { path: 'netflix-report/CONTENT_INTERACTION/Ratings.csv', text: NETFLIX_RATINGS },
  { path: 'netflix-report/CONTENT_INTERACTION/MyList.csv', text: NETFLIX_MY_LIST },
  { path: 'netflix-report/CONTENT_INTERACTION/SearchHistory.csv', text: 'Profile Name,Device,Is Kids,Query Typed\n' },
  { path: 'netflix-report/ACCOUNT/AccountDetails.csv', text: 'First Name,Last Name,Email Address\nA,B,a@b.c\n' },
];

// ---- Movary ----

/** Two identical rows (one movie played twice on one day), a row without a date, a row with a broken one. */
export const MOVARY_HISTORY = `title,year,tmdbId,imdbId,watchedAt,comment,location
Heat,1995,949,tt0113277,2025-01-02,,
Heat,1995,949,tt0113277,2025-01-02,,
Heat,1995,949,tt0113277,2025-02-03,"Still great, even the third time.",Cinema
Memento,2000,77,tt0209144,,,
Broken,2000,,,not-a-date,,
`;

export const MOVARY_RATINGS = `title,year,tmdbId,imdbId,userRating
Heat,1995,949,tt0113277,9
Memento,2000,77,tt0209144,
`;

export const MOVARY_WATCHLIST = `title,year,tmdbId,imdbId,addedAt
Dune: Part Two,2024,693134,tt15239678,2025-01-05 12:30:00
Arrival,2016,329865,tt2543164,2025-01-06T08:00:00+00:00
`;

// ---- Yamtrack ----

/** Every cell quoted; notes with a comma, quotes and a line break; anime and a game from other sources. */
export const YAMTRACK_EXPORT = `"media_id","source","media_type","title","image","season_number","episode_number","score","progress","status","start_date","end_date","notes","progressed_at"
"949","tmdb","movie","Heat","https://image.tmdb.org/t/p/w500/x.jpg","","","9.0","1","Completed","","2025-01-02","Great, ""again"".
Second line.","2025-01-02T20:00:00Z"
"1668","tmdb","tv","Friends","","","","8.5","10","In progress","2025-01-01","","",""
"1668","tmdb","season","Friends","","1","","","10","Completed","","2025-01-05","",""
"1668","tmdb","episode","Friends","","1","3","","","","","2025-01-05","","2025-01-05T19:00:00Z"
"1668","tmdb","episode","Friends","","1","4","","","","","","",""
"603","tmdb","movie","The Matrix","","","","0","0","Planning","","","",""
"21","mal","anime","Cowboy Bebop","","","","9","26","Completed","","2024-01-01","",""
"1942","igdb","game","Some Game","","","","","","Completed","","","",""
"550","tmdb","movie","Fight Club","","","","","","Dropped","","","",""
"551","tmdb","movie","Rewatched","","","","7","1","Completed","","2024-05-01 20:00:00+00:00","",""
"551","tmdb","movie","Rewatched","","","","8","1","Completed","","2024-05-01 20:00:00+00:00","",""
`;

/** An earlier export: `progress_changed` where the later ones have `progressed_at`. */
export const YAMTRACK_EXPORT_OLD = `"media_id","source","media_type","title","image","season_number","episode_number","score","progress","status","start_date","end_date","notes","progress_changed"
"949","tmdb","movie","Heat","","","","9","1","Completed","","2025-01-02","","2025-01-02T20:00:00Z"
`;

// ---- every CSV service's samples, for detection ----

const one = (path: string, text: string): TextFile[] => [{ path, text }];

/** Sample exports per service: each list of files is one thing a user may choose (a ZIP's files or one CSV). */
export const CSV_SAMPLES: ReadonlyArray<readonly [WatchSource, string, () => TextFile[]]> = [
  ['letterboxd', 'Letterboxd ZIP', letterboxdZip],
  ['letterboxd', 'diary.csv', () => one('diary.csv', LETTERBOXD_DIARY)],
  ['letterboxd', 'reviews.csv', () => one('reviews.csv', LETTERBOXD_REVIEWS)],
  ['letterboxd', 'watched.csv', () => one('watched.csv', LETTERBOXD_WATCHED)],
  ['letterboxd', 'ratings.csv', () => one('ratings.csv', LETTERBOXD_RATINGS)],
  ['letterboxd', 'watchlist.csv', () => one('watchlist.csv', LETTERBOXD_WATCHLIST)],
  ['letterboxd', 'a list', () => one('rainy-sunday.csv', LETTERBOXD_LIST)],
  ['letterboxd', 'a padded list', () => one('old-favourites.csv', LETTERBOXD_LIST_PADDED)],
  ['imdb', 'IMDb ratings 2024', () => one('ratings.csv', IMDB_RATINGS_2024)],
  ['imdb', 'IMDb ratings 2018', () => one('ratings.csv', IMDB_RATINGS_2018)],
  ['imdb', 'IMDb watchlist 2024', () => one('8a6c9a3e-1b2c-4d5e-9f00-123456789abc.csv', IMDB_WATCHLIST_2024)],
  ['imdb', 'IMDb watchlist 2018', () => one('WATCHLIST.csv', IMDB_WATCHLIST_2018)],
  ['imdb', 'IMDb ratings 2016', () => one('ratings.csv', IMDB_RATINGS_2016)],
  ['tmdb', 'TMDB ratings', () => one('tmdb-ratings.csv', TMDB_RATINGS)],
  ['tmdb', 'TMDB watchlist', () => one('tmdb-watchlist.csv', TMDB_WATCHLIST)],
  ['netflix', 'Netflix history (US)', () => one('NetflixViewingHistory.csv', NETFLIX_HISTORY_US)],
  ['netflix', 'Netflix history (DE)', () => one('NetflixViewingHistory.csv', NETFLIX_HISTORY_DE)],
  ['netflix', 'Netflix data request', netflixZip],
  ['movary', 'Movary history', () => one('history.csv', MOVARY_HISTORY)],
  ['movary', 'Movary ratings', () => one('ratings.csv', MOVARY_RATINGS)],
  ['movary', 'Movary watchlist', () => one('export.csv', MOVARY_WATCHLIST)],
  ['yamtrack', 'Yamtrack export', () => one('yamtrack.csv', YAMTRACK_EXPORT)],
  ['yamtrack', 'Yamtrack export (old)', () => one('yamtrack.csv', YAMTRACK_EXPORT_OLD)],
];
