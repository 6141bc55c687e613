import { ImportError } from '../../../lib/import-error';
import { NETFLIX_HISTORY_DE, NETFLIX_HISTORY_US, NETFLIX_VIEWING_ACTIVITY, netflixZip } from './test/fixtures';
import { guessNetflixDateFormat, netflixDate, netflixParser, netflixProfiles } from './netflix';
import { splitNetflixTitles } from './netflix-titles';

describe('guessNetflixDateFormat', () => {
  it('reads a US column as M/D/YY (a middle field over 12)', () => {
    expect(guessNetflixDateFormat(['3/14/25', '3/9/25', '12/1/24'])).toEqual({
      order: 'MDY',
      pattern: 'M/D/YY',
      certain: true,
    });
  });

  it('reads a German column as DD.MM.YY (a first field over 12)', () => {
    expect(guessNetflixDateFormat(['24.01.23', '05.02.23'])).toEqual({
      order: 'DMY',
      pattern: 'DD.MM.YY',
      certain: true,
    });
  });

  it('reads day-first slashes, year-first dates and four-digit years', () => {
    expect(guessNetflixDateFormat(['1/2/24', '25/12/24'])).toMatchObject({ order: 'DMY', pattern: 'D/M/YY' });
    expect(guessNetflixDateFormat(['2022/01/24'])).toEqual({ order: 'YMD', pattern: 'YYYY/MM/DD', certain: true });
    expect(guessNetflixDateFormat(['24-01-2022', '02-03-2022'])).toMatchObject({ order: 'DMY', pattern: 'DD-MM-YYYY' });
  });

  it('defaults to the US format when every date fits both (and to day-first for dots and dashes)', () => {
    expect(guessNetflixDateFormat(['1/2/25', '3/4/25'])).toEqual({ order: 'MDY', pattern: 'M/D/YY', certain: false });
    expect(guessNetflixDateFormat(['01.02.25'])).toEqual({ order: 'DMY', pattern: 'DD.MM.YY', certain: false });
    expect(guessNetflixDateFormat([])).toEqual({ order: 'MDY', pattern: 'M/D/YY', certain: false });
    expect(guessNetflixDateFormat(['', 'soon'])).toMatchObject({ order: 'MDY', certain: false });
  });
});

describe('netflixDate', () => {
  it('reads a date with its format as an ISO day, two-digit years in this century', () => {
    expect(netflixDate('3/14/25', guessNetflixDateFormat(['3/14/25']))).toBe('2025-03-14T00:00:00.000Z');
    expect(netflixDate('24.01.23', guessNetflixDateFormat(['24.01.23']))).toBe('2023-01-24T00:00:00.000Z');
    expect(netflixDate('2022/01/24', guessNetflixDateFormat(['2022/01/24']))).toBe('2022-01-24T00:00:00.000Z');
    expect(netflixDate('31/2/25', guessNetflixDateFormat(['31/2/25']))).toBeUndefined();
    expect(netflixDate('', guessNetflixDateFormat([]))).toBeUndefined();
  });
});

describe('splitNetflixTitles', () => {
  const split = (...titles: string[]) => [...splitNetflixTitles(titles).values()];

  it.each([
    ['Example Show: Season 2: The Long Night', 'Example Show', 2, undefined, 'The Long Night'],
    ['Zero Day: Limited Series: Episode 6', 'Zero Day', 1, 6, 'Episode 6'],
    ['The OA: Part II: Chapter 8: Overview', 'The OA', 2, 8, 'Chapter 8: Overview'],
    ['Dear White People: Volume 4: Chapter VIII', 'Dear White People', 4, 8, 'Chapter VIII'],
    [
      'Stranger Things: Stranger Things 4: Chapter Nine: The Piggyback',
      'Stranger Things',
      4,
      9,
      'Chapter Nine: The Piggyback',
    ],
    [
      'Stranger Things: Chapter One: The Vanishing of Will Byers',
      'Stranger Things',
      1,
      1,
      'Chapter One: The Vanishing of Will Byers',
    ],
    ['3%: Season 1: Chapter 01: Cubes', '3%', 1, 1, 'Chapter 01: Cubes'],
    ['Example: Season 1 - Part A: Title', 'Example', 1, undefined, 'Title'],
    ['Criminal: UK: Season 2: Julia (Episode 1)', 'Criminal: UK', 2, 1, 'Julia'],
    ['Barbarians: Barbarians II: Treason (Episode 5)', 'Barbarians', 2, 5, 'Treason'],
    ['White House Farm: Series 1: Episode 3 (Episode 3)', 'White House Farm', 1, 3, 'Episode 3'],
    [
      'Roman Empire: Julius Caesar: The Ides of March (Episode 5)',
      'Roman Empire',
      1,
      5,
      'Julius Caesar: The Ides of March',
    ],
  ])('reads %s as an episode', (title, show, season, number, name) => {
    expect(split(title)).toEqual([{ kind: 'episode', show, season, number, name }]);
  });

  it.each([
    'Spider-Man: Across the Spider-Verse',
    'Dune: Part Two',
    'Kill Bill: Vol. 2',
    'Fear Street: Part Two: 1978',
    'Heat',
  ])('reads %s as a film', (title) => {
    expect(split(title)).toEqual([{ kind: 'film', title }]);
  });

  it('reads "Show: Episode title" as an episode only when another row shows Show is a show', () => {
    expect(split('Example Show: Holiday Special', 'Example Show: Season 2: Pilot')[0]).toEqual({
      kind: 'episode',
      show: 'Example Show',
      season: 1,
      number: undefined,
      name: 'Holiday Special',
    });
    expect(split('Example Show: Holiday Special')[0]).toEqual({ kind: 'film', title: 'Example Show: Holiday Special' });
  });

  it('reads a weak season word (Part 3) as a season when that season has several episodes', () => {
    const [first, second] = split('Money Heist: Part 3: A Quick Vacation', 'Money Heist: Part 3: Astray');
    expect(first).toMatchObject({ kind: 'episode', show: 'Money Heist', season: 3, name: 'A Quick Vacation' });
    expect(second).toMatchObject({ kind: 'episode', season: 3, name: 'Astray' });
  });

  it('flags a title whose show part is empty', () => {
    expect(split(': Episode 7')).toEqual([{ kind: 'noShow' }]);
  });
});

describe('netflixParser on NetflixViewingHistory.csv', () => {
  it('reads a US history: dates as M/D/YY, shows as episodes, films as unknown media', () => {
    const parsed = netflixParser.parse([{ path: 'NetflixViewingHistory.csv', text: NETFLIX_HISTORY_US }]);
    expect(parsed.label).toBe('Netflix viewing history (CSV)');
    expect(parsed.records[0]).toEqual({
      file: 'NetflixViewingHistory.csv',
      row: 1,
      title: 'Example Show',
      media: 'episode',
      ids: {},
      // Netflix gives no episode number here: 0, with the name for the matcher.
      episode: { season: 2, number: 0, name: 'The Long Night' },
      watchedAt: '2025-03-14T00:00:00.000Z',
      sourceKey: 'default|Example Show: Season 2: The Long Night|3/14/25',
    });
    expect(parsed.records[1]).toEqual({
      file: 'NetflixViewingHistory.csv',
      row: 2,
      title: 'An Example Film',
      media: 'unknown',
      ids: {},
      watchedAt: '2025-03-09T00:00:00.000Z',
      sourceKey: 'default|An Example Film|3/9/25',
    });
    const shows = parsed.records.filter((r) => r.media === 'episode').map((r) => r.title);
    expect(new Set(shows)).toEqual(
      new Set([
        'Example Show',
        'Example Limited',
        'Stranger Things',
        'The OA',
        'Dear White People',
        'Money Heist',
        '3%',
      ]),
    );
    const films = parsed.records.filter((r) => r.media === 'unknown').map((r) => r.title);
    expect(films).toEqual([
      'An Example Film',
      'Spider-Man: Across the Spider-Verse',
      'Dune: Part Two',
      'Fear Street: Part Two: 1978',
      'An Example Film',
    ]);
  });

  it('skips a title without its show (": Episode 7") and keeps two viewings of one title on one day apart', () => {
    const parsed = netflixParser.parse([{ path: 'NetflixViewingHistory.csv', text: NETFLIX_HISTORY_US }]);
    expect(parsed.skipped).toEqual([
      {
        file: 'NetflixViewingHistory.csv',
        row: 14,
        reason: 'The title has no show name: Netflix no longer names this show.',
      },
    ]);
    expect(parsed.records.at(-1)?.sourceKey).toBe('default|An Example Film|3/9/25#2');
  });

  it('reads a German history (DD.MM.YY, CRLF)', () => {
    const parsed = netflixParser.parse([{ path: 'NetflixViewingHistory.csv', text: NETFLIX_HISTORY_DE }]);
    expect(parsed.records.map((r) => [r.title, r.watchedAt, r.episode?.name])).toEqual([
      ['Example Show', '2023-01-24T00:00:00.000Z', 'Pilot'],
      ['An Example Film', '2023-02-05T00:00:00.000Z', undefined],
      ['Example Show', '2023-02-03T00:00:00.000Z', 'Second'],
    ]);
  });

  it('skips dates that do not fit the column', () => {
    const parsed = netflixParser.parse([
      { path: 'h.csv', text: 'Title,Date\n"A Film","3/14/25"\n"B Film","yesterday"\n' },
    ]);
    expect(parsed.skipped).toEqual([{ file: 'h.csv', row: 2, reason: '"yesterday" is not a date written M/D/YY.' }]);
  });
});

describe('netflixParser on the data-request ZIP', () => {
  const parsed = netflixParser.parse(netflixZip());
  const activity = 'netflix-report/CONTENT_INTERACTION/ViewingActivity.csv';

  it('keeps real viewings of every profile, with the profile in the source key', () => {
    const viewings = parsed.records.filter((r) => r.file === activity);
    expect(viewings).toEqual([
      {
        file: activity,
        row: 1,
        title: 'Example Show',
        media: 'episode',
        ids: {},
        episode: { season: 2, number: 3, name: 'The Long Night' },
        watchedAt: '2025-03-14T20:02:11.000Z',
        sourceKey: 'Alex|Example Show: Season 2: The Long Night (Episode 3)|2025-03-14 20:02:11',
      },
      expect.objectContaining({ row: 5, title: 'Spider-Man: Across the Spider-Verse', media: 'unknown' }),
      expect.objectContaining({ row: 7, title: 'Cartoon, The', sourceKey: expect.stringMatching(/^Kid "K"\|/) }),
    ]);
  });

  it('drops what Ryot drops, saying why: trailers, clips, autoplayed previews, earlier sessions', () => {
    expect(parsed.skipped.filter((s) => s.file === activity).map((s) => [s.row, s.reason])).toEqual([
      [2, 'A trailer, not a film or episode.'],
      [3, 'An earlier session of a title played again later (Netflix marks it "Not latest view").'],
      [4, 'Autoplayed without the viewer acting.'],
      [6, 'A trailer or clip, not a film or episode.'],
    ]);
  });

  it('maps thumbs (1 -> 2, 2 -> 8, 3 -> 10) and legacy stars (x2) to ratings', () => {
    const ratings = parsed.records.filter((r) => r.file.endsWith('Ratings.csv'));
    expect(ratings.map((r) => [r.title, r.rating10, r.ratedAt, r.sourceKey])).toEqual([
      ['Example Show', 8, '2025-03-15T08:00:00.000Z', 'Alex|rating|Example Show'],
      ['An Example Film', 2, '2025-03-10T08:00:00.000Z', 'Alex|rating|An Example Film'],
      [
        'Spider-Man: Across the Spider-Verse',
        10,
        '2025-03-12T08:00:00.000Z',
        'Sam|rating|Spider-Man: Across the Spider-Verse',
      ],
      ['Old Film', 8, '2015-03-12T08:00:00.000Z', 'Sam|rating|Old Film'],
    ]);
    expect(parsed.skipped.filter((s) => s.file.endsWith('Ratings.csv'))).toEqual([
      { file: 'netflix-report/CONTENT_INTERACTION/Ratings.csv', row: 5, reason: 'No valid rating.' },
    ]);
  });

  it('puts My List titles on the watchlist and ignores the other files', () => {
    expect(parsed.records.filter((r) => r.watchlist).map((r) => [r.title, r.addedAt, r.sourceKey])).toEqual([
      ['Example Limited', '2025-01-01T00:00:00.000Z', 'Alex|mylist|Example Limited'],
      ['Another Film', '2025-02-01T00:00:00.000Z', 'Sam|mylist|Another Film'],
    ]);
    expect(parsed.ignoredFiles).toEqual([
      'netflix-report/CONTENT_INTERACTION/SearchHistory.csv',
      'netflix-report/ACCOUNT/AccountDetails.csv',
    ]);
    expect(parsed.label).toBe('Netflix data request (ZIP)');
  });

  it('lists the profiles, for the user to pick', () => {
    expect(netflixProfiles(netflixZip())).toEqual(['Alex', 'Sam', 'Kid "K"']);
    expect(netflixProfiles([{ path: 'ViewingActivity.csv', text: NETFLIX_VIEWING_ACTIVITY }])).toEqual([
      'Alex',
      'Sam',
      'Kid "K"',
    ]);
    expect(netflixProfiles([{ path: 'NetflixViewingHistory.csv', text: NETFLIX_HISTORY_US }])).toEqual([]);
  });
});

describe('netflixParser errors', () => {
  it('throws an ImportError naming the missing column', () => {
    expect(() => netflixParser.parse([{ path: 'h.csv', text: 'Title\nHeat\n' }])).toThrow(
      new ImportError('This Netflix file has no Date column'),
    );
    expect(() => netflixParser.parse([{ path: 'h.csv', text: 'Name,Date\nHeat,1/1/25\n' }])).toThrow(
      new ImportError('This Netflix file has no Title column'),
    );
  });
});
