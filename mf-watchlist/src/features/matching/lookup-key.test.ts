import type { SourceRecord } from '../../lib/source-types';
import { lookupKeyOf, normaliseTitle, showTitleOf } from './lookup-key';

const record = (extra: Partial<SourceRecord>): SourceRecord => ({
  file: 'f',
  row: 1,
  title: 'Heat',
  media: 'unknown',
  ids: {},
  sourceKey: 'k',
  ...extra,
});

describe('normaliseTitle', () => {
  it.each([
    ['Heat', 'heat'],
    ['  The   Matrix ', 'matrix'],
    ['Amélie', 'amelie'],
    ['Les Misérables', 'les miserables'],
    ['Fast & Furious', 'fast and furious'],
    ['Fast and Furious', 'fast and furious'],
    ["Schindler's List", 'schindlers list'],
    ['Schindler’s List', 'schindlers list'],
    ['Mission: Impossible – Fallout', 'mission impossible fallout'],
    ['WALL·E', 'wall e'],
    ['Spider-Man', 'spider man'],
    ['Theeb', 'theeb'],
    ['Into the Wild', 'into the wild'],
    ['千と千尋の神隠し', '千と千尋の神隠し'],
    ['Crouching Tiger, Hidden Dragon!', 'crouching tiger hidden dragon'],
    ['...', ''],
  ])('%s -> %s', (text, normalised) => {
    expect(normaliseTitle(text)).toBe(normalised);
  });
});

describe('showTitleOf', () => {
  it.each([
    ['Friends S1E1', 'Friends'],
    ['Lost - S01E02', 'Lost'],
    ['The Office s9e23', 'The Office'],
    ['S1E1', ''],
    ['Friends', 'Friends'],
  ])('%s -> %s', (title, show) => {
    expect(showTitleOf(title)).toBe(show);
  });
});

describe('lookupKeyOf', () => {
  it('keys on the strongest id: tmdb, then imdb, then tvdb', () => {
    expect(lookupKeyOf(record({ media: 'movie', ids: { tmdb: 550, imdb: 'tt0137523' } }))).toBe('tmdb:movie:550');
    expect(lookupKeyOf(record({ media: 'tv', ids: { tmdb: 1396, tvdb: 81189 } }))).toBe('tmdb:tv:1396');
    expect(lookupKeyOf(record({ ids: { tmdb: 7 } }))).toBe('tmdb:any:7');
    expect(lookupKeyOf(record({ media: 'tv', ids: { imdb: 'tt0903747', tvdb: 81189 } }))).toBe('imdb:tt0903747');
    expect(lookupKeyOf(record({ media: 'tv', ids: { tvdb: 81189 } }))).toBe('tvdb:81189');
  });

  it("keys an episode row carrying its show's ids on the show", () => {
    const episode = (number: number) =>
      record({ media: 'episode', idsOf: 'title', ids: { tmdb: 1396 }, episode: { season: 1, number } });
    expect(lookupKeyOf(episode(1))).toBe('tmdb:tv:1396');
    expect(lookupKeyOf(episode(2))).toBe(lookupKeyOf(record({ media: 'tv', ids: { tmdb: 1396 } })));
  });

  it("keys an episode row carrying the episode's own ids on that episode", () => {
    const ids = { tmdb: 85987, imdb: 'tt0583459' };
    expect(lookupKeyOf(record({ title: 'Friends S1E1', media: 'tv', idsOf: 'episode', ids }))).toBe(
      'episode-imdb:tt0583459',
    );
    expect(lookupKeyOf(record({ media: 'episode', idsOf: 'episode', ids: { tmdb: 85987 } }))).toBe(
      'episode-tmdb:85987',
    );
    expect(lookupKeyOf(record({ title: 'Friends S1E1', year: 1994, media: 'episode', idsOf: 'episode' }))).toBe(
      'title:tv:friends:',
    );
  });

  it('keys a row without ids on its type, normalised title and year', () => {
    expect(lookupKeyOf(record({ title: 'The Matrix', year: 1999 }))).toBe('title:unknown:matrix:1999');
    expect(lookupKeyOf(record({ title: 'Matrix', year: 1999 }))).toBe(
      lookupKeyOf(record({ title: 'The Matrix', year: 1999 })),
    );
    expect(lookupKeyOf(record({ title: 'Heat', media: 'movie' }))).toBe('title:movie:heat:');
    expect(lookupKeyOf(record({ title: 'Heat', media: 'movie', year: 1995 }))).not.toBe(
      lookupKeyOf(record({ title: 'Heat', media: 'movie', year: 1986 })),
    );
    expect(lookupKeyOf(record({ title: 'Lost', media: 'episode', year: 2004 }))).toBe('title:tv:lost:2004');
  });
});
