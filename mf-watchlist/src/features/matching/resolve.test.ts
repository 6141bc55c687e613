import { isApiError } from '@reelist/api';
import type { SourceRecord } from '../../lib/source-types';
import { fakeTmdb, movie, page, show } from '../../testing/fake-tmdb';
import { matchedTitleOf, resolveTitle } from './resolve';

const record = (extra: Partial<SourceRecord>): SourceRecord => ({
  file: 'ratings.csv',
  row: 1,
  title: 'Untitled',
  media: 'unknown',
  ids: {},
  sourceKey: 'k',
  ...extra,
});

const FIGHT_CLUB = movie(550, 'Fight Club', '1999-10-15');
const FRIENDS = show(1668, 'Friends', '1994-09-22');

beforeEach(() => {
  // The api logs every failed call (a 404 of a stale id too).
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('resolveTitle: ids', () => {
  it('confirms a TMDB id with the details call and maps its genres to ids', async () => {
    const { genre_ids: _, ...details } = FIGHT_CLUB;
    const api = fakeTmdb({ 'movie/550': { body: { ...details, genres: [{ id: 18, name: 'Drama' }] } } });
    const result = await resolveTitle(record({ title: 'Fight Club', media: 'movie', ids: { tmdb: 550 } }));
    expect(result).toEqual({
      status: 'matched',
      title: {
        id: 550,
        media_type: 'movie',
        title: 'Fight Club',
        original_title: 'Fight Club',
        year: 1999,
        poster_path: '/m550.jpg',
        release_date: '1999-10-15',
        vote_average: 7,
        overview: 'Fight Club overview',
        genre_ids: [18],
      },
    });
    expect(api.requests()).toEqual(['movie/550']);
  });

  it('falls through a stale TMDB id (404) to the IMDb id', async () => {
    const api = fakeTmdb({ 'find/tt0137523': { body: { movie_results: [FIGHT_CLUB] } } });
    const result = await resolveTitle(record({ media: 'movie', ids: { tmdb: 999, imdb: 'tt0137523' } }));
    expect(result).toMatchObject({ status: 'matched', title: { id: 550, media_type: 'movie' } });
    expect(api.requests()).toEqual(['movie/999', 'find/tt0137523']);
  });

  it('tries movie then TV for a TMDB id of unknown type, and a show hint asks TV only', async () => {
    const api = fakeTmdb({ 'tv/1668': { body: FRIENDS } });
    await expect(resolveTitle(record({ ids: { tmdb: 1668 } }))).resolves.toMatchObject({
      title: { id: 1668, media_type: 'tv', title: 'Friends', release_date: '1994-09-22', year: 1994 },
    });
    expect(api.requests()).toEqual(['movie/1668', 'tv/1668']);
    api.fetch.mockClear();
    // Trakt's episode rows carry the show's ids.
    await resolveTitle(record({ media: 'episode', idsOf: 'title', ids: { tmdb: 1668 } }));
    expect(api.requests()).toEqual([]); // answered by the api's cache, no movie call
  });

  it('picks tv_results for an IMDb TV series, not the movie the id also names', async () => {
    fakeTmdb({
      'find/tt0108778': { body: { movie_results: [movie(7, 'Friends', '2011-01-01')], tv_results: [FRIENDS] } },
    });
    const result = await resolveTitle(record({ title: 'Friends', media: 'tv', ids: { imdb: 'tt0108778' } }));
    expect(result).toMatchObject({ status: 'matched', title: { id: 1668, media_type: 'tv' } });
  });

  it("resolves an episode row's own ids through the episode to its show", async () => {
    const api = fakeTmdb({
      'find/tt0583459': {
        body: { tv_episode_results: [{ id: 85987, show_id: 1668, season_number: 1, episode_number: 1 }] },
      },
      'tv/1668': { body: FRIENDS },
    });
    const episode = record({
      title: 'Friends S1E1',
      year: 1994,
      media: 'tv',
      idsOf: 'episode',
      ids: { tmdb: 85987, imdb: 'tt0583459' },
    });
    await expect(resolveTitle(episode)).resolves.toMatchObject({ status: 'matched', title: { id: 1668 } });
    expect(api.requests()).toEqual(['find/tt0583459', 'tv/1668']);
  });

  it('searches TV for the show of an episode row without an IMDb id (episode marker stripped, no year)', async () => {
    const api = fakeTmdb({ 'search/tv Friends': { body: page([FRIENDS, show(9, 'Friends & Lovers', '2019')]) } });
    const episode = record({ title: 'Friends S10E17', year: 2004, media: 'tv', idsOf: 'episode', ids: { tmdb: 1 } });
    await expect(resolveTitle(episode)).resolves.toMatchObject({ status: 'matched', title: { id: 1668 } });
    expect(api.requests()).toEqual(['search/tv Friends']);
  });

  it('resolves a TVDB id (Trakt shows) through find', async () => {
    const api = fakeTmdb({ 'find/81189': { body: { tv_results: [show(1396, 'Breaking Bad', '2008-01-20')] } } });
    const result = await resolveTitle(record({ media: 'tv', ids: { tvdb: 81189 } }));
    expect(result).toMatchObject({ status: 'matched', title: { id: 1396, media_type: 'tv' } });
    expect(api.fetch.mock.calls[0]?.[0]).toContain('external_source=tvdb_id');
  });
});

describe('resolveTitle: title and year', () => {
  it('accepts the one result whose title and year are the source’s', async () => {
    const api = fakeTmdb({
      'search/movie Heat 1995': { body: page([movie(949, 'Heat', '1995-12-15'), movie(5, 'Heat Wave', '1995-06-01')]) },
    });
    const result = await resolveTitle(record({ title: 'Heat', year: 1995 }));
    expect(result).toMatchObject({ status: 'matched', title: { id: 949, year: 1995 } });
    expect(api.requests()).toEqual(['search/movie Heat 1995']);
  });

  it('searches the years either side when the year finds nothing exact', async () => {
    const api = fakeTmdb({ 'search/movie Jesus 2018': { body: page([movie(3, 'Jesus', '2018-03-01')]) } });
    const result = await resolveTitle(record({ title: 'Jesus', year: 2019, media: 'movie' }));
    expect(result).toMatchObject({ status: 'matched', title: { id: 3, year: 2018 } });
    expect(api.requests()).toEqual(['search/movie Jesus 2019', 'search/movie Jesus 2018', 'search/movie Jesus 2020']);
  });

  it('never takes result #1 among same-name films: both are candidates', async () => {
    fakeTmdb({
      'search/movie Columbus 2017': {
        body: page([movie(1, 'Columbus', '2017-08-04'), movie(2, 'Columbus', '2017-02-10')]),
      },
    });
    const result = await resolveTitle(record({ title: 'Columbus', year: 2017 }));
    expect(result).toEqual({
      status: 'ambiguous',
      candidates: [expect.objectContaining({ id: 1 }), expect.objectContaining({ id: 2 })],
    });
  });

  it('offers up to five near misses when no result has the title', async () => {
    const near = Array.from({ length: 7 }, (_, i) => movie(10 + i, `Flow ${i + 2}`, '2024-01-01'));
    fakeTmdb({ 'search/movie Flow 2024': { body: page(near) } });
    const result = await resolveTitle(record({ title: 'Flow', year: 2024, media: 'movie' }));
    expect(result.status).toBe('ambiguous');
    expect(result.status === 'ambiguous' && result.candidates.map((c) => c.id)).toEqual([10, 11, 12, 13, 14]);
  });

  it('compares titles without case, diacritics, punctuation or a leading "The"', async () => {
    fakeTmdb({
      'search/movie Amelie 2001': { body: page([movie(194, 'Amélie', '2001-04-25')]) },
      'search/movie Matrix 1999': { body: page([movie(603, 'The Matrix', '1999-03-30')]) },
      'search/movie Fast and Furious 2009': { body: page([movie(13804, 'Fast & Furious', '2009-04-02')]) },
    });
    await expect(resolveTitle(record({ title: 'Amelie', year: 2001 }))).resolves.toMatchObject({ title: { id: 194 } });
    await expect(resolveTitle(record({ title: 'Matrix', year: 1999 }))).resolves.toMatchObject({ title: { id: 603 } });
    await expect(resolveTitle(record({ title: 'Fast and Furious', year: 2009 }))).resolves.toMatchObject({
      title: { id: 13804 },
    });
  });

  it("matches on the result's or the source's original title", async () => {
    const spirited = movie(129, 'Chihiro', '2001-07-20', { original_title: '千と千尋の神隠し' });
    fakeTmdb({
      'search/movie Spirited Away 2001': { body: page([spirited]) },
      'search/movie 千と千尋の神隠し 2001': { body: page([spirited]) },
    });
    const byOriginal = record({
      title: 'Spirited Away',
      originalTitle: '千と千尋の神隠し',
      year: 2001,
      media: 'movie',
    });
    await expect(resolveTitle(byOriginal)).resolves.toMatchObject({ status: 'matched', title: { id: 129 } });
    const named = record({ title: '千と千尋の神隠し', year: 2001, media: 'movie' });
    await expect(resolveTitle(named)).resolves.toMatchObject({ status: 'matched', title: { id: 129 } });
  });

  it('flags a title of unknown type that only a TV search finds', async () => {
    const api = fakeTmdb({ 'search/tv Chernobyl 2019': { body: page([show(87108, 'Chernobyl', '2019-05-06')]) } });
    const result = await resolveTitle(record({ title: 'Chernobyl', year: 2019 }));
    expect(result).toEqual({
      status: 'ambiguous',
      candidates: [expect.objectContaining({ id: 87108, media_type: 'tv', title: 'Chernobyl' })],
    });
    expect(api.requests()).toEqual([
      'search/movie Chernobyl 2019',
      'search/movie Chernobyl 2018',
      'search/movie Chernobyl 2020',
      'search/tv Chernobyl 2019',
    ]);
  });

  it('accepts a TV search when the source says the title is a show', async () => {
    fakeTmdb({ 'search/tv Chernobyl 2019': { body: page([show(87108, 'Chernobyl', '2019-05-06')]) } });
    const result = await resolveTitle(record({ title: 'Chernobyl', year: 2019, media: 'tv' }));
    expect(result).toMatchObject({ status: 'matched', title: { id: 87108, media_type: 'tv' } });
  });

  it('searches without a year when the source has none; several exact titles stay ambiguous', async () => {
    fakeTmdb({
      'search/movie Solaris': { body: page([movie(593, 'Solaris', '1972-03-20'), movie(2103, 'Solaris', '2002')]) },
      'search/movie Stalker': { body: page([movie(1398, 'Stalker', '1979-05-25'), movie(4, 'Stalker 2', '2020')]) },
    });
    await expect(resolveTitle(record({ title: 'Stalker', media: 'movie' }))).resolves.toMatchObject({
      status: 'matched',
      title: { id: 1398 },
    });
    const solaris = await resolveTitle(record({ title: 'Solaris', media: 'movie' }));
    expect(solaris.status === 'ambiguous' && solaris.candidates.map((c) => c.id)).toEqual([593, 2103]);
  });

  it('says why nothing was found', async () => {
    fakeTmdb();
    await expect(resolveTitle(record({ title: 'Nothing Like It', year: 1990 }))).resolves.toEqual({
      status: 'not_found',
      reason: 'no title named "Nothing Like It" (1990)',
    });
    await expect(
      resolveTitle(record({ title: 'Gone', media: 'movie', ids: { tmdb: 4, imdb: 'tt4' } })),
    ).resolves.toEqual({
      status: 'not_found',
      reason: 'TMDB id 4 no longer exists; IMDb id tt4 not found; no title named "Gone"',
    });
  });
});

describe('resolveTitle: failures', () => {
  it('rejects on a failure other than a 404 (the caller retries or resumes)', async () => {
    fakeTmdb({ 'movie/550': { status: 500, body: {} } });
    const error: unknown = await resolveTitle(record({ media: 'movie', ids: { tmdb: 550 } })).catch((e) => e);
    expect(isApiError(error) && error.status).toBe(500);
  });

  it('rejects with the abort when the signal aborts', async () => {
    fakeTmdb();
    const controller = new AbortController();
    controller.abort();
    const error: unknown = await resolveTitle(record({ ids: { tmdb: 1 } }), { signal: controller.signal }).catch(
      (e) => e,
    );
    expect(isApiError(error) && error.kind).toBe('aborted');
  });
});

describe('matchedTitleOf', () => {
  it('reads a show from name, original_name and first_air_date, and fills what is missing', () => {
    expect(matchedTitleOf({ id: 1, name: 'Show' }, 'tv')).toEqual({
      id: 1,
      media_type: 'tv',
      title: 'Show',
      poster_path: null,
      release_date: '',
      vote_average: 0,
      overview: '',
    });
  });
});
